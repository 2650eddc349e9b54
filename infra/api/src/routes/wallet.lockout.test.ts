import { PAYMENT_PASSWORD_MAX_FAILURES, SECURITY_QUESTIONS_MAX_FAILURES } from '@tessera/contract/api';
import { build } from '../app';
import { memberBalance } from '../services/wallet/ledger';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { ANSWERS, countChecks, memberId, OTHER_CARDS, post, readyToWithdraw, setBalance, setLimits } from './wallet.testkit';

// Issue 30 item 1: a burst of parallel guesses gets no more secret checks than the lockout's
// budget. The server's work is counted where it happens, on the password hasher (every candidate
// the server checks is one verify), not timed.

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const WRONG_ANSWERS = [ANSWERS[0], ANSWERS[1], { questionId: 7, answer: 'Wrong Guesswork Answer' }];

describe('payment password under a burst', () => {
  it(`40 parallel withdrawals with wrong PINs check at most ${PAYMENT_PASSWORD_MAX_FAILURES}; the lock holds, the right PIN is refused while locked`, async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const id = await memberId(t.app, 'demo', 'demo1');
    const cardId = await readyToWithdraw(t.app, token, 'Demo@1234', '135790');
    await setLimits(t.app, 'demo', { minAmount: '1.00', maxAmount: '50000.00', dailyCount: 1000, dailyAmount: '1000000.00' });
    await setBalance(t.app, 'demo', id, 100_000);

    const checks = countChecks(t.app, 'pinHasher');
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          t.app,
          '/api/v1/withdraw',
          token,
          { amount: '10.00', bankCardId: cardId, paymentPassword: String(100000 + i) },
          { 'idempotency-key': `guess-${i}` },
        ),
      ),
    );
    checks.stop();
    expect(checks.n).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES);
    const codes = burst.map((r) => r.json().code as string);
    expect(burst.filter((r) => r.statusCode >= 500 || r.statusCode === 200)).toEqual([]);
    expect(new Set(codes)).toEqual(new Set(['PAYMENT_PASSWORD_INCORRECT', 'PAYMENT_PASSWORD_LOCKED']));
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_INCORRECT').length).toBeLessThan(PAYMENT_PASSWORD_MAX_FAILURES);

    const guard = await t.app.db.selectFrom('payment_password_guards').selectAll().where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(Date.parse(guard.locked_until ?? '')).toBeGreaterThan(Date.now() + 60_000);

    const after = countChecks(t.app, 'pinHasher');
    const right = await post(
      t.app,
      '/api/v1/withdraw',
      token,
      { amount: '10.00', bankCardId: cardId, paymentPassword: '135790' },
      { 'idempotency-key': 'right' },
    );
    after.stop();
    expect(right.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    expect(after.n).toBe(0);
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(100_000);
  }, 60_000);

  it('a replay of a withdrawal costs a lookup, not a hash, and answers the first answer', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const id = await memberId(t.app, 'demo', 'agent1');
    const cardId = await readyToWithdraw(t.app, token, 'Agent@1234', '864200');
    await setBalance(t.app, 'demo', id, 100_000);
    const body = { amount: '10.00', bankCardId: cardId, paymentPassword: '864200' };
    const first = await post(t.app, '/api/v1/withdraw', token, body, { 'idempotency-key': 'once' });
    expect(first.json()).toMatchObject({ success: true });

    const checks = countChecks(t.app, 'pinHasher');
    const replays = await Promise.all(Array.from({ length: 10 }, () => post(t.app, '/api/v1/withdraw', token, body, { 'idempotency-key': 'once' })));
    checks.stop();
    expect(checks.n).toBe(0);
    expect(replays.map((r) => r.headers['idempotent-replayed'])).toEqual(Array(10).fill('true'));
    expect(replays.map((r) => r.json().value.orderNo)).toEqual(Array(10).fill(first.json().value.orderNo));
    // The same key for another request is still refused, also without a hash.
    const reused = await post(t.app, '/api/v1/withdraw', token, { ...body, amount: '11.00' }, { 'idempotency-key': 'once' });
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(99_000);
  });
});

