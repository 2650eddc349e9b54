import { ZRebateQuote, ZReward } from '@tessera/contract/api';
import { memberBalance, postMemberMovement } from '../services/wallet/ledger';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// Reward center (claim once, statuses by the clock) and single cash back (rate by VIP level on
// the BET turnover since the last claim, window moved atomically).

let t: TTestApp;
let demo: string;
let agent: string;
let acme: string;
let trial: string;
const ids: Record<string, number> = {};
let keySeq = 0;
const key = () => ({ 'idempotency-key': `test-key-${Date.now()}-${++keySeq}` });

beforeAll(async () => {
  t = await createAccountsApp();
  demo = await loginAs(t.app, 'demo1', 'Demo@1234');
  agent = await loginAs(t.app, 'agent1', 'Agent@1234');
  acme = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  trial = (res.json().value as { token: string }).token;
  for (const m of await t.app.db.selectFrom('members').select(['id', 'username']).where('username', 'in', ['demo1', 'agent1', 'acme1']).execute())
    ids[m.username] = m.id;
});
afterAll(async () => {
  await t.close();
});

type TCenter = { list: ReturnType<typeof ZReward.parse>[]; unclaimed: number; unclaimedAmount: string };
async function center(token = demo): Promise<TCenter> {
  const res = await t.app.inject({ url: '/api/v1/rewards', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const value = res.json().value as TCenter;
  return { ...value, list: value.list.map((r) => ZReward.parse(r)) };
}
const claim = (id: number | string, headers: Record<string, string> = key(), token = demo) =>
  t.app.inject({ method: 'POST', url: `/api/v1/rewards/${id}/claim`, headers: { ...bearer(token), ...headers } });

/** Money movements of a member, as a test-only ledger write. */
async function move(merchant: string, memberId: number, type: 'ADJUSTMENT' | 'BET' | 'BET_REFUND', amountMinor: number) {
  await t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant,
      memberId,
      type,
      amountMinor,
      book: type === 'ADJUSTMENT' ? 'cashier' : 'house',
      reference: `test:${type}:${++keySeq}`,
      description: 'test',
    }),
  );
}

describe('reward center', () => {
  it('lists the seeded rewards of demo1 in every status, claimable first, with the unclaimed counter', async () => {
    const value = await center();
    expect(value.list.map((r) => r.status)).toEqual(['claim', 'claim', 'coming soon', 'claimed', 'expired']);
    expect(value.list.map((r) => r.kind)).toEqual(['DAILY_CHECKIN', 'FIRST_DEPOSIT', 'FESTIVAL', 'BIRTHDAY', 'RELOAD']);
    expect(value).toMatchObject({ unclaimed: 2, unclaimedAmount: '43.00' });
    const acmeCenter = await center(acme);
    expect(acmeCenter.list.map((r) => r.title)).toContain('Bônus de check-in diário');
    // Another seeded member has none yet; seeding again adds nothing.
    expect((await center(agent)).list).toEqual([]);
    await t.restart();
    expect((await center()).list).toHaveLength(5);
  });

  it('claims once: credits a BONUS, replays the same key, refuses a second claim', async () => {
    const checkIn = (await center()).list.find((r) => r.kind === 'DAILY_CHECKIN');
    if (!checkIn) throw new Error('no check-in reward');
    const before = await memberBalance(t.app.db, 'demo', ids.demo1 ?? 0);
    const headers = key();
    const first = await claim(checkIn.id, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ reward: { id: checkIn.id, status: 'claimed', amount: '5.00' } });
    const replay = await claim(checkIn.id, headers);
    expect(replay.json().value).toEqual(first.json().value);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await claim(checkIn.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'REWARD_ALREADY_CLAIMED']);
    expect(await memberBalance(t.app.db, 'demo', ids.demo1 ?? 0)).toBe(before + 500);
    const txs = await t.app.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `reward:${checkIn.id}`).execute();
    expect(txs).toEqual([{ type: 'BONUS' }]);
    expect(await center()).toMatchObject({ unclaimed: 1, unclaimedAmount: '38.00' });
  });

  it('pays a concurrent double claim once', async () => {
    const deposit = (await center()).list.find((r) => r.kind === 'FIRST_DEPOSIT');
    if (!deposit) throw new Error('no first-deposit reward');
    const before = await memberBalance(t.app.db, 'demo', ids.demo1 ?? 0);
    const answers = await Promise.all([claim(deposit.id), claim(deposit.id), claim(deposit.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await memberBalance(t.app.db, 'demo', ids.demo1 ?? 0)).toBe(before + 3800);
  });

  it('refuses expired, coming-soon, foreign and unknown rewards, and a claim without a key', async () => {
    const list = (await center()).list;
    const expired = list.find((r) => r.status === 'expired');
    const soon = list.find((r) => r.status === 'coming soon');
    const foreign = (await center(acme)).list.find((r) => r.status === 'claim');
    expect([(await claim(expired?.id ?? 0)).json().code, (await claim(soon?.id ?? 0)).json().code]).toEqual(['REWARD_EXPIRED', 'REWARD_NOT_AVAILABLE']);
    const other = await claim(foreign?.id ?? 0);
    expect([other.statusCode, other.json().code]).toEqual([404, 'REWARD_NOT_FOUND']);
    expect((await claim(999999)).json().code).toBe('REWARD_NOT_FOUND');
    expect((await claim('x')).json().code).toBe('VALIDATION_FAILED');
    const noKey = await claim(foreign?.id ?? 0, {}, acme);
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect((await center(acme)).list.find((r) => r.id === foreign?.id)?.status).toBe('claim');
  });

  it('needs a real member session', async () => {
    expect((await t.app.inject({ url: '/api/v1/rewards' })).json().code).toBe('AUTH_REQUIRED');
    const free = await t.app.inject({ url: '/api/v1/rewards', headers: bearer(trial) });
    expect([free.statusCode, free.json().code]).toEqual([403, 'FREE_REJECT']);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/rewards/1/claim', headers: key() })).statusCode).toBe(401);
    expect((await claim(1, key(), trial)).json().code).toBe('FREE_REJECT');
  });
});

