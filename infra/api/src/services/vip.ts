import type { TEndpointOutput, TVipLevel, vipLevels } from '@tessera/contract/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';
import type { VipLevelsTable } from '../db/schema.vip';
import { ApiError } from '../errors';
import { formatMinor } from '../lib/money';
import { merchantCurrency } from './merchants';
import { rateBpFor } from './rewards/rebate';
import { memberAccountCode, toMinor } from './wallet/ledger';

// The VIP room (docs/decisions/member-vip.md): each merchant's ladder of levels, what reaches a
// level (all-time deposits and valid turnover, read from the ledger) and what it gives. The
// member's level itself stays members.vip_level (the VIP label); this call does not move it.

type TLadderRow = Omit<Selectable<VipLevelsTable>, 'merchant_code'>;

/** [name, deposits, turnover, upgrade bonus, birthday bonus, withdrawals a day]; amounts in whole currency units. */
type TRung = [string, number, number, number, number, number];

/** A ladder from its rungs; the cash back rate of each level is the one the single cash back pays (rebate.ts). */
function ladder(rungs: TRung[]): TLadderRow[] {
  return rungs.map(([name, deposit, turnover, upgrade, birthday, withdrawals], level) => ({
    level,
    name,
    deposit_minor: deposit * 100,
    turnover_minor: turnover * 100,
    rebate_bp: rateBpFor(level),
    upgrade_bonus_minor: upgrade * 100,
    birthday_bonus_minor: birthday * 100,
    daily_withdrawals: withdrawals,
  }));
}

/** The seeded ladders (both merchants' currencies have 2 places). A merchant without rows gets demo's. */
export const VIP_SEEDS: Record<string, TLadderRow[]> = {
  demo: ladder([
    ['Starter', 0, 0, 0, 0, 3],
    ['Bronze', 100, 1_000, 8, 18, 5],
    ['Silver', 1_000, 10_000, 38, 58, 5],
    ['Gold', 5_000, 50_000, 188, 188, 10],
    ['Platinum', 20_000, 200_000, 588, 588, 10],
    ['Diamond', 100_000, 1_000_000, 1_888, 1_888, 20],
  ]),
  acme: ladder([
    ['Iniciante', 0, 0, 0, 0, 3],
    ['Bronze', 50, 500, 5, 10, 5],
    ['Prata', 500, 5_000, 25, 50, 5],
    ['Ouro', 2_500, 25_000, 100, 150, 10],
    ['Platina', 10_000, 100_000, 400, 500, 10],
    ['Diamante', 50_000, 500_000, 1_500, 1_500, 20],
  ]),
};

/** The merchant's ladder rows by level (demo's seeded ladder when the merchant has none). */
export async function ladderRows(db: Kysely<DB>, merchant: string): Promise<TLadderRow[]> {
  const stored = await db.selectFrom('vip_levels').selectAll().where('merchant_code', '=', merchant).orderBy('level').execute();
  return stored.length ? stored : (VIP_SEEDS.demo ?? []);
}

/**
 * Withdrawals a day at each row's level: the one figure the VIP room shows, the withdrawal page
 * shows and the withdraw call enforces (docs/decisions/money.md "Withdrawals a day"). A level
 * gives its row's count but never fewer than a lower level gives, so raising VIP 0's count (the
 * operator's withdraw-limits dailyCount) raises every level that had less.
 */
export function dailyWithdrawalsByLevel(rows: readonly Pick<TLadderRow, 'daily_withdrawals'>[]): number[] {
  let floor = 0;
  return rows.map((r) => (floor = Math.max(floor, r.daily_withdrawals)));
}

/** Withdrawals a day for a member at `level` (a level above the ladder gets the top row's). */
export async function dailyWithdrawalsAt(db: Kysely<DB>, merchant: string, level: number): Promise<number> {
  const rows = await ladderRows(db, merchant);
  const counts = dailyWithdrawalsByLevel(rows.filter((r) => r.level <= Math.max(0, level)));
  return counts[counts.length - 1] ?? 0;
}

/** The whole percent of `current` over `required` (0-100; a nothing-required level is reached). */
export function percentOf(currentMinor: number, requiredMinor: number): number {
  if (requiredMinor <= 0) return 100;
  return Math.min(100, Math.floor((currentMinor * 100) / requiredMinor));
}

/** The member's all-time deposits and valid turnover (bets less refunded bets), minor units, from the ledger. */
async function memberTotals(db: Kysely<DB>, merchant: string, memberId: number): Promise<{ deposits: number; turnover: number }> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .where('a.merchant_code', '=', merchant)
    .where('a.code', '=', memberAccountCode(memberId))
    .where('t.type', 'in', ['DEPOSIT', 'BET', 'BET_REFUND'])
    .select(['t.type', (eb) => eb.fn.sum<number | string>('e.amount_minor').as('amount')])
    .groupBy('t.type')
    .execute();
  const sum = (type: string) => toMinor(rows.find((r) => r.type === type)?.amount ?? 0);
  return { deposits: sum('DEPOSIT'), turnover: Math.max(0, -sum('BET') - sum('BET_REFUND')) };
}

/** The VIP room of one member: the ladder, their level and the progress to the next. */
export async function vipRoom(db: Kysely<DB>, merchant: string, memberId: number): Promise<TEndpointOutput<typeof vipLevels>> {
  const member = await db.selectFrom('members').select('vip_level').where('id', '=', memberId).where('merchant_code', '=', merchant).executeTakeFirst();
  if (!member) throw new ApiError('AUTH_REQUIRED');
  const { places } = await merchantCurrency(db, merchant);
  const rows = await ladderRows(db, merchant);
  const daily = dailyWithdrawalsByLevel(rows);
  const money = (minor: Parameters<typeof toMinor>[0]) => formatMinor(toMinor(minor), places);
  const levels: TVipLevel[] = rows.map((r, i) => ({
    level: r.level,
    name: r.name,
    depositRequired: money(r.deposit_minor),
    turnoverRequired: money(r.turnover_minor),
    rebatePercent: formatMinor(r.rebate_bp, 2),
    upgradeBonus: money(r.upgrade_bonus_minor),
    birthdayBonus: money(r.birthday_bonus_minor),
    dailyWithdrawals: daily[i] ?? r.daily_withdrawals,
  }));
  const nextRow = rows.find((r) => r.level > member.vip_level);
  if (!nextRow) return { level: member.vip_level, levels, next: null };
  const totals = await memberTotals(db, merchant, memberId);
  const part = (current: number, required: number) => ({ current: money(current), required: money(required), percent: percentOf(current, required) });
  return {
    level: member.vip_level,
    levels,
    next: {
      level: nextRow.level,
      deposit: part(totals.deposits, toMinor(nextRow.deposit_minor)),
      turnover: part(totals.turnover, toMinor(nextRow.turnover_minor)),
    },
  };
}
