import { useState, type FormEvent } from 'react';
import { PATHS, isApiError } from '@tessera/contract';
import { MAX_TRANSFERS_PER_CALL, transferToDownlines, type TEndpointOutput } from '@tessera/contract/api';
import { QueryView, useFormat, useNav, useT, useToast, useWallet, useWalletRefresh } from '@tessera/platform-sdk';
import { useForm } from '@tessera/platform-sdk/forms';
import {
  Amount,
  Button,
  Card,
  Checkbox,
  Form,
  FormError,
  KeyValueList,
  ListSkeleton,
  LoadMore,
  PasswordField,
  SectionHeader,
  SubmitBar,
  TextField,
} from '@tessera/ui-kit';
import { useDownlinesQuery, useTransferAction } from '../api';
import '../../../agent.css';

type TResult = TEndpointOutput<typeof transferToDownlines>;

/** An amount as typed: digits with at most 2 decimal places. */
const AMOUNT_RULE = /^\d{1,12}(\.\d{1,2})?$/;
/** A decimal string in cents (integers only: no float money). */
export const toCents = (s: string): number => {
  const [whole = '0', frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
const fromCents = (n: number): string => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/**
 * /m/member/agent/transfer: the same amount to each chosen downline (1-20), confirmed with the
 * payment password; one Idempotency-Key per attempt, so a retry of a lost answer pays once. The
 * API's refusals show on their field (wrong payment password, balance, amount).
 */
export function AgentTransferView() {
  const t = useT('agent');
  const format = useFormat();
  const toast = useToast();
  const nav = useNav();
  const wallet = useWallet();
  const refreshWallet = useWalletRefresh();
  const list = useDownlinesQuery();
  const transfer = useTransferAction();
  const [chosen, setChosen] = useState<number[]>([]);
  const [chosenError, setChosenError] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [notSet, setNotSet] = useState(false);
  const balanceCents = wallet.sumBalance !== null && AMOUNT_RULE.test(wallet.sumBalance) ? toCents(wallet.sumBalance) : null;

  const { formRef, ...form } = useForm<'amount' | 'paymentPassword'>(transferToDownlines, {
    initial: { amount: '', paymentPassword: '' },
    required: { amount: true },
    validate: (v) => {
      const a = v.amount.trim();
      if (a === '') return {};
      if (!AMOUNT_RULE.test(a) || toCents(a) === 0) return { amount: { key: 'transfer.amountRule', ns: 'agent' } };
      const total = toCents(a) * Math.max(chosen.length, 1);
      if (balanceCents !== null && total > balanceCents)
        return { amount: { key: 'transfer.overBalance', ns: 'agent', options: { total: format.money(fromCents(total)) } } };
      return {};
    },
  });

  const amount = form.values.amount.trim();
  const total = AMOUNT_RULE.test(amount) ? fromCents(toCents(amount) * chosen.length) : null;

  function toggle(memberId: number, on: boolean) {
    setChosenError(null);
    setChosen((c) => (on ? (c.length >= MAX_TRANSFERS_PER_CALL ? c : [...c, memberId]) : c.filter((id) => id !== memberId)));
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setChosenError(t('transfer.chooseOne'));
      form.check();
      return;
    }
    setNotSet(false);
    void form.submit(async (v) => {
      try {
        const done = await transfer.run({
          body: { paymentPassword: v.paymentPassword, transfers: chosen.map((memberId) => ({ memberId, amount: v.amount.trim() })) },
        });
        setResult(done);
        setChosen([]);
        form.reset();
        refreshWallet();
        toast.show('success', t('transfer.done', { total: format.money(done.total) }));
        return done;
      } catch (e) {
        if (isApiError(e)) {
          if (e.code === 'PAYMENT_PASSWORD_NOT_SET') setNotSet(true);
          // Refusals about the money belong on the amount.
          if (e.code === 'INSUFFICIENT_BALANCE' || e.code === 'AGENT_TRANSFER_INVALID') {
            form.setError('amount', { text: e.message });
            return undefined;
          }
        }
        throw e;
      }
    });
  };

  return (
    <div className="tk-stack">
      <Card as="section" aria-labelledby="at-balance" data-testid="transfer-balance">
        <div className="ag-row">
          <h2 id="at-balance" className="tk-subheading">
            {t('transfer.balance')}
          </h2>
          <Amount value={format.money(wallet.sumBalance)} size="lg" data-testid="agent-balance" />
        </div>
      </Card>
      {result && (
        <Card as="section" aria-labelledby="at-done" data-testid="transfer-result">
          <h2 id="at-done" className="tk-subheading">
            {t('transfer.doneTitle')}
          </h2>
          <KeyValueList
            items={[
              { id: 'total', label: t('transfer.total'), value: <Amount value={format.money(result.total)} size="sm" /> },
              { id: 'count', label: t('transfer.recipients'), value: String(result.transfers.length) },
              { id: 'balance', label: t('transfer.balanceAfter'), value: <Amount value={format.money(result.balance)} size="sm" /> },
            ]}
          />
        </Card>
      )}
      <Form ref={formRef} onSubmit={onSubmit} aria-labelledby="at-form">
        <SectionHeader id="at-form" title={t('transfer.formTitle')} />
        <FormError>{form.formError}</FormError>
        {notSet && (
          <Button variant="secondary" onClick={() => nav.navigate(PATHS.securityCenter)}>
            {t('transfer.setPaymentPassword')}
          </Button>
        )}
        <fieldset className="ag-fieldset" aria-describedby={chosenError ? 'at-chosen-error' : undefined}>
          <legend>{t('transfer.recipientsLegend', { max: MAX_TRANSFERS_PER_CALL })}</legend>
          <QueryView
            query={list}
            skeleton={<ListSkeleton rows={4} label={t('contract.loading')} />}
            isEmpty={(d) => (d.pages[0]?.total ?? 0) === 0}
            empty={t('rebates.empty')}
          >
            {(d) => (
              <>
                {d.pages
                  .flatMap((p) => p.list)
                  .map((dl) => (
                    <div key={dl.memberId} className="ag-choice" data-testid="transfer-downline" data-member-id={dl.memberId}>
                      <Checkbox label={dl.username} checked={chosen.includes(dl.memberId)} onChange={(e) => toggle(dl.memberId, e.target.checked)} />
                      <Amount value={format.money(dl.balance)} size="sm" data-testid="transfer-downline-balance" />
                    </div>
                  ))}
                {list.hasNextPage && <LoadMore label={t('rebates.more')} busy={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />}
              </>
            )}
          </QueryView>
          {chosenError && (
            <p id="at-chosen-error" className="tk-field__error" role="alert">
              {chosenError}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('transfer.amount')}
          hint={total && chosen.length > 1 ? t('transfer.totalHint', { total: format.money(total), count: chosen.length }) : t('transfer.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          start={format.currencySymbol}
          {...form.field('amount')}
        />
        <PasswordField label={t('transfer.paymentPassword')} toggleLabel={t('transfer.showPassword')} autoComplete="off" {...form.field('paymentPassword')} />
        <SubmitBar label={t('transfer.submit')} busy={transfer.isPending} />
      </Form>
    </div>
  );
}
