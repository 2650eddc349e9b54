import { contractTerms, dividendHistory, salaryHistory, teamKpi } from '@tessera/contract/api';
import { formatMinor } from '../lib/money';
import { memberAccountId, memberBalance, sumOfEntries } from '../services/wallet/ledger';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { agentHeaders, day, demoHeaders, memberId, move, trialHeaders } from './agents.testkit';

// Building an app (all migrations, seeds) on a loaded machine can take a few seconds.
jest.setTimeout(30_000);

let t: TTestApp;
let agent: Record<string, string>;
let agentId: number;
const PAYMENT_PASSWORD = '246810';
beforeAll(async () => {
  t = await createAccountsApp();
  agent = await agentHeaders(t.app);
  agentId = await memberId(t.app, 'agent1');
  await t.app.db
    .updateTable('members')
    .set({ payment_password_hash: await t.app.accounts.hasher.hash(PAYMENT_PASSWORD) })
    .where('id', '=', agentId)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const balance = (id: number) => memberBalance(t.app.db, 'demo', id);
const ledgerCount = async () => (await t.app.db.selectFrom('ledger_transactions').select('id').execute()).length;
const previousMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)).toISOString();
};

describe('settleAgentPeriod (operator)', () => {
  it("pays yesterday's daily salary once per agent; a re-run pays nobody twice", async () => {
    const terms = await getValue(t, contractTerms, '/api/v1/agent/contracts/dailySalary', agent);
    const kpi = await getValue(t, teamKpi, `/api/v1/agent/team/kpi?from=${day(-1)}&to=${day(-1)}`, agent);
    const turnover = Number(kpi.turnover);
    const reached = (terms.current?.terms.tiers ?? []).filter((tier) => turnover >= Number(tier.minTurnover)).pop();
    expect(reached).toBeDefined();
    const before = await balance(agentId);
    const body = { merchant: 'demo', kind: 'salary', period: day(-1) };
    expect((await post('/api/admin/agents/settlements', body, {})).statusCode).toBe(401);
    const first = await post('/api/admin/agents/settlements', body, adminHeaders());
    expect(first.json()).toMatchObject({
      success: true,
      value: { alreadySettled: 0, total: reached?.value, settled: [{ memberId: agentId, username: 'agent1', amount: reached?.value, turnover: kpi.turnover }] },
    });
    const paid = Math.round(Number(reached?.value) * 100);
    expect(await balance(agentId)).toBe(before + paid);
    const again = await post('/api/admin/agents/settlements', body, adminHeaders());
    expect(again.json().value).toMatchObject({ settled: [], alreadySettled: 1, total: '0.00' });
    expect(await balance(agentId)).toBe(before + paid);
    const salaries = await t.app.db
      .selectFrom('ledger_transactions')
      .select(['type', 'reference'])
      .where('member_id', '=', agentId)
      .where('type', '=', 'SALARY')
      .execute();
    expect(salaries).toEqual([{ type: 'SALARY', reference: `agent:salary:${day(-1)}` }]);
    const history = await getValue(t, salaryHistory, '/api/v1/agent/salary/history', agent);
    expect(history).toMatchObject({ total: 1, list: [{ period: day(-1), amount: reached?.value, turnover: kpi.turnover, tier: reached }] });
    const audits = await t.app.db.selectFrom('audit_log').select('target').where('action', '=', 'agent.settlement.salary').execute();
    expect(audits).toHaveLength(2);
  });

  it('pays a dividend: the tier by team turnover, a percentage of the team loss', async () => {
    const offer = await getValue(t, contractTerms, '/api/v1/agent/contracts/dividend', agent);
    const accepted = await post('/api/v1/agent/contracts/dividend/respond', { requestId: offer.pending?.requestId, decision: 'accept' }, agent);
    expect(accepted.statusCode).toBe(200);
    // Last month: the team bet 12,000.00 and won back 2,000.00 → a loss of 10,000.00; 10 % → 1,000.00.
    const hazel = await memberId(t.app, 'team_hazel');
    await move(t.app, hazel, 'ADJUSTMENT', 1_200_000);
    await move(t.app, hazel, 'BET', -1_200_000, previousMonth());
    await move(t.app, hazel, 'PAYOUT', 200_000, previousMonth());
    const before = await balance(agentId);
    const period = previousMonth().slice(0, 7);
    const res = await post('/api/admin/agents/settlements', { merchant: 'demo', kind: 'dividend', period }, adminHeaders());
    expect(res.json()).toMatchObject({ success: true, value: { total: '1000.00', settled: [{ memberId: agentId, amount: '1000.00', turnover: '12000.00' }] } });
    expect(await balance(agentId)).toBe(before + 100_000);
    expect((await post('/api/admin/agents/settlements', { merchant: 'demo', kind: 'dividend', period }, adminHeaders())).json().value.alreadySettled).toBe(1);
    expect(await balance(agentId)).toBe(before + 100_000);
    const history = await getValue(t, dividendHistory, '/api/v1/agent/dividend/history', agent);
    expect(history.list[0]).toMatchObject({ period, amount: '1000.00', teamProfit: '-10000.00', tier: { minTurnover: '10000.00', value: '10.00' } });
  });

  it('refuses running or malformed periods and unknown merchants', async () => {
    const cases: [unknown, number, string][] = [
      [{ merchant: 'demo', kind: 'salary', period: day(0) }, 400, 'AGENT_PERIOD_INVALID'],
      [{ merchant: 'demo', kind: 'dividend', period: day(0).slice(0, 7) }, 400, 'AGENT_PERIOD_INVALID'],
      [{ merchant: 'demo', kind: 'salary', period: '2026-10' }, 400, 'AGENT_PERIOD_INVALID'],
      [{ merchant: 'demo', kind: 'dividend', period: '2026-10-01' }, 400, 'AGENT_PERIOD_INVALID'],
      [{ merchant: 'demo', kind: 'salary', period: '2026-02-30' }, 400, 'AGENT_PERIOD_INVALID'],
      [{ merchant: 'nobody', kind: 'salary', period: day(-1) }, 404, 'MERCHANT_NOT_FOUND'],
      [{ merchant: 'demo', kind: 'bonus', period: day(-1) }, 400, 'VALIDATION_FAILED'],
      [{ merchant: 'demo', kind: 'salary' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post('/api/admin/agents/settlements', body, adminHeaders());
      expect([JSON.stringify(body), res.statusCode, res.json().code]).toEqual([JSON.stringify(body), status, code]);
    }
  });
});

describe('transferToDownlines', () => {
  const URL = '/api/v1/agent/transfers';
  const withKey = (key: string, headers = agent) => ({ ...headers, 'idempotency-key': key });

  it('moves money to direct and indirect downlines in one call; a replay of the key transfers once', async () => {
    await move(t.app, agentId, 'ADJUSTMENT', 50_000);
    const amber = await memberId(t.app, 'team_amber');
    const hazel = await memberId(t.app, 'team_hazel');
    const [a0, b0, c0] = [await balance(agentId), await balance(amber), await balance(hazel)];
    const body = {
      paymentPassword: PAYMENT_PASSWORD,
      transfers: [
        { memberId: amber, amount: '100.50' },
        { memberId: hazel, amount: '20' },
      ],
    };
    const res = await post(URL, body, withKey('tr-1'));
    expect(res.json()).toMatchObject({
      success: true,
      value: {
        total: '120.50',
        transfers: [
          { memberId: amber, amount: '100.50' },
          { memberId: hazel, amount: '20.00' },
        ],
      },
    });
    expect([await balance(agentId), await balance(amber), await balance(hazel)]).toEqual([a0 - 12_050, b0 + 10_050, c0 + 2_000]);
    const { transferId } = res.json().value as { transferId: string };
    const rows = await t.app.db
      .selectFrom('ledger_transactions')
      .select(['type', 'member_id', 'reference'])
      .where('reference', '=', `transfer:${transferId}`)
      .execute();
    expect(rows).toEqual([
      { type: 'TRANSFER_OUT', member_id: agentId, reference: `transfer:${transferId}` },
      { type: 'TRANSFER_OUT', member_id: agentId, reference: `transfer:${transferId}` },
    ]);
    const replay = await post(URL, body, withKey('tr-1'));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().value).toEqual(res.json().value);
    expect(await balance(agentId)).toBe(a0 - 12_050);
    const reused = await post(URL, { ...body, transfers: [{ memberId: amber, amount: '1' }] }, withKey('tr-1'));
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const account = await memberAccountId(t.app.db, 'demo', agentId);
    expect(await sumOfEntries(t.app.db, account)).toBe(await balance(agentId));
  });

  it('one bad downline, or too little money for the last one, writes nothing', async () => {
    const amber = await memberId(t.app, 'team_amber');
    const fern = await memberId(t.app, 'team_fern');
    const demoId = await memberId(t.app, 'demo1');
    const before = [await balance(agentId), await balance(amber), await balance(fern), await ledgerCount()];
    const foreign = await post(
      URL,
      {
        paymentPassword: PAYMENT_PASSWORD,
        transfers: [
          { memberId: amber, amount: '1' },
          { memberId: demoId, amount: '1' },
        ],
      },
      withKey('tr-2'),
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'AGENT_DOWNLINE_NOT_FOUND']);
    const tooMuch = formatMinor(Number(before[0]), 2);
    const poor = await post(
      URL,
      {
        paymentPassword: PAYMENT_PASSWORD,
        transfers: [
          { memberId: amber, amount: '1' },
          { memberId: fern, amount: tooMuch },
        ],
      },
      withKey('tr-3'),
    );
    expect([poor.statusCode, poor.json().code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect([await balance(agentId), await balance(amber), await balance(fern), await ledgerCount()]).toEqual(before);
    // The failed key left nothing behind: once the cause is fixed it can be used.
    const fixed = await post(URL, { paymentPassword: PAYMENT_PASSWORD, transfers: [{ memberId: amber, amount: '1' }] }, withKey('tr-3'));
    expect(fixed.json()).toMatchObject({ success: true, value: { total: '1.00' } });
    expect([await balance(agentId), await balance(amber)]).toEqual([Number(before[0]) - 100, Number(before[1]) + 100]);
  });

  it('refuses bad inputs, a wrong payment password, a missing key, guests and non-agents', async () => {
    const amber = await memberId(t.app, 'team_amber');
    const ok = { memberId: amber, amount: '1' };
    const before = await ledgerCount();
    const cases: [unknown, number, string][] = [
      [{ paymentPassword: PAYMENT_PASSWORD, transfers: [] }, 400, 'VALIDATION_FAILED'],
      [{ paymentPassword: PAYMENT_PASSWORD, transfers: Array.from({ length: 21 }, () => ok) }, 400, 'VALIDATION_FAILED'],
      [{ paymentPassword: PAYMENT_PASSWORD, transfers: [{ memberId: amber, amount: '-1' }] }, 400, 'VALIDATION_FAILED'],
      [{ transfers: [ok] }, 400, 'VALIDATION_FAILED'],
      [{ paymentPassword: PAYMENT_PASSWORD, transfers: [{ memberId: amber, amount: '0' }] }, 400, 'AGENT_TRANSFER_INVALID'],
      [{ paymentPassword: PAYMENT_PASSWORD, transfers: [{ memberId: amber, amount: '1.001' }] }, 400, 'AGENT_TRANSFER_INVALID'],
      [{ paymentPassword: PAYMENT_PASSWORD, transfers: [ok, ok] }, 400, 'AGENT_TRANSFER_INVALID'],
      [{ paymentPassword: PAYMENT_PASSWORD, transfers: [{ memberId: agentId, amount: '1' }] }, 404, 'AGENT_DOWNLINE_NOT_FOUND'],
      [{ paymentPassword: '000000', transfers: [ok] }, 400, 'PAYMENT_PASSWORD_INCORRECT'],
    ];
    for (const [i, [body, status, code]] of cases.entries()) {
      const res = await post(URL, body, withKey(`bad-${i}`));
      expect([i, res.statusCode, res.json().code]).toEqual([i, status, code]);
    }
    expect((await post(URL, { paymentPassword: PAYMENT_PASSWORD, transfers: [ok] }, agent)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await post(URL, { paymentPassword: PAYMENT_PASSWORD, transfers: [ok] }, { 'idempotency-key': 'g' })).statusCode).toBe(401);
    const trial = await post(URL, { paymentPassword: PAYMENT_PASSWORD, transfers: [ok] }, withKey('trial', await trialHeaders(t.app)));
    expect([trial.statusCode, trial.json().code]).toEqual([403, 'NOT_AGENT']);
    // demo1 (an agent without downlines and without a payment password).
    const demo = await post(URL, { paymentPassword: PAYMENT_PASSWORD, transfers: [ok] }, withKey('demo', await demoHeaders(t.app)));
    expect(demo.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect(await ledgerCount()).toBe(before);
  });

  it("an agent's downline can transfer to its own downline, not to its upline's other members", async () => {
    const amber = await memberId(t.app, 'team_amber');
    const iris = await memberId(t.app, 'team_iris');
    const basil = await memberId(t.app, 'team_basil');
    await t.app.db
      .updateTable('members')
      .set({ password_hash: await t.app.accounts.hasher.hash('Amber@1234'), payment_password_hash: await t.app.accounts.hasher.hash(PAYMENT_PASSWORD) })
      .where('id', '=', amber)
      .execute();
    const headers = bearer(await loginAs(t.app, 'team_amber', 'Amber@1234'));
    const ok = await post(URL, { paymentPassword: PAYMENT_PASSWORD, transfers: [{ memberId: iris, amount: '5' }] }, withKey('amber-1', headers));
    expect(ok.statusCode).toBe(200);
    const sibling = await post(URL, { paymentPassword: PAYMENT_PASSWORD, transfers: [{ memberId: basil, amount: '5' }] }, withKey('amber-2', headers));
    expect(sibling.json().code).toBe('AGENT_DOWNLINE_NOT_FOUND');
  });
});
