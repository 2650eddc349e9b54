import { memberAccountId, memberBalance, sumOfEntries } from '../services/wallet/ledger';
import type { TTestApp } from '../testkit';
import { createAccountsApp, loginAs } from './accounts.testkit';
import { memberId, post, readyToWithdraw, setBalance, setLimits } from './wallet.testkit';

// The "done when": 200 parallel withdrawals with distinct keys plus 200 parallel replays
// of one key, all at once. Nothing overdraws, nothing fails with a 5xx, the replayed key moves
// money once, and the ledger adds up.

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

it('200 distinct withdrawals and 200 replays of one key at once: no overdraft, one application per key, the ledger adds up', async () => {
  const token = await loginAs(t.app, 'demo1', 'Demo@1234');
  const id = await memberId(t.app, 'demo', 'demo1');
  const cardId = await readyToWithdraw(t.app, token, 'Demo@1234', '246810');
  await setLimits(t.app, 'demo', { minAmount: '1.00', maxAmount: '50000.00', dailyCount: 1000, dailyAmount: '1000000.00' });
  // 1005.00: whichever runs first, the replayed key (5.00) and exactly 100 of the distinct ones (10.00) fit.
  const opening = 100_500;
  await setBalance(t.app, 'demo', id, opening);

  const withdraw = (key: string, amount: string) =>
    post(t.app, '/api/v1/withdraw', token, { amount, bankCardId: cardId, paymentPassword: '246810' }, { 'idempotency-key': key });
  const calls: Promise<{ key: string; res: Awaited<ReturnType<typeof withdraw>> }>[] = [];
  for (let i = 0; i < 200; i++) {
    calls.push(withdraw('replayed-key', '5.00').then((res) => ({ key: 'replayed-key', res })));
    calls.push(withdraw(`distinct-${i}`, '10.00').then((res) => ({ key: `distinct-${i}`, res })));
  }
  const answers = await Promise.all(calls);

  const statuses = answers.map((a) => a.res.statusCode);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  const failures = answers.filter((a) => a.res.statusCode !== 200).map((a) => `${a.res.statusCode} ${a.res.json().code}`);
  expect(new Set(failures)).toEqual(new Set(failures.length ? ['400 INSUFFICIENT_BALANCE'] : []));

  const replays = answers.filter((a) => a.key === 'replayed-key');
  expect(replays.map((a) => a.res.statusCode)).toEqual(Array(200).fill(200));
  const orderNos = new Set(replays.map((a) => (a.res.json().value as { orderNo: string }).orderNo));
  expect(orderNos.size).toBe(1);
  const [orderNo] = [...orderNos];
  expect(await t.app.db.selectFrom('withdrawals').select('id').where('order_no', '=', orderNo ?? '').execute()).toHaveLength(1);
  expect(await t.app.db.selectFrom('ledger_transactions').select('id').where('reference', '=', `withdraw:${orderNo ?? ''}`).execute()).toHaveLength(1);

  const distinctOk = answers.filter((a) => a.key !== 'replayed-key' && a.res.statusCode === 200);
  expect(distinctOk).toHaveLength(100);
  const final = await memberBalance(t.app.db, 'demo', id);
  expect(final).toBeGreaterThanOrEqual(0);
  expect(final).toBe(0);
  expect(distinctOk.length * 1_000 + 500).toBe(opening - final);
  expect(await sumOfEntries(t.app.db, await memberAccountId(t.app.db, 'demo', id))).toBe(final);

  const rows = await t.app.db.selectFrom('withdrawals').select(['amount_minor']).where('member_id', '=', id).execute();
  expect(rows).toHaveLength(101);
  expect(rows.reduce((s, r) => s + Number(r.amount_minor), 0)).toBe(opening - final);
}, 120_000);
