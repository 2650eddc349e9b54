import type { RefObject } from 'react';
import { useFormat, useT } from '@tessera/platform-sdk';
import type { TWithdrawalStatus } from '@tessera/contract/api';
import {
  Amount,
  Button,
  Card,
  ErrorState,
  Form,
  FormError,
  KeyValueList,
  List,
  ListRow,
  ListSkeleton,
  PasswordField,
  SectionHeader,
  StatusPill,
  SubmitBar,
  TextField,
  useDelayedFlag,
  type TStatusTone,
} from '@tessera/ui-kit';
import { ChoiceList } from '../../../components/ChoiceList';
import type { TWithdrawModel } from '../hooks';

export interface WithdrawViewProps {
  model: TWithdrawModel;
  /** The form's ref (useForm's formRef): the first invalid field takes the focus in it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Where the member sets a payment password, a payee name and binds cards. */
  onOpenSecurity(): void;
  /** The member's account records (every movement). */
  onOpenRecords(): void;
}

const STATUS_TONE: Record<TWithdrawalStatus, TStatusTone> = { PENDING: 'warning', PAID: 'success', REJECTED: 'danger' };

/** The withdrawal screen: balance and limits, what is missing, the form, the result and the latest withdrawals. */
export function WithdrawView({ model, formRef, onOpenSecurity, onOpenRecords }: WithdrawViewProps) {
  const t = useT('wallet');
  const format = useFormat();
  const showSkeleton = useDelayedFlag(model.status === 'loading');

  if (model.status === 'error') return <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={model.retry} />;
  if (model.status === 'loading' || !model.limits || !model.setup) return showSkeleton ? <ListSkeleton rows={4} label={t('common.loading')} /> : null;
  const { limits, setup } = model;

  const ready = setup.paymentPassword && setup.payeeName && setup.card;

  return (
    <div className="tk-stack">
      <Card as="section" aria-labelledby="wd-balance" data-testid="withdraw-summary">
        <div className="wl-balance">
          <h2 id="wd-balance" className="tk-subheading">
            {t('withdraw.available')}
          </h2>
          <Amount value={limits.withdrawable} size="xl" data-testid="withdraw-available" />
        </div>
        <KeyValueList
          items={[
            { id: 'balance', label: t('withdraw.balance'), value: <Amount value={limits.balance} size="sm" /> },
            ...(limits.locked
              ? [{ id: 'locked', label: t('withdraw.locked'), value: <Amount value={limits.locked} size="sm" data-testid="withdraw-locked" /> }]
              : []),
            ...(limits.pending ? [{ id: 'pending', label: t('withdraw.pending'), value: <Amount value={limits.pending} size="sm" /> }] : []),
            { id: 'range', label: t('withdraw.perWithdrawal'), value: t('withdraw.range', { min: limits.min, max: limits.max }) },
            { id: 'left', label: t('withdraw.todayLeft'), value: t('withdraw.todayLeftValue', { count: limits.countLeft, amount: limits.dailyLeft }) },
          ]}
        />
      </Card>

      {model.blocked === 'turnover' && (
        <section className="wl-notice" aria-labelledby="wd-turnover" data-testid="turnover-notice">
          <h2 id="wd-turnover" className="tk-subheading">
            {t('withdraw.turnoverTitle')}
          </h2>
          <p className="tk-muted">{t('withdraw.turnoverLockedText', { locked: limits.locked ?? limits.balance, remaining: limits.turnoverRemaining })}</p>
          <KeyValueList
            items={[
              { id: 'req', label: t('withdraw.turnoverRequired'), value: limits.turnoverRequired },
              { id: 'done', label: t('withdraw.turnoverDone'), value: limits.turnoverDone },
              { id: 'rem', label: t('withdraw.turnoverRemaining'), value: limits.turnoverRemaining },
            ]}
          />
        </section>
      )}
      {model.blocked === 'dailyCount' && <p className="wl-notice">{t('withdraw.dailyCountReached')}</p>}
      {model.blocked === 'nothing' && <p className="wl-notice">{t('withdraw.nothingAvailable', { min: limits.min })}</p>}

      {model.done && (
        <section className="wl-notice wl-notice--success" aria-labelledby="wd-done" data-testid="withdraw-result" role="status">
          <h2 id="wd-done" className="tk-subheading">
            {t('withdraw.doneTitle')}
          </h2>
          <KeyValueList
            items={[
              { id: 'order', label: t('withdraw.orderNo'), value: model.done.orderNo },
              { id: 'amount', label: t('withdraw.amount'), value: <Amount value={format.money(model.done.amount)} size="sm" /> },
              { id: 'status', label: t('withdraw.status'), value: <StatusPill tone="warning">{t('withdraw.statuses.PENDING')}</StatusPill> },
            ]}
          />
          <p className="tk-muted">{t('withdraw.doneText')}</p>
        </section>
      )}

      {!ready ? (
        <Card as="section" aria-labelledby="wd-setup" data-testid="withdraw-setup">
          <div className="tk-stack tk-stack--tight">
            <h2 id="wd-setup" className="tk-subheading">
              {t('withdraw.setupTitle')}
            </h2>
            <KeyValueList
              items={[
                { id: 'pp', label: t('withdraw.setupPassword'), value: <SetupPill done={setup.paymentPassword} /> },
                { id: 'payee', label: t('withdraw.setupPayee'), value: <SetupPill done={setup.payeeName} /> },
                { id: 'card', label: t('withdraw.setupCard'), value: <SetupPill done={setup.card} /> },
              ]}
            />
            <Button variant="primary" block onClick={onOpenSecurity}>
              {t('withdraw.setupGo')}
            </Button>
          </div>
        </Card>
      ) : (
        <Form ref={formRef} onSubmit={(e) => void model.submit(e)} aria-label={t('withdraw.formLabel')} data-testid="withdraw-form">
          <FormError>{model.formError}</FormError>
          <ChoiceList
            legend={t('withdraw.card')}
            name="bankCardId"
            value={model.selectedCard}
            onChange={model.selectCard}
            error={model.errors.bankCardId}
            options={model.cards.map((c) => ({ value: c.id, title: `${c.bankName} ${c.cardNumber}`, detail: c.holder }))}
          />
          <TextField
            {...model.field('amount')}
            label={t('withdraw.amount')}
            autoComplete="off"
            placeholder={t('withdraw.amountPlaceholder', { min: limits.min, max: limits.max })}
            hint={model.blocked === null ? t('withdraw.amountHint', { available: limits.available }) : undefined}
            end={
              <button type="button" className="wl-amount-all" onClick={model.fillAvailable}>
                {t('withdraw.all')}
              </button>
            }
          />
          <PasswordField
            {...model.field('paymentPassword')}
            label={t('withdraw.paymentPassword')}
            autoComplete="off"
            toggleLabel={t('withdraw.showPassword')}
            hint={t('withdraw.passwordHint')}
          />
          <SubmitBar
            label={t('withdraw.submit')}
            busy={model.busy}
            disabled={model.blocked !== null}
            disabledReason={
              model.blocked === 'turnover'
                ? t('withdraw.disabledTurnover', { remaining: limits.turnoverRemaining })
                : model.blocked === 'dailyCount'
                  ? t('withdraw.dailyCountReached')
                  : model.blocked === 'nothing'
                    ? t('withdraw.nothingAvailable', { min: limits.min })
                    : undefined
            }
          />
        </Form>
      )}

      <section className="tk-stack tk-stack--tight" aria-labelledby="wd-recent">
        <SectionHeader id="wd-recent" title={t('withdraw.recent')} moreLabel={t('withdraw.allRecords')} onMore={onOpenRecords} />
        {model.recent.length === 0 ? (
          <p className="tk-muted">{t('withdraw.noRecent')}</p>
        ) : (
          <List label={t('withdraw.recent')}>
            {model.recent.map((r) => (
              <ListRow
                key={r.orderNo}
                title={<Amount value={format.money(r.amount)} size="sm" />}
                subtitle={`${r.bankName} ${r.cardNumber} · ${format.dateTime(r.createdAt)}`}
                value={<StatusPill tone={STATUS_TONE[r.status]}>{t(`withdraw.statuses.${r.status}`)}</StatusPill>}
              />
            ))}
          </List>
        )}
      </section>
    </div>
  );
}

function SetupPill({ done }: { done: boolean }) {
  const t = useT('wallet');
  return <StatusPill tone={done ? 'success' : 'warning'}>{done ? t('withdraw.setupDone') : t('withdraw.setupMissing')}</StatusPill>;
}
