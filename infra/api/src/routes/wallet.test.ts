import { TRANSACTION_CODE_LIST } from '@tessera/contract/api';
import { postMemberMovement } from '../services/wallet/ledger';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { memberId, post, setBalance, trialToken } from './wallet.testkit';

// Balance, transaction codes, account records and the security center.

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('walletBalance', () => {
  it("answers the member's balance in the merchant's currency", async () => {
    const demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await get('/api/v1/wallet/balance', demo1)).json().value).toEqual({ sumBalance: '1000.00', currencyCode: 'CNY', currencySymbol: '¥' });
    const acme1 = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    expect((await get('/api/v1/wallet/balance', acme1)).json().value).toEqual({ sumBalance: '1000.00', currencyCode: 'BRL', currencySymbol: 'R$' });
  });

  it('a trial member has a wallet of their own (0 until credited); no session is a 401', async () => {
    const trial = await trialToken(t.app);
    expect((await get('/api/v1/wallet/balance', trial)).json().value).toMatchObject({ sumBalance: '0.00' });
    expect((await get('/api/v1/wallet/balance')).statusCode).toBe(401);
  });
});

describe('transactionCodes', () => {
  it('lists every transaction code with its label and direction, without a session', async () => {
    const res = await get('/api/v1/wallet/transaction-codes');
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { code: string; label: string; direction: string }[];
    expect(list.map((c) => c.code)).toEqual(TRANSACTION_CODE_LIST);
    expect(list).toContainEqual({ code: 'WITHDRAW', label: 'Withdrawal', direction: 'out' });
  });
});

