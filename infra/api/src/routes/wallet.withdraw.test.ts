import { MAX_BANK_CARDS, withdraw as withdrawCall } from '@tessera/contract/api';
import { requestFingerprint } from '../services/wallet/idempotency';
import { memberAccountId, memberBalance, sumOfEntries } from '../services/wallet/ledger';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { GOOD_CARD, memberId, OTHER_CARDS, post, readyToWithdraw, setBalance, setLimits, trialToken } from './wallet.testkit';

// Bank cards, withdrawal limits, withdrawals and their operator review.

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const del = (id: number | string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/withdraw/bank-cards/${id}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const count = async (table: 'bank_cards' | 'withdrawals' | 'ledger_transactions' | 'audit_log') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bankList', () => {
  it("lists the banks of the merchant's currency; needs a real member", async () => {
    const demo = (await get('/api/v1/withdraw/banks', await loginAs(t.app, 'demo1', 'Demo@1234'))).json().value.list;
    expect(demo).toContainEqual({ code: 'ICBC', name: 'Industrial and Commercial Bank of China' });
    const acme = (await get('/api/v1/withdraw/banks', await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' }))).json().value.list;
    expect(acme.map((b: { code: string }) => b.code)).toContain('NUBANK');
    expect(acme.map((b: { code: string }) => b.code)).not.toContain('ICBC');
    expect((await get('/api/v1/withdraw/banks')).statusCode).toBe(401);
    expect((await get('/api/v1/withdraw/banks', await trialToken(t.app))).json()).toMatchObject({ code: 'FREE_REJECT' });
  });
});

describe('bank cards', () => {
  it('adding a card needs the payee name and the payment password first', async () => {
    const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const add = () => post(t.app, '/api/v1/withdraw/bank-cards', token, { bankCode: 'NUBANK', cardNumber: GOOD_CARD, paymentPassword: '112233' });
    expect((await add()).json()).toMatchObject({ code: 'PAYEE_NAME_REQUIRED' });
    await post(t.app, '/api/v1/security/payee-name', token, { payeeName: 'Bruno Acme' });
    expect((await add()).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_NOT_SET' });
    await post(t.app, '/api/v1/security/payment-password', token, { password: 'Acme@1234', newPaymentPassword: '112233' });
    const added = await add();
    expect(added.json()).toMatchObject({ success: true, value: { bankCode: 'NUBANK', bankName: 'Nubank', cardNumber: '****1111', holder: 'Bruno Acme' } });
  });

  // Issue 30 item 9: a stolen session must not add its own payout card.
  it('binding a card is confirmed by the payment password: without it or with a wrong one nothing is bound', async () => {
    const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const id = await memberId(t.app, 'acme', 'acme2');
    const before = await count('bank_cards');
    const add = (extra: object) => post(t.app, '/api/v1/withdraw/bank-cards', token, { bankCode: 'NUBANK', cardNumber: OTHER_CARDS[5], ...extra });
    expect((await add({})).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await add({ paymentPassword: '12' })).json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID', value: { field: 'paymentPassword' } });
    const wrong = await add({ paymentPassword: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', value: { remainingAttempts: 4 } });
    expect(await count('bank_cards')).toBe(before);
    // The right one binds it, and ends the run of wrong ones.
    const added = await add({ paymentPassword: '112233' });
    expect(added.json()).toMatchObject({ success: true, value: { cardNumber: '****5100' } });
    expect(await t.app.db.selectFrom('payment_password_guards').selectAll().where('member_id', '=', id).executeTakeFirst()).toBeUndefined();
    const removed = await del((added.json().value as { id: number }).id, token, { paymentPassword: '112233' });
    expect(removed.json()).toMatchObject({ success: true });
  });

  it('refuses bad numbers, unknown banks, duplicates and more than the maximum, writing nothing', async () => {
    const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const add = (body: object) => post(t.app, '/api/v1/withdraw/bank-cards', token, { paymentPassword: '112233', ...body });
    const before = await count('bank_cards');
    for (const cardNumber of ['4111111111111112', '41111111111', '41111111111111111111', '4111-1111-1111-111x', '']) {
      expect((await add({ bankCode: 'NUBANK', cardNumber })).json()).toMatchObject({ code: 'BANK_CARD_INVALID' });
    }
    expect((await add({ bankCode: 'ICBC', cardNumber: OTHER_CARDS[0] })).json()).toMatchObject({ code: 'BANK_UNKNOWN' });
    expect((await add({ bankCode: 'NUBANK', cardNumber: '4111-1111-1111-1111' })).json()).toMatchObject({ code: 'BANK_CARD_DUPLICATE' });
    expect((await add({ bankCode: 'NUBANK', cardNumber: 4111111111111111 })).statusCode).toBe(400);
    expect((await add({ bankCode: 'NUBANK', cardNumber: OTHER_CARDS[0], extra: true })).statusCode).toBe(400);
    expect(await count('bank_cards')).toBe(before);
    for (const cardNumber of OTHER_CARDS.slice(0, MAX_BANK_CARDS - 1)) expect((await add({ bankCode: 'ITAU', cardNumber })).statusCode).toBe(200);
    expect((await add({ bankCode: 'ITAU', cardNumber: OTHER_CARDS[MAX_BANK_CARDS - 1] })).json()).toMatchObject({ code: 'BANK_CARD_LIMIT' });
    const list = (await get('/api/v1/withdraw/bank-cards', token)).json().value;
    expect(list.max).toBe(MAX_BANK_CARDS);
    expect(list.list).toHaveLength(MAX_BANK_CARDS);
    expect(list.list.every((c: { cardNumber: string; holder: string }) => /^\*{4}\d{4}$/.test(c.cardNumber) && c.holder === 'Bruno Acme')).toBe(true);
    // Only a hash and the last 4 digits are stored.
    const rows = await t.app.db.selectFrom('bank_cards').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/4111111111111111|5555555555554444/);
    expect((await get('/api/v1/security/config', token)).json().value.bankCardCount).toBe(MAX_BANK_CARDS);
  });

  it("deletes a card with the payment password; others' cards and wrong passwords are refused", async () => {
    const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const other = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const [card] = (await get('/api/v1/withdraw/bank-cards', token)).json().value.list as { id: number }[];
    const id = card?.id ?? 0;
    expect((await del(id, token, { paymentPassword: '000000' })).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
    expect((await del(id, other, { paymentPassword: '112233' })).json()).toMatchObject({ code: 'BANK_CARD_NOT_FOUND' });
    expect((await del(id, token)).statusCode).toBe(400);
    expect((await del('abc', token, { paymentPassword: '112233' })).statusCode).toBe(400);
    expect((await del('2147483648', token, { paymentPassword: '112233' })).statusCode).toBe(400);
    expect((await del('2147483647', token, { paymentPassword: '112233' })).statusCode).toBe(404);
    expect((await del(id, null, { paymentPassword: '112233' })).statusCode).toBe(401);
    expect((await del(id, await trialToken(t.app), { paymentPassword: '112233' })).json()).toMatchObject({ code: 'FREE_REJECT' });
    expect((await get('/api/v1/withdraw/bank-cards', token)).json().value.list).toHaveLength(MAX_BANK_CARDS);
    expect((await del(id, token, { paymentPassword: '112233' })).json()).toMatchObject({ success: true, value: { deleted: true } });
    expect((await del(id, token, { paymentPassword: '112233' })).statusCode).toBe(404);
    expect((await get('/api/v1/withdraw/bank-cards', token)).json().value.list).toHaveLength(MAX_BANK_CARDS - 1);
    // The number can be bound again once removed.
    expect((await post(t.app, '/api/v1/withdraw/bank-cards', token, { bankCode: 'NUBANK', cardNumber: GOOD_CARD, paymentPassword: '112233' })).statusCode).toBe(
      200,
    );
  });

  it('card calls need a real member', async () => {
    const trial = await trialToken(t.app);
    expect((await get('/api/v1/withdraw/bank-cards')).statusCode).toBe(401);
    expect((await get('/api/v1/withdraw/bank-cards', trial)).json()).toMatchObject({ code: 'FREE_REJECT' });
    expect((await post(t.app, '/api/v1/withdraw/bank-cards', null, { bankCode: 'ICBC', cardNumber: GOOD_CARD })).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/withdraw/bank-cards', trial, { bankCode: 'ICBC', cardNumber: GOOD_CARD })).json()).toMatchObject({
      code: 'FREE_REJECT',
    });
  });
});

describe('withdrawal limits (operator)', () => {
  const url = (m: string) => `/api/admin/merchants/${m}/withdraw-limits`;
  it('answers the seeded defaults per merchant', async () => {
    // dailyCount: VIP 0's row of the merchant's VIP ladder (docs/decisions/money.md "Withdrawals a day").
    expect((await t.app.inject({ url: url('demo'), headers: adminHeaders() })).json().value).toEqual({
      merchant: 'demo',
      limits: { minAmount: '100.00', maxAmount: '50000.00', dailyCount: 3, dailyAmount: '100000.00' },
    });
    expect((await t.app.inject({ url: url('acme'), headers: adminHeaders() })).json().value.limits).toEqual({
      minAmount: '50.00',
      maxAmount: '20000.00',
      dailyCount: 3,
      dailyAmount: '50000.00',
    });
    expect((await t.app.inject({ url: url('demo') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url('nope'), headers: adminHeaders() })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url('Bad%20Code'), headers: adminHeaders() })).statusCode).toBe(400);
  });

  it('changes them (audited) and refuses inconsistent or bad values, writing nothing', async () => {
    const patch = (m: string, payload: object, headers: Record<string, string> = adminHeaders()) =>
      t.app.inject({ method: 'PATCH', url: url(m), headers, payload });
    const audits = await count('audit_log');
    for (const bad of [
      { minAmount: '60000.00' },
      { maxAmount: '200000.00' },
      { minAmount: '0' },
      { minAmount: '1.001' },
      { dailyCount: 0 },
      { minAmount: 1 },
      { other: 1 },
    ]) {
      const res = await patch('acme', bad);
      expect({ bad, status: res.statusCode, code: res.json().code }).toEqual({ bad, status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await patch('nope', { dailyCount: 2 })).statusCode).toBe(404);
    expect((await patch('acme', { dailyCount: 2 }, {})).statusCode).toBe(401);
    expect(await count('audit_log')).toBe(audits);
    const res = await patch('acme', { dailyCount: 4, minAmount: '10' });
    expect(res.json().value.limits).toEqual({ minAmount: '10.00', maxAmount: '20000.00', dailyCount: 4, dailyAmount: '50000.00' });
    const entry = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor: 'break-glass', action: 'merchant.withdrawLimits', target: 'acme' });
    expect(JSON.parse(entry.before ?? '')).toMatchObject({ dailyCount: 3, minAmount: '50.00' });
    expect(JSON.parse(entry.after ?? '')).toMatchObject({ dailyCount: 4, minAmount: '10.00' });
  });
});

