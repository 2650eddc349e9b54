import { pageOf } from '../../lib/paging';
import { MAX_AGENT_REPORT_DAYS, type TEndpointOutput, type downlines, type teamKpi, type teamPnl } from '@tessera/contract/api';
import type { TTransactionCode } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TBigint } from '../../db/columns';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { memberAccountCode, toMinor } from '../wallet/ledger';
import { checkQuota, defaultRateOf, effectiveRateOf, rateFloorOf } from './registration';
import { dayRange, formatRate, maskUsername, merchantPlaces, parseRate, type TDb, type TRange } from './common';

// The team of an agent: every member below them through members.parent_id, walked level by level
// in code (portable between SQLite and PostgreSQL; one query per level). A cycle cannot come from
// registration, but the walk keeps a seen-set and a depth cap anyway.

export const MAX_TEAM_DEPTH = 30;
/** Members per IN (...) list: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export interface TTeamMember {
  id: number;
  username: string;
  parentId: number;
  level: number;
  createdAt: string;
}

export async function teamOf(db: TDb, merchant: string, rootId: number): Promise<TTeamMember[]> {
  const seen = new Set<number>([rootId]);
  const team: TTeamMember[] = [];
  let frontier = [rootId];
  for (let level = 1; frontier.length && level <= MAX_TEAM_DEPTH; level++) {
    const next: number[] = [];
    for (let i = 0; i < frontier.length; i += CHUNK) {
      const rows = await db
        .selectFrom('members')
        .select(['id', 'username', 'parent_id', 'created_at'])
        .where('merchant_code', '=', merchant)
        .where('parent_id', 'in', frontier.slice(i, i + CHUNK))
        .orderBy('id')
        .execute();
      for (const r of rows) {
        if (seen.has(r.id)) continue;
        seen.add(r.id);
        next.push(r.id);
        team.push({ id: r.id, username: r.username, parentId: r.parent_id ?? rootId, level, createdAt: r.created_at });
      }
    }
    frontier = next;
  }
  return team;
}

/** Member-side sums (signed minor units) of ledger movements per member and transaction code. */
export async function movementSums(
  db: TDb,
  merchant: string,
  memberIds: number[],
  types: TTransactionCode[],
  range: TRange,
): Promise<Map<number, Partial<Record<TTransactionCode, number>>>> {
  const out = new Map<number, Partial<Record<TTransactionCode, number>>>();
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('wallet_accounts as a', (j) => j.onRef('a.id', '=', 'e.account_id').onRef('a.member_id', '=', 't.member_id'))
      .select((eb) => ['t.member_id', 't.type', eb.fn.sum<TBigint>('e.amount_minor').as('total')])
      .where('t.merchant_code', '=', merchant)
      .where('t.member_id', 'in', memberIds.slice(i, i + CHUNK))
      .where('t.type', 'in', types)
      .where('t.created_at', '>=', range.start)
      .where('t.created_at', '<', range.end)
      .groupBy(['t.member_id', 't.type'])
      .execute();
    for (const r of rows) {
      if (r.member_id === null) continue;
      const m = out.get(r.member_id) ?? {};
      m[r.type as TTransactionCode] = toMinor(r.total);
      out.set(r.member_id, m);
    }
  }
  return out;
}

export interface TTeamFigures {
  turnoverMinor: number;
  payoutsMinor: number;
  /** Payouts minus bets: negative when the team lost. */
  profitMinor: number;
}

/** Team turnover (bets), payouts and profit over a range: the basis of salaries and dividends. */
export async function teamFigures(db: TDb, merchant: string, agentId: number, range: TRange): Promise<TTeamFigures> {
  const team = await teamOf(db, merchant, agentId);
  const sums = await movementSums(
    db,
    merchant,
    team.map((m) => m.id),
    ['BET', 'PAYOUT', 'BET_REFUND'],
    range,
  );
  let bets = 0;
  let payouts = 0;
  for (const s of sums.values()) {
    bets += -(s.BET ?? 0) - (s.BET_REFUND ?? 0);
    payouts += s.PAYOUT ?? 0;
  }
  return { turnoverMinor: bets, payoutsMinor: payouts, profitMinor: payouts - bets };
}

export interface TAgentContext {
  db: Kysely<DB>;
  merchant: string;
  agentId: number;
}

export async function teamKpiOf(ctx: TAgentContext, query: { from?: string | undefined; to?: string | undefined }): Promise<TEndpointOutput<typeof teamKpi>> {
  const range = dayRange(query, MAX_AGENT_REPORT_DAYS);
  const places = await merchantPlaces(ctx.db, ctx.merchant);
  const team = await teamOf(ctx.db, ctx.merchant, ctx.agentId);
  const sums = await movementSums(
    ctx.db,
    ctx.merchant,
    team.map((m) => m.id),
    ['BET', 'BET_REFUND', 'PAYOUT', 'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND'],
    range,
  );
  let bets = 0;
  let payouts = 0;
  let deposits = 0;
  let withdrawals = 0;
  let active = 0;
  for (const s of sums.values()) {
    if (s.BET) active++;
    bets += -(s.BET ?? 0) - (s.BET_REFUND ?? 0);
    payouts += s.PAYOUT ?? 0;
    deposits += s.DEPOSIT ?? 0;
    withdrawals += -(s.WITHDRAW ?? 0) - (s.WITHDRAW_REFUND ?? 0);
  }
  const fmt = (n: number) => formatMinor(n, places);
  return {
    from: range.from,
    to: range.to,
    teamSize: team.length,
    directDownlines: team.filter((m) => m.level === 1).length,
    newMembers: team.filter((m) => m.createdAt >= range.start && m.createdAt < range.end).length,
    activeBettors: active,
    turnover: fmt(bets),
    payouts: fmt(payouts),
    deposits: fmt(deposits),
    withdrawals: fmt(withdrawals),
    teamProfit: fmt(payouts - bets),
  };
}

