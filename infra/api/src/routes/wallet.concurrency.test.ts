import { memberAccountId, memberBalance, sumOfEntries } from '../services/wallet/ledger';
import { adminHeaders, type TTestApp } from '../testkit';
import { createAccountsApp, loginAs } from './accounts.testkit';
import { memberId, OTHER_CARDS, post, readyToWithdraw, setBalance, setLimits } from './wallet.testkit';

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
  expect(
    await t.app.db
      .selectFrom('withdrawals')
      .select('id')
      .where('order_no', '=', orderNo ?? '')
      .execute(),
  ).toHaveLength(1);
  expect(
    await t.app.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `withdraw:${orderNo ?? ''}`)
      .execute(),
  ).toHaveLength(1);

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

it('parallel withdrawals respect the daily count and amount exactly; parallel reviews apply once', async () => {
  const token = await loginAs(t.app, 'agent1', 'Agent@1234');
  const id = await memberId(t.app, 'demo', 'agent1');
  const cardId = await readyToWithdraw(t.app, token, 'Agent@1234', '864200');
  await setBalance(t.app, 'demo', id, 100_000);
  // VIP 0: the operator's dailyCount (VIP 0's row) is this member's count (agent1 is VIP 3: 10 a day).
  await t.app.db.updateTable('members').set({ vip_level: 0 }).where('id', '=', id).execute();
  await setLimits(t.app, 'demo', { minAmount: '1.00', maxAmount: '50.00', dailyCount: 7, dailyAmount: '100000.00' });
  const withdraw = (key: string, amount: string) =>
    post(t.app, '/api/v1/withdraw', token, { amount, bankCardId: cardId, paymentPassword: '864200' }, { 'idempotency-key': key });

  const byCount = await Promise.all(Array.from({ length: 40 }, (_, i) => withdraw(`count-${i}`, '1.00')));
  expect(byCount.filter((r) => r.statusCode === 200)).toHaveLength(7);
  expect(new Set(byCount.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().code}`))).toEqual(
    new Set(['400 WITHDRAW_DAILY_COUNT_EXCEEDED']),
  );

  await setLimits(t.app, 'demo', { dailyCount: 1000, dailyAmount: '50.00' });
  // 7.00 used: 43.00 left today, so exactly 4 of 10.00 fit.
  const byAmount = await Promise.all(Array.from({ length: 40 }, (_, i) => withdraw(`amount-${i}`, '10.00')));
  expect(byAmount.filter((r) => r.statusCode === 200)).toHaveLength(4);
  expect(new Set(byAmount.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(new Set(['WITHDRAW_DAILY_AMOUNT_EXCEEDED']));
  expect(await memberBalance(t.app.db, 'demo', id)).toBe(100_000 - 700 - 4_000);

  // Twenty reviews of one withdrawal at once, half approving, half rejecting: one wins, refunded at most once.
  const orderNo = (byAmount.find((r) => r.statusCode === 200)?.json().value as { orderNo: string }).orderNo;
  const before = await memberBalance(t.app.db, 'demo', id);
  const reviews = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${orderNo}/review`,
        headers: adminHeaders(),
        payload: { decision: i % 2 ? 'approve' : 'reject' },
      }),
    ),
  );
  expect(reviews.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(reviews.filter((r) => r.statusCode === 409)).toHaveLength(19);
  const won = reviews.find((r) => r.statusCode === 200)?.json().value as { status: string };
  expect(await memberBalance(t.app.db, 'demo', id)).toBe(won.status === 'REJECTED' ? before + 1_000 : before);
  expect(
    await t.app.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'WITHDRAW_REFUND').where('member_id', '=', id).execute(),
  ).toHaveLength(won.status === 'REJECTED' ? 1 : 0);
  expect(await sumOfEntries(t.app.db, await memberAccountId(t.app.db, 'demo', id))).toBe(await memberBalance(t.app.db, 'demo', id));
}, 60_000);

it('parallel card additions stop at the maximum', async () => {
  const token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
  await post(t.app, '/api/v1/security/payee-name', token, { payeeName: 'Ana Acme' });
  await post(t.app, '/api/v1/security/payment-password', token, { password: 'Acme@1234', newPaymentPassword: '102938' });
  const numbers = [...OTHER_CARDS, '4111111111111111', '4000056655665556', '4242424242424242'];
  const answers = await Promise.all(
    numbers.map((cardNumber) => post(t.app, '/api/v1/withdraw/bank-cards', token, { bankCode: 'ITAU', cardNumber, paymentPassword: '102938' })),
  );
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
  expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(new Set(['BANK_CARD_LIMIT']));
  const id = await memberId(t.app, 'acme', 'acme1');
  expect(await t.app.db.selectFrom('bank_cards').select('id').where('member_id', '=', id).execute()).toHaveLength(5);
});
