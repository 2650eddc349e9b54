import type { TContractKind } from '@tessera/shared-contracts/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { formatMinor } from '../../lib/money';
import { audit } from '../admin';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { DAY_MS, dayOf, merchantPlaces, nextMonth, pageOf, parseDay, parseMonth, type TRange } from './common';
import { amountFor, currentContract, currentContractView, storedTiers, tierFor, tierView, type TStoredTier } from './contracts';
import { teamFigures } from './team';

// Daily salary and monthly dividend: a projection of the running period, and the operator's
// settlement of a finished one. A settlement row per agent, kind and period (unique) is written in
// the same transaction as the payment, so a re-run, or two concurrent runs, pay each agent once.

export type TSettlementKind = 'salary' | 'dividend';
const CONTRACT_OF: Record<TSettlementKind, TContractKind> = { salary: 'dailySalary', dividend: 'dividend' };

export function periodRange(kind: TSettlementKind, period: string): TRange | null {
  if (kind === 'salary') {
    const day = parseDay(period);
    return day ? { start: day.toISOString(), end: new Date(day.getTime() + DAY_MS).toISOString() } : null;
  }
  const month = parseMonth(period);
  return month ? { start: month.toISOString(), end: nextMonth(month).toISOString() } : null;
}

export const currentPeriod = (kind: TSettlementKind, now = new Date()) => (kind === 'salary' ? dayOf(now) : dayOf(now).slice(0, 7));

export async function projection(db: Kysely<DB>, merchant: string, agentId: number, kind: TSettlementKind, now = new Date()) {
  const places = await merchantPlaces(db, merchant);
  const period = currentPeriod(kind, now);
  const range = periodRange(kind, period);
  if (!range) throw new Error(`no range for ${period}`);
  const figures = await teamFigures(db, merchant, agentId, range);
  const contractKind = CONTRACT_OF[kind];
  const row = await currentContract(db, merchant, agentId, contractKind);
  const tier = row ? tierFor(storedTiers(row), figures.turnoverMinor) : null;
  return {
    period,
    turnover: formatMinor(figures.turnoverMinor, places),
    teamProfit: formatMinor(figures.profitMinor, places),
    contract: await currentContractView(db, merchant, agentId, contractKind, places),
    tier: tier ? tierView(contractKind, tier, places) : null,
    projectedAmount: formatMinor(amountFor(contractKind, tier, figures.profitMinor), places),
  };
}

export async function settlementHistory(db: Kysely<DB>, merchant: string, agentId: number, kind: TSettlementKind, q: { pageNo?: number | undefined; pageSize?: number | undefined }) {
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
  const { merchant, kind, period } = input;
  const places = await merchantPlaces(db, merchant);
  const range = periodRange(kind, period);
  if (!range) throw new ApiError('AGENT_PERIOD_INVALID', { field: 'period', format: kind === 'salary' ? 'YYYY-MM-DD' : 'YYYY-MM' });
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
          type: kind === 'salary' ? 'SALARY' : 'DIVIDEND',
          amountMinor: amount,
          book: 'promotions',
          reference: `agent:${kind}:${period}`,
          description: kind === 'salary' ? `Daily salary ${period}` : `Dividend ${period}`,
        });
        await trx.updateTable('agent_settlements').set({ transaction_id: posted.transactionId }).where('id', '=', inserted.id).execute();
      }
      total += amount;
      settled.push({ memberId: c.member_id, username: c.username, amount: formatMinor(amount, places), turnover: formatMinor(figures.turnoverMinor, places) });
    }
    const result = { merchant, kind, period, settled, alreadySettled, total: formatMinor(total, places) };
    await audit(trx, { actor, action: `agent.settlement.${kind}`, target: `merchant:${merchant}:${period}`, before: null, after: result });
    return result;
  });
}
