import {
  agentQuotas,
  agentRebateSettings,
  contractTerms,
  dividendInfo,
  dividendMessages,
  downlines,
  hourlySalaryCurrent,
  listSalaryApplications,
  salaryHistory,
  salaryInfo,
  salaryQuery,
} from '@tessera/contract/api';
import { memberBalance } from '../services/wallet/ledger';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { createAccountsApp } from './accounts.testkit';
import { agentHeaders, day, demoHeaders, memberId, move, trialHeaders } from './agents.testkit';

// Hourly salary settlement, salary applications, salary / dividend info, dividend notices,
// registration settings and quotas (the second round of agent calls).

jest.setTimeout(30_000);

let t: TTestApp;
let agent: Record<string, string>;
let demo: Record<string, string>;
let trial: Record<string, string>;
let agentId: number;
beforeAll(async () => {
  t = await createAccountsApp();
  agent = await agentHeaders(t.app);
  demo = await demoHeaders(t.app);
  trial = await trialHeaders(t.app);
  agentId = await memberId(t.app, 'agent1');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const balance = (id: number) => memberBalance(t.app.db, 'demo', id);
const ledgerCount = async () => (await t.app.db.selectFrom('ledger_transactions').select('id').execute()).length;
const noon = (offsetDays: number) => `${day(offsetDays)}T12:00:00.000Z`;
const SETTLE = '/api/admin/agents/settlements';
const APPLY = '/api/v1/agent/salary/apply';
const processUrl = (id: number | string) => `/api/admin/salary-applications/${id}`;

async function accept(kind: 'hourlySalary' | 'dividend') {
  const offer = await getValue(t, contractTerms, `/api/v1/agent/contracts/${kind}`, agent);
  const res = await post(`/api/v1/agent/contracts/${kind}/respond`, { requestId: offer.pending?.requestId, decision: 'accept' }, agent);
  expect(res.statusCode).toBe(200);
}

describe('auth', () => {
  it('answers 401 to guests and 403 NOT_AGENT to non-agent types on every new call', async () => {
    const gets = [
      '/api/v1/agent/salary/hourly/current',
      '/api/v1/agent/salary/info',
      '/api/v1/agent/salary/query',
      '/api/v1/agent/dividend/info',
      '/api/v1/agent/dividend/messages',
      '/api/v1/agent/registration/settings',
      '/api/v1/agent/registration/quotas',
    ];
    for (const url of gets) {
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 401]);
      const res = await t.app.inject({ url, headers: trial });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'NOT_AGENT']);
      expect([url, (await t.app.inject({ url, headers: demo })).statusCode]).toEqual([url, 200]);
    }
    const posts: [string, unknown][] = [
      [APPLY, { period: day(-3) }],
      ['/api/v1/agent/registration/settings', { defaultRate: '0.5' }],
    ];
    for (const [url, body] of posts) {
      expect((await post(url, body, {})).statusCode).toBe(401);
      expect((await post(url, body, trial)).json().code).toBe('NOT_AGENT');
    }
    expect((await post(processUrl(1), { decision: 'approve' }, {})).statusCode).toBe(401);
    expect((await post(processUrl(1), { decision: 'approve' }, agent)).statusCode).toBe(401);
  });
});

