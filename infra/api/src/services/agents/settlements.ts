import { pageOf } from '../../lib/paging';
import type { TContractKind } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { formatMinor } from '../../lib/money';
import { audit } from '../admin';
import { sendInbox } from '../messaging/inbox';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { DAY_MS, dayOf, merchantPlaces, nextMonth, parseDay, parseMonth, type TRange } from './common';
import { amountFor, currentContract, currentContractView, storedTiers, tierFor, tierView, type TStoredTier } from './contracts';
import { teamFigures } from './team';

// Daily salary and monthly dividend: a projection of the running period, and the operator's
// settlement of a finished one. A settlement row per agent, kind and period (unique) is written in
// the same transaction as the payment, so a re-run, or two concurrent runs, pay each agent once.

export type TSettlementKind = 'salary' | 'dividend' | 'hourly';
export const CONTRACT_OF: Record<TSettlementKind, TContractKind> = { salary: 'dailySalary', dividend: 'dividend', hourly: 'hourlySalary' };
const HOUR_MS = 3_600_000;
const PERIOD_FORMAT: Record<TSettlementKind, string> = { salary: 'YYYY-MM-DD', dividend: 'YYYY-MM', hourly: 'YYYY-MM-DDTHH' };

/** A real UTC hour "YYYY-MM-DDTHH" → its start, or null. */
export function parseHour(hour: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(hour);
  if (!m || Number(m[2]) > 23) return null;
  const day = parseDay(m[1] ?? '');
  return day ? new Date(day.getTime() + Number(m[2]) * HOUR_MS) : null;
}

export function periodRange(kind: TSettlementKind, period: string): TRange | null {
  if (kind === 'hourly') {
    const hour = parseHour(period);
    return hour ? { start: hour.toISOString(), end: new Date(hour.getTime() + HOUR_MS).toISOString() } : null;
  }
  if (kind === 'salary') {
    const day = parseDay(period);
    return day ? { start: day.toISOString(), end: new Date(day.getTime() + DAY_MS).toISOString() } : null;
  }
  const month = parseMonth(period);
  return month ? { start: month.toISOString(), end: nextMonth(month).toISOString() } : null;
}

export const currentPeriod = (kind: TSettlementKind, now = new Date()) =>
  kind === 'salary' ? dayOf(now) : kind === 'hourly' ? now.toISOString().slice(0, 13) : dayOf(now).slice(0, 7);

const TX_TYPE = { salary: 'SALARY', hourly: 'SALARY', dividend: 'DIVIDEND' } as const;
const DESCRIPTION = { salary: 'Daily salary', hourly: 'Hourly salary', dividend: 'Dividend' } as const;

/** The inbox notice of a settled dividend (kept in agent_notices, delivered through the messaging area). */
export function dividendNotice(period: string, amount: string, turnover: string, profit: string) {
  return {
    title: `Dividend ${period}`,
    content: `Your dividend for ${period} has been settled: ${amount}. Team turnover ${turnover}, team profit ${profit}.`,
  };
}

export interface TPendingNotice {
  noticeId: number;
  merchant: string;
  username: string;
  title: string;
  content: string;
}

export async function projection(db: Kysely<DB>, merchant: string, agentId: number, kind: TSettlementKind, now = new Date()) {
  return (await projectionDetail(db, merchant, agentId, kind, now)).view;
}

/** The running period's projection, with the figures and tiers behind it. */
export async function projectionDetail(db: Kysely<DB>, merchant: string, agentId: number, kind: TSettlementKind, now = new Date()) {
  const places = await merchantPlaces(db, merchant);
  const period = currentPeriod(kind, now);
  const range = periodRange(kind, period);
  if (!range) throw new Error(`no range for ${period}`);
  const figures = await teamFigures(db, merchant, agentId, range);
  const contractKind = CONTRACT_OF[kind];
  const row = await currentContract(db, merchant, agentId, contractKind);
  const tiers = row ? storedTiers(row) : [];
  const tier = row ? tierFor(tiers, figures.turnoverMinor) : null;
  // The first tier above the one reached (the first tier when none is).
  const next = tiers.find((t) => !tier || t.minTurnoverMinor > tier.minTurnoverMinor) ?? null;
  const view = {
    period,
    turnover: formatMinor(figures.turnoverMinor, places),
    teamProfit: formatMinor(figures.profitMinor, places),
    contract: await currentContractView(db, merchant, agentId, contractKind, places),
    tier: tier ? tierView(contractKind, tier, places) : null,
    projectedAmount: formatMinor(amountFor(contractKind, tier, figures.profitMinor), places),
  };
  const nextTier = next
    ? { ...tierView(contractKind, next, places), missingTurnover: formatMinor(Math.max(next.minTurnoverMinor - Math.max(figures.turnoverMinor, 0), 0), places) }
    : null;
  return { view, figures, places, nextTier };
}

export async function settlementHistory(
  db: Kysely<DB>,
  merchant: string,
  agentId: number,
  kind: TSettlementKind,
  q: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const page = pageOf(q.pageNo, q.pageSize);
  const places = await merchantPlaces(db, merchant);
  const base = db.selectFrom('agent_settlements').where('merchant_code', '=', merchant).where('member_id', '=', agentId).where('kind', '=', kind);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('period', 'desc').limit(page.pageSize).offset(page.offset).execute();
  const count = Number(total);
  return {
    list: rows.map((r) => {
      const tier = parseJson<TStoredTier | null>(r.tier, null);
      return {
        period: r.period,
        turnover: formatMinor(toMinor(r.turnover_minor), places),
        teamProfit: formatMinor(toMinor(r.profit_minor), places),
        tier: tier ? tierView(CONTRACT_OF[kind], tier, places) : null,
        amount: formatMinor(toMinor(r.amount_minor), places),
        settledAt: r.created_at,
      };
    }),
    pageNum: page.pageNum,
    totalPages: Math.ceil(count / page.pageSize),
    total: count,
  };
}

