import { pageOf } from '../../lib/paging';
import { MAX_AGENT_REPORT_DAYS, SALARY_APPLY_MAX_DAYS, type TEndpointOutput, type dividendInfo, type salaryQuery } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AgentSalaryApplicationsTable } from '../../db/schema.agentExtras';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { formatMinor } from '../../lib/money';
import { audit } from '../admin';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { DAY_MS, dayOf, dayRange, merchantPlaces, parseDay, type TDb } from './common';
import { amountFor, currentContract, storedTiers, tierFor, tierView, type TStoredTier } from './contracts';
import { projectionDetail, settlementHistory } from './settlements';
import { teamFigures } from './team';

// Salary applications: an agent asks for the daily salary of a finished day the operator has not
// settled; the operator approves (pays once, and the day counts as settled: the application's
// payment is an agent_settlements row like a settlement run's) or rejects. Plus the salary and
// dividend info and query calls, and the dividend notices.

type TApplicationRow = Pick<AgentSalaryApplicationsTable, 'period' | 'tier' | 'status' | 'created_at' | 'processed_at'> & {
  id: number;
  turnover_minor: AgentSalaryApplicationsTable['turnover_minor'];
  amount_minor: AgentSalaryApplicationsTable['amount_minor'];
};

export function applicationView(r: TApplicationRow, places: number) {
  const tier = parseJson<TStoredTier | null>(r.tier, null);
  return {
    applicationId: r.id,
    period: r.period,
    turnover: formatMinor(toMinor(r.turnover_minor), places),
    tier: tier ? tierView('dailySalary', tier, places) : null,
    amount: formatMinor(toMinor(r.amount_minor), places),
    status: r.status as 'pending' | 'approved' | 'rejected' | 'settled',
    createdAt: r.created_at,
    processedAt: r.processed_at,
  };
}

