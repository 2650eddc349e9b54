import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@tessera/contract';
import { usePlatform, useT, type TCallOptions } from '@tessera/platform-sdk';
import type { TManualDepositOrder } from '@tessera/contract/api';
import { createAttemptKeys } from '../../lib/attemptKey';
import { fromMinor, placesOf, toMinor } from '../../lib/money';
import { refusalMessage } from '../../lib/outcome';
import {
  useCreateDepositMutation,
  useDepositChannelsQuery,
  useDepositOrderQuery,
  useDepositPromosQuery,
  useManualDepositMutation,
  useUploadReceiptMutation,
} from './api';

export type TDepositMethod = 'gateway' | 'manual';
export type TDepositField = 'amount' | 'payerName' | 'transferReference';

/** Amounts offered as one-tap choices (those inside the chosen channel's limits are shown). */
export const DEPOSIT_PRESETS = ['100', '200', '500', '1000', '2000', '5000', '10000', '20000'] as const;
/** Payer name and transfer reference: what the API accepts (1-64 printable characters). */
export const DEPOSIT_TEXT_MAX = 64;
const FINAL = new Set(['PAID', 'APPROVED', 'FAILED', 'REJECTED']);

/**
 * The deposit form: a method (payment gateway or bank transfer), its channel or receiving
 * account, an amount within its limits (presets or typed), an optional promotion, and for a
 * transfer the payer's name and reference. A gateway deposit leaves for the gateway's page and
 * comes back with ?orderNo=, shown here until the order is final. One Idempotency-Key per attempt.
 */
