import { depositChannels, depositRecords, listDeposits, type TGatewayCallback } from '@tessera/contract/api';
import { randomUUID } from 'node:crypto';
import { gatewaySecret, signGatewayCallback, SIM_LINK_TTL_SECONDS, simPayUrl, verifyGatewaySignature } from '../services/deposits';
import { paymentSimulatorEnabled } from './deposits';
import { memberBalance } from '../services/wallet/ledger';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

const SECRET = 'test-gateway-secret-5f1c0e9a7b3d';
process.env.PAYMENT_GATEWAY_SECRET = SECRET;

let t: TTestApp;
let demo: Record<string, string>;
let agent: Record<string, string>;
let acme: Record<string, string>;
let trial: Record<string, string>;
let demoId: number;
let gatewayId: number;
let bankId: number;

const memberId = async (merchant: string, username: string) =>
  (await t.app.db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', username).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createAccountsApp();
  demo = bearer(await loginAs(t.app, 'demo1', 'Demo@1234'));
  agent = bearer(await loginAs(t.app, 'agent1', 'Agent@1234'));
  acme = bearer(await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' }));
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  trial = bearer((res.json().value as { token: string }).token);
  demoId = await memberId('demo', 'demo1');
  const channels = await getValue(t, depositChannels, '/api/v1/deposit/channels', demo);
  gatewayId = channels.gateways[0]?.id ?? 0;
  bankId = channels.bankAccounts[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const key = () => ({ 'idempotency-key': randomUUID() });
const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const startDeposit = (body: unknown, headers: Record<string, string> = demo) => post('/api/v1/deposit', body, { ...headers, ...key() });
const balance = (id = demoId, merchant = 'demo') => memberBalance(t.app.db, merchant, id);
const orderCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const creditsOf = async (orderNo: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('reference', '=', `deposit:${orderNo}`)
        .executeTakeFirstOrThrow()
    ).n,
  );
const statusOf = async (orderNo: string) =>
  (await t.app.db.selectFrom('deposit_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status;

async function newOrder(amount = '100.00', headers = demo, channelId = gatewayId): Promise<string> {
  return (await newPayment(amount, headers, channelId)).orderNo;
}

/** A new gateway order and the link to its payment page the payer was given. */
async function newPayment(amount = '100.00', headers = demo, channelId = gatewayId): Promise<{ orderNo: string; payUrl: string }> {
  const res = await startDeposit({ channelId, amount }, headers);
  expect(res.statusCode).toBe(200);
  return res.json().value as { orderNo: string; payUrl: string };
}

const now = () => Math.floor(Date.now() / 1000);
const callbackOf = (orderNo: string, over: Partial<TGatewayCallback> = {}): TGatewayCallback => ({
  orderNo,
  amount: '100.00',
  status: 'PAID',
  gatewayTxnId: `TXN-${orderNo}`,
  timestamp: now(),
  ...over,
});
const sendCallback = (payload: unknown, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/callback',
    payload: payload as object,
    headers: signature === undefined ? {} : { 'x-signature': signature },
  });
const signed = (payload: TGatewayCallback, secret = SECRET) => sendCallback(payload, signGatewayCallback(secret, payload));

describe('GET /api/v1/deposit/channels', () => {
  it("lists the merchant's gateway channels (fee 0) and receiving bank accounts with masked numbers", async () => {
    const value = await getValue(t, depositChannels, '/api/v1/deposit/channels', demo);
    expect(value.currency).toBe('CNY');
    expect(value.gateways.map((g) => g.name)).toEqual(['Online banking', 'E-wallet', 'QR pay']);
    for (const g of value.gateways) {
      expect(g.vendorCode).toMatch(/^[A-Z_]+$/);
      expect(g.fee).toBe('0.00');
      expect(Number(g.minAmount)).toBeLessThan(Number(g.maxAmount));
    }
    expect(value.bankAccounts.length).toBeGreaterThanOrEqual(1);
    for (const b of value.bankAccounts) expect(b.accountNumber).toMatch(/^\*{4} \d{4}$/);
    const other = await getValue(t, depositChannels, '/api/v1/deposit/channels', acme);
    expect(other.currency).toBe('BRL');
    expect(other.bankAccounts.map((b) => b.bankName)).toContain('Banco do Brasil');
    expect(other.gateways.map((g) => g.id)).not.toEqual(value.gateways.map((g) => g.id));
  });

  it('needs a real member session', async () => {
    expect((await t.app.inject({ url: '/api/v1/deposit/channels' })).json().code).toBe('AUTH_REQUIRED');
    const res = await t.app.inject({ url: '/api/v1/deposit/channels', headers: trial });
    expect([res.statusCode, res.json().code]).toEqual([403, 'FREE_REJECT']);
  });

  it('is seeded once: a restart adds no channels', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('deposit_channels')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await t.restart();
    expect(await count()).toBe(before);
  });
});

describe('POST /api/v1/deposit', () => {
  it('creates a PENDING order with its gateway page; a replay with the same key answers the same order', async () => {
    const before = await balance();
    const headers = { ...demo, ...key() };
    const res = await post('/api/v1/deposit', { channelId: gatewayId, amount: '150.5' }, headers);
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { orderNo: string; status: string; amount: string; payUrl: string };
    expect(value).toMatchObject({ status: 'PENDING', amount: '150.50' });
    expect(value.orderNo).toMatch(/^D\d{6}[0-9A-Z]{9}$/);
    // The gateway page of this order, with the link that lets its payer act on it (simulator.ts).
    expect(value.payUrl).toMatch(new RegExp(`^/api/v1/payments/sim/${value.orderNo}\\?token=\\d+\\.[A-Za-z0-9_-]{43}$`));
    const again = await post('/api/v1/deposit', { channelId: gatewayId, amount: '150.5' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().value).toEqual(value);
    expect(await balance()).toBe(before);
  });

  it('refuses bad input with a code and writes no order', async () => {
    const before = await orderCount();
    const cases: [unknown, string, Record<string, string>?][] = [
      [{ channelId: gatewayId, amount: '5' }, 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
      [{ channelId: gatewayId, amount: '50000.01' }, 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
      [{ channelId: gatewayId, amount: '0' }, 'DEPOSIT_AMOUNT_INVALID'],
      [{ channelId: gatewayId, amount: '10.001' }, 'DEPOSIT_AMOUNT_INVALID'],
      [{ channelId: gatewayId, amount: '-10' }, 'VALIDATION_FAILED'],
      [{ channelId: gatewayId, amount: 100 }, 'VALIDATION_FAILED'],
      [{ channelId: gatewayId, amount: '100', extra: 1 }, 'VALIDATION_FAILED'],
      [{ channelId: 999_999, amount: '100' }, 'DEPOSIT_CHANNEL_NOT_FOUND'],
      [{ channelId: bankId, amount: '100' }, 'DEPOSIT_CHANNEL_NOT_FOUND'],
      [{ channelId: gatewayId, amount: '100' }, 'DEPOSIT_CHANNEL_NOT_FOUND', acme],
    ];
    for (const [body, code, headers] of cases) {
      const res = await startDeposit(body, headers);
      expect([JSON.stringify(body), res.json().code]).toEqual([JSON.stringify(body), code]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const noKey = await post('/api/v1/deposit', { channelId: gatewayId, amount: '100' }, demo);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await orderCount()).toBe(before);
  });

  it('needs a real member session', async () => {
    expect((await post('/api/v1/deposit', { channelId: gatewayId, amount: '100' }, key())).statusCode).toBe(401);
    expect((await startDeposit({ channelId: gatewayId, amount: '100' }, trial)).json().code).toBe('FREE_REJECT');
  });
});

describe('POST /api/v1/payments/callback', () => {
  it('credits a PAID order once: a repeated callback answers success without a second credit', async () => {
    const orderNo = await newOrder();
    const before = await balance();
    const payload = callbackOf(orderNo);
    const first = await signed(payload);
    expect(first.json()).toMatchObject({ success: true, value: { orderNo, status: 'PAID', credited: true } });
    expect(await balance()).toBe(before + 10_000);
    const again = await signed(payload);
    expect(again.json()).toMatchObject({ success: true, value: { orderNo, status: 'PAID', credited: false } });
    expect(await balance()).toBe(before + 10_000);
    expect(await creditsOf(orderNo)).toBe(1);
    const tx = await t.app.db.selectFrom('ledger_transactions').selectAll().where('reference', '=', `deposit:${orderNo}`).executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ type: 'DEPOSIT', member_id: demoId, merchant_code: 'demo' });
  });

  it('credits once when identical callbacks arrive together', async () => {
    const orderNo = await newOrder('20');
    const before = await balance();
    const payload = callbackOf(orderNo, { amount: '20.00' });
    const answers = await Promise.all([signed(payload), signed(payload), signed(payload)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => (r.json().value as { credited: boolean }).credited)).toHaveLength(1);
    expect(await creditsOf(orderNo)).toBe(1);
    expect(await balance()).toBe(before + 2_000);
  });

  it('refuses a bad or missing signature, a tampered amount, a stale timestamp and an unknown order, writing nothing', async () => {
    const orderNo = await newOrder();
    const before = await balance();
    const good = callbackOf(orderNo);
    const refusals: [Promise<{ statusCode: number; json(): { code: string } }>, number, string][] = [
      [signed(good, 'some-other-secret'), 403, 'GATEWAY_SIGNATURE_INVALID'],
      [sendCallback(good), 403, 'GATEWAY_SIGNATURE_INVALID'],
      [sendCallback(good, 'zz'), 403, 'GATEWAY_SIGNATURE_INVALID'],
      [sendCallback({ ...good, amount: '1000.00' }, signGatewayCallback(SECRET, good)), 403, 'GATEWAY_SIGNATURE_INVALID'],
      [sendCallback({ ...good, status: 'FAILED' }, signGatewayCallback(SECRET, good)), 403, 'GATEWAY_SIGNATURE_INVALID'],
      [signed({ ...good, amount: '99.00' }), 400, 'DEPOSIT_AMOUNT_MISMATCH'],
      [signed({ ...good, timestamp: now() - 301 }), 403, 'GATEWAY_TIMESTAMP_STALE'],
      [signed({ ...good, timestamp: now() + 301 }), 403, 'GATEWAY_TIMESTAMP_STALE'],
      [signed({ ...good, orderNo: 'D000000000000000' }), 404, 'DEPOSIT_NOT_FOUND'],
      [sendCallback({ ...good, extra: 1 }, signGatewayCallback(SECRET, good)), 400, 'VALIDATION_FAILED'],
      [sendCallback({ ...good, gatewayTxnId: 'a|b' }, signGatewayCallback(SECRET, good)), 400, 'VALIDATION_FAILED'],
    ];
    for (const [pending, status, code] of refusals) {
      const res = await pending;
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect(await statusOf(orderNo)).toBe('PENDING');
    expect(await creditsOf(orderNo)).toBe(0);
    expect(await balance()).toBe(before);
    // The order is still payable with a good callback.
    expect((await signed(good)).json().value).toMatchObject({ credited: true });
  });

  it('FAILED marks the order failed without credit; a later PAID for it is a conflict', async () => {
    const orderNo = await newOrder();
    const before = await balance();
    const failed = callbackOf(orderNo, { status: 'FAILED' });
    expect((await signed(failed)).json().value).toEqual({ orderNo, status: 'FAILED', credited: false });
    expect((await signed(failed)).statusCode).toBe(200);
    const paid = await signed(callbackOf(orderNo));
    expect([paid.statusCode, paid.json().code]).toEqual([409, 'DEPOSIT_NOT_PENDING']);
    expect(await statusOf(orderNo)).toBe('FAILED');
    expect(await balance()).toBe(before);
  });
});

describe('simulated gateway page', () => {
  const form = (url: string, body: string) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('shows merchant, amount, Pay and Cancel as a plain form; Pay marks the order paid and credits the member', async () => {
    const res = await startDeposit({ channelId: gatewayId, amount: '88' });
    const { orderNo, payUrl } = res.json().value as { orderNo: string; payUrl: string };
    const page = await t.app.inject({ url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.body).toContain('88.00');
    expect(page.body).toMatch(/Demo/i);
    expect(page.body).toContain('value="pay">Pay</button>');
    expect(page.body).toContain('value="cancel">Cancel</button>');
    expect(page.body).toContain(`action="${payUrl}"`);
    expect(page.body).not.toMatch(/<script|<style|\son[a-z]+=/i);

    const before = await balance();
    const paid = await form(payUrl, 'action=pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment successful');
    expect(await statusOf(orderNo)).toBe('PAID');
    expect(await balance()).toBe(before + 8_800);
    // A second submission (back button) credits nothing more; the page no longer offers the buttons.
    expect((await form(payUrl, 'action=pay')).statusCode).toBe(200);
    expect(await creditsOf(orderNo)).toBe(1);
    expect((await t.app.inject({ url: payUrl })).body).not.toContain('<button');
    const records = await getValue(t, depositRecords, '/api/v1/deposit/records?status=PAID', demo);
    expect(records.list.map((r) => r.orderNo)).toContain(orderNo);
  });

  it('Cancel marks the order failed; unknown orders and bad actions are refused', async () => {
    const { orderNo, payUrl } = await newPayment('30');
    const before = await balance();
    const cancelled = await form(payUrl, 'action=cancel');
    expect(cancelled.body).toContain('Payment cancelled');
    expect(await statusOf(orderNo)).toBe('FAILED');
    expect(await balance()).toBe(before);
    expect((await t.app.inject({ url: '/api/v1/payments/sim/D000000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/payments/sim/..%2Fx' })).statusCode).toBe(404);
    const other = await newPayment('30');
    expect((await form(other.payUrl, 'action=steal')).statusCode).toBe(400);
    expect(await statusOf(other.orderNo)).toBe('PENDING');
  });

  // Issue 30 item 9: anyone who knew an order number could mark it paid.
  it("acts only for the order's payer: no session, another member's session and forged or stale links are refused with a code", async () => {
    const { orderNo, payUrl } = await newPayment('41');
    const bare = `/api/v1/payments/sim/${orderNo}`;
    const token = new URL(payUrl, 'http://x').searchParams.get('token') ?? '';
    const [exp = '', mac = ''] = token.split('.');
    const otherOrder = await newPayment('42');
    const otherToken = new URL(otherOrder.payUrl, 'http://x').searchParams.get('token') ?? '';
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const refusals: [string, string, Record<string, string>][] = [
      ['no session, no link', bare, {}],
      ["another member's session", bare, agent],
      ["another merchant's member", bare, acme],
      ['a link with a forged signature', `${bare}?token=${exp}.${flip(mac)}`, {}],
      ['a link whose expiry was pushed back', `${bare}?token=${Number(exp) + 3600}.${mac}`, {}],
      ["another order's link", `${bare}?token=${otherToken}`, {}],
      ['a malformed link', `${bare}?token=nonsense`, {}],
    ];
    for (const [what, url, headers] of refusals) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: 'action=pay',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect({ what, status: res.statusCode, code: (res.json() as { code: string }).code }).toEqual({ what, status: 403, code: 'PAYMENT_LINK_INVALID' });
      const page = await t.app.inject({ url, headers });
      expect({ what, status: page.statusCode }).toEqual({ what, status: 403 });
      expect(page.body).not.toContain('<button');
      expect(page.body).not.toContain('41.00');
    }
    expect(await statusOf(orderNo)).toBe('PENDING');
    expect(await creditsOf(orderNo)).toBe(0);
    // Nothing was recorded at the "gateway" either: the payer can still pay.
    const paid = await form(payUrl, 'action=pay');
    expect(paid.statusCode).toBe(200);
    expect(await statusOf(orderNo)).toBe('PAID');
  });

  it('refuses a link past its expiry, and lets the payer act with their own session instead', async () => {
    const { orderNo } = await newPayment('43');
    const stale = simPayUrl(orderNo, demoId, Date.now() - 2 * SIM_LINK_TTL_SECONDS * 1000);
    expect((await form(stale, 'action=pay')).json()).toMatchObject({ code: 'PAYMENT_LINK_INVALID' });
    // A link signed with another key (another deployment's) is no link.
    expect((await form(simPayUrl(orderNo, demoId, Date.now(), 'some-other-gateway-secret-0123456789'), 'action=pay')).statusCode).toBe(403);
    expect(await statusOf(orderNo)).toBe('PENDING');
    const page = await t.app.inject({ url: `/api/v1/payments/sim/${orderNo}`, headers: demo });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="pay">Pay</button>');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sim/${orderNo}`,
      payload: 'action=pay',
      headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await statusOf(orderNo)).toBe('PAID');
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('/payments/sim'))).toEqual([]);
    expect(doc.paths['/api/v1/payments/callback']).toBeDefined();
  });
});

describe('manual deposits and operator review', () => {
  const manual = (body: unknown, headers = agent) => post('/api/v1/deposit/manual', body, { ...headers, ...key() });
  const review = (orderNo: string, body: unknown, headers: Record<string, string> = adminHeaders()) =>
    post(`/api/admin/deposits/${orderNo}/review`, body, headers);
  let agentId: number;
  beforeAll(async () => {
    agentId = await memberId('demo', 'agent1');
  });

  it('creates a PENDING order showing the full account to transfer to; no credit until approved, approved once', async () => {
    const before = await balance(agentId);
    const res = await manual({ bankAccountId: bankId, amount: '500', payerName: 'Li Lei', transferReference: 'ICBC-7788' });
    expect(res.statusCode).toBe(200);
    const order = res.json().value as { orderNo: string; status: string; accountNumber: string; amount: string };
    expect(order).toMatchObject({ status: 'PENDING', amount: '500.00', payerName: 'Li Lei', transferReference: 'ICBC-7788' });
    expect(order.accountNumber).toMatch(/^\d{12,}$/);
    expect(await balance(agentId)).toBe(before);

    const pending = await getValue(t, listDeposits, '/api/admin/deposits?status=PENDING&merchant=demo', adminHeaders());
    expect(pending.list.find((d) => d.orderNo === order.orderNo)).toMatchObject({ kind: 'MANUAL', username: 'agent1', memberId: agentId, merchant: 'demo' });

    const approved = await review(order.orderNo, { decision: 'approve', note: 'Seen on statement' });
    expect(approved.json()).toMatchObject({ success: true, value: { status: 'APPROVED', note: 'Seen on statement' } });
    expect(await balance(agentId)).toBe(before + 50_000);
    const twice = await review(order.orderNo, { decision: 'approve' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'DEPOSIT_NOT_PENDING']);
    expect((await review(order.orderNo, { decision: 'reject' })).statusCode).toBe(409);
    expect(await creditsOf(order.orderNo)).toBe(1);
    expect(await balance(agentId)).toBe(before + 50_000);
    const audits = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `deposit:${order.orderNo}`).execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'deposit.review', actor: 'break-glass' });
  });

  it('rejects without credit; concurrent approvals credit once; gateway orders are not reviewed', async () => {
    const before = await balance(agentId);
    const a = (await manual({ bankAccountId: bankId, amount: '100', payerName: 'Li Lei' })).json().value as { orderNo: string };
    expect((await review(a.orderNo, { decision: 'reject', note: 'No such transfer' })).json().value).toMatchObject({ status: 'REJECTED' });
    expect(await balance(agentId)).toBe(before);
    const b = (await manual({ bankAccountId: bankId, amount: '100', payerName: 'Li Lei' })).json().value as { orderNo: string };
    const answers = await Promise.all([review(b.orderNo, { decision: 'approve' }), review(b.orderNo, { decision: 'approve' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await creditsOf(b.orderNo)).toBe(1);
    expect(await balance(agentId)).toBe(before + 10_000);
    const gateway = await newOrder();
    expect((await review(gateway, { decision: 'approve' })).json().code).toBe('DEPOSIT_NOT_MANUAL');
    expect((await review('D000000000000000', { decision: 'approve' })).json().code).toBe('DEPOSIT_NOT_FOUND');
    expect(await statusOf(gateway)).toBe('PENDING');
  });

  it('refuses bad input, more than 3 pending transfers, and callers without the right auth', async () => {
    const before = await orderCount();
    for (const body of [
      { bankAccountId: bankId, amount: '100' },
      { bankAccountId: bankId, amount: '100', payerName: '' },
      { bankAccountId: bankId, amount: '100', payerName: 'x'.repeat(65) },
      { bankAccountId: bankId, amount: '100', payerName: 'a\u0000b' },
      { bankAccountId: '1', amount: '100', payerName: 'Li' },
    ]) {
      expect((await manual(body)).json().code).toBe('VALIDATION_FAILED');
    }
    expect((await manual({ bankAccountId: gatewayId, amount: '100', payerName: 'Li' })).json().code).toBe('DEPOSIT_CHANNEL_NOT_FOUND');
    expect((await manual({ bankAccountId: bankId, amount: '99.99', payerName: 'Li' })).json().code).toBe('DEPOSIT_AMOUNT_OUT_OF_RANGE');
    expect((await manual({ bankAccountId: bankId, amount: '100', payerName: 'Li' }, trial)).json().code).toBe('FREE_REJECT');
    expect((await post('/api/v1/deposit/manual', { bankAccountId: bankId, amount: '100', payerName: 'Li' }, key())).statusCode).toBe(401);
    expect(await orderCount()).toBe(before);

    for (let i = 0; i < 3; i++) expect((await manual({ bankAccountId: bankId, amount: '100', payerName: 'Han Meimei' }, demo)).statusCode).toBe(200);
    expect((await manual({ bankAccountId: bankId, amount: '100', payerName: 'Han Meimei' }, demo)).json().code).toBe('DEPOSIT_PENDING_LIMIT');

    const some = (await getValue(t, depositRecords, '/api/v1/deposit/records?status=PENDING', demo)).list[0]?.orderNo ?? '';
    expect((await review(some, { decision: 'approve' }, demo)).statusCode).toBe(401);
    expect((await review(some, { decision: 'maybe' })).json().code).toBe('VALIDATION_FAILED');
    expect((await review('nope', { decision: 'approve' })).json().code).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ url: '/api/admin/deposits' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/deposits?status=DONE', headers: adminHeaders() })).json().code).toBe('VALIDATION_FAILED');
    expect(await statusOf(some)).toBe('PENDING');
  });
});

describe('GET /api/v1/deposit/records', () => {
  it("lists the member's own orders newest first, by status and page", async () => {
    const all = await getValue(t, depositRecords, '/api/v1/deposit/records?pageSize=100', demo);
    expect(all.total).toBeGreaterThan(3);
    const ids = all.list.map((r) => r.orderNo);
    const acmeGateway = (await getValue(t, depositChannels, '/api/v1/deposit/channels', acme)).gateways[0]?.id;
    const acmeOrder = await newOrder('100', acme, acmeGateway);
    expect(ids).not.toContain(acmeOrder);
    const firstPage = await getValue(t, depositRecords, '/api/v1/deposit/records?pageSize=2', demo);
    expect(firstPage.list.map((r) => r.orderNo)).toEqual(ids.slice(0, 2));
    expect(firstPage.totalPages).toBe(Math.ceil(all.total / 2));
    const failed = await getValue(t, depositRecords, '/api/v1/deposit/records?status=FAILED&pageSize=100', demo);
    expect(failed.list.length).toBeGreaterThan(0);
    expect(failed.list.every((r) => r.status === 'FAILED' && r.kind === 'GATEWAY')).toBe(true);
    const acmeRecords = await getValue(t, depositRecords, '/api/v1/deposit/records', acme);
    expect(acmeRecords.list.map((r) => r.orderNo)).toEqual([acmeOrder]);
    expect(acmeRecords.list[0]).toMatchObject({ amount: '100.00', fee: '0.00', status: 'PENDING', channelName: 'Online banking', completedAt: null });
  });

  it('needs a real member and refuses bad filters', async () => {
    expect((await t.app.inject({ url: '/api/v1/deposit/records' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/deposit/records', headers: trial })).json().code).toBe('FREE_REJECT');
    for (const q of ['?status=paid', '?pageSize=0', '?pageNo=x']) {
      expect((await t.app.inject({ url: `/api/v1/deposit/records${q}`, headers: demo })).json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/admin/members/:memberId/balance-adjustments', () => {
  const adjust = (id: number | string, body: unknown, headers: Record<string, string> = adminHeaders()) =>
    post(`/api/admin/members/${id}/balance-adjustments`, body, headers);
  const adjustmentCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('balance_adjustments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('credits and debits against the cashier book; a repeated reference answers the first result, applied once', async () => {
    const before = await balance();
    const body = { amount: '25.50', reason: 'Goodwill credit', reference: 'TICKET-1001' };
    const first = await adjust(demoId, body);
    expect(first.statusCode).toBe(200);
    const value = first.json().value as { balance: string; transactionId: number };
    expect(first.json().value).toMatchObject({ memberId: demoId, merchant: 'demo', amount: '25.50', reference: 'TICKET-1001' });
    expect(await balance()).toBe(before + 2_550);
    expect(value.balance).toBe(((before + 2_550) / 100).toFixed(2));
    const again = await adjust(demoId, body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().value).toEqual(first.json().value);
    expect(await balance()).toBe(before + 2_550);
    const tx = await t.app.db.selectFrom('ledger_transactions').selectAll().where('id', '=', value.transactionId).executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ type: 'ADJUSTMENT', member_id: demoId });
    const reused = await adjust(demoId, { ...body, amount: '30' });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'ADJUSTMENT_REFERENCE_REUSED']);

    const debit = await adjust(demoId, { amount: '-5', reason: 'Correction', reference: 'TICKET-1002' });
    expect(debit.json().value).toMatchObject({ amount: '-5.00' });
    expect(await balance()).toBe(before + 2_050);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.balanceAdjustment')
      .where('target', '=', `member:${demoId}`)
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('a debit may not overdraw: nothing is written', async () => {
    const before = await balance();
    const count = await adjustmentCount();
    const res = await adjust(demoId, { amount: `-${(before + 1) / 100}`, reason: 'Too much', reference: 'TICKET-OVER' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect(await balance()).toBe(before);
    expect(await adjustmentCount()).toBe(count);
    expect(await t.app.db.selectFrom('audit_log').select('id').where('after', 'like', '%TICKET-OVER%').execute()).toHaveLength(0);
  });

  it('refuses bad input, unknown members and callers without the operator token', async () => {
    const count = await adjustmentCount();
    const ok = { amount: '1', reason: 'r', reference: 'REF-X' };
    const cases: [number | string, unknown, string][] = [
      [demoId, { ...ok, amount: '0' }, 'ADJUSTMENT_AMOUNT_INVALID'],
      [demoId, { ...ok, amount: '-0.00' }, 'ADJUSTMENT_AMOUNT_INVALID'],
      [demoId, { ...ok, amount: '1.001' }, 'ADJUSTMENT_AMOUNT_INVALID'],
      [demoId, { ...ok, amount: '+1' }, 'VALIDATION_FAILED'],
      [demoId, { ...ok, reason: '' }, 'VALIDATION_FAILED'],
      [demoId, { ...ok, reason: 'x'.repeat(201) }, 'VALIDATION_FAILED'],
      [demoId, { ...ok, reference: '' }, 'VALIDATION_FAILED'],
      [demoId, { ...ok, reference: 'x'.repeat(65) }, 'VALIDATION_FAILED'],
      [demoId, { ...ok, reference: 'has space' }, 'VALIDATION_FAILED'],
      [demoId, { amount: '1', reason: 'r' }, 'VALIDATION_FAILED'],
      ['abc', ok, 'VALIDATION_FAILED'],
      ['99999999999', ok, 'VALIDATION_FAILED'],
      [999_999_999, ok, 'USER_NOT_FOUND'],
    ];
    for (const [id, body, code] of cases) {
      const res = await adjust(id, body);
      expect([id, JSON.stringify(body), res.json().code]).toEqual([id, JSON.stringify(body), code]);
    }
    expect((await adjust(demoId, ok, {})).statusCode).toBe(401);
    expect((await adjust(demoId, ok, demo)).statusCode).toBe(401);
    expect(await adjustmentCount()).toBe(count);
  });

  it('applies concurrent repeats of one reference once', async () => {
    const before = await balance();
    const body = { amount: '7', reason: 'Race', reference: 'TICKET-RACE' };
    const answers = await Promise.all([adjust(demoId, body), adjust(demoId, body), adjust(demoId, body)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => JSON.stringify(r.json().value))).size).toBe(1);
    expect(await balance()).toBe(before + 700);
  });

  it('references are unique per merchant, not across merchants', async () => {
    const acmeId = await memberId('acme', 'acme1');
    const res = await adjust(acmeId, { amount: '25.50', reason: 'Goodwill credit', reference: 'TICKET-1001' });
    expect(res.json()).toMatchObject({ success: true, value: { merchant: 'acme', memberId: acmeId } });
  });
});

describe('gateway secret and simulator switch', () => {
  it('uses PAYMENT_GATEWAY_SECRET when set, else 32 random bytes kept for the process', () => {
    expect(gatewaySecret({ PAYMENT_GATEWAY_SECRET: ' abc ' })).toBe('abc');
    const generated = gatewaySecret({});
    expect(Buffer.isBuffer(generated) && generated.length).toBe(32);
    expect(gatewaySecret({ PAYMENT_GATEWAY_SECRET: '' })).toBe(generated);
    const payload = callbackOf('D000000000000001');
    expect(verifyGatewaySignature(generated, payload, signGatewayCallback(generated, payload))).toBe(true);
    expect(verifyGatewaySignature(generated, payload, signGatewayCallback(SECRET, payload))).toBe(false);
    expect(verifyGatewaySignature(generated, payload, signGatewayCallback(generated, payload).toUpperCase())).toBe(true);
  });

  it('keeps the simulated gateway off in production unless PAYMENT_SIMULATOR=1', () => {
    expect(paymentSimulatorEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(paymentSimulatorEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(paymentSimulatorEnabled({ NODE_ENV: 'production', PAYMENT_SIMULATOR: '1' })).toBe(true);
    // PAYMENT_SIMULATOR=0 (the image, the manifests) switches it off whatever NODE_ENV says.
    expect(paymentSimulatorEnabled({ NODE_ENV: 'production', PAYMENT_SIMULATOR: '0' })).toBe(false);
    expect(paymentSimulatorEnabled({ NODE_ENV: 'development', PAYMENT_SIMULATOR: '0' })).toBe(false);
  });
});

describe('GET /api/v1/deposit/orders/:orderNo', () => {
  const read = (orderNo: string, headers: Record<string, string>) => t.app.inject({ url: `/api/v1/deposit/orders/${orderNo}`, headers });

  it("answers the member's own order with its state, before and after the gateway pays it, and links back to it from the gateway", async () => {
    const res = await startDeposit({ channelId: gatewayId, amount: '66' });
    const { orderNo, payUrl } = res.json().value as { orderNo: string; payUrl: string };
    const pending = await read(orderNo, demo);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().value).toMatchObject({ orderNo, kind: 'GATEWAY', amount: '66.00', status: 'PENDING', completedAt: null });
    const paid = await t.app.inject({ method: 'POST', url: payUrl, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.body).toContain(`href="/m/voucherCenter?orderNo=${orderNo}"`);
    expect((await read(orderNo, demo)).json().value).toMatchObject({ orderNo, status: 'PAID' });
  });

  it("refuses another member's order as not found, a malformed number as invalid, and visitors and trial users", async () => {
    const orderNo = await newOrder('40');
    const foreign = await read(orderNo, agent);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('DEPOSIT_NOT_FOUND');
    expect((await read('D000000000000000', demo)).json().code).toBe('DEPOSIT_NOT_FOUND');
    expect((await read('nope', demo)).statusCode).toBe(400);
    expect((await read(orderNo, {})).statusCode).toBe(401);
    expect((await read(orderNo, trial)).statusCode).toBe(403);
  });
});