describe('hourly salary', () => {
  it('projects the running hour and settles a finished hour once per agent', async () => {
    await accept('hourlySalary');
    const now = new Date();
    const current = await getValue(t, hourlySalaryCurrent, '/api/v1/agent/salary/hourly/current', agent);
    expect(current.period).toBe(now.toISOString().slice(0, 13));
    expect(current.contract?.terms).toMatchObject({ label: 'Hourly salary', period: 'hour' });

    // Three hours ago the team bet 300.00: the 200.00 tier pays 3.00.
    const at = new Date(now.getTime() - 3 * 3_600_000);
    const period = at.toISOString().slice(0, 13);
    const iris = await memberId(t.app, 'team_iris');
    await move(t.app, iris, 'ADJUSTMENT', 30_000);
    await move(t.app, iris, 'BET', -30_000, at.toISOString());
    const before = await balance(agentId);
    const first = await post(SETTLE, { merchant: 'demo', kind: 'hourly', period }, adminHeaders());
    expect(first.json()).toMatchObject({
      success: true,
      value: { kind: 'hourly', period, alreadySettled: 0, total: '3.00', settled: [{ memberId: agentId, amount: '3.00', turnover: '300.00' }] },
    });
    const again = await post(SETTLE, { merchant: 'demo', kind: 'hourly', period }, adminHeaders());
    expect(again.json().value).toMatchObject({ settled: [], alreadySettled: 1, total: '0.00' });
    expect(await balance(agentId)).toBe(before + 300);
    const paid = await t.app.db
      .selectFrom('ledger_transactions')
      .select(['type', 'reference'])
      .where('member_id', '=', agentId)
      .where('reference', 'like', 'agent:hourly:%')
      .execute();
    expect(paid).toEqual([{ type: 'SALARY', reference: `agent:hourly:${period}` }]);
    const query = await getValue(t, salaryQuery, `/api/v1/agent/salary/query?from=${day(-1)}&to=${day(0)}`, agent);
    expect(query.payouts).toContainEqual(expect.objectContaining({ kind: 'hourly', period, amount: '3.00', turnover: '300.00' }));
    const history = await getValue(t, salaryHistory, '/api/v1/agent/salary/history?kind=hourly', agent);
    expect(history).toMatchObject({ total: 1, list: [{ period, amount: '3.00', tier: { minTurnover: '200.00', value: '3.00' } }] });
    expect((await getValue(t, salaryHistory, '/api/v1/agent/salary/history', agent)).list.every((s) => s.period.length === 10)).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/agent/salary/history?kind=weekly', headers: agent })).statusCode).toBe(400);
  });

  it('refuses the running hour and impossible hours', async () => {
    const before = await ledgerCount();
    const running = new Date().toISOString().slice(0, 13);
    for (const period of [running, `${day(-1)}T24`, '2026-02-30T01', day(-1)]) {
      const res = await post(SETTLE, { merchant: 'demo', kind: 'hourly', period }, adminHeaders());
      expect([period, res.statusCode, res.json().code]).toEqual([period, 400, 'AGENT_PERIOD_INVALID']);
    }
    expect((await post(SETTLE, { merchant: 'demo', kind: 'hourly', period: `${day(-1)}T1` }, adminHeaders())).json().code).toBe('VALIDATION_FAILED');
    expect(await ledgerCount()).toBe(before);
  });
});

