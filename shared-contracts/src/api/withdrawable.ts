import * as z from 'zod/v4/mini';
import { ZDecimalAmount } from './games';

// What a member may withdraw now, computed ONCE by the API (infra/api/src/services/wallet/withdrawable.ts,
// docs/decisions/money.md "Withdrawable") and answered, the same object, by the withdrawal page's call
// (withdrawConfig) and the member center's (consolidatedFunds), so every screen shows one number.

/** Why money is locked: bonus turnover (wagering) still to bet. */
export const WITHDRAW_LOCK_REASONS = ['turnover'] as const;
export type TWithdrawLockReason = (typeof WITHDRAW_LOCK_REASONS)[number];

export const ZWithdrawable = z.object({
  /** Wallet balance (ledger). Pending withdrawals already left it when they were asked. */
  balance: ZDecimalAmount,
  /** Withdrawals waiting for review: already out of the balance, so not subtracted twice. */
  pendingWithdrawals: ZDecimalAmount,
  /** What bonus turnover locks: the whole balance while any turnover is left (withdraw refuses TURNOVER_NOT_MET). */
  locked: ZDecimalAmount,
  /** Why `locked` is not zero (null: nothing locked). */
  lockReason: z.nullable(z.enum(WITHDRAW_LOCK_REASONS)),
  /** Bets still needed to unlock it (0.00 when nothing is locked). */
  turnoverRemaining: ZDecimalAmount,
  /** balance − locked, at least 0: what the member may withdraw now (before the per-withdrawal and daily limits). */
  withdrawable: ZDecimalAmount,
});
export type TWithdrawable = z.infer<typeof ZWithdrawable>;
