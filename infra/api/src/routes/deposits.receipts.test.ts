import { DEPOSIT_RECEIPT_MAX_BYTES, depositChannels } from '@tessera/contract/api';
import { randomUUID } from 'node:crypto';
import { memberBalance } from '../services/wallet/ledger';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { GIF, JPG, PNG, pngPart, postMultipart, type TPart } from './upload.testkit';

// Manual-transfer receipts: the member attaches a png/jpg (by its bytes, ≤5MB) to their own pending
// transfer; the operator reads it (audited) and approves; the balance rises by the order's amount.

process.env.PAYMENT_GATEWAY_SECRET = 'test-gateway-secret-receipts-7d2e';

let t: TTestApp;
let demo: Record<string, string>;
let agent: Record<string, string>;
let bankId: number;
let gatewayId: number;

const file = (data: Buffer, name = 'receipt'): TPart[] => [pngPart(name, data, 'receipt.png')];
const upload = (orderNo: string, parts: TPart[], headers = demo) => postMultipart(t.app, `/api/v1/deposit/orders/${orderNo}/receipt`, parts, headers);
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'idempotency-key': randomUUID() } });
const transfer = async (amount = '150.00', headers = demo) => {
  const res = await post('/api/v1/deposit/manual', { bankAccountId: bankId, amount, payerName: 'Demo One' }, headers);
  expect(res.statusCode).toBe(200);
  return res.json().value.orderNo as string;
};
const seeReceipt = (orderNo: string) => t.app.inject({ url: `/api/admin/deposits/${orderNo}/receipt`, headers: adminHeaders() });
const demoId = async () =>
  (await t.app.db.selectFrom('members').select('id').where('merchant_code', '=', 'demo').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createAccountsApp();
  demo = bearer(await loginAs(t.app, 'demo1', 'Demo@1234'));
  agent = bearer(await loginAs(t.app, 'agent1', 'Agent@1234'));
  const channels = await getValue(t, depositChannels, '/api/v1/deposit/channels', demo);
  bankId = channels.bankAccounts[0]?.id ?? 0;
  gatewayId = channels.gateways[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('manual-transfer receipts', () => {
  it('refuses what is not one png/jpg receipt ≤5MB, storing nothing', async () => {
    const orderNo = await transfer();
    expect((await upload(orderNo, file(GIF))).json().code).toBe('DEPOSIT_RECEIPT_TYPE');
    expect((await upload(orderNo, file(PNG, 'document'))).json().code).toBe('DEPOSIT_RECEIPT_INVALID');
    expect((await upload(orderNo, [{ name: 'note', value: 'hi' }, ...file(PNG)])).json().code).toBe('DEPOSIT_RECEIPT_INVALID');
    expect((await upload(orderNo, [])).json().code).toBe('DEPOSIT_RECEIPT_INVALID');
    const big = await upload(orderNo, file(Buffer.concat([PNG, Buffer.alloc(DEPOSIT_RECEIPT_MAX_BYTES)])));
    expect({ status: big.statusCode, code: big.json().code }).toEqual({ status: 413, code: 'DEPOSIT_RECEIPT_TOO_LARGE' });
    const json = await t.app.inject({ method: 'POST', url: `/api/v1/deposit/orders/${orderNo}/receipt`, headers: demo, payload: { receipt: 'x' } });
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await seeReceipt(orderNo)).json().code).toBe('DEPOSIT_RECEIPT_NOT_FOUND');
    await post(`/api/admin/deposits/${orderNo}/review`, { decision: 'reject' }, adminHeaders());
  });

  it("only the member's own pending manual transfer takes a receipt", async () => {
    const orderNo = await transfer();
    expect((await upload(orderNo, file(PNG), agent)).json().code).toBe('DEPOSIT_NOT_FOUND');
    const gateway = await post('/api/v1/deposit', { channelId: gatewayId, amount: '100.00' }, demo);
    expect((await upload(gateway.json().value.orderNo, file(PNG))).json().code).toBe('DEPOSIT_NOT_MANUAL');
    await post(`/api/admin/deposits/${orderNo}/review`, { decision: 'reject' }, adminHeaders());
    const late = await upload(orderNo, file(PNG));
    expect({ status: late.statusCode, code: late.json().code }).toEqual({ status: 409, code: 'DEPOSIT_NOT_PENDING' });
    const visitor = await upload(orderNo, file(PNG), {});
    expect(visitor.statusCode).toBe(401);
  });

  it('upload (a second one replaces it) → operator sees it, audited → approve credits the amount exactly', async () => {
    const id = await demoId();
    const before = await memberBalance(t.app.db, 'demo', id);
    const orderNo = await transfer('150.00');
    const first = await upload(orderNo, file(PNG));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ orderNo, contentType: 'image/png', size: PNG.length });
    const second = await upload(orderNo, file(JPG));
    expect(second.json().value).toMatchObject({ orderNo, contentType: 'image/jpeg', size: JPG.length });

    const seen = await seeReceipt(orderNo);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    const value = seen.json().value;
    expect(value).toMatchObject({ orderNo, merchant: 'demo', memberId: id, contentType: 'image/jpeg', size: JPG.length });
    expect(Buffer.from(value.data, 'base64').equals(JPG)).toBe(true);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `deposit:${orderNo}`)
      .where('action', '=', 'deposit.receipt.view')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).not.toContain(value.data);
    // An operator call needs the operator's credentials.
    expect((await t.app.inject({ url: `/api/admin/deposits/${orderNo}/receipt`, headers: demo })).statusCode).toBe(401);

    const approved = await post(`/api/admin/deposits/${orderNo}/review`, { decision: 'approve' }, adminHeaders());
    expect(approved.json().value).toMatchObject({ status: 'APPROVED' });
    // Minor units: 150.00 in a 2-place currency.
    expect((await memberBalance(t.app.db, 'demo', id)) - before).toBe(15000);
  });
});
