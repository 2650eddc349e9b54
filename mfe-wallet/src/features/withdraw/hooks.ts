import { useState } from 'react';
import {
  atLeastZero,
  fromMinor,
  isAbortedCall,
  isApiErrorOf,
  minMinor,
  placesOf,
  toMinor,
  withdrawAmountProblem,
  type TWithdrawAmountProblem,
} from '@tessera/contract';
import { withdraw } from '@tessera/contract/api';
import { useFormat, useT, useToast, useWalletRefresh } from '@tessera/platform-sdk';
import { useForm, type TFieldMessage } from '@tessera/platform-sdk/forms';
import { isUnknownOutcome } from '../../lib/outcome';
import { useBankCardsQuery, useRecentWithdrawalsQuery, useSecurityConfigQuery, useWithdrawAction, useWithdrawConfigQuery } from './api';

export type TWithdrawField = 'amount' | 'bankCardId' | 'paymentPassword';

/** The wallet's message (namespace 'wallet') for each rung of the contract's limit ladder. */
const PROBLEM_KEYS: Record<TWithdrawAmountProblem, string> = {
  belowMin: 'withdraw.errors.belowMin',
  aboveMax: 'withdraw.errors.aboveMax',
  aboveDaily: 'withdraw.errors.aboveDaily',
  insufficient: 'withdraw.errors.insufficient',
};
const wallet = (key: string, options?: Record<string, unknown>): TFieldMessage => ({ key, ns: 'wallet', ...(options ? { options } : {}) });

/**
 * The withdrawal form: the member's limits, cards and prerequisites, the typed values (useForm over
 * the withdraw descriptor: the amount and payment password rules are the contract's, the limit
 * ladder is the contract's withdrawAmountProblem, checked in exact minor units), and a submit that
 * sends one Idempotency-Key per attempt (the same key for a double tap and for a retry after a
 * dropped answer, so the money leaves once). The server's refusals land on their fields.
 */