describe('salary applications', () => {
  it('an agent applies for an unsettled finished day; approving pays once and settles the day', async () => {
    // Daily salary A: 1,500.00 of turnover reaches the 1,000.00 tier (18.00).
    const cedar = await memberId(t.app, 'team_cedar');
    await move(t.app, cedar, 'ADJUSTMENT', 150_000);
    await move(t.app, cedar, 'BET', -150_000, noon(-3));
    const applied = await post(APPLY, { period: day(-3) }, agent);
    expect(applied.json()).toMatchObject({
      success: true,
      value: { period: day(-3), status: 'pending', amount: '18.00', turnover: '1500.00', tier: { minTurnover: '1000.00', value: '18.00' }, processedAt: null },
    });
    const id = applied.json().value.applicationId as number;
    expect((await post(APPLY, { period: day(-3) }, agent)).json().code).toBe('AGENT_SALARY_APPLIED');

    const before = await balance(agentId);
    const approved = await post(processUrl(id), { decision: 'approve' }, adminHeaders());
    expect(approved.json()).toMatchObject({
      success: true,
      value: { memberId: agentId, application: { applicationId: id, status: 'approved', amount: '18.00' } },
    });
    expect(approved.json().value.transactionId).toEqual(expect.any(Number));
    expect(await balance(agentId)).toBe(before + 1_800);
    const twice = await post(processUrl(id), { decision: 'approve' }, adminHeaders());
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'AGENT_APPLICATION_PROCESSED']);
    expect((await post(processUrl(id), { decision: 'reject' }, adminHeaders())).json().code).toBe('AGENT_APPLICATION_PROCESSED');
    // The operator's run now finds the day settled.
    const run = await post(SETTLE, { merchant: 'demo', kind: 'salary', period: day(-3) }, adminHeaders());
    expect(run.json().value).toMatchObject({ alreadySettled: 1, total: '0.00' });
    expect(await balance(agentId)).toBe(before + 1_800);
    const salaries = await t.app.db
      .selectFrom('ledger_transactions')
      .select('reference')
      .where('member_id', '=', agentId)
      .where('reference', '=', `agent:salary:${day(-3)}`)
      .execute();
    expect(salaries).toHaveLength(1);
    expect((await post(APPLY, { period: day(-3) }, agent)).json().code).toBe('AGENT_SALARY_SETTLED');
    const audits = await t.app.db.selectFrom('audit_log').select('action').where('action', 'like', 'agent.salary.application.%').execute();
    expect(audits).toEqual([{ action: 'agent.salary.application.approve' }]);
  });

  it('rejecting pays nothing; a settlement run answers a pending application', async () => {
    const dune = await memberId(t.app, 'team_dune');
    await move(t.app, dune, 'ADJUSTMENT', 1_200_000);
    await move(t.app, dune, 'BET', -600_000, noon(-5));
    await move(t.app, dune, 'BET', -600_000, noon(-6));
    const a5 = (await post(APPLY, { period: day(-5) }, agent)).json().value;
    expect(a5).toMatchObject({ amount: '88.00', status: 'pending' });
    const before = [await balance(agentId), await ledgerCount()];
    const rejected = await post(processUrl(a5.applicationId), { decision: 'reject' }, adminHeaders());
    expect(rejected.json()).toMatchObject({ success: true, value: { application: { status: 'rejected' }, transactionId: null } });
    expect([await balance(agentId), await ledgerCount()]).toEqual(before);
    expect((await post(APPLY, { period: day(-5) }, agent)).json().code).toBe('AGENT_SALARY_APPLIED');

    const a6 = (await post(APPLY, { period: day(-6) }, agent)).json().value;
    const run = await post(SETTLE, { merchant: 'demo', kind: 'salary', period: day(-6) }, adminHeaders());
    expect(run.json().value.settled).toEqual([expect.objectContaining({ memberId: agentId, amount: '88.00' })]);
    expect((await post(processUrl(a6.applicationId), { decision: 'approve' }, adminHeaders())).json().code).toBe('AGENT_APPLICATION_PROCESSED');
    expect(await balance(agentId)).toBe(Number(before[0]) + 8_800);

    // The operator's queue: by status, oldest first.
    const queue = await getValue(t, listSalaryApplications, '/api/admin/salary-applications?merchant=demo&status=rejected', adminHeaders());
    expect(queue).toMatchObject({
      total: 1,
      list: [{ applicationId: a5.applicationId, memberId: agentId, username: 'agent1', period: day(-5), amount: '88.00' }],
    });
    expect(await getValue(t, listSalaryApplications, '/api/admin/salary-applications?merchant=demo', adminHeaders())).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await t.app.inject({ url: '/api/admin/salary-applications?merchant=demo' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/salary-applications?merchant=demo&status=open', headers: adminHeaders() })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await t.app.inject({ url: '/api/admin/salary-applications?merchant=nobody', headers: adminHeaders() })).json().code).toBe('MERCHANT_NOT_FOUND');
    const query = await getValue(t, salaryQuery, `/api/v1/agent/salary/query?from=${day(-7)}&to=${day(-1)}`, agent);
    expect(query.applications.map((a) => [a.period, a.status])).toEqual([
      [day(-3), 'approved'],
      [day(-5), 'rejected'],
      [day(-6), 'settled'],
    ]);
    expect(query.payouts.filter((p) => p.kind === 'daily').map((p) => [p.period, p.amount])).toEqual([
      [day(-3), '18.00'],
      [day(-6), '88.00'],
    ]);
  });

  it('two approvals at once pay once; two settlement runs at once pay once', async () => {
    const ember = await memberId(t.app, 'team_ember');
    await move(t.app, ember, 'ADJUSTMENT', 2_000_000);
    await move(t.app, ember, 'BET', -150_000, noon(-8));
    await move(t.app, ember, 'BET', -150_000, noon(-9));
    const app8 = (await post(APPLY, { period: day(-8) }, agent)).json().value;
    const before = await balance(agentId);
    const both = await Promise.all([
      post(processUrl(app8.applicationId), { decision: 'approve' }, adminHeaders()),
      post(processUrl(app8.applicationId), { decision: 'approve' }, adminHeaders()),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balance(agentId)).toBe(before + 1_800);
    const runs = await Promise.all([1, 2].map(() => post(SETTLE, { merchant: 'demo', kind: 'salary', period: day(-9) }, adminHeaders())));
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(runs.map((r) => r.json().value.settled.length).sort()).toEqual([0, 1]);
    expect(await balance(agentId)).toBe(before + 3_600);
  });

  it('refuses running, old and impossible days, days without a tier, agents without a contract; unknown applications', async () => {
    const before = [await ledgerCount(), (await t.app.db.selectFrom('agent_salary_applications').select('id').execute()).length];
    const cases: [Record<string, string>, unknown, number, string][] = [
      [agent, { period: day(0) }, 400, 'AGENT_PERIOD_INVALID'],
      [agent, { period: day(1) }, 400, 'AGENT_PERIOD_INVALID'],
      [agent, { period: day(-40) }, 400, 'AGENT_PERIOD_INVALID'],
      [agent, { period: '2026-02-30' }, 400, 'AGENT_PERIOD_INVALID'],
      [agent, { period: '2026-11' }, 400, 'VALIDATION_FAILED'],
      [agent, { period: day(-4), extra: 1 }, 400, 'VALIDATION_FAILED'],
      [agent, {}, 400, 'VALIDATION_FAILED'],
      [agent, { period: day(-4) }, 409, 'AGENT_SALARY_NOT_REACHED'],
      [demo, { period: day(-4) }, 409, 'AGENT_NO_CONTRACT'],
    ];
    for (const [i, [headers, body, status, code]] of cases.entries()) {
      const res = await post(APPLY, body, headers);
      expect([i, res.statusCode, res.json().code]).toEqual([i, status, code]);
    }
    const admin: [string, unknown, number, string][] = [
      [processUrl(999_999), { decision: 'approve' }, 404, 'AGENT_APPLICATION_NOT_FOUND'],
      [processUrl(1), { decision: 'maybe' }, 400, 'VALIDATION_FAILED'],
      [processUrl('abc'), { decision: 'approve' }, 400, 'VALIDATION_FAILED'],
      [processUrl(1), {}, 400, 'VALIDATION_FAILED'],
    ];
    for (const [url, body, status, code] of admin) {
      const res = await post(url, body, adminHeaders());
      expect([url, res.statusCode, res.json().code]).toEqual([url, status, code]);
    }
    expect([await ledgerCount(), (await t.app.db.selectFrom('agent_salary_applications').select('id').execute()).length]).toEqual(before);
    expect((await t.app.inject({ url: '/api/v1/agent/salary/query?from=2026-02-30', headers: agent })).json().code).toBe('AGENT_DATE_RANGE_INVALID');
    expect((await t.app.inject({ url: `/api/v1/agent/salary/query?from=${day(-200)}`, headers: agent })).json().code).toBe('AGENT_DATE_RANGE_INVALID');
  });

  it("salaryInfo: the contract's tiers, today's position and the next tier", async () => {
    const info = await getValue(t, salaryInfo, '/api/v1/agent/salary/info', agent);
    expect(info.contract?.terms).toMatchObject({ label: 'Daily salary A', period: 'day' });
    expect(info.contract?.terms.tiers).toHaveLength(3);
    expect(info.today.period).toBe(day(0));
    expect(info.nextTier).not.toBeNull();
    expect(Number(info.nextTier?.missingTurnover)).toBeCloseTo(Number(info.nextTier?.minTurnover) - Number(info.today.turnover), 2);
    const none = await getValue(t, salaryInfo, '/api/v1/agent/salary/info', demo);
    expect(none).toMatchObject({ contract: null, nextTier: null, today: { projectedAmount: '0.00' } });
  });
});

describe('dividend info and notices', () => {
  it('a settled dividend leaves one notice, also in the inbox; info shows the contract and the last settlement', async () => {
    await accept('dividend');
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)).toISOString();
    const period = lastMonth.slice(0, 7);
    const hazel = await memberId(t.app, 'team_hazel');
    await move(t.app, hazel, 'ADJUSTMENT', 1_200_000);
    await move(t.app, hazel, 'BET', -1_200_000, lastMonth);
    await move(t.app, hazel, 'PAYOUT', 200_000, lastMonth);
    const res = await post(SETTLE, { merchant: 'demo', kind: 'dividend', period }, adminHeaders());
    expect(res.json().value).toMatchObject({ total: '1000.00' });
    expect((await post(SETTLE, { merchant: 'demo', kind: 'dividend', period }, adminHeaders())).json().value.alreadySettled).toBe(1);

    const notices = await getValue(t, dividendMessages, '/api/v1/agent/dividend/messages', agent);
    expect(notices).toMatchObject({ total: 1, list: [{ period, amount: '1000.00', title: `Dividend ${period}` }] });
    const inboxId = notices.list[0]?.inboxMessageId;
    expect(inboxId).toEqual(expect.any(Number));
    const inbox = await t.app.db
      .selectFrom('inbox_messages')
      .select(['member_id', 'title'])
      .where('id', '=', inboxId ?? 0)
      .executeTakeFirst();
    expect(inbox).toEqual({ member_id: agentId, title: `Dividend ${period}` });
    expect(await getValue(t, dividendMessages, '/api/v1/agent/dividend/messages', demo)).toMatchObject({ total: 0, list: [] });

    const info = await getValue(t, dividendInfo, '/api/v1/agent/dividend/info', agent);
    expect(info.contract?.terms).toMatchObject({ label: 'Monthly dividend', period: 'month' });
    expect(info.month.period).toBe(now.toISOString().slice(0, 7));
    expect(info.teamLoss).toBe(Number(info.month.teamProfit) < 0 ? info.month.teamProfit.slice(1) : '0.00');
    expect(info.lastSettlement).toMatchObject({ period, amount: '1000.00', teamProfit: '-10000.00' });
    expect(await getValue(t, dividendInfo, '/api/v1/agent/dividend/info', demo)).toMatchObject({ contract: null, lastSettlement: null, nextTier: null });
    expect((await t.app.inject({ url: '/api/v1/agent/dividend/messages?pageNo=0', headers: agent })).statusCode).toBe(400);
  });
});

