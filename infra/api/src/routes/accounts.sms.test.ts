import { ZSmsOutboxEntry } from '@tessera/contract/api';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, lastSmsCode, loginAs, postLogin, sendSms, skipSmsCooldown } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const ACME_NEW = { countryDialingCode: '+55', mobileNum: '11933332222' };

const forget = (payload: object, merchant = 'demo') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forget', headers: { 'x-merchant': merchant }, payload });

describe('POST /api/v1/sms/code (sendVerificationCode)', () => {
  it('sends a 6-digit code to the dev outbox and answers expiredMinutes, expirationTime and the resend cool-down', async () => {
    const res = await sendSms(t.app, ACME_NEW, 'acme');
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { expiredMinutes: number; expirationTime: string; resendAfterSeconds: number };
    expect(value).toMatchObject({ expiredMinutes: 5, resendAfterSeconds: 60 });
    expect(Math.abs(Date.parse(value.expirationTime) - (Date.now() + 5 * 60_000))).toBeLessThan(5_000);
    expect(await lastSmsCode(t.app, '11933332222')).toMatch(/^\d{6}$/);
    // Only a hash of the code is stored with it.
    const stored = await t.app.db.selectFrom('sms_codes').selectAll().where('mobile', '=', '11933332222').executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(await lastSmsCode(t.app, '11933332222'));
  });

  it('refuses a resend within 60 s (429 SMS_TOO_FREQUENT with retryAfterSeconds), then allows it', async () => {
    const again = await sendSms(t.app, { ...ACME_NEW, mobileNo: undefined }, 'acme');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'SMS_TOO_FREQUENT' });
    expect(again.json().value.retryAfterSeconds).toBeGreaterThan(50);
    await skipSmsCooldown(t.app, '11933332222');
    expect((await sendSms(t.app, { countryDialingCode: '55', mobileNo: '11933332222' }, 'acme')).statusCode).toBe(200);
  });

  it('caps codes per number per day', async () => {
    const mobile = '11944443333';
    for (let i = 0; i < 10; i += 1) {
      expect((await sendSms(t.app, { countryDialingCode: '55', mobileNum: mobile }, 'acme')).statusCode).toBe(200);
      await skipSmsCooldown(t.app, mobile);
    }
    const res = await sendSms(t.app, { countryDialingCode: '55', mobileNum: mobile }, 'acme');
    expect(res.statusCode).toBe(429);
    expect(res.json().value.retryAfterSeconds).toBeGreaterThan(3600);
  });

  it('sends only where a code can be used, and answers every number alike (accounts.smsEnumeration.test.ts)', async () => {
    // demo has no SMS verification for registration (REGMOBVERF3 off).
    expect((await sendSms(t.app, { countryDialingCode: '86', mobileNum: '13700000001' })).json().code).toBe('REGISTRATION_METHOD_DISABLED');
    const texts = async (mobile: string) => (await t.app.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute()).length;
    // A registered number gets no registration code; numbers without a member no login or reset code.
    expect((await sendSms(t.app, { countryDialingCode: '55', mobileNum: '11987654321' }, 'acme')).statusCode).toBe(200);
    expect(await texts('11987654321')).toBe(0);
    expect((await sendSms(t.app, { countryDialingCode: '86', mobileNum: '13700000001', purpose: 'login' })).statusCode).toBe(200);
    await skipSmsCooldown(t.app, '13700000001');
    expect((await sendSms(t.app, { countryDialingCode: '86', mobileNum: '13700000001', purpose: 'forget' })).statusCode).toBe(200);
    expect(await texts('13700000001')).toBe(0);
  });

  it('refuses bad inputs: missing number, wrong types, unknown fields, bad numbers and dialling codes', async () => {
    for (const payload of [
      {},
      { countryDialingCode: '55' },
      { countryDialingCode: 55, mobileNum: '11900000000' },
      { ...ACME_NEW, extra: 1 },
      { ...ACME_NEW, purpose: 'spam' },
      { countryDialingCode: '55', mobileNum: '1'.repeat(21) },
      { countryDialingCode: '55', mobileNum: '+5511' },
    ]) {
      const res = await sendSms(t.app, payload, 'acme');
      expect(res.statusCode).toBe(400);
      expect(['VALIDATION_FAILED', 'FIELD_REQUIRED']).toContain(res.json().code);
    }
    expect((await sendSms(t.app, { countryDialingCode: '999', mobileNum: '11900000000' }, 'acme')).json().code).toBe('MOBILE_INVALID');
    expect((await sendSms(t.app, { countryDialingCode: '55', mobileNum: '00012' }, 'acme')).json().code).toBe('MOBILE_INVALID');
  });
});

