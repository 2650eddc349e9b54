// The calls of the withdraw feature, over the platform's shared cache. Nothing else in this feature fetches.
import { accountRecords, bankCards, consolidatedFunds, securityConfig, walletBalance, withdraw, withdrawConfig, withdrawRecords } from '@tessera/contract/api';
import { useApiQuery, useIdempotentAction } from '@tessera/platform-sdk/data';

/** How many of the latest withdrawals the page lists under the form. */
export const RECENT_WITHDRAWALS = 5;

/** Limits, today's use, balance and the bonus turnover still required. */
export function useWithdrawConfigQuery() {
  return useApiQuery(withdrawConfig, {});
}

/** The member's bank cards (masked). */
export function useBankCardsQuery() {
  return useApiQuery(bankCards, {});
}

/** Whether a payment password and a payee name are set (a withdrawal needs both, and a card). */
export function useSecurityConfigQuery() {
  return useApiQuery(securityConfig, {});
}

/** The latest withdrawals and their review status. */
export function useRecentWithdrawalsQuery() {
  return useApiQuery(withdrawRecords, { query: { pageSize: RECENT_WITHDRAWALS } });
}

/**
 * The withdrawal itself, one Idempotency-Key per attempt (from the descriptor's fingerprint: amount
 * and card), so a double tap or a retry after a dropped answer withdraws once. Everything that
 * shows the balance or the withdrawals refetches after it.
 */
export function useWithdrawAction() {
  return useIdempotentAction(withdraw, { invalidates: [withdrawConfig, withdrawRecords, accountRecords, walletBalance, consolidatedFunds] });
}
