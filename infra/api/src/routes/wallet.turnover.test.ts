import { withdrawConfig, type TGatewayCallback } from '@tessera/contract/api';
import { signGatewayCallback } from '../services/deposits';
import { memberBalance, postMemberMovement } from '../services/wallet/ledger';
import { memberTurnover } from '../services/wallet/turnover';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { memberId, post, readyToWithdraw } from './wallet.testkit';

// Withdrawals refuse TURNOVER_NOT_MET while a granted deposit bonus's turnover is not bet
// (services/wallet/turnover.ts, docs/decisions/money.md "Turnover").

const SECRET = 'test-gateway-secret-turnover-41f7';
process.env.PAYMENT_GATEWAY_SECRET = SECRET;

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const promoId = async (merchant: string, code: string) =>
  (await t.app.db.selectFrom('deposit_promos').select('id').where('merchant_code', '=', merchant).where('code', '=', code).executeTakeFirstOrThrow()).id;
const gatewayChannel = async (merchant: string) =>
  (
    await t.app.db
      .selectFrom('deposit_channels')
      .select('id')
      .where('merchant_code', '=', merchant)
      .where('kind', '=', 'GATEWAY')
      .orderBy('sort')
      .executeTakeFirstOrThrow()
  ).id;
const count = async (table: 'withdrawals' | 'ledger_transactions' | 'idempotency_keys') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A gateway deposit with `promo`, credited by a signed PAID callback. */
async function depositWithPromo(token: string, merchant: string, amount: string, promo: string): Promise<string> {
  const start = await post(
    t.app,
    '/api/v1/deposit',
    token,
    { channelId: await gatewayChannel(merchant), amount, promoId: await promoId(merchant, promo) },
    { 'idempotency-key': `dep-${promo}-${amount}-${Date.now()}` },
  );
  expect(start.json()).toMatchObject({ success: true, value: { status: 'PENDING' } });
  const orderNo = (start.json().value as { orderNo: string }).orderNo;
  const payload: TGatewayCallback = { orderNo, amount, status: 'PAID', gatewayTxnId: `TXN-${orderNo}`, timestamp: Math.floor(Date.now() / 1000) };
  const cb = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/callback',
    payload,
    headers: { 'x-signature': signGatewayCallback(SECRET, payload) },
  });
  expect(cb.statusCode).toBe(200);
  return orderNo;
}

/** A movement of the member against a merchant book (BET is negative for the member). */
const move = (merchant: string, id: number, type: 'BET' | 'BET_REFUND' | 'PAYOUT' | 'ADJUSTMENT', amountMinor: number) =>
  t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant,
      memberId: id,
      type,
      amountMinor,
      book: type === 'ADJUSTMENT' ? 'cashier' : 'house',
      reference: `test:${type}:${Date.now()}`,
      description: `test ${type}`,
    }),
  );