export async function applySalary(db: Kysely<DB>, merchant: string, agentId: number, period: string, now = new Date()) {
  const day = parseDay(period);
  if (!day) throw new ApiError('AGENT_PERIOD_INVALID', { field: 'period', format: 'YYYY-MM-DD' });
  const end = new Date(day.getTime() + DAY_MS);
  if (end.toISOString() > now.toISOString()) throw new ApiError('AGENT_PERIOD_INVALID', { field: 'period', reason: 'not finished' });
  const today = parseDay(dayOf(now)) ?? now;
  if (today.getTime() - day.getTime() > SALARY_APPLY_MAX_DAYS * DAY_MS)
    throw new ApiError('AGENT_PERIOD_INVALID', { field: 'period', maxDaysBack: SALARY_APPLY_MAX_DAYS });
  const places = await merchantPlaces(db, merchant);
  return db.transaction().execute(async (trx) => {
    const contract = await currentContract(trx, merchant, agentId, 'dailySalary');
    if (!contract) throw new ApiError('AGENT_NO_CONTRACT', { kind: 'dailySalary' });
    const settled = await trx
      .selectFrom('agent_settlements')
      .select('id')
      .where('member_id', '=', agentId)
      .where('kind', '=', 'salary')
      .where('period', '=', period)
      .executeTakeFirst();
    if (settled) throw new ApiError('AGENT_SALARY_SETTLED', { period });
    const figures = await teamFigures(trx, merchant, agentId, { start: day.toISOString(), end: end.toISOString() });
    const tier = tierFor(storedTiers(contract), figures.turnoverMinor);
    const amount = amountFor('dailySalary', tier, figures.profitMinor);
    if (!tier || amount <= 0) throw new ApiError('AGENT_SALARY_NOT_REACHED', { period, turnover: formatMinor(figures.turnoverMinor, places) });
    const row = {
      merchant_code: merchant,
      member_id: agentId,
      period,
      contract_id: contract.id,
      turnover_minor: figures.turnoverMinor,
      profit_minor: figures.profitMinor,
      tier: JSON.stringify(tier),
      amount_minor: amount,
      status: 'pending',
      settlement_id: null,
      created_at: now.toISOString(),
      processed_at: null,
      processed_by: null,
    };
    // The unique (member, period) pair makes a second application, even a concurrent one, a 409.
    const inserted = await trx
      .insertInto('agent_salary_applications')
      .values(row)
      .onConflict((oc) => oc.columns(['member_id', 'period']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new ApiError('AGENT_SALARY_APPLIED', { period });
    return applicationView({ ...row, id: inserted.id }, places);
  });
}

export async function processSalaryApplication(db: Kysely<DB>, actor: string, id: number, decision: 'approve' | 'reject', now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const app = await trx.selectFrom('agent_salary_applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!app) throw new ApiError('AGENT_APPLICATION_NOT_FOUND', { id });
    if (app.status !== 'pending') throw new ApiError('AGENT_APPLICATION_PROCESSED', { id, status: app.status });
    const places = await merchantPlaces(trx, app.merchant_code);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    // Conditional on still pending: of two concurrent decisions only one changes the row.
    const updated = await trx
      .updateTable('agent_salary_applications')
      .set({ status, processed_at: now.toISOString(), processed_by: actor })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('AGENT_APPLICATION_PROCESSED', { id });
    let transactionId: number | null = null;
    if (decision === 'approve') {
      const amount = toMinor(app.amount_minor);
      const settlement = await trx
        .insertInto('agent_settlements')
        .values({
          merchant_code: app.merchant_code,
          member_id: app.member_id,
          kind: 'salary',
          period: app.period,
          contract_id: app.contract_id,
          turnover_minor: toMinor(app.turnover_minor),
          profit_minor: toMinor(app.profit_minor),
          tier: app.tier,
          amount_minor: amount,
          transaction_id: null,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // The day was settled in the meantime (a settlement run): nothing is paid twice.
      if (!settlement) throw new ApiError('AGENT_SALARY_SETTLED', { period: app.period });
      const posted = await postMemberMovement(trx, {
        merchant: app.merchant_code,
        memberId: app.member_id,
        type: 'SALARY',
        amountMinor: amount,
        book: 'promotions',
        reference: `agent:salary:${app.period}`,
        description: `Daily salary ${app.period} (application ${id})`,
      });
      transactionId = posted.transactionId;
      await trx.updateTable('agent_settlements').set({ transaction_id: transactionId }).where('id', '=', settlement.id).execute();
      await trx.updateTable('agent_salary_applications').set({ settlement_id: settlement.id }).where('id', '=', id).execute();
    }
    const application = applicationView({ ...app, status, processed_at: now.toISOString() }, places);
    const result = { application, memberId: app.member_id, transactionId };
    await audit(trx, {
      actor,
      action: `agent.salary.application.${decision}`,
      target: `member:${app.member_id}`,
      before: { status: 'pending' },
      after: result,
    });
    return result;
  });
}

/** Operator: a merchant's applications by status, oldest first (the review queue). */
export async function listSalaryApplications(
  db: TDb,
  q: { merchant: string; status?: string | undefined; pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const places = await merchantPlaces(db, q.merchant);
  const page = pageOf(q.pageNo, q.pageSize);
  const base = db
    .selectFrom('agent_salary_applications as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .where('a.merchant_code', '=', q.merchant)
    .where('a.status', '=', q.status ?? 'pending');
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll('a').select('m.username').orderBy('a.id').limit(page.pageSize).offset(page.offset).execute();
  const count = Number(total);
  return {
    list: rows.map((r) => ({ ...applicationView(r, places), memberId: r.member_id, username: r.username })),
    pageNum: page.pageNum,
    totalPages: Math.ceil(count / page.pageSize),
    total: count,
  };
}

export async function salaryInfoOf(db: Kysely<DB>, merchant: string, agentId: number) {
  const d = await projectionDetail(db, merchant, agentId, 'salary');
  return { contract: d.view.contract, today: d.view, nextTier: d.nextTier };
}

export async function salaryQueryOf(
  db: TDb,
  merchant: string,
  agentId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<TEndpointOutput<typeof salaryQuery>> {
  const range = dayRange(query, MAX_AGENT_REPORT_DAYS);
  const places = await merchantPlaces(db, merchant);
  // Periods are YYYY-MM-DD or YYYY-MM-DDTHH: both sort between from and the day after to.
  const after = dayOf(new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS));
  const applications = await db
    .selectFrom('agent_salary_applications')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', agentId)
    .where('period', '>=', range.from)
    .where('period', '<', after)
    .orderBy('period', 'desc')
    .execute();
  const payouts = await db
    .selectFrom('agent_settlements')
    .select(['kind', 'period', 'turnover_minor', 'amount_minor', 'created_at'])
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', agentId)
    .where('kind', 'in', ['salary', 'hourly'])
    .where('period', '>=', range.from)
    .where('period', '<', after)
    .orderBy('period', 'desc')
    .execute();
  let total = 0;
  for (const p of payouts) total += toMinor(p.amount_minor);
  return {
    from: range.from,
    to: range.to,
    applications: applications.map((a) => applicationView(a, places)),
    payouts: payouts.map((p) => ({
      kind: p.kind === 'hourly' ? ('hourly' as const) : ('daily' as const),
      period: p.period,
      turnover: formatMinor(toMinor(p.turnover_minor), places),
      amount: formatMinor(toMinor(p.amount_minor), places),
      settledAt: p.created_at,
    })),
    total: formatMinor(total, places),
  };
}

export async function dividendInfoOf(db: Kysely<DB>, merchant: string, agentId: number): Promise<TEndpointOutput<typeof dividendInfo>> {
  const d = await projectionDetail(db, merchant, agentId, 'dividend');
  const last = await settlementHistory(db, merchant, agentId, 'dividend', { pageNo: 1, pageSize: 1 });
  return {
    contract: d.view.contract,
    month: d.view,
    teamLoss: formatMinor(Math.max(-d.figures.profitMinor, 0), d.places),
    nextTier: d.nextTier,
    lastSettlement: last.list[0] ?? null,
  };
}

export async function dividendMessagesOf(db: TDb, merchant: string, agentId: number, q: { pageNo?: number | undefined; pageSize?: number | undefined }) {
  const page = pageOf(q.pageNo, q.pageSize);
  const places = await merchantPlaces(db, merchant);
  const base = db.selectFrom('agent_notices').where('merchant_code', '=', merchant).where('member_id', '=', agentId).where('kind', '=', 'dividend');
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(page.offset).execute();
  const count = Number(total);
  return {
    list: rows.map((r) => ({
      noticeId: r.id,
      period: r.period,
      title: r.title,
      content: r.content,
      amount: formatMinor(toMinor(r.amount_minor), places),
      inboxMessageId: r.inbox_message_id,
      createdAt: r.created_at,
    })),
    pageNum: page.pageNum,
    totalPages: Math.ceil(count / page.pageSize),
    total: count,
  };
}
