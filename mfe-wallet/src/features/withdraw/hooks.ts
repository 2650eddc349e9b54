import { useRef, useState } from 'react';
import { isApiError } from '@tessera/contract';
import { usePlatform, useT } from '@tessera/platform-sdk';
import { createAttemptKeys } from '../../lib/attemptKey';
import { atLeastZero, fromMinor, minMinor, placesOf, toMinor } from '../../lib/money';
import { isUnknownOutcome } from '../../lib/outcome';
import { useBankCardsQuery, useRecentWithdrawalsQuery, useSecurityConfigQuery, useWithdrawConfigQuery, useWithdrawMutation } from './api';

export type TWithdrawField = 'amount' | 'bankCardId' | 'paymentPassword';
export type TWithdrawErrors = Partial<Record<TWithdrawField, string>>;

/** A payment password is 6 digits (docs/decisions/money.md "Payment password"). */
const PAYMENT_PASSWORD = /^\d{6}$/;
/** Answers after which nobody knows whether the withdrawal was made: the retry must reuse the key. */
/** Refusals that belong under the amount field. */
const AMOUNT_ERRORS = new Set(['AMOUNT_INVALID', 'WITHDRAW_AMOUNT_OUT_OF_RANGE', 'WITHDRAW_DAILY_AMOUNT_EXCEEDED']);

/**
 * The withdrawal form: the member's limits, cards and prerequisites, the typed values, checks in
 * exact minor units, and a submit that sends one Idempotency-Key per attempt (the same key for a
 * double tap and for a retry after a dropped answer, so the money leaves once).
 */