describe('two API processes on one database', () => {
  it(`a burst split across both checks at most ${PAYMENT_PASSWORD_MAX_FAILURES} PINs in all (the claim is in the database)`, async () => {
    const other = build(t.options);
    await other.ready();
    try {
      const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
      const first = await post(t.app, '/api/v1/security/payment-password', token, { password: 'Acme@1234', newPaymentPassword: '192837' });
      expect(first.json()).toMatchObject({ success: true });
      const mine = countChecks(t.app, 'pinHasher');
      const theirs = countChecks(other, 'pinHasher');
      // Changing the payment password checks the old one: the same lockout as a withdrawal's. 24 calls: the
      // route's per-address limit (30 a minute, shared by both processes on PostgreSQL) is not the point here.
      const body = (i: number) => ({ oldPaymentPassword: String(200000 + i), newPaymentPassword: '564738' });
      const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => post(i % 2 ? other : t.app, '/api/v1/security/payment-password', token, body(i))));
      mine.stop();
      theirs.stop();
      expect(mine.n + theirs.n).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES);
      expect(new Set(burst.map((r) => r.json().code))).toEqual(new Set(['PAYMENT_PASSWORD_INCORRECT', 'PAYMENT_PASSWORD_LOCKED']));
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('security questions under a burst', () => {
  it(`a 20-request burst of wrong answer sets checks at most ${SECURITY_QUESTIONS_MAX_FAILURES} sets and issues no proof`, async () => {
    const token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const id = await memberId(t.app, 'acme', 'acme1');
    expect((await post(t.app, '/api/v1/security/questions', token, { answers: ANSWERS, password: 'Acme@1234' })).json()).toMatchObject({ success: true });

    const checks = countChecks(t.app);
    const burst = await Promise.all(Array.from({ length: 20 }, () => post(t.app, '/api/v1/security/questions/verify', token, { answers: WRONG_ANSWERS })));
    checks.stop();
    // Each set is three answers, each one verify.
    expect(checks.n).toBeLessThanOrEqual(SECURITY_QUESTIONS_MAX_FAILURES * ANSWERS.length);
    expect(burst.filter((r) => r.statusCode === 200 || r.statusCode >= 500)).toEqual([]);
    expect(new Set(burst.map((r) => r.json().code))).toEqual(new Set(['SECURITY_ANSWERS_INCORRECT', 'SECURITY_QUESTIONS_LOCKED']));
    expect(await t.app.db.selectFrom('security_proofs').select('id').where('member_id', '=', id).execute()).toEqual([]);

    const right = await post(t.app, '/api/v1/security/questions/verify', token, { answers: ANSWERS });
    expect(right.json()).toMatchObject({ code: 'SECURITY_QUESTIONS_LOCKED' });
    expect(await t.app.db.selectFrom('security_proofs').select('id').where('member_id', '=', id).execute()).toEqual([]);
  }, 60_000);
});

describe('per-member limits of the money and secret calls', () => {
  let low: TTestApp;
  beforeAll(async () => {
    low = await createAccountsApp({ rateLimits: { memberPerMinute: 3 } });
  });
  afterAll(async () => {
    await low.close();
  });

  it("each call answers 429 RATE_LIMITED past the member's budget; another member is not held up", async () => {
    const token = await loginAs(low.app, 'demo1', 'Demo@1234');
    // One each of: set PIN, bind payee, add a card.
    const cardId = await readyToWithdraw(low.app, token, 'Demo@1234', '135790');
    const key = (() => {
      let n = 0;
      return () => ({ 'idempotency-key': `k-${(n += 1)}` });
    })();
    const del = (id: number) =>
      low.app.inject({ method: 'DELETE', url: `/api/v1/withdraw/bank-cards/${id}`, headers: bearer(token), payload: { paymentPassword: '135790' } });
    const calls: [string, () => Promise<{ statusCode: number; json(): { code?: string } }>, number][] = [
      ['withdraw', () => post(low.app, '/api/v1/withdraw', token, { amount: '10.00', bankCardId: cardId, paymentPassword: '135790' }, key()), 0],
      [
        'addBankCard',
        () => post(low.app, '/api/v1/withdraw/bank-cards', token, { bankCode: 'ICBC', cardNumber: OTHER_CARDS[0], paymentPassword: '135790' }),
        1,
      ],
      ['deleteBankCard', () => del(999_999), 0],
      // The right old PIN as the new one: checked, then refused as the same (nothing changes).
      [
        'setPaymentPassword',
        () => post(low.app, '/api/v1/security/payment-password', token, { oldPaymentPassword: '135790', newPaymentPassword: '135790' }),
        1,
      ],
      [
        'resetPaymentPassword',
        () => post(low.app, '/api/v1/security/payment-password/reset', token, { newPaymentPassword: '111111', confirmPaymentPassword: '222222' }),
        0,
      ],
      ['setSecurityQuestions', () => post(low.app, '/api/v1/security/questions', token, { answers: ANSWERS }), 0],
      ['verifySecurityQuestions', () => post(low.app, '/api/v1/security/questions/verify', token, { answers: ANSWERS }), 0],
    ];
    for (const [name, call, spent] of calls) {
      for (let i = spent; i < 3; i += 1) expect([name, (await call()).statusCode]).not.toEqual([name, 429]);
      const refused = await call();
      expect([name, refused.statusCode, refused.json().code]).toEqual([name, 429, 'RATE_LIMITED']);
    }
    const agent = await loginAs(low.app, 'agent1', 'Agent@1234');
    const transfer = () => post(low.app, '/api/v1/agent/transfers', agent, { paymentPassword: '123456', transfers: [{ memberId: 1, amount: '1.00' }] }, key());
    for (let i = 0; i < 3; i += 1) expect((await transfer()).statusCode).not.toBe(429);
    expect((await transfer()).json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The budget is the member's: acme1 still binds a card.
    const acme = await loginAs(low.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    expect((await post(low.app, '/api/v1/security/payment-password', acme, { password: 'Acme@1234', newPaymentPassword: '102938' })).json()).toMatchObject({
      success: true,
    });
  });
});