describe('SMS code checks (through forgetPassword)', () => {
  const DEMO1 = { countryDialingCode: '86', mobileNum: '13800138000' };
  const reset = (verificationCode: string, newPassword = 'Demo@5678') => forget({ ...DEMO1, verificationCode, newPassword, confirmNewPassword: newPassword });

  beforeEach(async () => {
    await t.app.db.deleteFrom('sms_codes').where('mobile', '=', '13800138000').execute();
  });

  it('resets the password with the code, logs every session out, and the code works once', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    const code = await lastSmsCode(t.app, '13800138000');
    const res = await reset(code);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { reset: true, userName: 'demo1' } });
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) })).json().code).toBe('SESSION_EXPIRED');
    expect((await postLogin(t.app, 'demo1', 'Demo@5678')).json().success).toBe(true);
    expect((await reset(code, 'Demo@1234')).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', value: { reason: 'missing' } });
    // Put the contract's password back for the other tests.
    await skipSmsCooldown(t.app, '13800138000');
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    expect((await reset(await lastSmsCode(t.app, '13800138000'), 'Demo@1234')).json().success).toBe(true);
  });

  it('voids a code after 5 wrong tries', async () => {
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    const code = await lastSmsCode(t.app, '13800138000');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 1; i -= 1) expect((await reset(wrong)).json().value).toMatchObject({ reason: 'mismatch', attemptsLeft: i });
    expect((await reset(wrong)).json().value).toMatchObject({ reason: 'tooManyAttempts', attemptsLeft: 0 });
    expect((await reset(code)).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('counts parallel guesses: never more than 5 checks of one code', async () => {
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    const code = await lastSmsCode(t.app, '13800138000');
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 12 }, () => reset(wrong)));
    const row = await t.app.db.selectFrom('sms_codes').selectAll().where('mobile', '=', '13800138000').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.used_at).not.toBeNull();
    expect((await reset(code)).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses an expired code', async () => {
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    const code = await lastSmsCode(t.app, '13800138000');
    await t.app.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mobile', '=', '13800138000')
      .execute();
    expect((await reset(code)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: 'Verification code error', value: { reason: 'expired' } });
  });

  it('lets only the newest code count, and a code of another purpose does not work', async () => {
    await sendSms(t.app, { ...DEMO1, purpose: 'login' });
    const loginCode = await lastSmsCode(t.app, '13800138000');
    expect((await reset(loginCode)).json().value).toMatchObject({ reason: 'missing' });
    await skipSmsCooldown(t.app, '13800138000');
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    const first = await lastSmsCode(t.app, '13800138000');
    await skipSmsCooldown(t.app, '13800138000');
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    const second = await lastSmsCode(t.app, '13800138000');
    if (first !== second) expect((await reset(first)).json().value.reason).toBe('mismatch');
    expect((await reset(second, 'Demo@1234')).json().success).toBe(true);
  });

  it('checks the new password before spending the code', async () => {
    await sendSms(t.app, { ...DEMO1, purpose: 'forget' });
    const code = await lastSmsCode(t.app, '13800138000');
    expect((await forget({ ...DEMO1, verificationCode: code, newPassword: 'weak', confirmNewPassword: 'weak' })).json().code).toBe('PASSWORD_FORMAT_INVALID');
    expect((await forget({ ...DEMO1, verificationCode: code, newPassword: 'Demo@1234', confirmNewPassword: 'Demo@1235' })).json().code).toBe(
      'PASSWORD_CONFIRM_MISMATCH',
    );
    for (const payload of [
      { ...DEMO1 },
      { ...DEMO1, verificationCode: 'abc', newPassword: 'x', confirmNewPassword: 'x' },
      { ...DEMO1, verificationCode: code, newPassword: 'Demo@1234', confirmNewPassword: 'Demo@1234', userName: 'demo1' },
    ]) {
      expect((await forget(payload)).json().code).toBe('VALIDATION_FAILED');
    }
    expect((await reset(code, 'Demo@1234')).json().success).toBe(true);
  });
});

