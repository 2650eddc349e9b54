import type { RefObject } from 'react';
import { useFormat, useT } from '@tessera/platform-sdk';
import { DEPOSIT_TEXT_MAX, type TDepositStatus } from '@tessera/contract/api';
import {
  Amount,
  Button,
  ErrorState,
  Form,
  FormError,
  KeyValueList,
  ListSkeleton,
  SegmentedControl,
  Spinner,
  StatusPill,
  SubmitBar,
  TextField,
  useDelayedFlag,
  type TStatusTone,
} from '@tessera/ui-kit';
import { ChoiceList } from '../../../components/ChoiceList';
import type { TDepositMethod, TDepositModel } from '../hooks';
import { ReceiptUpload } from './ReceiptUpload';

export interface DepositViewProps {
  model: TDepositModel;
  /** The form's ref (useForm's formRef): the first invalid field takes the focus in it. */
  formRef: RefObject<HTMLFormElement | null>;
  onRecords(): void;
  /** Leave the returned order's result for a new deposit. */
  onNewDeposit(): void;
}

export const DEPOSIT_STATUS_TONE: Record<TDepositStatus, TStatusTone> = {
  PENDING: 'warning',
  PAID: 'success',
  APPROVED: 'success',
  FAILED: 'danger',
  REJECTED: 'danger',
};

