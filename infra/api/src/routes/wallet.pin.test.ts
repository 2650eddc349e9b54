import type { TTestApp } from '../testkit';
import { createAccountsApp, loginAs } from './accounts.testkit';
import { memberId, post, readyToWithdraw, setBalance, setLimits } from './wallet.testkit';

// Payment PINs as a keyed hash (docs/decisions/payment-pin.md): the money path takes no scrypt
// slot, and a PIN stored before (scrypt) moves to the keyed form the first time it is proven.

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const stored = async (id: number) =>
  (await t.app.db.selectFrom('members').select('payment_password_hash').where('id', '=', id).executeTakeFirstOrThrow()).payment_password_hash;

it('withdrawals check their PINs without a single scrypt run', async () => {
  const token = await loginAs(t.app, 'demo1', 'Demo@1234');
  const id = await memberId(t.app, 'demo', 'demo1');
  const cardId = await readyToWithdraw(t.app, token, 'Demo@1234', '135790');
  await setLimits(t.app, 'demo', { minAmount: '1.00', maxAmount: '50000.00', dailyCount: 1000, dailyAmount: '1000000.00' });
  await setBalance(t.app, 'demo', id, 100_000);
  const before = t.app.accounts.hasher.runs;
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      post(t.app, '/api/v1/withdraw', token, { amount: '1.00', bankCardId: cardId, paymentPassword: '135790' }, { 'idempotency-key': `pin-${i}` }),
    ),
  );
  expect(answers.map((r) => r.json().success)).toEqual(Array(8).fill(true));
  expect(t.app.accounts.hasher.runs).toBe(before);
});

it('a PIN stored as scrypt still works, and is stored as the keyed hash once proven', async () => {
  const token = await loginAs(t.app, 'agent1', 'Agent@1234');
  const id = await memberId(t.app, 'demo', 'agent1');
  const cardId = await readyToWithdraw(t.app, token, 'Agent@1234', '246810');
  await setBalance(t.app, 'demo', id, 100_000);
  const old = await t.app.accounts.hasher.hash('246810');
  await t.app.db.updateTable('members').set({ payment_password_hash: old }).where('id', '=', id).execute();

  const wrong = await post(t.app, '/api/v1/withdraw', token, { amount: '1.00', bankCardId: cardId, paymentPassword: '000000' }, { 'idempotency-key': 'w' });
  expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
  expect(await stored(id)).toBe(old);

  const right = await post(t.app, '/api/v1/withdraw', token, { amount: '1.00', bankCardId: cardId, paymentPassword: '246810' }, { 'idempotency-key': 'r' });
  expect(right.json()).toMatchObject({ success: true });
  expect(await stored(id)).toMatch(/^\$hmac-sha256\$v=1\$/);
  const again = await post(t.app, '/api/v1/withdraw', token, { amount: '1.00', bankCardId: cardId, paymentPassword: '246810' }, { 'idempotency-key': 'a' });
  expect(again.json()).toMatchObject({ success: true });
});