export function useWithdraw() {
  const t = useT('wallet');
  const format = useFormat();
  const toast = useToast();
  // Only for refresh(): the page itself shows the balance withdrawConfig answers.
  const refreshWallet = useWalletRefresh();
  const config = useWithdrawConfigQuery();
  const cards = useBankCardsQuery();
  const security = useSecurityConfigQuery();
  const recent = useRecentWithdrawalsQuery();
  const action = useWithdrawAction();
  const [done, setDone] = useState<{ orderNo: string; amount: string } | null>(null);

  const c = config.data;
  const places = c ? placesOf(c.limits.minAmount) : 2;
  const minor = (v: string) => toMinor(v, places) ?? 0n;
  // The money figures are the API's one formula (withdrawConfig.withdrawable): never recomputed here.
  const limits = c && {
    balance: minor(c.withdrawable.balance),
    withdrawable: minor(c.withdrawable.withdrawable),
    locked: minor(c.withdrawable.locked),
    pending: minor(c.withdrawable.pendingWithdrawals),
    min: minor(c.limits.minAmount),
    max: minor(c.limits.maxAmount),
    dailyAmount: minor(c.limits.dailyAmount),
    usedToday: minor(c.usedAmount),
    dailyLeft: atLeastZero(minor(c.limits.dailyAmount) - minor(c.usedAmount)),
    countLeft: Math.max(0, c.limits.dailyCount - c.usedCount),
    turnoverRemaining: minor(c.withdrawable.turnoverRemaining),
    lockedByTurnover: c.withdrawable.lockReason === 'turnover',
  };
  /** The most one withdrawal may take now: the API's withdrawable within today's and the per-withdrawal limits. */
  const available = limits ? atLeastZero(minMinor(limits.withdrawable, limits.max, limits.dailyLeft)) : null;
  const cardList = cards.data?.list ?? [];
  const money = (v: bigint) => format.money(fromMinor(v, places));

  /** A typed amount's problem: not an amount of this currency, or the first limit it breaks. */
  function amountProblem(text: string): TFieldMessage | null {
    const value = toMinor(text.trim(), places);
    if (value === null || value === 0n) return wallet('withdraw.errors.amountInvalid', { places });
    if (!limits) return null;
    const problem = withdrawAmountProblem(value, limits);
    if (!problem) return null;
    return wallet(PROBLEM_KEYS[problem], { min: money(limits.min), max: money(limits.max), left: money(limits.dailyLeft) });
  }

  const form = useForm<TWithdrawField>(withdraw, {
    initial: { amount: '', bankCardId: '', paymentPassword: '' },
    validate: (v) => ({
      amount: amountProblem(v.amount),
      bankCardId: v.bankCardId === '' && cardList.length === 0 ? wallet('withdraw.errors.chooseCard') : null,
    }),
  });
  const selectedCard = form.values.bankCardId !== '' ? Number(form.values.bankCardId) : (cardList[0]?.id ?? null);

  const status: 'loading' | 'error' | 'ready' =
    c && cards.data && security.data ? 'ready' : config.isError || cards.isError || security.isError ? 'error' : 'loading';
  const setup = security.data && {
    paymentPassword: security.data.paymentPasswordSet,
    payeeName: security.data.payeeName !== null,
    card: cardList.length > 0,
  };
  const blocked: 'turnover' | 'dailyCount' | 'nothing' | null = !limits
    ? null
    : limits.lockedByTurnover
      ? 'turnover'
      : limits.countLeft === 0
        ? 'dailyCount'
        : available === 0n || (available !== null && available < limits.min)
          ? 'nothing'
          : null;

  function refused(e: unknown) {
    if (isAbortedCall(e)) return;
    if (isUnknownOutcome(e)) {
      // The request may have reached the server: the balance is re-read, and a tap on Withdraw
      // resends the same key, which the server answers with the first result instead of paying twice.
      form.setFormError(wallet('withdraw.errors.unknownOutcome'));
      refreshWallet();
      return;
    }
    if (isApiErrorOf(e, withdraw) && e.code === 'PAYMENT_PASSWORD_INCORRECT') form.set('paymentPassword', '');
    // The descriptor's fieldErrors put each refusal on its field (the API's words), the rest above the form.
    form.showError(e);
    if (!isApiErrorOf(e, withdraw)) return;
    if (e.code === 'PAYMENT_PASSWORD_INCORRECT') {
      const left = (e.value as { remainingAttempts?: number } | null)?.remainingAttempts;
      form.setError(
        'paymentPassword',
        typeof left === 'number' ? wallet('withdraw.errors.wrongPasswordLeft', { count: left }) : wallet('withdraw.errors.wrongPassword'),
      );
    } else if (e.code === 'INSUFFICIENT_BALANCE') form.setError('amount', wallet('withdraw.errors.insufficient'));
    // Limits the page showed may have changed (an operator, another device): read them again.
    if (
      e.code === 'TURNOVER_NOT_MET' ||
      e.code === 'WITHDRAW_DAILY_COUNT_EXCEEDED' ||
      e.code === 'WITHDRAW_DAILY_AMOUNT_EXCEEDED' ||
      e.code === 'WITHDRAW_AMOUNT_OUT_OF_RANGE'
    )
      void config.refetch();
  }

  async function submit(event?: { preventDefault(): void }): Promise<void> {
    event?.preventDefault();
    if (!form.check() || selectedCard === null) return;
    const amount = fromMinor(toMinor(form.values.amount.trim(), places) ?? 0n, places);
    try {
      const result = await action.run({ body: { amount, bankCardId: selectedCard, paymentPassword: form.values.paymentPassword } });
      setDone({ orderNo: result.orderNo, amount: result.amount });
      form.set('amount', '');
      form.set('paymentPassword', '');
      refreshWallet();
      toast.show('success', t('withdraw.submitted'));
    } catch (e) {
      refused(e);
    }
  }

  return {
    status,
    retry: () => void Promise.all([config.refetch(), cards.refetch(), security.refetch()]),
    config: c ?? null,
    limits: limits
      ? {
          balance: money(limits.balance),
          withdrawable: money(limits.withdrawable),
          locked: limits.locked > 0n ? money(limits.locked) : null,
          pending: limits.pending > 0n ? money(limits.pending) : null,
          min: money(limits.min),
          max: money(limits.max),
          dailyLeft: money(limits.dailyLeft),
          countLeft: limits.countLeft,
          available: money(available ?? 0n),
          turnoverRequired: c ? format.money(c.turnoverRequired) : '',
          turnoverDone: c ? format.money(c.turnoverDone) : '',
          turnoverRemaining: money(limits.turnoverRemaining),
        }
      : null,
    setup,
    blocked,
    cards: cardList,
    selectedCard,
    recent: recent.data?.list ?? [],
    /** Props for the amount and payment password fields (value, onChange, error, maxLength, inputMode). */
    field: form.field,
    errors: form.errors,
    formError: form.formError,
    /** The <form>'s ref (the view's formRef): the first invalid field takes the focus there. */
    formRef: form.formRef,
    busy: action.isPending,
    done,
    fillAvailable() {
      if (available !== null) form.set('amount', fromMinor(available, places));
    },
    selectCard(id: number) {
      form.set('bankCardId', String(id));
    },
    submit,
    another: () => setDone(null),
  };
}
/** What the view reads (the form's ref goes to it apart: a prop of its own). */
export type TWithdrawModel = Omit<ReturnType<typeof useWithdraw>, 'formRef'>;
