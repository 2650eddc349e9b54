import { consolidatedFunds, withdrawConfig, type TGatewayCallback } from '@tessera/contract/api';
import { signGatewayCallback } from '../services/deposits';
import { postMemberMovement } from '../services/wallet/ledger';
import { getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { memberId, post, readyToWithdraw, setBalance } from './wallet.testkit';

// The withdrawable amount is computed once (services/wallet/withdrawable.ts) and the withdrawal
// page's call and the member center's call answer the same object (docs/decisions/money.md
// "Withdrawable"): balance (pending withdrawals already out of it), what bonus turnover locks, why.

const SECRET = 'test-gateway-secret-withdrawable-7c2e';
process.env.PAYMENT_GATEWAY_SECRET = SECRET;

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

async function depositWithPromo(token: string, amount: string, promo: string): Promise<void> {
  const promoId = (
    await t.app.db.selectFrom('deposit_promos').select('id').where('merchant_code', '=', 'demo').where('code', '=', promo).executeTakeFirstOrThrow()
  ).id;
  const channelId = (
    await t.app.db
      .selectFrom('deposit_channels')
      .select('id')
      .where('merchant_code', '=', 'demo')
      .where('kind', '=', 'GATEWAY')
      .orderBy('sort')
      .executeTakeFirstOrThrow()
  ).id;
  const start = await post(t.app, '/api/v1/deposit', token, { channelId, amount, promoId }, { 'idempotency-key': `wd-dep-${promo}-${Date.now()}` });
  const orderNo = (start.json().value as { orderNo: string }).orderNo;
  const payload: TGatewayCallback = { orderNo, amount, status: 'PAID', gatewayTxnId: `TXN-${orderNo}`, timestamp: Math.floor(Date.now() / 1000) };
  const cb = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/callback',
    payload,
    headers: { 'x-signature': signGatewayCallback(SECRET, payload) },
  });
  expect(cb.statusCode).toBe(200);
}

const bet = (id: number, amountMinor: number) =>
  t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant: 'demo',
      memberId: id,
      type: 'BET',
      amountMinor: -amountMinor,
      book: 'house',
      reference: `test:bet:${Date.now()}`,
      description: 'test bet',
    }),
  );

describe('withdrawable: one formula, the same answer on the withdrawal page and the member center', () => {
  it('a pending withdrawal is out of the balance once; a bonus with turnover left locks the whole balance', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const id = await memberId(t.app, 'demo', 'demo1');
    const cardId = await readyToWithdraw(t.app, token, 'Demo@1234', '246801', 'Demo One');
    await setBalance(t.app, 'demo', id, 100_000); // 1000.00
    const both = async () => {
      const [config, funds] = await Promise.all([
        getValue(t, withdrawConfig, '/api/v1/withdraw/config', bearer(token)),
        getValue(t, consolidatedFunds, '/api/v1/funds/summary', bearer(token)),
      ]);
      expect(funds.withdrawable).toEqual(config.withdrawable);
      return config.withdrawable;
    };

    expect(await both()).toEqual({
      balance: '1000.00',
      pendingWithdrawals: '0.00',
      locked: '0.00',
      lockReason: null,
      turnoverRemaining: '0.00',
      withdrawable: '1000.00',
    });

    // A pending withdrawal of 300.00: the money left at the request, and is not taken out twice.
    const w = await post(
      t.app,
      '/api/v1/withdraw',
      token,
      { amount: '300.00', bankCardId: cardId, paymentPassword: '246801' },
      { 'idempotency-key': 'wd-able-1' },
    );
    expect(w.json()).toMatchObject({ success: true, value: { status: 'PENDING' } });
    expect(await both()).toEqual({
      balance: '700.00',
      pendingWithdrawals: '300.00',
      locked: '0.00',
      lockReason: null,
      turnoverRemaining: '0.00',
      withdrawable: '700.00',
    });

    // First deposit 100.00 + 100 % bonus: balance 900.00, turnover (100 + 100) × 10 = 2000.00 left,
    // and withdraw would refuse TURNOVER_NOT_MET: all of it is locked.
    await depositWithPromo(token, '100.00', 'FIRST_DEPOSIT');
    expect(await both()).toEqual({
      balance: '900.00',
      pendingWithdrawals: '300.00',
      locked: '900.00',
      lockReason: 'turnover',
      turnoverRemaining: '2000.00',
      withdrawable: '0.00',
    });
    const refused = await post(
      t.app,
      '/api/v1/withdraw',
      token,
      { amount: '100.00', bankCardId: cardId, paymentPassword: '246801' },
      { 'idempotency-key': 'wd-able-2' },
    );
    expect(refused.json()).toMatchObject({ code: 'TURNOVER_NOT_MET' });

    // Betting the turnover unlocks it (money topped up first, to have 2000.00 to bet; an adjustment is not turnover):
    // once it is all bet, the whole balance is withdrawable again.
    await setBalance(t.app, 'demo', id, 300_000);
    await bet(id, 150_000);
    expect(await both()).toMatchObject({ balance: '1500.00', locked: '1500.00', lockReason: 'turnover', turnoverRemaining: '500.00', withdrawable: '0.00' });
    await bet(id, 50_000);
    expect(await both()).toEqual({
      balance: '1000.00',
      pendingWithdrawals: '300.00',
      locked: '0.00',
      lockReason: null,
      turnoverRemaining: '0.00',
      withdrawable: '1000.00',
    });
  });
});
