// The calls of the deposit feature, over the platform's shared cache. Nothing else in this feature fetches.
import {
  createDeposit,
  depositChannels,
  depositOrder,
  depositPromos,
  depositRecords,
  getResponsibleGambling,
  manualDeposit,
  uploadDepositReceipt,
  walletBalance,
} from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiMutation, useApiQuery, useIdempotentAction } from '@tessera/platform-sdk/data';

/** How often an order still waiting for the gateway or the operator is read again while shown. */
export const ORDER_POLL_MS = 3000;

/** Gateway channels (their names in the app's language) and receiving bank accounts with their limits. */
export function useDepositChannelsQuery() {
  const { language } = useI18n();
  return useApiQuery(depositChannels, { query: { lang: language } });
}

/**
 * The promotions on now, judged for the typed amount when there is one (bonus preview, minimum); names
 * and descriptions in the app's language, the figures from each promotion's record (issue 28).
 */
export function useDepositPromosQuery(amount: string | null) {
  const { language } = useI18n();
  return useApiQuery(depositPromos, { query: amount ? { amount, lang: language } : { lang: language } }, { keepPrevious: true });
}

/** The member's responsible-gambling limits: the deposit page shows what a deposit limit leaves (issue 28). */
export function useResponsibleLimitsQuery() {
  return useApiQuery(getResponsibleGambling, {});
}

/** One of the member's orders; read again every few seconds while `poll` (it is still pending). */
export function useDepositOrderQuery(orderNo: string | null, poll: boolean) {
  return useApiQuery(depositOrder, orderNo ? { params: { orderNo } } : null, { refetchInterval: poll ? ORDER_POLL_MS : undefined });
}

/** A gateway deposit: one Idempotency-Key per attempt, from the descriptor's fingerprint (channel, amount, promotion). */
export function useCreateDepositAction() {
  return useIdempotentAction(createDeposit, { invalidates: [depositRecords, depositOrder, depositPromos, getResponsibleGambling] });
}

/** A bank transfer reported: one Idempotency-Key per attempt, from the descriptor's fingerprint (the whole request). */
export function useManualDepositAction() {
  return useIdempotentAction(manualDeposit, { invalidates: [depositRecords, depositOrder, depositPromos, walletBalance, getResponsibleGambling] });
}

/** The bank receipt of a pending transfer (multipart: one file `receipt`). */
export function useUploadReceiptMutation() {
  return useApiMutation(uploadDepositReceipt, { invalidates: [depositRecords, depositOrder] });
}
