import { contractRequests, contractTerms, downlines, salaryCurrent, dividendCurrent, teamKpi, teamPnl, type TEndpointOutput } from '@tessera/contract/api';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { createAccountsApp } from './accounts.testkit';
import { agentHeaders, day, demoHeaders, memberId, trialHeaders } from './agents.testkit';

// Building an app (all migrations, seeds) on a loaded machine can take a few seconds.
jest.setTimeout(30_000);

let t: TTestApp;
let agent: Record<string, string>;
let demo: Record<string, string>;
let trial: Record<string, string>;
beforeAll(async () => {
  t = await createAccountsApp();
  agent = await agentHeaders(t.app);
  demo = await demoHeaders(t.app);
  trial = await trialHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const MEMBER_GETS = [
  '/api/v1/agent/contracts/requests',
  '/api/v1/agent/contracts/dailySalary',
  '/api/v1/agent/team/kpi',
  '/api/v1/agent/downlines',
  '/api/v1/agent/team/pnl',
  '/api/v1/agent/salary/current',
  '/api/v1/agent/salary/history',
  '/api/v1/agent/dividend/current',
  '/api/v1/agent/dividend/history',
];

describe('auth', () => {
  it('answers 401 to guests and 403 NOT_AGENT to non-agent types on every agent call', async () => {
    for (const url of MEMBER_GETS) {
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 401]);
      const res = await t.app.inject({ url, headers: trial });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'NOT_AGENT']);
    }
    const id = await memberId(t.app, 'team_amber');
    const posts: [string, unknown][] = [
      ['/api/v1/agent/contracts/dividend/respond', { requestId: 1, decision: 'accept' }],
      [`/api/v1/agent/downlines/${id}/rebate`, { rate: '0.5' }],
    ];
    for (const [url, body] of posts) {
      expect((await post(url, body, {})).statusCode).toBe(401);
      expect((await post(url, body, trial)).json().code).toBe('NOT_AGENT');
    }
  });
});

describe('seeded team of agent1', () => {
  it('has pending daily salary, dividend and hourly salary requests (spec §3 field names)', async () => {
    const value = await getValue(t, contractRequests, '/api/v1/agent/contracts/requests', agent);
    expect(Object.keys(value).sort()).toEqual(['contracthoursalreq', 'dailysalreqtype', 'divtypecompperiodreq']);
    expect(value.dailysalreqtype).toBe('Daily salary B');
    expect(value.divtypecompperiodreq).toBe('Monthly dividend');
    expect(value.contracthoursalreq).toBe('Hourly salary');
  });

  it('a member without offers gets empty strings (type 0 counts as an agent, spec §6)', async () => {
    expect(await getValue(t, contractRequests, '/api/v1/agent/contracts/requests', demo)).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
  });

  it('is seeded once: a restart adds no members, movements or offers', async () => {
    const count = async () => {
      const members = await t.app.db.selectFrom('members').select('id').where('username', 'like', 'team_%').execute();
      const moves = await t.app.db.selectFrom('ledger_transactions').select('id').where('reference', 'like', 'seed:agent:%').execute();
      const offers = await t.app.db.selectFrom('agent_contracts').select('id').execute();
      return [members.length, moves.length, offers.length];
    };
    const before = await count();
    expect(before[0]).toBe(9);
    await t.restart();
    expect(await count()).toEqual(before);
    agent = await agentHeaders(t.app);
    demo = await demoHeaders(t.app);
    trial = await trialHeaders(t.app);
  });
});