describe('single cash back', () => {
  const quote = async (token = agent) => {
    const res = await t.app.inject({ url: '/api/v1/rebate', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return ZRebateQuote.parse(res.json().value);
  };
  const claimIt = (headers: Record<string, string> = key(), token = agent) =>
    t.app.inject({ method: 'POST', url: '/api/v1/rebate/claim', headers: { ...bearer(token), ...headers } });

  it('pays the VIP rate on bets less refunds since the last claim, once, then starts a new window', async () => {
    const agentId = ids.agent1 ?? 0;
    await move('demo', agentId, 'ADJUSTMENT', 500_000);
    expect(await quote()).toMatchObject({ vipLevel: 3, ratePercent: '0.70', turnover: '0.00', amount: '0.00', minimum: '1.00', claimable: false, since: null });
    const poor = await claimIt();
    expect([poor.statusCode, poor.json().code]).toEqual([400, 'REBATE_BELOW_MINIMUM']);

    await move('demo', agentId, 'BET', -30_000);
    await move('demo', agentId, 'BET', -20_000);
    await move('demo', agentId, 'BET_REFUND', 5_000);
    await move('demo', agentId, 'ADJUSTMENT', 1_000); // not turnover
    expect(await quote()).toMatchObject({ turnover: '450.00', amount: '3.15', claimable: true });

    const before = await memberBalance(t.app.db, 'demo', agentId);
    const headers = key();
    const first = await claimIt(headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ claim: { turnover: '450.00', ratePercent: '0.70', amount: '3.15' } });
    expect((await claimIt(headers)).json().value).toEqual(first.json().value);
    expect((await claimIt()).json().code).toBe('REBATE_BELOW_MINIMUM');
    expect(await memberBalance(t.app.db, 'demo', agentId)).toBe(before + 315);
    const after = await quote();
    expect(after).toMatchObject({ turnover: '0.00', amount: '0.00', claimable: false });
    expect(after.since).not.toBeNull();

    await move('demo', agentId, 'BET', -100_000);
    expect(await quote()).toMatchObject({ turnover: '1000.00', amount: '7.00' });
    const history = await t.app.inject({ url: '/api/v1/rebate/history', headers: bearer(agent) });
    expect(history.json().value).toMatchObject({ total: 1, pageNum: 1, totalPages: 1, list: [{ amount: '3.15', turnover: '450.00' }] });
  });

  it('never pays two concurrent claims for the same turnover', async () => {
    const agentId = ids.agent1 ?? 0;
    const before = await memberBalance(t.app.db, 'demo', agentId);
    const answers = await Promise.all([claimIt(), claimIt(), claimIt()]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(['REBATE_CONFLICT', 'REBATE_BELOW_MINIMUM']).toContain(a.json().code);
    expect(await memberBalance(t.app.db, 'demo', agentId)).toBe(before + 700);
    const rebates = await t.app.db.selectFrom('ledger_transactions').select('id').where('member_id', '=', agentId).where('type', '=', 'REBATE').execute();
    expect(rebates).toHaveLength(2);
    const page = await t.app.inject({ url: '/api/v1/rebate/history?pageNo=2&pageSize=1', headers: bearer(agent) });
    expect(page.json().value).toMatchObject({ total: 2, totalPages: 2, pageNum: 2, list: [{ amount: '3.15' }] });
    expect((await t.app.inject({ url: '/api/v1/rebate/history?pageSize=0', headers: bearer(agent) })).json().code).toBe('VALIDATION_FAILED');
  });

  it('follows the MANPLAYREB3 flag (off for acme) and needs a real member', async () => {
    for (const url of ['/api/v1/rebate', '/api/v1/rebate/history']) {
      const res = await t.app.inject({ url, headers: bearer(acme) });
      expect([res.statusCode, res.json().code]).toEqual([403, 'REBATE_DISABLED']);
    }
    expect((await claimIt(key(), acme)).json().code).toBe('REBATE_DISABLED');
    expect((await t.app.inject({ url: '/api/v1/rebate' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/rebate', headers: bearer(trial) })).json().code).toBe('FREE_REJECT');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/rebate/claim', headers: key() })).statusCode).toBe(401);
    expect((await claimIt(key(), trial)).json().code).toBe('FREE_REJECT');
    expect((await claimIt({})).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});