describe('registration settings, quotas and downline rates', () => {
  const SETTINGS = '/api/v1/agent/registration/settings';
  const rateUrl = (id: number) => `/api/v1/agent/downlines/${id}/rebate`;
  const rates = async () =>
    (await t.app.db.selectFrom('agent_rebates').select(['member_id', 'rate_tenths']).orderBy('member_id').execute()).map(
      (r) => `${r.member_id}:${r.rate_tenths}`,
    );

  it('shows and sets the default rate for registrations, never above the own rate', async () => {
    expect(await getValue(t, agentRebateSettings, SETTINGS, agent)).toEqual({ ownRate: '2.0', maxDownlineRate: '2.0', defaultRate: '0.0' });
    const bad: [Record<string, string>, unknown, number, string][] = [
      [agent, { defaultRate: '2.1' }, 400, 'AGENT_REBATE_TOO_HIGH'],
      [agent, { defaultRate: '1.25' }, 400, 'VALIDATION_FAILED'],
      [agent, { defaultRate: 1 }, 400, 'VALIDATION_FAILED'],
      [agent, { defaultRate: '1.0', x: 1 }, 400, 'VALIDATION_FAILED'],
      [demo, { defaultRate: '0.1' }, 400, 'AGENT_REBATE_TOO_HIGH'],
    ];
    for (const [i, [headers, body, status, code]] of bad.entries()) {
      const res = await post(SETTINGS, body, headers);
      expect([i, res.statusCode, res.json().code]).toEqual([i, status, code]);
    }
    expect(await t.app.db.selectFrom('agent_registration_settings').select('member_id').execute()).toEqual([]);
    const set = await post(SETTINGS, { defaultRate: '1.2' }, agent);
    expect(set.json()).toMatchObject({ success: true, value: { ownRate: '2.0', maxDownlineRate: '2.0', defaultRate: '1.2' } });
    // A direct downline without a rate of its own (as after registering through a link) has the default.
    const fern = await memberId(t.app, 'team_fern');
    await t.app.db.deleteFrom('agent_rebates').where('member_id', '=', fern).execute();
    const list = await getValue(t, downlines, '/api/v1/agent/downlines', agent);
    expect(list.list.find((d) => d.memberId === fern)?.rebateRate).toBe('1.2');
    // A new default is for future registrations: fern keeps 1.2.
    expect((await post(SETTINGS, { defaultRate: '1.0' }, agent)).json().value.defaultRate).toBe('1.0');
    const after = await getValue(t, downlines, '/api/v1/agent/downlines', agent);
    expect(after.list.find((d) => d.memberId === fern)?.rebateRate).toBe('1.2');
    expect(await t.app.db.selectFrom('agent_rebates').select('rate_tenths').where('member_id', '=', fern).executeTakeFirst()).toEqual({ rate_tenths: 12 });
    expect(await getValue(t, agentRebateSettings, SETTINGS, demo)).toEqual({ ownRate: '0.0', maxDownlineRate: '0.0', defaultRate: '0.0' });
  });

  it('refuses lowering a downline below the rates it already gives its own downlines', async () => {
    const amber = await memberId(t.app, 'team_amber'); // 1.8, downlines hazel 1.5 and iris 1.0
    const before = await rates();
    const res = await post(rateUrl(amber), { rate: '1.4' }, agent);
    expect([res.statusCode, res.json().code, res.json().value]).toEqual([409, 'AGENT_REBATE_BELOW_DOWNLINES', { min: '1.5' }]);
    expect(await rates()).toEqual(before);
    expect((await post(rateUrl(amber), { rate: '1.5' }, agent)).json()).toMatchObject({ success: true, value: { rebateRate: '1.5' } });
    expect((await post(rateUrl(amber), { rate: '1.8' }, agent)).json()).toMatchObject({ success: true, value: { rebateRate: '1.8' } });
  });

  it('lists quotas per rate with used counts, and refuses a rate whose quota is used up', async () => {
    const quotas = await getValue(t, agentQuotas, '/api/v1/agent/registration/quotas', agent);
    expect(quotas.list).toEqual([
      { rate: '2.0', quota: 1, used: 0, remaining: 1 },
      { rate: '1.8', quota: 2, used: 1, remaining: 1 },
      { rate: '1.5', quota: 5, used: 1, remaining: 4 },
    ]);
    const basil = await memberId(t.app, 'team_basil');
    const cedar = await memberId(t.app, 'team_cedar');
    expect((await post(rateUrl(basil), { rate: '2.0' }, agent)).statusCode).toBe(200);
    // Setting the same rate again is not a second use.
    expect((await post(rateUrl(basil), { rate: '2.0' }, agent)).statusCode).toBe(200);
    const before = await rates();
    const full = await post(rateUrl(cedar), { rate: '2.0' }, agent);
    expect([full.statusCode, full.json().code]).toEqual([409, 'AGENT_QUOTA_FULL']);
    expect(await rates()).toEqual(before);
    expect((await getValue(t, agentQuotas, '/api/v1/agent/registration/quotas', agent)).list[0]).toEqual({ rate: '2.0', quota: 1, used: 1, remaining: 0 });
    expect(await getValue(t, agentQuotas, '/api/v1/agent/registration/quotas', demo)).toEqual({ list: [] });
  });
  it('the operator replaces quotas (audited); duplicates, bad values, non-agents and guests are refused with nothing written', async () => {
    const cedar = await memberId(t.app, 'team_cedar');
    const url = `/api/admin/agents/${agentId}/quotas`;
    const before = await t.app.db.selectFrom('agent_quotas').selectAll().orderBy('rate_tenths').execute();
    const trialId = (await t.app.db.selectFrom('members').select('id').where('type', '=', 4).executeTakeFirstOrThrow()).id;
    const bad: [string, unknown, Record<string, string>, number, string][] = [
      [url, { quotas: [{ rate: '2.0', quota: 2 }] }, {}, 401, 'AUTH_REQUIRED'],
      [
        url,
        {
          quotas: [
            { rate: '2.0', quota: 2 },
            { rate: '2', quota: 1 },
          ],
        },
        adminHeaders(),
        400,
        'AGENT_QUOTAS_INVALID',
      ],
      [url, { quotas: [{ rate: '2.0', quota: -1 }] }, adminHeaders(), 400, 'VALIDATION_FAILED'],
      [url, { quotas: [{ rate: '2.0', quota: 1.5 }] }, adminHeaders(), 400, 'VALIDATION_FAILED'],
      [url, { quotas: [{ rate: '200', quota: 1 }] }, adminHeaders(), 400, 'VALIDATION_FAILED'],
      [url, { quotas: Array.from({ length: 21 }, (_, i) => ({ rate: `${i}.0`, quota: 1 })) }, adminHeaders(), 400, 'VALIDATION_FAILED'],
      ['/api/admin/agents/999999/quotas', { quotas: [] }, adminHeaders(), 404, 'USER_NOT_FOUND'],
      [`/api/admin/agents/${trialId}/quotas`, { quotas: [] }, adminHeaders(), 403, 'NOT_AGENT'],
    ];
    for (const [i, [u, body, headers, status, code]] of bad.entries()) {
      const res = await post(u, body, headers);
      expect([i, res.statusCode]).toEqual([i, status]);
      if (status !== 401) expect([i, res.json().code]).toEqual([i, code]);
    }
    expect(await t.app.db.selectFrom('agent_quotas').selectAll().orderBy('rate_tenths').execute()).toEqual(before);
    const res = await post(
      url,
      {
        quotas: [
          { rate: '2.0', quota: 2 },
          { rate: '1.2', quota: 0 },
        ],
      },
      adminHeaders(),
    );
    expect(res.json()).toMatchObject({
      success: true,
      value: {
        memberId: agentId,
        list: [
          { rate: '2.0', quota: 2, used: 1, remaining: 1 },
          { rate: '1.2', quota: 0, used: 2, remaining: 0 },
        ],
      },
    });
    // 2.0 now has room for cedar (1.2, like fern); 1.8 has no quota any more (unlimited).
    expect((await post(`/api/v1/agent/downlines/${cedar}/rebate`, { rate: '2.0' }, agent)).statusCode).toBe(200);
    expect((await getValue(t, agentQuotas, '/api/v1/agent/registration/quotas', agent)).list).toEqual([
      { rate: '2.0', quota: 2, used: 2, remaining: 0 },
      { rate: '1.2', quota: 0, used: 1, remaining: 0 },
    ]);
    expect(await t.app.db.selectFrom('audit_log').select('action').where('action', '=', 'agent.quotas.set').execute()).toHaveLength(1);
  });
});
