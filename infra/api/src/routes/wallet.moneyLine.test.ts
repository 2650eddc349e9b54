import { MONEY_CONCURRENCY } from '../app';
import type { TTestApp } from '../testkit';
import { createAccountsApp, loginAs, sealed, solvedHumanCheck } from './accounts.testkit';
import { memberId, post, readyToWithdraw, setBalance, setLimits } from './wallet.testkit';

// Issue 31 item 5: a login while 200 withdrawals run at once. On SQLite every query goes through
// one connection in turn; with every withdrawal in that line at once, each of the login's queries
// waited behind the whole burst; worse, SQLite's driver is synchronous, so a burst ran as one chain
// of promise callbacks and the login's request was not even read until the burst was over.
// Withdrawals now wait in a line of their own (app.moneyLine), at most MONEY_CONCURRENCY at once,
// each let in on the event loop's next turn. Order is asserted, not time.

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

it('a login sent during a burst of 200 withdrawals answers before most of them, and the burst still all goes through', async () => {
  const token = await loginAs(t.app, 'demo1', 'Demo@1234');
  const id = await memberId(t.app, 'demo', 'demo1');
  const cardId = await readyToWithdraw(t.app, token, 'Demo@1234', '246810');
  await setLimits(t.app, 'demo', { minAmount: '1.00', maxAmount: '50000.00', dailyCount: 1000, dailyAmount: '1000000.00' });
  await setBalance(t.app, 'demo', id, 1_000_000);
  // The login's human check and sealed body are ready beforehand: only the login call runs in the burst.
  const login = await sealed(t.app, { type: 'username', username: 'agent1', password: 'Agent@1234', humanCheck: await solvedHumanCheck(t.app) });

  let answered = 0;
  const burst = Array.from({ length: 200 }, (_, i) =>
    post(t.app, '/api/v1/withdraw', token, { amount: '10.00', bankCardId: cardId, paymentPassword: '246810' }, { 'idempotency-key': `line-${i}` }).then(
      (res) => {
        answered += 1;
        return res;
      },
    ),
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: login.headers, payload: login.payload });
  const answeredBeforeLogin = answered;
  const answers = await Promise.all(burst);

  expect(res.json()).toMatchObject({ success: true });
  expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
  expect(t.app.moneyLine.peak).toBeLessThanOrEqual(MONEY_CONCURRENCY);
  // Before the money line, all 200 were answered before the login (measured: 200 of 200).
  expect(answeredBeforeLogin).toBeLessThan(100);
}, 120_000);