/** The deposit screen: the returned order's state, transfer instructions, or the deposit form. */
export function DepositView({ model, formRef, onRecords, onNewDeposit }: DepositViewProps) {
  const t = useT('wallet');
  const format = useFormat();
  // A channel's limits in a third of the screen: whole amounts without their cents ("R$50,000"), or
  // "R$50,000.00" breaks mid-number.
  const whole = (amount: string) => format.money(amount).replace(/[.,]00$/, '');
  const showSkeleton = useDelayedFlag(model.status === 'loading');

  if (model.order) {
    const o = model.order.data;
    if (model.order.error) return <ErrorState message={model.order.error} retryLabel={t('deposit.newDeposit')} onRetry={onNewDeposit} />;
    if (!o) return <Spinner label={t('common.loading')} />;
    const final = o.status !== 'PENDING';
    return (
      <div className="tk-stack">
        <section
          className={`wl-notice${o.status === 'PAID' || o.status === 'APPROVED' ? ' wl-notice--success' : ''}`}
          aria-labelledby="dp-order"
          data-testid="deposit-order"
          data-status={o.status}
          role="status"
        >
          <h2 id="dp-order" className="tk-subheading">
            {t(`deposit.orderTitle.${o.status}`)}
          </h2>
          <KeyValueList
            items={[
              { id: 'amount', label: t('deposit.amount'), value: <Amount value={format.money(o.amount)} size="sm" /> },
              ...(o.bonusAmount && o.bonusAmount !== '0.00' && o.bonusStatus === 'GRANTED'
                ? [{ id: 'bonus', label: t('deposit.bonus'), value: <Amount value={format.money(o.bonusAmount)} size="sm" /> }]
                : []),
              // The turnover the bonus adds: bet before withdrawing (the withdrawal page shows what is left).
              ...(o.requiredTurnover && o.requiredTurnover !== '0.00' && (o.bonusStatus === 'GRANTED' || o.bonusStatus === 'PENDING')
                ? [
                    {
                      id: 'turnover',
                      label: t('deposit.turnoverAdded'),
                      value: <span data-testid="deposit-turnover">{t('deposit.turnoverValue', { amount: format.money(o.requiredTurnover) })}</span>,
                    },
                  ]
                : []),
              { id: 'channel', label: t('deposit.channel'), value: o.channelName },
              { id: 'order', label: t('deposit.orderNo'), value: o.orderNo },
              {
                id: 'status',
                label: t('deposit.status'),
                value: <StatusPill tone={DEPOSIT_STATUS_TONE[o.status]}>{t(`deposit.statuses.${o.status}`)}</StatusPill>,
              },
            ]}
          />
          {!final && <p className="tk-muted">{t('deposit.waiting')}</p>}
        </section>
        <div className="wl-actions">
          <Button variant="primary" onClick={onNewDeposit}>
            {t('deposit.newDeposit')}
          </Button>
          <Button variant="secondary" onClick={onRecords}>
            {t('deposit.records')}
          </Button>
        </div>
      </div>
    );
  }

  if (model.status === 'error') return <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={model.retry} />;
  if (model.status === 'loading') return showSkeleton ? <ListSkeleton rows={4} label={t('common.loading')} /> : null;

  if (model.transfer) {
    const o = model.transfer;
    return (
      <div className="tk-stack">
        <section className="wl-notice" aria-labelledby="dp-transfer" data-testid="deposit-transfer" role="status">
          <h2 id="dp-transfer" className="tk-subheading">
            {t('deposit.transferTitle')}
          </h2>
          <p className="tk-muted">{t('deposit.transferText', { amount: format.money(o.amount) })}</p>
          <KeyValueList
            items={[
              { id: 'bank', label: t('deposit.bank'), value: o.bankName },
              { id: 'name', label: t('deposit.accountName'), value: o.accountName },
              { id: 'number', label: t('deposit.accountNumber'), value: <strong>{o.accountNumber}</strong> },
              { id: 'amount', label: t('deposit.amount'), value: <Amount value={format.money(o.amount)} size="sm" /> },
              { id: 'order', label: t('deposit.orderNo'), value: o.orderNo },
              { id: 'status', label: t('deposit.status'), value: <StatusPill tone="warning">{t('deposit.statuses.PENDING')}</StatusPill> },
            ]}
          />
          <p className="tk-muted">{t('deposit.transferReview')}</p>
        </section>
        <ReceiptUpload orderNo={o.orderNo} onUpload={model.uploadReceipt} />
        <div className="wl-actions">
          <Button variant="primary" onClick={model.closeTransfer}>
            {t('deposit.newDeposit')}
          </Button>
          <Button variant="secondary" onClick={onRecords}>
            {t('deposit.records')}
          </Button>
        </div>
      </div>
    );
  }

  const grid = model.template === 'new';
  const methods: { value: TDepositMethod; label: string }[] = [
    ...(model.gateways.length ? [{ value: 'gateway' as const, label: t('deposit.methods.gateway') }] : []),
    ...(model.banks.length ? [{ value: 'manual' as const, label: t('deposit.methods.manual') }] : []),
  ];
  if (methods.length === 0) return <p className="wl-notice">{t('deposit.noChannels')}</p>;

  return (
    <Form ref={formRef} onSubmit={(e) => void model.submit(e)} aria-label={t('deposit.formLabel')} data-testid="deposit-form" data-template={model.template}>
      <FormError>{model.formError}</FormError>
      {methods.length > 1 && <SegmentedControl label={t('deposit.method')} name="method" options={methods} value={model.method} onChange={model.setMethod} />}
      {model.method === 'gateway' ? (
        <ChoiceList<number>
          legend={t('deposit.channel')}
          name="channelId"
          grid={grid}
          value={model.selectedGateway}
          onChange={model.selectGateway}
          options={model.gateways.map((g) => ({
            value: g.id,
            title: g.name,
            detail: t('deposit.limits', { min: whole(g.minAmount), max: whole(g.maxAmount) }),
          }))}
        />
      ) : (
        <ChoiceList<number>
          legend={t('deposit.bank')}
          name="bankAccountId"
          value={model.selectedBank}
          onChange={model.selectBank}
          options={model.banks.map((b) => ({
            value: b.id,
            title: `${b.bankName} ${b.accountNumber}`,
            detail: t('deposit.limits', { min: whole(b.minAmount), max: whole(b.maxAmount) }),
          }))}
        />
      )}
      {model.presets.length > 0 && (
        <ChoiceList
          legend={t('deposit.presets')}
          name="amountPreset"
          grid
          value={model.presets.includes(model.values.amount as never) ? model.values.amount : null}
          onChange={model.setAmount}
          // Whole amounts read better without the cents: "¥1,000", "R$1.000".
          options={model.presets.map((p) => ({ value: p, title: format.money(p).replace(/[.,]00$/, '') }))}
        />
      )}
      <TextField
        {...model.field('amount')}
        label={t('deposit.amount')}
        autoComplete="off"
        placeholder={model.limits ? t('deposit.amountPlaceholder', model.limits) : undefined}
        hint={model.limits ? t('deposit.limits', model.limits) : undefined}
      />
      {model.depositLimit && (
        <p className="tk-muted" data-testid="deposit-limit-left">
          {model.depositLimit.until
            ? t('deposit.limitLeftUntil', { amount: model.depositLimit.left, time: model.depositLimit.until })
            : t('deposit.limitLeft', { amount: model.depositLimit.left })}
        </p>
      )}
      {model.promos.length > 0 && (
        <ChoiceList<number>
          legend={t('deposit.promo')}
          name="promoId"
          value={model.selectedPromo}
          onChange={model.selectPromo}
          error={model.errors.promoId}
          data-testid="deposit-promos"
          options={model.promos.map((p) => ({
            value: p.id,
            disabled: !p.eligible,
            title: p.name,
            detail: !p.eligible
              ? t(`deposit.promoReasons.${p.reason ?? 'NOT_ELIGIBLE'}`, { min: format.money(p.minDeposit) })
              : p.bonus !== null && p.bonus !== '0.00'
                ? p.turnover !== null && p.turnover !== '0.00'
                  ? t('deposit.promoBonusTurnover', { bonus: format.money(p.bonus), turnover: format.money(p.turnover), times: p.turnoverMultiplier })
                  : t('deposit.promoBonus', { bonus: format.money(p.bonus), times: p.turnoverMultiplier })
                : p.description,
          }))}
        />
      )}
      {model.method === 'manual' && (
        <>
          <TextField
            {...model.field('payerName')}
            label={t('deposit.payerName')}
            autoComplete="name"
            maxLength={DEPOSIT_TEXT_MAX}
            hint={t('deposit.payerHint')}
          />
          <TextField
            {...model.field('transferReference')}
            label={t('deposit.reference')}
            autoComplete="off"
            maxLength={DEPOSIT_TEXT_MAX}
            hint={t('deposit.referenceHint')}
          />
        </>
      )}
      <SubmitBar label={model.method === 'gateway' ? t('deposit.payNow') : t('deposit.submitTransfer')} busy={model.busy} />
    </Form>
  );
}
