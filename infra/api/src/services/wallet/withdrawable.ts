import type { TWithdrawable } from '@tessera/contract/api';
import { formatMinor } from '../../lib/money';
import type { TDb } from './common';
import { memberBalance, toMinor } from './ledger';
import { memberTurnover } from './turnover';

// What a member may withdraw now: THE one formula (docs/decisions/money.md "Withdrawable"), answered
// by withdrawConfig (the withdrawal page) and consolidatedFunds (the member center), so the screens
// never compute it themselves.
//
// - balance: the member's ledger balance. A pending withdrawal already left it when it was asked
//   (WITHDRAW to the cashier), so "minus pending withdrawals" is done by the ledger, once; the
//   pending total is answered beside it for the player's information, never subtracted again.
// - locked: while bonus turnover is left (turnover.ts), withdraw refuses TURNOVER_NOT_MET whatever
//   the amount, so the whole balance is locked; otherwise nothing.
// - withdrawable = max(0, balance − locked).

export interface TWithdrawableMinor {
  balanceMinor: number;
  pendingMinor: number;
  lockedMinor: number;
  turnoverRemainingMinor: number;
  withdrawableMinor: number;
}

export async function memberWithdrawableMinor(db: TDb, merchant: string, memberId: number): Promise<TWithdrawableMinor> {
  // One after the other: `db` may be a transaction (one connection).
  const balanceMinor = await memberBalance(db, merchant, memberId);
  const turnover = await memberTurnover(db, merchant, memberId);
  const pending = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_minor'), eb.val(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  const lockedMinor = turnover.remainingMinor > 0 ? Math.max(0, balanceMinor) : 0;
  return {
    balanceMinor,
    pendingMinor: toMinor(pending.total as number | string),
    lockedMinor,
    turnoverRemainingMinor: turnover.remainingMinor,
    withdrawableMinor: Math.max(0, balanceMinor - lockedMinor),
  };
}

/** The same, as the API answers it (decimal strings with the currency's places). */
export async function memberWithdrawable(db: TDb, merchant: string, memberId: number, places: number): Promise<TWithdrawable> {
  const w = await memberWithdrawableMinor(db, merchant, memberId);
  return {
    balance: formatMinor(w.balanceMinor, places),
    pendingWithdrawals: formatMinor(w.pendingMinor, places),
    locked: formatMinor(w.lockedMinor, places),
    lockReason: w.lockedMinor > 0 ? 'turnover' : null,
    turnoverRemaining: formatMinor(w.turnoverRemainingMinor, places),
    withdrawable: formatMinor(w.withdrawableMinor, places),
  };
}