export async function teamPnlOf(ctx: TAgentContext, query: { from?: string | undefined; to?: string | undefined }): Promise<TEndpointOutput<typeof teamPnl>> {
  const range = dayRange(query, MAX_AGENT_REPORT_DAYS);
  const places = await merchantPlaces(ctx.db, ctx.merchant);
  const team = await teamOf(ctx.db, ctx.merchant, ctx.agentId);
  const sums = await movementSums(
    ctx.db,
    ctx.merchant,
    team.map((m) => m.id),
    ['BET', 'BET_REFUND', 'PAYOUT'],
    range,
  );
  const fmt = (n: number) => formatMinor(n, places);
  const totals = { bets: 0, payouts: 0 };
  const list = [];
  for (const m of team) {
    const s = sums.get(m.id);
    if (!s) continue;
    const bets = -(s.BET ?? 0) - (s.BET_REFUND ?? 0);
    const payouts = s.PAYOUT ?? 0;
    totals.bets += bets;
    totals.payouts += payouts;
    list.push({ memberId: m.id, username: maskUsername(m.username), level: m.level, bets: fmt(bets), payouts: fmt(payouts), profit: fmt(payouts - bets) });
  }
  return { from: range.from, to: range.to, list, totals: { bets: fmt(totals.bets), payouts: fmt(totals.payouts), profit: fmt(totals.payouts - totals.bets) } };
}

/** A member's rebate rate: their own, else their upline's default for registrations, else 0. */
export const rebateRateOf = effectiveRateOf;

export async function listDownlines(
  ctx: TAgentContext,
  q: { pageNo?: number | undefined; pageSize?: number | undefined },
): Promise<TEndpointOutput<typeof downlines>> {
  const page = pageOf(q.pageNo, q.pageSize);
  const places = await merchantPlaces(ctx.db, ctx.merchant);
  const base = ctx.db.selectFrom('members as m').where('m.merchant_code', '=', ctx.merchant).where('m.parent_id', '=', ctx.agentId);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('agent_rebates as r', 'r.member_id', 'm.id')
    .leftJoin('wallet_accounts as w', (j) => j.onRef('w.member_id', '=', 'm.id').on('w.merchant_code', '=', ctx.merchant))
    .select((eb) => [
      'm.id',
      'm.username',
      'm.created_at',
      'm.last_login_at',
      'r.rate_tenths',
      'w.balance_minor',
      'w.code',
      eb
        .selectFrom('members as c')
        .select((e2) => e2.fn.countAll<number | string>().as('n'))
        .whereRef('c.parent_id', '=', 'm.id')
        .as('children'),
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const count = Number(total);
  const fallback = await defaultRateOf(ctx.db, ctx.agentId);
  return {
    list: rows.map((r) => ({
      memberId: r.id,
      username: maskUsername(r.username),
      rebateRate: formatRate(r.rate_tenths ?? fallback),
      balance: formatMinor(r.code === memberAccountCode(r.id) ? toMinor(r.balance_minor) : 0, places),
      downlines: Number(r.children ?? 0),
      joinedAt: r.created_at,
      lastLoginAt: r.last_login_at,
    })),
    pageNum: page.pageNum,
    totalPages: Math.ceil(count / page.pageSize),
    total: count,
    ownRebateRate: formatRate(await rebateRateOf(ctx.db, ctx.agentId)),
  };
}

/**
 * Sets a direct downline's rate: never above the agent's own, never below what the downline already
 * gives its own downlines, within the agent's quota at that rate.
 */
export async function setDownlineRebate(ctx: TAgentContext, memberId: number, rate: string) {
  const tenths = parseRate(rate);
  return ctx.db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .where('merchant_code', '=', ctx.merchant)
      .where('parent_id', '=', ctx.agentId)
      .executeTakeFirst();
    if (!target) throw new ApiError('AGENT_DOWNLINE_NOT_FOUND', { memberId });
    const own = await rebateRateOf(trx, ctx.agentId);
    if (tenths > own) throw new ApiError('AGENT_REBATE_TOO_HIGH', { max: formatRate(own) });
    const floor = await rateFloorOf(trx, ctx.merchant, memberId);
    if (tenths < floor) throw new ApiError('AGENT_REBATE_BELOW_DOWNLINES', { min: formatRate(floor) });
    await checkQuota(trx, ctx.merchant, ctx.agentId, memberId, tenths);
    const now = new Date().toISOString();
    await trx
      .insertInto('agent_rebates')
      .values({ member_id: memberId, merchant_code: ctx.merchant, rate_tenths: tenths, updated_at: now })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ rate_tenths: tenths, updated_at: now }))
      .execute();
    return { memberId, rebateRate: formatRate(tenths) };
  });
}
