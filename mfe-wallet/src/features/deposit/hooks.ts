import { useEffect, useState } from 'react';
import { fromMinor, isAbortedCall, isApiErrorOf, placesOf, toMinor } from '@tessera/contract';
import { createDeposit, manualDeposit, type TManualDepositOrder, type TRgLimit, type TRgLimitKey } from '@tessera/contract/api';
import { useFormat, useStatusInfo, useWalletRefresh, type TCallOptions } from '@tessera/platform-sdk';
import { useForm, type TFieldMessage } from '@tessera/platform-sdk/forms';
import { isUnknownOutcome } from '../../lib/outcome';
import {
  useCreateDepositAction,
  useDepositChannelsQuery,
  useDepositOrderQuery,
  useDepositPromosQuery,
  useManualDepositAction,
  useResponsibleLimitsQuery,
  useUploadReceiptMutation,
} from './api';

export type TDepositMethod = 'gateway' | 'manual';
export type TDepositField = 'amount' | 'payerName' | 'transferReference' | 'promoId';

/** Amounts offered as one-tap choices (those inside the chosen channel's limits are shown). */
export const DEPOSIT_PRESETS = ['100', '200', '500', '1000', '2000', '5000', '10000', '20000'] as const;
const FINAL = new Set(['PAID', 'APPROVED', 'FAILED', 'REJECTED']);
const GATEWAY_FIELDS: readonly TDepositField[] = ['amount', 'promoId'];
const MANUAL_FIELDS: readonly TDepositField[] = ['amount', 'payerName', 'transferReference', 'promoId'];
const DEPOSIT_LIMIT_KEYS = new Set<TRgLimitKey>(['DEPOSIT_DAY', 'DEPOSIT_WEEK', 'DEPOSIT_MONTH']);

/**
 * What the member's deposit limits leave (the tightest of day, week, month: limit − used, at least 0)
 * and when its window frees its oldest counted deposit; null without a deposit limit.
 */
export function depositRoom(limits: readonly TRgLimit[] | undefined, places: number): { left: bigint; resetsAt: string | null } | null {
  let room: { left: bigint; resetsAt: string | null } | null = null;
  for (const l of limits ?? []) {
    if (!DEPOSIT_LIMIT_KEYS.has(l.key) || l.value === null) continue;
    const value = toMinor(l.value, places);
    const used = toMinor(l.used ?? '0', places) ?? 0n;
    if (value === null) continue;
    const left = value > used ? value - used : 0n;
    if (!room || left < room.left) room = { left, resetsAt: l.resetsAt ?? null };
  }
  return room;
}

const wallet = (key: string, options?: Record<string, unknown>): TFieldMessage => ({ key, ns: 'wallet', ...(options ? { options } : {}) });

/**
 * The deposit form: a method (payment gateway or bank transfer), its channel or receiving
 * account, an amount within its limits (presets or typed), an optional promotion, and for a
 * transfer the payer's name and reference. The fields and their rules are the descriptor's
 * (createDeposit or manualDeposit, by method), and so are the refusals shown on them. A gateway
 * deposit leaves for the gateway's page and comes back with ?orderNo=, shown here until the order
 * is final. One Idempotency-Key per attempt (useIdempotentAction).
 */