describe('bonus turnover on withdrawals', () => {
  let token: string;
  let id: number;
  let cardId: number;
  const withdraw = (amount: string, key: string) =>
    post(t.app, '/api/v1/withdraw', token, { amount, bankCardId: cardId, paymentPassword: '246801' }, { 'idempotency-key': key });
  const config = () => getValue(t, withdrawConfig, '/api/v1/withdraw/config', bearer(token));

  beforeAll(async () => {
    token = await loginAs(t.app, 'demo1', 'Demo@1234');
    id = await memberId(t.app, 'demo', 'demo1');
    cardId = await readyToWithdraw(t.app, token, 'Demo@1234', '246801', 'Demo One');
    await move('demo', id, 'ADJUSTMENT', 1_000_000); // money to bet with: adjustments are not turnover
  });

  it('a granted bonus blocks withdrawals until its turnover is bet; bets before the bonus do not count', async () => {
    await move('demo', id, 'BET', -50_000); // before the bonus
    expect(await config()).toMatchObject({ turnoverRequired: '0.00', turnoverDone: '0.00', turnoverRemaining: '0.00' });
    // 100.00 with the first-deposit 100 %: bonus 100.00, turnover (100 + 100) × 10 = 2000.00.
    await depositWithPromo(token, 'demo', '100.00', 'FIRST_DEPOSIT');
    expect(await config()).toMatchObject({ turnoverRequired: '2000.00', turnoverDone: '0.00', turnoverRemaining: '2000.00' });

    const balance = await memberBalance(t.app.db, 'demo', id);
    const [withdrawals, txns, keys] = [await count('withdrawals'), await count('ledger_transactions'), await count('idempotency_keys')];
    const refused = await withdraw('100.00', 'turnover-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'TURNOVER_NOT_MET',
      message: 'Please complete the required turnover before withdrawing',
      value: { remaining: '2000.00' },
    });
    expect([await count('withdrawals'), await count('ledger_transactions'), await count('idempotency_keys')]).toEqual([withdrawals, txns, keys]);
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(balance);

    // Bets minus refunds count; payouts change nothing.
    await move('demo', id, 'BET', -150_000);
    await move('demo', id, 'BET_REFUND', 50_000);
    await move('demo', id, 'PAYOUT', 300_000);
    expect(await config()).toMatchObject({ turnoverRequired: '2000.00', turnoverDone: '1000.00', turnoverRemaining: '1000.00' });
    expect((await withdraw('100.00', 'turnover-1')).json()).toMatchObject({ code: 'TURNOVER_NOT_MET', value: { remaining: '1000.00' } });

    await move('demo', id, 'BET', -99_999);
    expect((await withdraw('100.00', 'turnover-1')).json()).toMatchObject({ code: 'TURNOVER_NOT_MET', value: { remaining: '0.01' } });
    await move('demo', id, 'BET', -1);
    expect(await config()).toMatchObject({ turnoverRequired: '2000.00', turnoverDone: '2000.00', turnoverRemaining: '0.00' });
    // The refused attempts left no key: the same key now withdraws.
    const ok = await withdraw('100.00', 'turnover-1');
    expect(ok.json()).toMatchObject({ success: true, value: { status: 'PENDING', amount: '100.00' } });
  });

  it('a PAID withdrawal clears the bonuses before it; a later bonus starts a new requirement', async () => {
    const pending = (
      await t.app.db.selectFrom('withdrawals').select('order_no').where('member_id', '=', id).where('status', '=', 'PENDING').executeTakeFirstOrThrow()
    ).order_no;
    // Still PENDING: the requirement stays (met).
    expect(await memberTurnover(t.app.db, 'demo', id)).toEqual({ requiredMinor: 200_000, doneMinor: 200_000, remainingMinor: 0 });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${pending}/review`,
      headers: adminHeaders(),
      payload: { decision: 'approve' },
    });
    expect(paid.json()).toMatchObject({ success: true, value: { status: 'PAID' } });
    expect(await config()).toMatchObject({ turnoverRequired: '0.00', turnoverDone: '0.00', turnoverRemaining: '0.00' });

    // Daily reload 10 % of 200.00 = 20.00; turnover (200 + 20) × 5 = 1100.00.
    await depositWithPromo(token, 'demo', '200.00', 'DAILY_RELOAD');
    expect(await config()).toMatchObject({ turnoverRequired: '1100.00', turnoverDone: '0.00', turnoverRemaining: '1100.00' });
    expect((await withdraw('100.00', 'turnover-2')).json()).toMatchObject({ code: 'TURNOVER_NOT_MET', value: { remaining: '1100.00' } });
    await move('demo', id, 'BET', -110_000);
    expect((await withdraw('100.00', 'turnover-2')).json()).toMatchObject({ success: true, value: { status: 'PENDING' } });
  });

  it('members without a bonus (or with "No bonus") are not affected', async () => {
    const agent = await loginAs(t.app, 'agent1', 'Agent@1234');
    const agentId = await memberId(t.app, 'demo', 'agent1');
    const agentCard = await readyToWithdraw(t.app, agent, 'Agent@1234', '135246', 'Agent One');
    await depositWithPromo(agent, 'demo', '100.00', 'NO_BONUS');
    expect(await getValue(t, withdrawConfig, '/api/v1/withdraw/config', bearer(agent))).toMatchObject({
      turnoverRequired: '0.00',
      turnoverDone: '0.00',
      turnoverRemaining: '0.00',
    });
    const res = await post(
      t.app,
      '/api/v1/withdraw',
      agent,
      { amount: '100.00', bankCardId: agentCard, paymentPassword: '135246' },
      { 'idempotency-key': 'agent-turnover-1' },
    );
    expect(res.json()).toMatchObject({ success: true, value: { status: 'PENDING', amount: '100.00' } });
    expect(await memberTurnover(t.app.db, 'demo', agentId)).toEqual({ requiredMinor: 0, doneMinor: 0, remainingMinor: 0 });
  });
});