describe('withdraw', () => {
  let token: string;
  let cardId: number;
  let id: number;
  const withdraw = (body: object, key: string | null, tok: string | null = token) =>
    post(t.app, '/api/v1/withdraw', tok, body, key ? { 'idempotency-key': key } : {});
  const snapshot = async () => ({
    balance: await memberBalance(t.app.db, 'demo', id),
    withdrawals: await count('withdrawals'),
    transactions: await count('ledger_transactions'),
  });

  beforeAll(async () => {
    token = await loginAs(t.app, 'agent1', 'Agent@1234');
    id = await memberId(t.app, 'demo', 'agent1');
    cardId = await readyToWithdraw(t.app, token, 'Agent@1234', '975310', 'Agent One');
    await setBalance(t.app, 'demo', id, 100_000);
    // Withdrawals a day follow the VIP level (vip.withdrawals.test): VIP 1 of demo's ladder gives 5.
    await t.app.db.updateTable('members').set({ vip_level: 1 }).where('id', '=', id).execute();
  });

  it('debits at once, creates a PENDING withdrawal, and replays the first answer for the same key', async () => {
    const config = (await get('/api/v1/withdraw/config', token)).json().value;
    expect(config).toEqual({
      limits: { minAmount: '100.00', maxAmount: '50000.00', dailyCount: 5, dailyAmount: '100000.00' },
      usedCount: 0,
      usedAmount: '0.00',
      balance: '1000.00',
      currencyCode: 'CNY',
      turnoverRequired: '0.00',
      turnoverDone: '0.00',
      turnoverRemaining: '0.00',
      withdrawable: { balance: '1000.00', locked: '0.00', pendingWithdrawals: '0.00', turnoverRemaining: '0.00', withdrawable: '1000.00', lockReason: null },
    });
    const body = { amount: '150.50', bankCardId: cardId, paymentPassword: '975310' };
    const first = await withdraw(body, 'w-1');
    expect(first.json()).toMatchObject({ success: true, value: { status: 'PENDING', amount: '150.50', balance: '849.50' } });
    const orderNo = first.json().value.orderNo as string;
    expect(orderNo).toMatch(/^W\d{20}$/);
    const again = await withdraw(body, 'w-1');
    expect(again.json().value).toEqual(first.json().value);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await withdraw({ ...body, amount: '151.00' }, 'w-1')).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(84_950);
    // The key's stored request hash leaves the payment password out.
    const key = await t.app.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('member_id', '=', id)
      .where('key', '=', 'w-1')
      .executeTakeFirstOrThrow();
    expect(key.request_hash).toBe(requestFingerprint(withdrawCall, { body: { amount: '150.50', bankCardId: cardId } }));
    expect(key.request_hash).toBe(requestFingerprint(withdrawCall, { body: { ...body, amount: '150.50', paymentPassword: 'anything' } }));
    const records = (await get('/api/v1/withdraw/records', token)).json().value;
    expect(records).toMatchObject({
      total: 1,
      list: [{ orderNo, status: 'PENDING', amount: '150.50', bankName: 'Industrial and Commercial Bank of China', cardNumber: '****1111', reviewedAt: null }],
    });
    const account = (await get('/api/v1/wallet/records?type=WITHDRAW', token)).json().value;
    expect(account.list[0]).toMatchObject({ amount: '-150.50', balanceAfter: '849.50', reference: `withdraw:${orderNo}` });
    expect((await get('/api/v1/withdraw/config', token)).json().value).toMatchObject({ usedCount: 1, usedAmount: '150.50', balance: '849.50' });
  });

  it('refuses bad input, a foreign card, a wrong password, amounts out of range and overdrafts, writing nothing', async () => {
    const before = await snapshot();
    const good = { amount: '100.00', bankCardId: cardId, paymentPassword: '975310' };
    const acme2 = await t.app.db.selectFrom('bank_cards').select('id').where('merchant_code', '=', 'acme').executeTakeFirstOrThrow();
    const cases: [object, string | null, number, string][] = [
      [good, null, 400, 'IDEMPOTENCY_KEY_REQUIRED'],
      [{ ...good, amount: 100 }, 'b-1', 400, 'VALIDATION_FAILED'],
      [{ ...good, extra: 1 }, 'b-2', 400, 'VALIDATION_FAILED'],
      [{ ...good, bankCardId: 0 }, 'b-3', 400, 'VALIDATION_FAILED'],
      [{ ...good, amount: '100.001' }, 'b-4', 400, 'AMOUNT_INVALID'],
      [{ ...good, amount: '-100' }, 'b-5', 400, 'AMOUNT_INVALID'],
      [{ ...good, amount: '0.00' }, 'b-6', 400, 'AMOUNT_INVALID'],
      [{ ...good, amount: '1e3' }, 'b-7', 400, 'AMOUNT_INVALID'],
      [{ ...good, bankCardId: acme2.id }, 'b-8', 404, 'BANK_CARD_NOT_FOUND'],
      [{ ...good, paymentPassword: '000000' }, 'b-9', 400, 'PAYMENT_PASSWORD_INCORRECT'],
      [{ ...good, amount: '99.99' }, 'b-10', 400, 'WITHDRAW_AMOUNT_OUT_OF_RANGE'],
      [{ ...good, amount: '50000.01' }, 'b-11', 400, 'WITHDRAW_AMOUNT_OUT_OF_RANGE'],
      [{ ...good, amount: '849.51' }, 'b-12', 400, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [body, key, status, code] of cases) {
      const res = await withdraw(body, key);
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({ body, status, code });
    }
    expect(await snapshot()).toEqual(before);
    expect(await t.app.db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'b-%').execute()).toEqual([]);
    expect((await withdraw(good, 'n-1', null)).statusCode).toBe(401);
    expect((await withdraw(good, 'n-2', await trialToken(t.app))).json()).toMatchObject({ code: 'FREE_REJECT' });
  });

  it('applies the daily count and amount limits (rejected withdrawals do not count)', async () => {
    await setLimits(t.app, 'demo', { dailyAmount: '400.00', maxAmount: '400.00' });
    const body = (amount: string) => ({ amount, bankCardId: cardId, paymentPassword: '975310' });
    const before = await snapshot();
    expect((await withdraw(body('250.00'), 'd-1')).json()).toMatchObject({
      code: 'WITHDRAW_DAILY_AMOUNT_EXCEEDED',
      value: { dailyAmount: '400.00', usedAmount: '150.50' },
    });
    expect(await snapshot()).toEqual(before);
    expect((await withdraw(body('249.50'), 'd-2')).statusCode).toBe(200);
    await setLimits(t.app, 'demo', { dailyAmount: '100000.00', maxAmount: '50000.00' });
    for (const key of ['d-3', 'd-4', 'd-5']) expect((await withdraw(body('100.00'), key)).statusCode).toBe(200);
    expect((await withdraw(body('100.00'), 'd-6')).json()).toMatchObject({ code: 'WITHDRAW_DAILY_COUNT_EXCEEDED', value: { dailyCount: 5 } });
    expect((await get('/api/v1/withdraw/config', token)).json().value).toMatchObject({ usedCount: 5, usedAmount: '700.00', balance: '300.00' });
  });

  it('withdrawal calls need a real member; records filter by status and refuse bad pages', async () => {
    expect((await get('/api/v1/withdraw/config')).statusCode).toBe(401);
    expect((await get('/api/v1/withdraw/config', await trialToken(t.app))).json()).toMatchObject({ code: 'FREE_REJECT' });
    expect((await get('/api/v1/withdraw/records')).statusCode).toBe(401);
    expect((await get('/api/v1/withdraw/records', await trialToken(t.app))).json()).toMatchObject({ code: 'FREE_REJECT' });
    expect((await get('/api/v1/withdraw/records?status=PAID', token)).json().value.total).toBe(0);
    expect((await get('/api/v1/withdraw/records?pageSize=2', token)).json().value).toMatchObject({ total: 5, totalPages: 3 });
    for (const q of ['status=DONE', 'pageSize=101', 'pageNo=0']) expect((await get(`/api/v1/withdraw/records?${q}`, token)).statusCode).toBe(400);
  });

  it('operator review: approve marks PAID, reject refunds; each once, audited', async () => {
    const list = (q = '') => t.app.inject({ url: `/api/admin/withdrawals${q}`, headers: adminHeaders() });
    const review = (no: string, payload: object, headers: Record<string, string> = adminHeaders()) =>
      t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${no}/review`, headers, payload });
    const pending = (await list('?status=PENDING&merchant=demo')).json().value;
    expect(pending.total).toBe(5);
    expect(pending.list[0]).toMatchObject({ merchant: 'demo', username: 'agent1', holder: 'Agent One', cardNumber: '****1111', status: 'PENDING' });
    expect((await list('?merchant=acme')).json().value.total).toBe(0);
    expect((await list('?status=NOPE')).statusCode).toBe(400);
    expect((await list()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/withdrawals' })).statusCode).toBe(401);
    const [a, b] = pending.list as { orderNo: string; amount: string }[];
    const orderA = a?.orderNo ?? '';
    const orderB = b?.orderNo ?? '';

    const balance = await memberBalance(t.app.db, 'demo', id);
    expect((await review(orderA, { decision: 'approve', note: 'paid by bank transfer' })).json()).toMatchObject({
      value: { status: 'PAID', note: 'paid by bank transfer' },
    });
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(balance);
    const twice = await review(orderA, { decision: 'reject' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'WITHDRAWAL_ALREADY_REVIEWED' });
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(balance);

    expect((await review(orderB, { decision: 'reject', note: 'name mismatch' })).json()).toMatchObject({ value: { status: 'REJECTED' } });
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(balance + 10_000);
    expect((await review(orderB, { decision: 'reject' })).statusCode).toBe(409);
    expect(await memberBalance(t.app.db, 'demo', id)).toBe(balance + 10_000);
    const refund = (await get('/api/v1/wallet/records?type=WITHDRAW_REFUND', token)).json().value;
    expect(refund).toMatchObject({ total: 1, list: [{ amount: '100.00', reference: `withdraw:${orderB}` }] });
    // A rejected withdrawal no longer counts towards the day's limits.
    expect((await get('/api/v1/withdraw/config', token)).json().value).toMatchObject({ usedCount: 4 });

    const audits = await t.app.db.selectFrom('audit_log').select(['action', 'target']).where('action', 'like', 'withdrawal.%').execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'withdrawal.approve', target: orderA },
        { action: 'withdrawal.reject', target: orderB },
      ]),
    );
    expect(audits).toHaveLength(2);
    expect((await review('W000', { decision: 'approve' })).statusCode).toBe(404);
    expect((await review(orderA, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await review(orderA, { decision: 'approve', note: 'a\u0000b' })).statusCode).toBe(400);
    expect((await review(orderA, { decision: 'approve' }, {})).statusCode).toBe(401);
    expect(await sumOfEntries(t.app.db, await memberAccountId(t.app.db, 'demo', id))).toBe(await memberBalance(t.app.db, 'demo', id));
  });
});