export function useDeposit(options: { orderNo: string | null; goTo(url: string): void }) {
  const format = useFormat();
  const { statusInfo } = useStatusInfo();
  const refreshWallet = useWalletRefresh();
  const channels = useDepositChannelsQuery();
  const createGateway = useCreateDepositAction();
  const createManual = useManualDepositAction();
  const receipt = useUploadReceiptMutation();

  const [method, setMethodValue] = useState<TDepositMethod>('gateway');
  const [channelId, setChannelId] = useState<number | null>(null);
  const [bankId, setBankId] = useState<number | null>(null);
  const [transfer, setTransfer] = useState<TManualDepositOrder | null>(null);

  // The order the member came back with from the gateway: read until it is final.
  const [orderFinal, setOrderFinal] = useState(false);
  const order = useDepositOrderQuery(options.orderNo, !orderFinal);
  const orderStatus = order.data?.status;
  const isFinal = orderStatus !== undefined && FINAL.has(orderStatus);
  // Stop polling once final (state derived during render, React's pattern for it).
  if (isFinal && !orderFinal) setOrderFinal(true);
  useEffect(() => {
    // The credit landed (or not): header and home balances read the wallet again.
    if (isFinal) refreshWallet();
  }, [isFinal, refreshWallet]);

  const data = channels.data;
  const gateways = data?.gateways ?? [];
  const banks = data?.bankAccounts ?? [];
  const gateway = gateways.find((g) => g.id === channelId) ?? gateways[0] ?? null;
  const bank = banks.find((b) => b.id === bankId) ?? banks[0] ?? null;
  const limits = method === 'gateway' ? gateway : bank;
  const places = limits ? placesOf(limits.minAmount) : 2;
  const minor = (v: string) => toMinor(v.trim(), places);
  const inLimits = (v: bigint | null): v is bigint =>
    v !== null && v > 0n && limits !== null && v >= (minor(limits.minAmount) ?? 0n) && v <= (minor(limits.maxAmount) ?? 0n);
  // A responsible-gambling deposit limit: said before submitting (the API refuses past it: RG_DEPOSIT_LIMIT).
  const responsible = useResponsibleLimitsQuery();
  const room = depositRoom(responsible.data?.limits, places);

  const form = useForm<TDepositField>(method === 'gateway' ? createDeposit : manualDeposit, {
    initial: { amount: '', payerName: '', transferReference: '', promoId: '' },
    active: method === 'gateway' ? GATEWAY_FIELDS : MANUAL_FIELDS,
    required: { payerName: true },
    validate: (v) => {
      const typed = minor(v.amount);
      if (typed === null || typed === 0n) return { amount: wallet('deposit.errors.amountInvalid', { places }) };
      if (limits && !inLimits(typed))
        return { amount: wallet('deposit.errors.range', { min: format.money(limits.minAmount), max: format.money(limits.maxAmount) }) };
      if (room && typed > room.left) return { amount: wallet('deposit.errors.overLimit', { left: format.money(fromMinor(room.left, places)) }) };
      return {};
    },
  });

  const typed = minor(form.values.amount);
  const validAmount = inLimits(typed);
  const normalized = typed !== null ? fromMinor(typed, places) : null;
  const promos = useDepositPromosQuery(validAmount ? normalized : null);
  const promoList = promos.data?.list ?? [];
  const promoId = form.values.promoId === '' ? null : Number(form.values.promoId);
  const chosenPromo = promoList.find((p) => p.id === promoId && p.eligible) ?? null;

  const presets = limits ? DEPOSIT_PRESETS.filter((p) => inLimits(minor(p))) : [];

  function refused(e: unknown) {
    if (isAbortedCall(e)) return;
    // No answer: a tap again resends the same key, so the order is not made twice.
    if (isUnknownOutcome(e)) {
      form.setFormError(wallet('deposit.errors.unknownOutcome'));
      return;
    }
    // The descriptor's fieldErrors put each refusal on its field (the API's words), the rest above the form.
    form.showError(e);
    if (!isApiErrorOf(e, createDeposit) && !isApiErrorOf(e, manualDeposit)) return;
    // What the page showed changed meanwhile (an operator's limits, a promotion's terms): read it again.
    if (e.code === 'DEPOSIT_AMOUNT_OUT_OF_RANGE' || e.code === 'DEPOSIT_CHANNEL_NOT_FOUND') void channels.refetch();
    if (e.code === 'DEPOSIT_PROMO_NOT_ELIGIBLE' || e.code === 'DEPOSIT_PROMO_NOT_FOUND') void promos.refetch();
  }

  async function submit(event?: { preventDefault(): void }): Promise<void> {
    event?.preventDefault();
    if (!form.check() || !limits || normalized === null) return;
    const promo = chosenPromo?.id;
    try {
      if (method === 'gateway') {
        const res = await createGateway.run({ body: { channelId: limits.id, amount: normalized, promoId: promo } });
        options.goTo(res.payUrl);
      } else {
        const body = {
          bankAccountId: limits.id,
          amount: normalized,
          payerName: form.values.payerName.trim(),
          transferReference: form.values.transferReference.trim() || undefined,
          promoId: promo,
        };
        setTransfer(await createManual.run({ body }));
        form.set('amount', '');
        form.set('transferReference', '');
      }
    } catch (e) {
      refused(e);
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
    /** What the member's deposit limit leaves, and until when (formatted); null without a deposit limit. */
    depositLimit: room ? { left: format.money(fromMinor(room.left, places)), until: room.resetsAt ? format.dateTime(room.resetsAt) : null } : null,
    presets,
    values: form.values,
    /** Props for a text field of the form (value, onChange, error, maxLength, inputMode). */
    field: form.field,
    promos: promoList,
    promosLoading: promos.isPending,
    selectedPromo: chosenPromo?.id ?? null,
    errors: form.errors,
    formError: form.formError,
    /** The <form>'s ref (the view's formRef): the first invalid field takes the focus there. */
    formRef: form.formRef,
    busy: createGateway.isPending || createManual.isPending,
    transfer,
    order: options.orderNo ? { loading: order.isPending, error: order.isError ? order.error.message : null, data: order.data ?? null } : null,
    setMethod(m: TDepositMethod) {
      setMethodValue(m);
      for (const name of MANUAL_FIELDS) form.setError(name, null);
      form.setFormError(null);
    },
    selectGateway: setChannelId,
    selectBank: setBankId,
    setAmount: (v: string) => form.set('amount', v),
    selectPromo: (id: number) => form.set('promoId', String(id)),
    submit,
    closeTransfer: () => setTransfer(null),
    uploadReceipt: (orderNo: string, file: File, options?: TCallOptions) => receipt.call({ params: { orderNo }, form: { receipt: file } }, options),
  };
}
/** What the view reads (the form's ref goes to it apart: a prop of its own). */
export type TDepositModel = Omit<ReturnType<typeof useDeposit>, 'formRef'>;
