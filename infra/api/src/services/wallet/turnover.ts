import { memberAccountCode, toMinor } from './ledger';
import type { TDb } from './common';

// Bonus turnover (wagering) requirement on withdrawals (docs/decisions/money.md "Turnover").
//
// The rule, for one member:
// - The window starts at the creation time (`created_at`) of the member's latest PAID withdrawal
//   (none: the beginning of time). A withdrawal requested before a bonus and paid after it does not
//   clear that bonus; PENDING and REJECTED withdrawals never clear anything.
// - Required = the sum of `required_turnover_minor` of the member's GRANTED deposit-bonus claims
//   (deposit_promo_claims, required > 0) settled after the window start.
// - Done = the member's valid bets since the earliest of those claims' settlement: minus the sum of
//   the member-side ledger entries of the member's BET and BET_REFUND movements (a bet takes money
//   from the wallet, a refund gives it back), floored at 0. Payouts do not reduce it.
// - Remaining = max(0, required − done). Nothing required → all three are 0.

export interface TTurnover {
  requiredMinor: number;
  doneMinor: number;
  remainingMinor: number;
}

export async function memberTurnover(db: TDb, merchant: string, memberId: number): Promise<TTurnover> {
  const lastPaid = await db
    .selectFrom('withdrawals')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('status', '=', 'PAID')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const claims = await db
    .selectFrom('deposit_promo_claims')
    .select((eb) => [eb.fn.sum<number | string>('required_turnover_minor').as('required'), eb.fn.min<string>('settled_at').as('since')])
    .where('member_id', '=', memberId)
    .where('merchant_code', '=', merchant)
    .where('status', '=', 'GRANTED')
    .where('required_turnover_minor', '>', 0)
    .where('settled_at', 'is not', null)
    .$if(lastPaid !== undefined, (q) => q.where('settled_at', '>', lastPaid?.created_at ?? ''))
    .executeTakeFirstOrThrow();
  const requiredMinor = toMinor(claims.required);
  if (requiredMinor <= 0 || claims.since === null) return { requiredMinor: 0, doneMinor: 0, remainingMinor: 0 };
  const bets = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.sum<number | string>('e.amount_minor').as('net'))
    .where('t.member_id', '=', memberId)
    .where('t.merchant_code', '=', merchant)
    .where('t.type', 'in', ['BET', 'BET_REFUND'])
    .where('t.created_at', '>=', claims.since)
    .where('a.merchant_code', '=', merchant)
    .where('a.code', '=', memberAccountCode(memberId))
    .executeTakeFirstOrThrow();
  const doneMinor = Math.max(0, -toMinor(bets.net));
  return { requiredMinor, doneMinor, remainingMinor: Math.max(0, requiredMinor - doneMinor) };
}