describe('accountRecords', () => {
  it("lists the member's movements newest first, with signed amounts and the balance after each", async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const id = await memberId(t.app, 'demo', 'agent1');
    const first = (await get('/api/v1/wallet/records', token)).json().value;
    expect(first).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(first.list[0]).toMatchObject({ type: 'ADJUSTMENT', label: 'Adjustment', amount: '1000.00', balanceAfter: '1000.00', reference: 'seed:opening' });
    await t.app.db.transaction().execute(async (trx) => {
      await postMemberMovement(trx, {
        merchant: 'demo',
        memberId: id,
        type: 'BET',
        amountMinor: -1_250,
        book: 'house',
        reference: 'bet:1',
        description: 'Bet',
      });
      await postMemberMovement(trx, {
        merchant: 'demo',
        memberId: id,
        type: 'PAYOUT',
        amountMinor: 5_000,
        book: 'house',
        reference: 'bet:1',
        description: 'Payout',
      });
    });
    const all = (await get('/api/v1/wallet/records', token)).json().value;
    expect(all.total).toBe(3);
    expect(all.list.map((r: { type: string; amount: string; balanceAfter: string }) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['PAYOUT', '50.00', '1037.50'],
      ['BET', '-12.50', '987.50'],
      ['ADJUSTMENT', '1000.00', '1000.00'],
    ]);
    const bets = (await get('/api/v1/wallet/records?type=BET', token)).json().value;
    expect(bets).toMatchObject({ total: 1, list: [{ type: 'BET', label: 'Bet' }] });
    const paged = (await get('/api/v1/wallet/records?pageSize=2&pageNo=2', token)).json().value;
    expect(paged).toMatchObject({ total: 3, pageNum: 2, totalPages: 2, list: [{ type: 'ADJUSTMENT' }] });
  });

  it('filters by UTC date, from and to inclusive', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/api/v1/wallet/records?from=${today}&to=${today}`, token)).json().value.total).toBe(3);
    expect((await get(`/api/v1/wallet/records?from=${tomorrow}`, token)).json().value.total).toBe(0);
    expect((await get(`/api/v1/wallet/records?to=${yesterday}`, token)).json().value.total).toBe(0);
  });

  it('refuses bad filters with 400 and needs a real member', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    for (const q of ['pageSize=101', 'pageSize=0', 'pageNo=x', 'type=NOPE', 'from=2026-02-30', 'from=20261101', 'from=2026-11-02&to=2026-11-01']) {
      const res = await get(`/api/v1/wallet/records?${q}`, token);
      expect({ q, status: res.statusCode, code: res.json().code }).toEqual({ q, status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await get('/api/v1/wallet/records')).statusCode).toBe(401);
    expect((await get('/api/v1/wallet/records', await trialToken(t.app))).json()).toMatchObject({ code: 'FREE_REJECT' });
  });
});

describe('security center', () => {
  it('securityConfig shows what is set and bound; needs a real member', async () => {
    const demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await get('/api/v1/security/config', demo1)).json().value).toEqual({
      paymentPasswordSet: false,
      bankCardCount: 0,
      payeeName: null,
      emailBound: true,
      mobileBound: true,
      securityQuestionsSet: false,
    });
    const acme1 = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    expect((await get('/api/v1/security/config', acme1)).json().value).toMatchObject({ emailBound: false, mobileBound: true });
    expect((await get('/api/v1/security/config')).statusCode).toBe(401);
    expect((await get('/api/v1/security/config', await trialToken(t.app))).json()).toMatchObject({ code: 'FREE_REJECT' });
  });

  it('setPaymentPassword: the first time with the login password, hashed like login passwords', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const set = (body: object) => post(t.app, '/api/v1/security/payment-password', token, body);
    const stored = async () =>
      (await t.app.db.selectFrom('members').select('payment_password_hash').where('username', '=', 'demo1').executeTakeFirstOrThrow()).payment_password_hash;
    expect((await set({ newPaymentPassword: '123456' })).json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'password' } });
    expect((await set({ password: 'Wrong@1234', newPaymentPassword: '123456' })).json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
      expect((await set({ password: 'Demo@1234', newPaymentPassword: bad })).json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID' });
    }
    expect((await set({ password: 'Demo@1234', newPaymentPassword: 123456 })).statusCode).toBe(400);
    expect((await set({ password: 'Demo@1234', newPaymentPassword: '123456', extra: 1 })).statusCode).toBe(400);
    expect(await stored()).toBeNull();
    expect((await set({ password: 'Demo@1234', newPaymentPassword: '123456' })).json()).toMatchObject({ success: true, value: { paymentPasswordSet: true } });
    // A keyed hash (docs/decisions/payment-pin.md), checked without a scrypt run.
    expect(await stored()).toMatch(/^\$hmac-sha256\$v=1\$/);
    expect((await t.app.accounts.pinHasher.verify('123456', await stored())).ok).toBe(true);
    expect((await get('/api/v1/security/config', token)).json().value).toMatchObject({ paymentPasswordSet: true });
  });

  it('setPaymentPassword: later with the old payment password; a wrong one counts towards the lock', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const set = (body: object) => post(t.app, '/api/v1/security/payment-password', token, body);
    expect((await set({ password: 'Demo@1234', newPaymentPassword: '654321' })).json()).toMatchObject({
      code: 'FIELD_REQUIRED',
      value: { field: 'oldPaymentPassword' },
    });
    expect((await set({ oldPaymentPassword: '000000', newPaymentPassword: '654321' })).json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
      value: { remainingAttempts: 4 },
    });
    expect((await set({ oldPaymentPassword: '123456', newPaymentPassword: '123456' })).json()).toMatchObject({ code: 'PASSWORD_SAME_AS_OLD' });
    expect((await set({ oldPaymentPassword: '123456', newPaymentPassword: '654321' })).json()).toMatchObject({ success: true });
    const guard = await t.app.db
      .selectFrom('payment_password_guards')
      .selectAll()
      .where('member_id', '=', await memberId(t.app, 'demo', 'demo1'))
      .executeTakeFirst();
    // The right one ended the run of wrong ones: no count is kept (the guard's row goes).
    expect(guard?.failures ?? 0).toBe(0);
  });

  it('five wrong payment passwords in a row lock it for 15 minutes, even for the right one; a right one resets the count', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const id = await memberId(t.app, 'demo', 'demo1');
    const set = (old: string) => post(t.app, '/api/v1/security/payment-password', token, { oldPaymentPassword: old, newPaymentPassword: '999999' });
    for (let i = 1; i <= 4; i++)
      expect((await set('000000')).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', value: { remainingAttempts: 5 - i } });
    const locked = await set('000000');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    const until = Date.parse(locked.json().value.lockedUntil as string);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await set('654321')).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    // The 15 minutes pass.
    await t.app.db
      .updateTable('payment_password_guards')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', id)
      .execute();
    expect((await set('000000')).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', value: { remainingAttempts: 4 } });
    expect((await post(t.app, '/api/v1/security/payment-password', token, { oldPaymentPassword: '654321', newPaymentPassword: '123456' })).statusCode).toBe(
      200,
    );
    expect((await set('000000')).json()).toMatchObject({ value: { remainingAttempts: 4 } });
    expect((await post(t.app, '/api/v1/security/payment-password', token, { oldPaymentPassword: '123456', newPaymentPassword: '654321' })).statusCode).toBe(
      200,
    );
  });

  it('bindPayeeName: once, letters of any script, spaces and dots', async () => {
    const token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const bind = (payeeName: unknown) => post(t.app, '/api/v1/security/payee-name', token, { payeeName });
    for (const bad of ['A', 'Bob1', '  ', 'Ana_Silva', 'x'.repeat(65), 'Ana\u0000Silva', '.Ana']) {
      expect((await bind(bad)).json()).toMatchObject({ code: 'NAME_FORMAT_INVALID' });
    }
    expect((await bind(12)).statusCode).toBe(400);
    expect((await get('/api/v1/security/config', token)).json().value.payeeName).toBeNull();
    expect((await bind('  José  da Silva Jr. ')).json()).toMatchObject({ success: true, value: { payeeName: 'José da Silva Jr.' } });
    expect((await get('/api/v1/security/config', token)).json().value.payeeName).toBe('José da Silva Jr.');
    expect((await get('/api/v1/member/profile', token)).json().value).toMatchObject({ payeeNameBound: true });
    const again = await bind('Other Name');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYEE_NAME_ALREADY_BOUND' });
    expect((await get('/api/v1/security/config', token)).json().value.payeeName).toBe('José da Silva Jr.');
    const chinese = await loginAs(t.app, 'agent1', 'Agent@1234');
    expect((await post(t.app, '/api/v1/security/payee-name', chinese, { payeeName: '张伟' })).json()).toMatchObject({ value: { payeeName: '张伟' } });
  });

  it('payment password and payee name calls need a real member', async () => {
    const trial = await trialToken(t.app);
    expect((await post(t.app, '/api/v1/security/payment-password', null, { newPaymentPassword: '123456' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/security/payment-password', trial, { newPaymentPassword: '123456' })).json()).toMatchObject({ code: 'FREE_REJECT' });
    expect((await post(t.app, '/api/v1/security/payee-name', null, { payeeName: 'Ana' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/security/payee-name', trial, { payeeName: 'Ana' })).json()).toMatchObject({ code: 'FREE_REJECT' });
  });

  it('keeps the balance helpers honest (setBalance)', async () => {
    const id = await memberId(t.app, 'acme', 'acme2');
    await setBalance(t.app, 'acme', id, 12_345);
    const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    expect((await get('/api/v1/wallet/balance', token)).json().value.sumBalance).toBe('123.45');
  });
});