export function useWithdraw() {
  const t = useT('wallet');
  const { wallet, format, toast } = usePlatform();
  const config = useWithdrawConfigQuery();
  const cards = useBankCardsQuery();
  const security = useSecurityConfigQuery();
  const recent = useRecentWithdrawalsQuery();
  const mutation = useWithdrawMutation();

  const [amount, setAmountValue] = useState('');
  const [cardId, setCardId] = useState<number | null>(null);
  const [paymentPassword, setPasswordValue] = useState('');
  const [errors, setErrors] = useState<TWithdrawErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ orderNo: string; amount: string } | null>(null);
  const [keys] = useState(() => createAttemptKeys());
  // A second tap before React re-renders the disabled button must not send a second request.
  const sending = useRef(false);

  const c = config.data;
  const places = c ? placesOf(c.limits.minAmount) : 2;
  const minor = (v: string) => toMinor(v, places) ?? 0n;
  const limits = c && {
    balance: minor(c.balance),
    min: minor(c.limits.minAmount),
    max: minor(c.limits.maxAmount),
    dailyLeft: atLeastZero(minor(c.limits.dailyAmount) - minor(c.usedAmount)),
    countLeft: Math.max(0, c.limits.dailyCount - c.usedCount),
    turnoverRemaining: minor(c.turnoverRemaining),
  };
  /** The most this member may take out now. */
  const available = limits ? atLeastZero(minMinor(limits.balance, limits.max, limits.dailyLeft)) : null;
  const cardList = cards.data?.list ?? [];
  const selectedCard = cardId ?? cardList[0]?.id ?? null;
  const money = (v: bigint) => format.money(fromMinor(v, places));

  const status: 'loading' | 'error' | 'ready' =
    c && cards.data && security.data ? 'ready' : config.isError || cards.isError || security.isError ? 'error' : 'loading';
  const setup = security.data && {
    paymentPassword: security.data.paymentPasswordSet,
    payeeName: security.data.payeeName !== null,
    card: cardList.length > 0,
  };
  const blocked: 'turnover' | 'dailyCount' | 'nothing' | null = !limits
    ? null
    : limits.turnoverRemaining > 0n
      ? 'turnover'
      : limits.countLeft === 0
        ? 'dailyCount'
        : available === 0n || (available !== null && available < limits.min)
          ? 'nothing'
          : null;

  function validate(): TWithdrawErrors {
    const next: TWithdrawErrors = {};
    const value = toMinor(amount, places);
    if (amount.trim() === '') next.amount = t('withdraw.errors.amountRequired');
    else if (value === null || value === 0n) next.amount = t('withdraw.errors.amountInvalid', { places });
    else if (limits && value < limits.min) next.amount = t('withdraw.errors.belowMin', { min: money(limits.min) });
    else if (limits && value > limits.max) next.amount = t('withdraw.errors.aboveMax', { max: money(limits.max) });
    else if (limits && value > limits.dailyLeft) next.amount = t('withdraw.errors.aboveDaily', { left: money(limits.dailyLeft) });
    else if (limits && value > limits.balance) next.amount = t('withdraw.errors.insufficient');
    if (selectedCard === null) next.bankCardId = t('withdraw.errors.chooseCard');
    if (!PAYMENT_PASSWORD.test(paymentPassword)) next.paymentPassword = t('withdraw.errors.passwordFormat');
    return next;
  }

  function refused(e: unknown) {
    if (!isApiError(e)) {
      setFormError(t('withdraw.errors.unknownOutcome'));
      return;
    }
    if (e.code === 'PAYMENT_PASSWORD_INCORRECT') {
      const left = (e.value as { remainingAttempts?: number } | null)?.remainingAttempts;
      setErrors({ paymentPassword: typeof left === 'number' ? t('withdraw.errors.wrongPasswordLeft', { count: left }) : t('withdraw.errors.wrongPassword') });
      setPasswordValue('');
    } else if (e.code === 'INSUFFICIENT_BALANCE') {
      setErrors({ amount: t('withdraw.errors.insufficient') });
    } else if (AMOUNT_ERRORS.has(e.code)) {
      setErrors({ amount: e.message });
    } else if (isUnknownOutcome(e)) {
      // The request may have reached the server: the balance is re-read, and a tap on Withdraw
      // resends the same key, which the server answers with the first result instead of paying twice.
      setFormError(t('withdraw.errors.unknownOutcome'));
      wallet.refresh();
    } else {
      setFormError(e.message);
    }
    if (e.code === 'TURNOVER_NOT_MET' || e.code.startsWith('WITHDRAW_DAILY')) void config.refetch();
  }

  async function submit(): Promise<boolean> {
    if (sending.current) return false;
    const next = validate();
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0 || selectedCard === null) return false;
    const normalized = fromMinor(toMinor(amount, places) ?? 0n, places);
    const idempotencyKey = keys.for(`${normalized}|${selectedCard}`);
    sending.current = true;
    try {
      const result = await mutation.call({ body: { amount: normalized, bankCardId: selectedCard, paymentPassword } }, { idempotencyKey });
      keys.settle();
      setDone({ orderNo: result.orderNo, amount: result.amount });
      setAmountValue('');
      setPasswordValue('');
      wallet.refresh();
      toast.show('success', t('withdraw.submitted'));
      return true;
    } catch (e) {
      refused(e);
      return false;
    } finally {
      sending.current = false;
    }
  }

  return {
    status,
    retry: () => void Promise.all([config.refetch(), cards.refetch(), security.refetch()]),
    config: c ?? null,
    limits: limits
      ? {
          balance: money(limits.balance),
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
    values: { amount, paymentPassword },
    errors,
    formError,
    busy: mutation.isPending,
    done,
    setAmount(v: string) {
      setAmountValue(v);
      if (errors.amount) setErrors((prev) => ({ ...prev, amount: undefined }));
    },
    fillAvailable() {
      if (available !== null) setAmountValue(fromMinor(available, places));
      setErrors((prev) => ({ ...prev, amount: undefined }));
    },
    setPassword(v: string) {
      setPasswordValue(v);
      if (errors.paymentPassword) setErrors((prev) => ({ ...prev, paymentPassword: undefined }));
    },
    selectCard(id: number) {
      setCardId(id);
      setErrors((prev) => ({ ...prev, bankCardId: undefined }));
    },
    submit,
    another: () => setDone(null),
  };
}
export type TWithdrawModel = ReturnType<typeof useWithdraw>;