describe('contracts', () => {
  it('contractTerms shows the pending offer and the accepted contract of a kind', async () => {
    const daily = await getValue(t, contractTerms, '/api/v1/agent/contracts/dailySalary', agent);
    expect(daily.pending?.terms).toMatchObject({ label: 'Daily salary B', period: 'day' });
    expect(daily.current?.terms.label).toBe('Daily salary A');
    expect(daily.current?.terms.tiers[0]).toEqual({ minTurnover: '1000.00', value: '18.00' });
    const dividend = await getValue(t, contractTerms, '/api/v1/agent/contracts/dividend', agent);
    expect(dividend.pending?.terms).toMatchObject({
      period: 'month',
      tiers: [{ minTurnover: '10000.00', value: '10.00' }, expect.anything(), expect.anything()],
    });
    expect(dividend.current).toBeNull();
    const bad = await t.app.inject({ url: '/api/v1/agent/contracts/weekly', headers: agent });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('respondContract answers once; accepting replaces the current contract', async () => {
    const before = await getValue(t, contractTerms, '/api/v1/agent/contracts/dailySalary', agent);
    const requestId = before.pending?.requestId ?? 0;
    // Someone else's request, or the wrong kind: not found.
    expect((await post('/api/v1/agent/contracts/dailySalary/respond', { requestId, decision: 'accept' }, demo)).json().code).toBe(
      'AGENT_CONTRACT_REQUEST_NOT_FOUND',
    );
    expect((await post('/api/v1/agent/contracts/dividend/respond', { requestId, decision: 'accept' }, agent)).json().code).toBe(
      'AGENT_CONTRACT_REQUEST_NOT_FOUND',
    );
    const res = await post('/api/v1/agent/contracts/dailySalary/respond', { requestId, decision: 'accept' }, agent);
    expect(res.json()).toMatchObject({
      success: true,
      value: { requestId, status: 'accepted', current: { contractId: requestId, terms: { label: 'Daily salary B' } } },
    });
    const again = await post('/api/v1/agent/contracts/dailySalary/respond', { requestId, decision: 'decline' }, agent);
    expect([again.statusCode, again.json().code]).toEqual([409, 'AGENT_CONTRACT_ANSWERED']);
    const after = await getValue(t, contractTerms, '/api/v1/agent/contracts/dailySalary', agent);
    expect(after.pending).toBeNull();
    expect(after.current?.terms.label).toBe('Daily salary B');
    expect((await getValue(t, contractRequests, '/api/v1/agent/contracts/requests', agent)).dailysalreqtype).toBe('');
  });

  it('declining clears the request and keeps no contract', async () => {
    const hourly = await getValue(t, contractTerms, '/api/v1/agent/contracts/hourlySalary', agent);
    const res = await post('/api/v1/agent/contracts/hourlySalary/respond', { requestId: hourly.pending?.requestId, decision: 'decline' }, agent);
    expect(res.json().value).toMatchObject({ status: 'declined', current: null });
    expect((await getValue(t, contractRequests, '/api/v1/agent/contracts/requests', agent)).contracthoursalreq).toBe('');
  });

  it('refuses bad respond bodies', async () => {
    for (const body of [{}, { requestId: 'x', decision: 'accept' }, { requestId: 1, decision: 'maybe' }, { requestId: 1, decision: 'accept', extra: 1 }]) {
      const res = await post('/api/v1/agent/contracts/dividend/respond', body, agent);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await post('/api/v1/agent/contracts/dividend/respond', { requestId: 999999, decision: 'accept' }, agent)).statusCode).toBe(404);
  });

  it('offerContract (operator) creates a pending request, withdraws an older pending one, and is audited', async () => {
    const demoId = await memberId(t.app, 'demo1');
    const url = `/api/admin/agents/${demoId}/contracts`;
    const terms = {
      label: 'Dividend D',
      tiers: [
        { minTurnover: '0', value: '5' },
        { minTurnover: '1000.50', value: '7.5' },
      ],
    };
    expect((await post(url, { kind: 'dividend', terms }, {})).statusCode).toBe(401);
    const first = await post(url, { kind: 'dividend', terms }, adminHeaders());
    expect(first.json()).toMatchObject({
      success: true,
      value: {
        memberId: demoId,
        kind: 'dividend',
        terms: {
          label: 'Dividend D',
          period: 'month',
          tiers: [
            { minTurnover: '0.00', value: '5.00' },
            { minTurnover: '1000.50', value: '7.50' },
          ],
        },
      },
    });
    const second = await post(url, { kind: 'dividend', terms: { ...terms, label: 'Dividend E' } }, adminHeaders());
    expect(second.statusCode).toBe(200);
    expect((await getValue(t, contractRequests, '/api/v1/agent/contracts/requests', demo)).divtypecompperiodreq).toBe('Dividend E');
    const stale = await post('/api/v1/agent/contracts/dividend/respond', { requestId: first.json().value.requestId, decision: 'accept' }, demo);
    expect(stale.json().code).toBe('AGENT_CONTRACT_REQUEST_NOT_FOUND');
    const audits = await t.app.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'agent.contract.offer').execute();
    expect(audits).toEqual([
      { action: 'agent.contract.offer', target: `member:${demoId}` },
      { action: 'agent.contract.offer', target: `member:${demoId}` },
    ]);
  });

  it('offerContract refuses bad terms, unknown members and non-agents', async () => {
    const demoId = await memberId(t.app, 'demo1');
    const url = `/api/admin/agents/${demoId}/contracts`;
    const tiers = (...pairs: [string, string][]) => pairs.map(([minTurnover, value]) => ({ minTurnover, value }));
    const cases: [unknown, string][] = [
      [{ kind: 'dividend', terms: { label: 'X', tiers: tiers(['100', '5'], ['100', '6']) } }, 'AGENT_TERMS_INVALID'],
      [{ kind: 'dividend', terms: { label: 'X', tiers: tiers(['100', '100.01']) } }, 'AGENT_TERMS_INVALID'],
      [{ kind: 'dailySalary', terms: { label: 'X', tiers: tiers(['100', '0']) } }, 'AGENT_TERMS_INVALID'],
      [{ kind: 'dailySalary', terms: { label: 'X', tiers: tiers(['100', '1.005']) } }, 'AGENT_TERMS_INVALID'],
      [{ kind: 'dailySalary', terms: { label: '   ', tiers: tiers(['100', '1']) } }, 'AGENT_TERMS_INVALID'],
      [{ kind: 'dailySalary', terms: { label: 'X', tiers: [] } }, 'VALIDATION_FAILED'],
      [{ kind: 'weekly', terms: { label: 'X', tiers: tiers(['1', '1']) } }, 'VALIDATION_FAILED'],
      [{ kind: 'dailySalary', terms: { label: 'X', tiers: tiers(['-1', '1']) } }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await post(url, body, adminHeaders());
      expect([JSON.stringify(body), res.statusCode, res.json().code]).toEqual([JSON.stringify(body), 400, code]);
    }
    const ok = { kind: 'dailySalary', terms: { label: 'X', tiers: tiers(['1', '1']) } };
    expect((await post('/api/admin/agents/99999999/contracts', ok, adminHeaders())).json().code).toBe('USER_NOT_FOUND');
    expect((await post('/api/admin/agents/9999999999/contracts', ok, adminHeaders())).statusCode).toBe(400);
    const trialId = (await t.app.db.selectFrom('members').select('id').where('type', '=', 4).executeTakeFirstOrThrow()).id;
    expect((await post(`/api/admin/agents/${trialId}/contracts`, ok, adminHeaders())).json().code).toBe('NOT_AGENT');
  });
});

describe('team', () => {
  it('teamKpi counts all levels of downlines and their ledger movements', async () => {
    const kpi = await getValue(t, teamKpi, '/api/v1/agent/team/kpi', agent);
    expect(kpi).toMatchObject({ teamSize: 9, directDownlines: 6, activeBettors: 9, to: day(0), from: day(-29) });
    expect(Number(kpi.turnover)).toBeGreaterThan(0);
    expect(Number(kpi.deposits)).toBeGreaterThan(0);
    expect(Number(kpi.teamProfit)).toBeCloseTo(Number(kpi.payouts) - Number(kpi.turnover), 2);
    expect(kpi.newMembers).toBeGreaterThan(0);
    expect(kpi.newMembers).toBeLessThan(9);
    // Only yesterday: the seeded bets of the day before.
    const yesterday = await getValue(t, teamKpi, `/api/v1/agent/team/kpi?from=${day(-1)}&to=${day(-1)}`, agent);
    expect(Number(yesterday.turnover)).toBeLessThan(Number(kpi.turnover));
    const empty = await getValue(t, teamKpi, '/api/v1/agent/team/kpi', demo);
    expect(empty).toMatchObject({ teamSize: 0, turnover: '0.00', activeBettors: 0 });
  });

  it('teamKpi refuses bad ranges', async () => {
    for (const q of [`from=${day(0)}&to=${day(-1)}`, 'from=2026-02-30', `from=${day(-100)}`, 'to=2026-13-01']) {
      const res = await t.app.inject({ url: `/api/v1/agent/team/kpi?${q}`, headers: agent });
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, 'AGENT_DATE_RANGE_INVALID']);
    }
    const bad = await t.app.inject({ url: '/api/v1/agent/team/kpi?from=yesterday', headers: agent });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('teamPnl lists each betting downline with its level; totals add up', async () => {
    const pnl = await getValue(t, teamPnl, '/api/v1/agent/team/pnl', agent);
    expect(pnl.list).toHaveLength(9);
    expect(new Set(pnl.list.map((r) => r.level))).toEqual(new Set([1, 2]));
    const sum = pnl.list.reduce((s, r) => s + Math.round(Number(r.profit) * 100), 0);
    expect(Math.round(Number(pnl.totals.profit) * 100)).toBe(sum);
    for (const r of pnl.list) {
      expect(r.username).toMatch(/^te\*\*\*.$/);
      expect(Math.round(Number(r.profit) * 100)).toBe(Math.round((Number(r.payouts) - Number(r.bets)) * 100));
    }
    expect((await t.app.inject({ url: `/api/v1/agent/team/pnl?from=${day(-200)}`, headers: agent })).statusCode).toBe(400);
  });

  it('downlines lists direct downlines only, paged, masked, with rate and balance', async () => {
    const all = await getValue(t, downlines, '/api/v1/agent/downlines', agent);
    expect(all).toMatchObject({ total: 6, totalPages: 1, pageNum: 1, ownRebateRate: '2.0' });
    const amber = all.list.find((d) => d.username === 'te***r' && d.downlines === 2);
    expect(amber).toMatchObject({ rebateRate: '1.8' });
    expect(Number(amber?.balance)).toBeGreaterThan(0);
    for (const d of all.list) expect(d.username).not.toContain('team_');
    const p2 = await getValue(t, downlines, '/api/v1/agent/downlines?pageNo=2&pageSize=4', agent);
    expect([p2.list.length, p2.totalPages]).toEqual([2, 2]);
    expect((await t.app.inject({ url: '/api/v1/agent/downlines?pageSize=0', headers: agent })).statusCode).toBe(400);
  });

  it("updateDownlineRebate sets a direct downline's rate, never above the agent's own", async () => {
    const fern = await memberId(t.app, 'team_fern');
    const url = `/api/v1/agent/downlines/${fern}/rebate`;
    expect((await post(url, { rate: '1.5' }, agent)).json()).toMatchObject({ success: true, value: { memberId: fern, rebateRate: '1.5' } });
    const list = await getValue(t, downlines, '/api/v1/agent/downlines?pageSize=50', agent);
    expect(list.list.find((d) => d.memberId === fern)?.rebateRate).toBe('1.5');
    expect((await post(url, { rate: '2' }, agent)).json().value.rebateRate).toBe('2.0');
    const high = await post(url, { rate: '2.1' }, agent);
    expect([high.statusCode, high.json().code]).toEqual([400, 'AGENT_REBATE_TOO_HIGH']);
    for (const rate of ['1.55', '-1', 'abc', '100', '']) {
      const res = await post(url, { rate }, agent);
      expect([rate, res.statusCode, res.json().code]).toEqual([rate, 400, 'VALIDATION_FAILED']);
    }
  });

  it("updateDownlineRebate refuses indirect downlines and someone else's downline", async () => {
    const hazel = await memberId(t.app, 'team_hazel');
    const amber = await memberId(t.app, 'team_amber');
    const indirect = await post(`/api/v1/agent/downlines/${hazel}/rebate`, { rate: '0.5' }, agent);
    expect([indirect.statusCode, indirect.json().code]).toEqual([404, 'AGENT_DOWNLINE_NOT_FOUND']);
    const foreign = await post(`/api/v1/agent/downlines/${amber}/rebate`, { rate: '0' }, demo);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'AGENT_DOWNLINE_NOT_FOUND']);
    const rate = await t.app.db.selectFrom('agent_rebates').select('rate_tenths').where('member_id', '=', amber).executeTakeFirstOrThrow();
    expect(rate.rate_tenths).toBe(18);
    expect((await post('/api/v1/agent/downlines/abc/rebate', { rate: '0' }, agent)).statusCode).toBe(400);
    expect((await post('/api/v1/agent/downlines/9999999999/rebate', { rate: '0' }, agent)).statusCode).toBe(400);
    expect((await post('/api/v1/agent/downlines/999999999/rebate', { rate: '0' }, agent)).json().code).toBe('AGENT_DOWNLINE_NOT_FOUND');
  });
});

describe('salary and dividend projections', () => {
  it("salaryCurrent: today's turnover, the tier reached and the projected salary", async () => {
    const v: TEndpointOutput<typeof salaryCurrent> = await getValue(t, salaryCurrent, '/api/v1/agent/salary/current', agent);
    expect(v.period).toBe(day(0));
    expect(Number(v.turnover)).toBeGreaterThan(0);
    expect(v.contract?.terms.period).toBe('day');
    // Seeded bets today: 50 + 5i over 9 downlines = 630.00 < the first tier (1000).
    expect(v.tier).toBeNull();
    expect(v.projectedAmount).toBe('0.00');
  });

  it('dividendCurrent: the month, no contract yet, nothing projected', async () => {
    const v = await getValue(t, dividendCurrent, '/api/v1/agent/dividend/current', agent);
    expect(v).toMatchObject({ period: day(0).slice(0, 7), contract: null, tier: null, projectedAmount: '0.00' });
  });
});
