import type { TFundsSummary } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TBigint } from '../../db/columns';
import { formatMinor } from '../../lib/money';
import { isAgentType, projection } from '../agents';
import { rewardCenter } from '../rewards/center';
import { rebateQuote } from '../rewards/rebate';
import { walletBalance } from '../wallet/account';
import { toMinor } from '../wallet/ledger';
import { memberWithdrawable } from '../wallet/withdrawable';

// The member's money overview (spec §7 "consolidated funds"): every figure comes from the area
// that owns it (wallet balance, reward center, cash back quote, agent projections); only the
// pending deposit and withdrawal totals are counted here, as no area exports them.

export interface TFundsMember {
  id: number;
  merchantCode: string;
  type: number;
}

/** Count and sum of a member's rows in status PENDING. */
async function pendingTotal(db: Kysely<DB>, table: 'deposit_orders' | 'withdrawals', merchant: string, memberId: number, places: number) {
  const row = await db
    .selectFrom(table)
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<TBigint | null>('amount_minor').as('amount')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), amount: formatMinor(toMinor(row?.amount ?? 0), places) };
}

export async function fundsSummary(
  db: Kysely<DB>,
  member: TFundsMember,
  flags: Readonly<Record<string, boolean>>,
  places: number,
  now = new Date(),
): Promise<TFundsSummary> {
  const merchant = member.merchantCode;
  const agent = isAgentType(member.type);
  const [wallet, withdrawable, deposits, withdrawals, rewards, rebate, salary, dividend] = await Promise.all([
    walletBalance(db, merchant, member.id),
    memberWithdrawable(db, merchant, member.id, places),
    pendingTotal(db, 'deposit_orders', merchant, member.id, places),
    pendingTotal(db, 'withdrawals', merchant, member.id, places),
    flags.REWCEN3 ? rewardCenter(db, merchant, member.id) : null,
    flags.MANPLAYREB3 ? rebateQuote(db, merchant, member.id) : null,
    agent ? projection(db, merchant, member.id, 'salary', now) : null,
    agent ? projection(db, merchant, member.id, 'dividend', now) : null,
  ]);
  const projected = (p: NonNullable<typeof salary>) => ({ period: p.period, projectedAmount: p.projectedAmount, hasContract: p.contract !== null });
  return {
    currencyCode: wallet.currencyCode,
    currencySymbol: wallet.currencySymbol,
    balance: wallet.sumBalance,
    pendingDeposits: deposits,
    pendingWithdrawals: withdrawals,
    withdrawable,
    rewards: rewards ? { unclaimed: rewards.unclaimed, unclaimedAmount: rewards.unclaimedAmount } : null,
    rebate: rebate ? { amount: rebate.amount, claimable: rebate.claimable, minimum: rebate.minimum } : null,
    agent: salary && dividend ? { salary: projected(salary), dividend: projected(dividend) } : null,
    asOf: now.toISOString(),
  };
}
