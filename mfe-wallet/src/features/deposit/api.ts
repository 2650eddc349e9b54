// The calls of the deposit feature, over the platform's shared cache. Nothing else in this feature fetches.
import {
  createDeposit,
  depositChannels,
  depositOrder,
  depositPromos,
  depositRecords,
  manualDeposit,
  uploadDepositReceipt,
  walletBalance,
} from '@tessera/contract/api';
import { useApiMutation, useApiQuery, useIdempotentAction } from '@tessera/platform-sdk/data';

/** How often an order still waiting for the gateway or the operator is read again while shown. */
export const ORDER_POLL_MS = 3000;

/** Gateway channels and receiving bank accounts with their limits. */
export function useDepositChannelsQuery() {
  return useApiQuery(depositChannels, {});
}

/** The promotions on now, judged for the typed amount when there is one (bonus preview, minimum). */
export function useDepositPromosQuery(amount: string | null) {
  return useApiQuery(depositPromos, { query: amount ? { amount } : {} }, { keepPrevious: true });
}

/** One of the member's orders; read again every few seconds while `poll` (it is still pending). */
export function useDepositOrderQuery(orderNo: string | null, poll: boolean) {
  return useApiQuery(depositOrder, orderNo ? { params: { orderNo } } : null, { refetchInterval: poll ? ORDER_POLL_MS : undefined });
}

/** A gateway deposit: one Idempotency-Key per attempt, from the descriptor's fingerprint (channel, amount, promotion). */
export function useCreateDepositAction() {
  return useIdempotentAction(createDeposit, { invalidates: [depositRecords, depositOrder, depositPromos] });
}

/** A bank transfer reported: one Idempotency-Key per attempt, from the descriptor's fingerprint (the whole request). */
export function useManualDepositAction() {
  return useIdempotentAction(manualDeposit, { invalidates: [depositRecords, depositOrder, depositPromos, walletBalance] });
}

/** The bank receipt of a pending transfer (multipart: one file `receipt`). */
export function useUploadReceiptMutation() {
  return useApiMutation(uploadDepositReceipt, { invalidates: [depositRecords, depositOrder] });
}