export function useDeposit(options: { orderNo: string | null; goTo(url: string): void }) {
  const t = useT('wallet');
  const { wallet, format, statusInfo } = usePlatform();
  const channels = useDepositChannelsQuery();
  const createGateway = useCreateDepositMutation();
  const createManual = useManualDepositMutation();
  const receipt = useUploadReceiptMutation();

  const [method, setMethodValue] = useState<TDepositMethod>('gateway');
  const [channelId, setChannelId] = useState<number | null>(null);
  const [bankId, setBankId] = useState<number | null>(null);
  const [amount, setAmountValue] = useState('');
  const [promoId, setPromoId] = useState<number | null>(null);
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TDepositField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<TManualDepositOrder | null>(null);
  const [keys] = useState(() => createAttemptKeys());
  const sending = useRef(false);

  // The order the member came back with from the gateway: read until it is final.
  const [orderFinal, setOrderFinal] = useState(false);
  const order = useDepositOrderQuery(options.orderNo, !orderFinal);
  const orderStatus = order.data?.status;
  const isFinal = orderStatus !== undefined && FINAL.has(orderStatus);
  // Stop polling once final (state derived during render, React's pattern for it).
  if (isFinal && !orderFinal) setOrderFinal(true);
  useEffect(() => {
    // The credit landed (or not): header and home balances read the wallet again.
    if (isFinal) wallet.refresh();
  }, [isFinal, wallet]);

  const data = channels.data;
  const gateways = data?.gateways ?? [];
  const banks = data?.bankAccounts ?? [];
  const gateway = gateways.find((g) => g.id === channelId) ?? gateways[0] ?? null;
  const bank = banks.find((b) => b.id === bankId) ?? banks[0] ?? null;
  const limits = method === 'gateway' ? gateway : bank;
  const places = limits ? placesOf(limits.minAmount) : 2;
  const typed = toMinor(amount, places);
  const validAmount =
    typed !== null && typed > 0n && limits !== null && typed >= (toMinor(limits.minAmount, places) ?? 0n) && typed <= (toMinor(limits.maxAmount, places) ?? 0n);
  const normalized = typed !== null ? fromMinor(typed, places) : null;
  const promos = useDepositPromosQuery(validAmount ? normalized : null);
  const promoList = promos.data?.list ?? [];
  const chosenPromo = promoList.find((p) => p.id === promoId && p.eligible) ?? null;

  const presets = limits
    ? DEPOSIT_PRESETS.filter((p) => {
        const v = toMinor(p, places) ?? 0n;
        return v >= (toMinor(limits.minAmount, places) ?? 0n) && v <= (toMinor(limits.maxAmount, places) ?? 0n);
      })
    : [];

  function validate() {
    const next: Partial<Record<TDepositField, string>> = {};
    if (amount.trim() === '') next.amount = t('deposit.errors.amountRequired');
    else if (typed === null || typed === 0n) next.amount = t('deposit.errors.amountInvalid', { places });
    else if (limits && !validAmount) next.amount = t('deposit.errors.range', { min: format.money(limits.minAmount), max: format.money(limits.maxAmount) });
    if (method === 'manual') {
      if (payerName.trim() === '') next.payerName = t('deposit.errors.payerRequired');
    }
    return next;
  }

  function refused(e: unknown) {
    if (isApiError(e) && (e.code === 'DEPOSIT_AMOUNT_OUT_OF_RANGE' || e.code === 'DEPOSIT_AMOUNT_INVALID')) setErrors({ amount: e.message });
    else setFormError(refusalMessage(e) ?? t('deposit.errors.unknownOutcome'));
  }

  async function submit(): Promise<boolean> {
    if (sending.current || !limits || normalized === null) {
      if (!sending.current) setErrors(validate());
      return false;
    }
    const next = validate();
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return false;
    const promo = chosenPromo?.id;
    sending.current = true;
    try {
      if (method === 'gateway') {
        const idempotencyKey = keys.for(`gateway|${limits.id}|${normalized}|${promo ?? ''}`);
        const res = await createGateway.call({ body: { channelId: limits.id, amount: normalized, promoId: promo } }, { idempotencyKey });
        keys.settle();
        options.goTo(res.payUrl);
      } else {
        const body = {
          bankAccountId: limits.id,
          amount: normalized,
          payerName: payerName.trim(),
          transferReference: reference.trim() || undefined,
          promoId: promo,
        };
        const idempotencyKey = keys.for(`manual|${JSON.stringify(body)}`);
        const res = await createManual.call({ body }, { idempotencyKey });
        keys.settle();
        setTransfer(res);
        setAmountValue('');
        setReference('');
      }
      return true;
    } catch (e) {
      refused(e);
      return false;
    } finally {
      sending.current = false;
    }
  }

  return {
    status: data ? 'ready' : channels.isError ? 'error' : 'loading',
    retry: () => void channels.refetch(),
    template: statusInfo.templates.deposit,
    method,
    gateways,
    banks,
    selectedGateway: gateway?.id ?? null,
    selectedBank: bank?.id ?? null,
    limits: limits ? { min: format.money(limits.minAmount), max: format.money(limits.maxAmount) } : null,
    presets,
    values: { amount, payerName, transferReference: reference },
    promos: promoList,
    promosLoading: promos.isPending,
    selectedPromo: chosenPromo?.id ?? null,
    errors,
    formError,
    busy: createGateway.isPending || createManual.isPending,
    transfer,
    order: options.orderNo ? { loading: order.isPending, error: order.isError ? order.error.message : null, data: order.data ?? null } : null,
    setMethod(m: TDepositMethod) {
      setMethodValue(m);
      setErrors({});
      setFormError(null);
    },
    selectGateway: setChannelId,
    selectBank: setBankId,
    setAmount(v: string) {
      setAmountValue(v);
      setErrors((prev) => ({ ...prev, amount: undefined }));
    },
    setPayerName(v: string) {
      setPayerName(v);
      setErrors((prev) => ({ ...prev, payerName: undefined }));
    },
    setReference(v: string) {
      setReference(v);
      setErrors((prev) => ({ ...prev, transferReference: undefined }));
    },
    selectPromo: setPromoId,
    submit,
    closeTransfer: () => setTransfer(null),
    uploadReceipt: (orderNo: string, file: File, options?: TCallOptions) => receipt.call({ params: { orderNo }, form: { receipt: file } }, options),
  };
}
export type TDepositModel = ReturnType<typeof useDeposit>;