describe('GET /api/admin/sms-outbox', () => {
  it('needs the operator token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const res = await t.app.inject({ url: '/api/admin/sms-outbox', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ADMIN_AUTH_REQUIRED');
    }
    const member = await t.app.inject({ url: '/api/admin/sms-outbox', headers: bearer(await loginAs(t.app, 'agent1', 'Agent@1234')) });
    expect(member.statusCode).toBe(401);
  });

  it('lists messages newest first, filtered by merchant and number', async () => {
    const res = await t.app.inject({ url: '/api/admin/sms-outbox?merchant=acme&limit=200', headers: adminHeaders() });
    const list = (res.json().value as unknown[]).map((e) => ZSmsOutboxEntry.parse(e));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.merchantCode === 'acme')).toBe(true);
    expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => b - a));
    expect(list[0]?.mobile).toMatch(/^\+55 \d+$/);
    const one = await t.app.inject({ url: '/api/admin/sms-outbox?mobile=011933332222', headers: adminHeaders() });
    expect((one.json().value as { mobile: string }[]).every((e) => e.mobile === '+55 11933332222')).toBe(true);
    for (const q of ['limit=0', 'limit=201', 'mobile=abc', 'merchant=BAD!']) {
      expect((await t.app.inject({ url: `/api/admin/sms-outbox?${q}`, headers: adminHeaders() })).statusCode).toBe(400);
    }
  });
});

describe('GET /api/v1/sms/code/check (checkVerificationCode)', () => {
  const NUMBER = { countryDialingCode: '55', mobileNum: '11944445555' };
  const check = (code: string, extra = '') =>
    t.app.inject({
      url: `/api/v1/sms/code/check?countryDialingCode=55&mobileNum=${NUMBER.mobileNum}&verificationCode=${code}${extra}`,
      headers: { 'x-merchant': 'acme' },
    });

  it('answers valid for the right code without spending it: registration still accepts the code afterwards', async () => {
    expect((await sendSms(t.app, NUMBER, 'acme')).statusCode).toBe(200);
    const code = await lastSmsCode(t.app, NUMBER.mobileNum);
    const ok = await check(code);
    expect(ok.json()).toMatchObject({ success: true, value: { valid: true } });
    const row = await t.app.db.selectFrom('sms_codes').selectAll().where('mobile', '=', NUMBER.mobileNum).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('counts wrong guesses against the same 5 attempts and then voids the code', async () => {
    const code = await lastSmsCode(t.app, NUMBER.mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await check(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', value: { reason: 'mismatch', attemptsLeft: 3 } });
    await check(wrong);
    await check(wrong);
    // The fifth attempt (one right check above, four wrong) voids the code: the right code is refused afterwards.
    expect((await check(wrong)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', value: { reason: 'tooManyAttempts', attemptsLeft: 0 } });
    expect((await check(code)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', value: { reason: 'missing' } });
  });

  it('refuses a code for another purpose, a number without a code, and malformed input', async () => {
    expect((await check('123456', '&purpose=forget')).json().value).toMatchObject({ reason: 'missing' });
    const none = await t.app.inject({
      url: '/api/v1/sms/code/check?countryDialingCode=55&mobileNum=11900001111&verificationCode=123456',
      headers: { 'x-merchant': 'acme' },
    });
    expect(none.json().value).toMatchObject({ reason: 'missing' });
    for (const q of ['verificationCode=12a', 'verificationCode=12345678901', 'purpose=other&verificationCode=1']) {
      const res = await t.app.inject({ url: `/api/v1/sms/code/check?countryDialingCode=55&mobileNum=11900001111&${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
