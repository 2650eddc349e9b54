import { depositChannels, getSystemStatus, launchGame, type TGatewayCallback } from '@tessera/contract/api';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { signGatewayCallback } from '../services/deposits';
import { STATUS_GATED_CALLS } from '../services/merchantStatus';
import { memberBalance } from '../services/wallet/ledger';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs, postLogin, sealed } from './accounts.testkit';
import { multipart } from './upload.testkit';

// Issue 27 item 1: while a merchant is in maintenance or region-restricted, the API refuses its
// players' gated calls (services/merchantStatus.ts), and money already in flight still settles.

const SECRET = 'test-gateway-secret-status-9a7b3d';
process.env.PAYMENT_GATEWAY_SECRET = SECRET;

// Two apps' worth of logins and seeds on a loaded 2-core machine: more than the global 30 s.
jest.setTimeout(120_000);

let t: TTestApp;
let demo: Record<string, string>;
let agent: Record<string, string>;
let acme: Record<string, string>;
let gatewayId: number;
let slotTicket: string;
let lotteryTicket: string;

const key = () => ({ 'idempotency-key': randomUUID() });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';

async function setStatus(merchant: string, body: { maintenance?: boolean; regionRestriction?: boolean }) {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${merchant}/status`, headers: adminHeaders(), payload: body });
  expect(res.statusCode).toBe(200);
}

async function slotGame() {
  return t.app.db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'demo'))
    .select(['g.vendor_code', 'g.game_id', 'g.launch_category'])
    .where('mv.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('g.category', '=', 'RNG')
    .where('g.free_play', '=', 0)
    .where('g.vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
}

const launchQuery = (q: Record<string, string>) => `/api/v1/games/launch?${new URLSearchParams(q).toString()}`;

beforeAll(async () => {
  t = await createAccountsApp();
  demo = bearer(await loginAs(t.app, 'demo1', 'Demo@1234'));
  agent = bearer(await loginAs(t.app, 'agent1', 'Agent@1234'));
  acme = bearer(await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' }));
  gatewayId = (await getValue(t, depositChannels, '/api/v1/deposit/channels', demo)).gateways[0]?.id ?? 0;
  // Games opened before the switch: their pages keep their tickets.
  const g = await slotGame();
  slotTicket = ticketOf((await getValue(t, launchGame, launchQuery({ vendor: g.vendor_code, gameId: g.game_id, gameCategory: g.launch_category }), demo)).url);
  lotteryTicket = ticketOf((await getValue(t, launchGame, launchQuery({ vendor: 'LOTT', gameCode: 'VN_HN_5M' }), demo)).url);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await setStatus('demo', { maintenance: false, regionRestriction: false });
  await setStatus('acme', { maintenance: false, regionRestriction: false });
});

/** One well-formed request of each gated call, made by a demo player (the gate runs after the input checks). */
const GATED_REQUESTS: Record<string, () => Promise<LightMyRequestResponse>> = {
  login: () => postLogin(t.app, 'demo1', 'Demo@1234'),
  loginBySms: async () => {
    const body = await sealed(t.app, { mobileNum: '13800138000', messageCode: '123456' });
    return post('/api/v1/auth/login/sms', body.payload, body.headers);
  },
  rememberedLogin: () => post('/api/v1/auth/remembered', undefined, { cookie: 'tessera_remember=not-a-real-cookie' }),
  register: async () => {
    const body = await sealed(t.app, { username: 'gated_user1', password: 'Gated@1234', confirmPassword: 'Gated@1234' });
    return t.app.inject({ method: 'PUT', url: '/api/v1/register', payload: body.payload, headers: body.headers });
  },
  trialAccount: () => t.app.inject({ url: '/api/v1/trial/account' }),
  // Social sign-in and sign-up, and login by a phone-verification token (social-login.md).
  socialLoginStart: () => post('/api/v1/auth/social/google/start', undefined),
  socialLoginComplete: () => post('/api/v1/auth/social/complete', { state: 'a-state-of-sixteen-or-more', code: 'some-code' }),
  socialSignupFinish: () => post('/api/v1/auth/social/finish', { signupToken: 'a-token-of-sixteen-or-more', birthDate: '1990-01-01' }),
  loginByPhoneToken: () => post('/api/v1/auth/login/phone-token', { countryDialingCode: '55', mobileNum: '11977770000', idToken: 'x'.repeat(40) }),
  testPlayLogin: () => post('/api/v1/trial/login', {}),
  launchGame: () => t.app.inject({ url: launchQuery({ vendor: 'LOTT', gameCode: 'VN_HN_5M' }), headers: demo }),
  slotSpin: () => post('/api/v1/play/slot/spin', { ticket: slotTicket, spinId: `spin${randomUUID().slice(0, 8)}`, bet: '1.00' }),
  // The other demo kinds: the gate runs before the handler (which would refuse a slot's ticket, PLAY_WRONG_GAME).
  baccaratDeal: () => post('/api/v1/play/table/deal', { ticket: slotTicket, roundId: `deal${randomUUID().slice(0, 8)}`, bet: '1.00', pick: 'PLAYER' }),
  crashRound: () => post('/api/v1/play/crash/round', { ticket: slotTicket, roundId: `crash${randomUUID().slice(0, 8)}`, bet: '1.00', cashOut: '2.00' }),
  cockfightRound: () => post('/api/v1/play/cockfight/fight', { ticket: slotTicket, roundId: `fight${randomUUID().slice(0, 8)}`, bet: '1.00', pick: 'MERON' }),
  placeLotteryBet: () =>
    post('/api/v1/play/lottery/bets', {
      ticket: lotteryTicket,
      betId: `bet${randomUUID().slice(0, 8)}`,
      drawNo: 1,
      playType: 'ent',
      selection: 'big',
      stake: '1.00',
    }),
  deposit: () => post('/api/v1/deposit', { channelId: gatewayId, amount: '100.00' }, { ...demo, ...key() }),
  withdraw: () => post('/api/v1/withdraw', { amount: '10.00', bankCardId: 1, paymentPassword: '135790' }, { ...demo, ...key() }),
  transferToDownlines: () =>
    post('/api/v1/agent/transfers', { paymentPassword: '135790', transfers: [{ memberId: 1, amount: '1.00' }] }, { ...agent, ...key() }),
  applyPromotion: () => {
    const body = multipart([{ name: 'comment', value: 'please' }]);
    return t.app.inject({ method: 'POST', url: '/api/v1/promotions/1/applications', headers: { ...demo, ...body.headers }, payload: body.payload });
  },
  acceptDepositPromo: () => post('/api/v1/deposit/orders/D000000000000001/promo', { promoId: 1 }, demo),
  // A live room's pay-per-view pass (any room: the gate runs before the handler).
  buyLivePass: () => post('/api/v1/live/rooms/1/pass', undefined, { ...demo, ...key() }),
};

const count = async (table: 'deposit_orders' | 'withdrawals' | 'bets' | 'ledger_transactions' | 'promotion_applications' | 'sessions' | 'members') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () =>
  Promise.all((['deposit_orders', 'withdrawals', 'bets', 'ledger_transactions', 'promotion_applications', 'sessions', 'members'] as const).map(count));

describe('gated calls (STATUS_GATED_CALLS)', () => {
  it('the list and this test name the same calls (a new gated call needs its request here)', () => {
    expect(STATUS_GATED_CALLS.map((e) => e.name).sort()).toEqual(Object.keys(GATED_REQUESTS).sort());
  });

  it.each(Object.keys(GATED_REQUESTS))(
    '%s: 503 MAINTENANCE in maintenance, 403 REGION_RESTRICTED under the switch, nothing written; open again after',
    async (name) => {
      const call = GATED_REQUESTS[name]!;
      const before = await counts();
      await setStatus('demo', { maintenance: true });
      const closed = await call();
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toEqual({ success: false, code: 'MAINTENANCE', message: 'System maintenance', value: { merchant: 'demo', status: 1 } });
      // Maintenance wins when both apply (status 1).
      await setStatus('demo', { maintenance: true, regionRestriction: true });
      expect((await call()).json().code).toBe('MAINTENANCE');
      await setStatus('demo', { maintenance: false });
      const restricted = await call();
      expect(restricted.statusCode).toBe(403);
      expect(restricted.json()).toMatchObject({
        success: false,
        code: 'REGION_RESTRICTED',
        message: 'Access restricted by location or IP',
        value: { merchant: 'demo', status: 2 },
      });
      expect(await counts()).toEqual(before);
      await setStatus('demo', { regionRestriction: false });
      const open = await call();
      expect(['MAINTENANCE', 'REGION_RESTRICTED']).not.toContain(open.json().code);
    },
  );

  it("another merchant's switch does not close demo's calls", async () => {
    await setStatus('acme', { maintenance: true });
    const res = await GATED_REQUESTS.deposit!();
    expect(res.statusCode).toBe(200);
    // acme's own players are refused.
    const acmeChannel = (await getValue(t, depositChannels, '/api/v1/deposit/channels', acme)).gateways[0]?.id ?? 0;
    const refused = await post('/api/v1/deposit', { channelId: acmeChannel, amount: '100.00' }, { ...acme, ...key() });
    expect(refused.json()).toMatchObject({ code: 'MAINTENANCE', value: { merchant: 'acme', status: 1 } });
  });

  it('an acme player is refused by the ticket of its game even when the request names no merchant (the game pages)', async () => {
    const g = await t.app.db
      .selectFrom('games as g')
      .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'acme'))
      .select(['g.vendor_code', 'g.game_id', 'g.launch_category'])
      .where('mv.enabled', '=', 1)
      .where('g.enabled', '=', 1)
      .where('g.category', '=', 'RNG')
      .where('g.free_play', '=', 0)
      .where('g.vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const launched = await t.app.inject({ url: launchQuery({ vendor: g.vendor_code, gameId: g.game_id, gameCategory: g.launch_category }), headers: acme });
    expect(launched.statusCode).toBe(200);
    const ticket = ticketOf((launched.json().value as { url: string }).url);
    await setStatus('acme', { maintenance: true });
    const spin = await post('/api/v1/play/slot/spin', { ticket, spinId: `spin${randomUUID().slice(0, 8)}`, bet: '1.00' });
    expect(spin.json()).toMatchObject({ code: 'MAINTENANCE', value: { merchant: 'acme' } });
  });
});

describe('what keeps answering during maintenance', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const callbackOf = (orderNo: string, amount: string): TGatewayCallback => ({
    orderNo,
    amount,
    status: 'PAID',
    gatewayTxnId: `TXN-${orderNo}`,
    timestamp: now(),
  });
  const demoId = async () =>
    (await t.app.db.selectFrom('members').select('id').where('merchant_code', '=', 'demo').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;

  it("a gateway callback for an order made before maintenance credits it, once; the player's reads still answer", async () => {
    const order = await post('/api/v1/deposit', { channelId: gatewayId, amount: '25.00' }, { ...demo, ...key() });
    expect(order.statusCode).toBe(200);
    const { orderNo } = order.json().value as { orderNo: string };
    await setStatus('demo', { maintenance: true });
    const id = await demoId();
    const before = await memberBalance(t.app.db, 'demo', id);
    const payload = callbackOf(orderNo, '25.00');
    const signature = signGatewayCallback(SECRET, payload);
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/payments/callback', payload, headers: { 'x-signature': signature } });
    expect(first.json()).toMatchObject({ success: true, value: { orderNo, status: 'PAID', credited: true } });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/payments/callback', payload, headers: { 'x-signature': signature } });
    expect(again.json()).toMatchObject({ success: true, value: { credited: false } });
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(before + 2_500);
    const credits = await t.app.db.selectFrom('ledger_transactions').select('id').where('reference', '=', `deposit:${orderNo}`).execute();
    expect(credits).toHaveLength(1);
    // Reads the page needs to show the gate and the player's money keep answering.
    expect((await t.app.inject({ url: '/api/v1/status' })).json().value).toMatchObject({ status: 1, maintenance: true });
    expect((await t.app.inject({ url: '/api/v1/registry' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/wallet/balance', headers: demo })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/deposit/records', headers: demo })).statusCode).toBe(200);
  });

  it('operator calls keep working: a withdrawal made before maintenance is still reviewed', async () => {
    const list = await t.app.inject({ url: '/api/admin/withdrawals', headers: adminHeaders() });
    await setStatus('demo', { maintenance: true });
    expect((await t.app.inject({ url: '/api/admin/withdrawals', headers: adminHeaders() })).statusCode).toBe(list.statusCode);
    expect((await t.app.inject({ url: '/api/admin/merchants', headers: adminHeaders() })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/status and the page under the gate', () => {
  it('the status answers 1 in maintenance and 2 under the switch, with the address the server decided on', async () => {
    await setStatus('demo', { maintenance: true });
    expect((await getValue(t, getSystemStatus, '/api/v1/status')).status).toBe(1);
    await setStatus('demo', { maintenance: false, regionRestriction: true });
    const v = await getValue(t, getSystemStatus, '/api/v1/status');
    expect(v).toMatchObject({ status: 2, regionRestriction: true, location: { ip: '127.0.0.1' } });
  });

  it('home under the gate carries no first paint (no skeleton, no banner preload); open, it does', async () => {
    const page = async () => (await t.app.inject({ url: '/m/home', headers: { accept: 'text/html' } })).body;
    expect(await page()).toContain('id="tessera-prepaint"');
    await setStatus('demo', { maintenance: true });
    const gated = await page();
    expect(gated).not.toContain('tessera-prepaint');
    expect(gated).not.toContain('rel="preload" as="image"');
    expect(gated).toContain('"status":1');
  });
});