/** Pays every agent of the merchant with an accepted contract of the kind for a finished period. */
export async function settlePeriod(db: Kysely<DB>, actor: string, input: { merchant: string; kind: TSettlementKind; period: string }, now = new Date()) {
  const { result, notices } = await settleRun(db, actor, input, now);
  await deliverNotices(db, actor, notices);
  return result;
}

/**
 * Dividend notices go to the inbox through the messaging area's sendInbox (its own transaction, so
 * after the settlement has committed). The notice itself was written with the settlement; a failed
 * delivery leaves inbox_message_id null and does not undo the payment.
 */
async function deliverNotices(db: Kysely<DB>, actor: string, notices: TPendingNotice[]) {
  for (const n of notices) {
    try {
      const sent = await sendInbox(db, { merchant: n.merchant, actor, title: n.title, content: n.content, username: n.username });
      await db.updateTable('agent_notices').set({ inbox_message_id: sent.id }).where('id', '=', n.noticeId).execute();
    } catch {
      // Kept in agent_notices (dividendMessages shows it); the inbox copy is best effort.
    }
  }
}

async function settleRun(db: Kysely<DB>, actor: string, input: { merchant: string; kind: TSettlementKind; period: string }, now = new Date()) {
  const { merchant, kind, period } = input;
  const places = await merchantPlaces(db, merchant);
  const range = periodRange(kind, period);
  if (!range) throw new ApiError('AGENT_PERIOD_INVALID', { field: 'period', format: PERIOD_FORMAT[kind] });
  // Only a finished period: settling a running one would pay on part of its turnover, once.
  if (range.end > now.toISOString()) throw new ApiError('AGENT_PERIOD_INVALID', { field: 'period', reason: 'not finished' });
  const contractKind = CONTRACT_OF[kind];
  return db.transaction().execute(async (trx) => {
    const contracts = await trx
      .selectFrom('agent_contracts as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['c.id', 'c.member_id', 'c.kind', 'c.tiers', 'm.username'])
      .where('c.merchant_code', '=', merchant)
      .where('c.kind', '=', contractKind)
      .where('c.status', '=', 'accepted')
      .orderBy('c.member_id')
      .execute();
    const settled: { memberId: number; username: string; amount: string; turnover: string }[] = [];
    let alreadySettled = 0;
    let total = 0;
    const notices: TPendingNotice[] = [];
    for (const c of contracts) {
      const figures = await teamFigures(trx, merchant, c.member_id, range);
      const tier = tierFor(storedTiers(c), figures.turnoverMinor);
      const amount = amountFor(contractKind, tier, figures.profitMinor);
      const inserted = await trx
        .insertInto('agent_settlements')
        .values({
          merchant_code: merchant,
          member_id: c.member_id,
          kind,
          period,
          contract_id: c.id,
          turnover_minor: figures.turnoverMinor,
          profit_minor: figures.profitMinor,
          tier: tier ? JSON.stringify(tier) : null,
          amount_minor: amount,
          transaction_id: null,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        alreadySettled++;
        continue;
      }
      if (amount > 0) {
        const posted = await postMemberMovement(trx, {
          merchant,
          memberId: c.member_id,
          type: TX_TYPE[kind],
          amountMinor: amount,
          book: 'promotions',
          reference: `agent:${kind}:${period}`,
          description: `${DESCRIPTION[kind]} ${period}`,
        });
        await trx.updateTable('agent_settlements').set({ transaction_id: posted.transactionId }).where('id', '=', inserted.id).execute();
      }
      if (kind === 'salary') {
        // A pending application for the day is answered by this run.
        await trx
          .updateTable('agent_salary_applications')
          .set({ status: 'settled', settlement_id: inserted.id, processed_at: now.toISOString(), processed_by: actor })
          .where('member_id', '=', c.member_id)
          .where('period', '=', period)
          .where('status', '=', 'pending')
          .execute();
      }
      // Payout notices: only a dividend actually paid is announced.
      if (kind === 'dividend' && amount > 0) {
        const text = dividendNotice(period, formatMinor(amount, places), formatMinor(figures.turnoverMinor, places), formatMinor(figures.profitMinor, places));
        const notice = await trx
          .insertInto('agent_notices')
          .values({
            settlement_id: inserted.id,
            merchant_code: merchant,
            member_id: c.member_id,
            kind,
            period,
            ...text,
            amount_minor: amount,
            inbox_message_id: null,
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        notices.push({ noticeId: notice.id, merchant, username: c.username, ...text });
      }
      total += amount;
      settled.push({ memberId: c.member_id, username: c.username, amount: formatMinor(amount, places), turnover: formatMinor(figures.turnoverMinor, places) });
    }
    const result = { merchant, kind, period, settled, alreadySettled, total: formatMinor(total, places) };
    await audit(trx, { actor, action: `agent.settlement.${kind}`, target: `merchant:${merchant}:${period}`, before: null, after: result });
    return { result, notices };
  });
}
