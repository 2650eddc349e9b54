import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, lastSmsCode, loginAs, sendSms, skipSmsCooldown } from './accounts.testkit';

// Issue 30 item 8: the SMS-code call tells no one whether a number belongs to a member, texts are
// limited per number and per address, and a payment-password reset text needs the member's session.

let t: TTestApp;
beforeAll(async () => {
  // The per-address budget at its default (20 an hour); beforeEach gives every test a fresh one.
  t = await createAccountsApp({ rateLimits: { smsPerAddressPerHour: 20 } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('auth_failures').execute();
});

const KNOWN = { countryDialingCode: '86', mobileNum: '13800138000' }; // demo1
const UNKNOWN = { countryDialingCode: '86', mobileNum: '13700000001' };

const outboxCount = async (mobile: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow()
    ).n,
  );
const codeRows = async (mobile: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('sms_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An answer without its clock-dependent part: status, success, code and value's fields. */
function shape(res: { statusCode: number; json: () => { success: boolean; code?: string; value?: Record<string, unknown> } }) {
  const body = res.json();
  const value = { ...body.value };
  if (typeof value.expirationTime === 'string') value.expirationTime = 'ISO';
  if (typeof value.retryAfterSeconds === 'number') value.retryAfterSeconds = value.retryAfterSeconds > 50 ? '>50' : value.retryAfterSeconds;
  return { status: res.statusCode, success: body.success, code: body.code, keys: Object.keys(body).sort(), value };
}

async function clearCodes(...mobiles: string[]): Promise<void> {
  for (const mobile of mobiles) {
    await t.app.db.deleteFrom('sms_codes').where('mobile', '=', mobile).execute();
    await t.app.db.deleteFrom('sms_outbox').where('mobile', '=', mobile).execute();
  }
}

describe('the same answer for members and strangers', () => {
  it.each(['login', 'forget'] as const)('purpose %s: a known and an unknown number get the same answer; only the member is texted', async (purpose) => {
    await clearCodes(KNOWN.mobileNum, UNKNOWN.mobileNum);
    const known = await sendSms(t.app, { ...KNOWN, purpose });
    const unknown = await sendSms(t.app, { ...UNKNOWN, purpose });
    expect(known.statusCode).toBe(200);
    expect(shape(unknown)).toEqual(shape(known));
    expect(await outboxCount(KNOWN.mobileNum)).toBe(1);
    expect(await outboxCount(UNKNOWN.mobileNum)).toBe(0);
    // No early return for strangers: both numbers got a code row (the stranger's is never sent).
    expect(await codeRows(KNOWN.mobileNum)).toBe(1);
    expect(await codeRows(UNKNOWN.mobileNum)).toBe(1);
    // The cool-down answers alike.
    expect(shape(await sendSms(t.app, { ...UNKNOWN, purpose }))).toEqual(shape(await sendSms(t.app, { ...KNOWN, purpose })));
    expect((await sendSms(t.app, { ...UNKNOWN, purpose })).json().code).toBe('SMS_TOO_FREQUENT');
  });

  it('purpose register: a registered and a new number get the same answer; the registered one is not texted', async () => {
    const taken = { countryDialingCode: '55', mobileNum: '11987654321' }; // acme1
    const fresh = { countryDialingCode: '55', mobileNum: '11955554444' };
    await clearCodes(taken.mobileNum, fresh.mobileNum);
    const a = await sendSms(t.app, taken, 'acme');
    const b = await sendSms(t.app, fresh, 'acme');
    expect(b.statusCode).toBe(200);
    expect(shape(a)).toEqual(shape(b));
    expect(await outboxCount(taken.mobileNum)).toBe(0);
    expect(await outboxCount(fresh.mobileNum)).toBe(1);
  });

  it('the code checks answer alike too: a guess for an unknown number is a mismatch, as for a member', async () => {
    await clearCodes(KNOWN.mobileNum, UNKNOWN.mobileNum);
    await sendSms(t.app, { ...KNOWN, purpose: 'forget' });
    await sendSms(t.app, { ...UNKNOWN, purpose: 'forget' });
    const check = (m: typeof KNOWN) =>
      t.app.inject({
        url: `/api/v1/sms/code/check?countryDialingCode=${m.countryDialingCode}&mobileNum=${m.mobileNum}&verificationCode=000000&purpose=forget`,
      });
    expect(shape(await check(UNKNOWN))).toEqual(shape(await check(KNOWN)));
    const forget = (m: typeof KNOWN) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/forget',
        payload: { ...m, verificationCode: '000000', newPassword: 'Fresh@1234', confirmNewPassword: 'Fresh@1234' },
      });
    const known = await forget(KNOWN);
    expect(known.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', value: { reason: 'mismatch' } });
    expect(shape(await forget(UNKNOWN))).toEqual(shape(known));
  });

  it('a disabled member is texted nothing and answered alike', async () => {
    await clearCodes('13900139000');
    await t.app.db.updateTable('members').set({ disabled: 1 }).where('username', '=', 'agent1').execute();
    try {
      const res = await sendSms(t.app, { countryDialingCode: '86', mobileNum: '13900139000', purpose: 'forget' });
      expect(res.statusCode).toBe(200);
      expect(await outboxCount('13900139000')).toBe(0);
    } finally {
      await t.app.db.updateTable('members').set({ disabled: 0 }).where('username', '=', 'agent1').execute();
    }
  });
});

describe('per-target and per-address limits', () => {
  it('caps texts per number per day for unknown numbers as for members, whichever address asks', async () => {
    const mobile = '13700000077';
    await clearCodes(mobile);
    for (let i = 0; i < 10; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sms/code',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { countryDialingCode: '86', mobileNum: mobile, purpose: 'forget' },
      });
      expect(res.statusCode).toBe(200);
      await skipSmsCooldown(t.app, mobile);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/code',
      remoteAddress: '203.0.113.99',
      payload: { countryDialingCode: '86', mobileNum: mobile, purpose: 'forget' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('SMS_TOO_FREQUENT');
    expect(res.json().value.retryAfterSeconds).toBeGreaterThan(3600);
  });

  it('caps the texts one address may ask for in an hour, over any numbers (20), and not another address', async () => {
    const from = (ip: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sms/code',
        remoteAddress: ip,
        payload: { countryDialingCode: '86', mobileNum: `1370001${String(n).padStart(4, '0')}`, purpose: 'login' },
      });
    for (let i = 0; i < 20; i += 1) expect((await from('198.51.100.7', i)).statusCode).toBe(200);
    const over = await from('198.51.100.7', 20);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('SMS_TOO_FREQUENT');
    expect(over.json().value.retryAfterSeconds).toBeGreaterThan(0);
    expect((await from('198.51.100.8', 21)).statusCode).toBe(200);
  });
});

describe('payment-password reset texts need the member session', () => {
  it('the anonymous SMS call refuses purpose paymentPassword (401) and texts nothing', async () => {
    await clearCodes(KNOWN.mobileNum);
    const res = await sendSms(t.app, { ...KNOWN, purpose: 'paymentPassword' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
    expect(await outboxCount(KNOWN.mobileNum)).toBe(0);
  });

  it("with a session it texts the member's own bound number only", async () => {
    await clearCodes(KNOWN.mobileNum, '13900139000');
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const send = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/sms/code', headers: bearer(token), payload: { ...body, purpose: 'paymentPassword' } });
    const other = await send({ countryDialingCode: '86', mobileNum: '13900139000' });
    expect(other.statusCode).toBe(403);
    expect(await outboxCount('13900139000')).toBe(0);
    const own = await send(KNOWN);
    expect(own.statusCode).toBe(200);
    expect(await lastSmsCode(t.app, KNOWN.mobileNum)).toMatch(/^\d{6}$/);
  });

  it('the anonymous code check refuses purpose paymentPassword too (no telling whether a reset is under way)', async () => {
    const check = (headers: Record<string, string> = {}, mobileNum = KNOWN.mobileNum) =>
      t.app.inject({ url: `/api/v1/sms/code/check?countryDialingCode=86&mobileNum=${mobileNum}&verificationCode=000000&purpose=paymentPassword`, headers });
    expect((await check()).json().code).toBe('AUTH_REQUIRED');
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await check(bearer(token), '13900139000')).statusCode).toBe(403);
    expect((await check(bearer(token))).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it("the security centre's reset-code call still texts the session member and needs the session", async () => {
    await clearCodes(KNOWN.mobileNum);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/security/payment-password/reset/code' })).statusCode).toBe(401);
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/security/payment-password/reset/code', headers: bearer(token) });
    expect(res.json()).toMatchObject({ success: true, value: { mobile: '+86 138****8000' } });
    expect(await outboxCount(KNOWN.mobileNum)).toBe(1);
  });
});
