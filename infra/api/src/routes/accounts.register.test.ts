import { ACCOUNT_RULES } from '@tessera/contract';
import { ZSessionGrant } from '@tessera/contract/api';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, lastSmsCode, postLogin, sealed, sendSms, skipSmsCooldown, solvedCaptcha, solvedHumanCheck } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

/** PUT /register; a form object without a human check gets a fresh solved one (as the screen sends). */
const put = async (data: unknown, merchant = 'demo', headers: Record<string, string> = {}) => {
  const form = data !== null && typeof data === 'object' && !('humanCheck' in data) ? { ...data, humanCheck: await solvedHumanCheck(t.app, merchant) } : data;
  return t.app.inject({ method: 'PUT', url: '/api/v1/register', headers: { 'x-merchant': merchant, ...headers }, payload: { data: form } });
};

type TFields = Record<string, { enabled: boolean; required: boolean }>;

/** Runs `fn` with the merchant's registration field configuration changed by `change`. */
async function withFields(merchant: string, change: (fields: TFields) => void, fn: () => Promise<void>): Promise<void> {
  const where = t.app.db.updateTable('merchant_config').where('merchant_code', '=', merchant).where('key', '=', 'register');
  const cfg = await t.app.db
    .selectFrom('merchant_config')
    .select('value')
    .where('merchant_code', '=', merchant)
    .where('key', '=', 'register')
    .executeTakeFirstOrThrow();
  const fields = JSON.parse(cfg.value) as TFields;
  change(fields);
  await where.set({ value: JSON.stringify(fields) }).execute();
  try {
    await fn();
  } finally {
    await where.set({ value: cfg.value }).execute();
  }
}

/** A valid demo registration (demo asks for username, password, confirmation and the captcha). */
async function demoForm(overrides: Record<string, unknown> = {}) {
  return {
    username: 'newbie1',
    password: 'Newbie@123',
    confirmPassword: 'Newbie@123',
    registerMethod: 'H5',
    registerUrl: 'demo.localhost',
    type: 0,
    ...(await solvedCaptcha(t.app)),
    ...overrides,
  };
}

describe('PUT /api/v1/register by username (demo)', () => {
  it('registers, answers a session like login, and the new member can log in', async () => {
    const responses: Awaited<ReturnType<typeof put>>[] = [];
    await withFields(
      'demo',
      (f) => (f.nickname = { enabled: true, required: false }),
      async () => {
        responses.push(await put(await demoForm({ email: 'Newbie1@Example.com', nickname: 'New Bie', affiliateCode: 'agent1' })));
      },
    );
    const [res] = responses;
    if (!res) throw new Error('no answer');
    expect(res.statusCode).toBe(200);
    const grant = ZSessionGrant.parse(res.json().value);
    expect(grant).toMatchObject({ userName: 'newbie1', type: 0, firstTimeLogin: false, merchantCode: 'demo' });
    const info = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(grant.token) });
    expect(info.json().value).toMatchObject({ account: 'newbie1', nickname: 'New Bie', type: 0, clubLabel: { labelName: 'VIP0' } });
    const row = await t.app.db.selectFrom('members').selectAll().where('username', '=', 'newbie1').executeTakeFirstOrThrow();
    const agent = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'newbie1@example.com', parent_id: agent.id, register_method: 'H5', register_url: 'demo.localhost' });
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(row.password_hash).not.toContain('Newbie@123');
    expect((await postLogin(t.app, 'newbie1', 'Newbie@123')).json().value).toMatchObject({ firstTimeLogin: false });
  });

  it('requires the captcha when the merchant enabled it (value.captcha), single use', async () => {
    const { captchaId: _id, captcha: _c, ...noCaptcha } = await demoForm({ username: 'newbie2' });
    expect((await put(noCaptcha)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const form = await demoForm({ username: 'newbie2', captcha: '000000' });
    expect((await put(form)).json().code).toBe('CAPTCHA_INVALID');
    expect((await put({ ...form, captcha: '314159' })).json().code).toBe('CAPTCHA_INVALID');
  });

  it.each([
    [{ registerBy: 'username', username: '' }, 'FIELD_REQUIRED', 'username'],
    [{ username: '1abc' }, 'ACCOUNT_FORMAT_INVALID', 'username'],
    [{ username: 'ab' }, 'ACCOUNT_FORMAT_INVALID', 'username'],
    [{ username: "x' OR 1=1" }, 'ACCOUNT_FORMAT_INVALID', 'username'],
    [{ username: 'Demo1' }, 'USERNAME_TAKEN', 'username'],
    [{ password: '' }, 'FIELD_REQUIRED', 'password'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'PASSWORD_FORMAT_INVALID', 'password'],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'PASSWORD_FORMAT_INVALID', 'password'],
    [{ confirmPassword: '' }, 'FIELD_REQUIRED', 'confirmPassword'],
    [{ confirmPassword: 'Newbie@124' }, 'PASSWORD_CONFIRM_MISMATCH', 'confirmPassword'],
    [{ email: 'not-an-email' }, 'EMAIL_FORMAT_INVALID', 'email'],
    [{ email: `${'a'.repeat(250)}@b.com` }, 'EMAIL_FORMAT_INVALID', 'email'],
    [{ email: 'DEMO1@example.com' }, 'EMAIL_TAKEN', 'email'],
    [{ affiliateCode: 'NOPE99' }, 'INVITATION_CODE_INVALID', 'affiliateCode'],
    [{ affiliateCode: '!!' }, 'INVITATION_CODE_INVALID', 'affiliateCode'],
    [{ mobileNum: '12345678' }, 'FIELD_REQUIRED', 'countryDialingCode'],
    [{ mobileNum: '123', countryDialingCode: '86' }, 'MOBILE_INVALID', 'mobileNum'],
    [{ mobileNum: '13800138000', countryDialingCode: '+86' }, 'MOBILE_TAKEN', 'mobileNum'],
  ])('refuses %j with %s', async (overrides, code, field) => {
    const res = await put(await demoForm({ username: 'newbie3', ...overrides }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, code, value: { field } });
    expect(await t.app.db.selectFrom('members').select('id').where('username', '=', 'newbie3').executeTakeFirst()).toBeUndefined();
  });

  it('checks names where the merchant asks for them (NAME_FORMAT_INVALID), and requires required ones', async () => {
    await withFields(
      'demo',
      (f) => (f.nickname = { enabled: true, required: true }),
      async () => {
        expect((await put(await demoForm({ username: 'newbie3' }))).json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'nickname' } });
        for (const nickname of ['<script>', '1abc', 'x'.repeat(40)]) {
          expect((await put(await demoForm({ username: 'newbie3', nickname }))).json()).toMatchObject({
            code: 'NAME_FORMAT_INVALID',
            message: 'Name format is not valid',
          });
        }
      },
    );
  });

  it('refuses an empty username without a tab choice as a mobile registration demo does not offer', async () => {
    expect((await put(await demoForm({ username: '' }))).json().code).toBe('REGISTRATION_METHOD_DISABLED');
  });

  it("answers the spec's messages for the format codes", async () => {
    expect((await put(await demoForm({ username: '1' }))).json().message).toBe('Account format is incorrect');
    expect((await put(await demoForm({ password: 'x', confirmPassword: 'x' }))).json().message).toBe('Password format is incorrect');
    expect((await put(await demoForm({ email: 'x' }))).json().message).toBe('E-mail format is incorrect');
    expect((await put(await demoForm({ affiliateCode: 'ZZZZ' }))).json().message).toBe('Invalid invitation code');
  });

  it('refuses bad bodies with 400 VALIDATION_FAILED: wrong types, unknown fields, missing data, control characters', async () => {
    for (const data of [
      { username: 42 },
      { username: 'ok', admin: true },
      'plain',
      null,
      { registerMethod: 'DESKTOP' },
      { nickname: 'a\u0000b' },
      { type: 4 },
    ]) {
      const res = await put(data);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const noData = await t.app.inject({ method: 'PUT', url: '/api/v1/register', payload: {} });
    expect(noData.json().code).toBe('VALIDATION_FAILED');
    const extra = await t.app.inject({ method: 'PUT', url: '/api/v1/register', payload: { data: {}, moduleId: 'REG3', more: 1 } });
    expect(extra.json().code).toBe('VALIDATION_FAILED');
  });

  it('ignores fields the merchant does not ask for', async () => {
    const res = await put(await demoForm({ username: 'newbie4', qqNum: '12345', payeeName: 'Somebody' }));
    expect(res.json().success).toBe(true);
    const row = await t.app.db.selectFrom('members').select('profile').where('username', '=', 'newbie4').executeTakeFirstOrThrow();
    expect(JSON.parse(row.profile)).toEqual({});
  });

  it('accepts the registration data encrypted like a login body', async () => {
    const body = await sealed(t.app, await demoForm({ username: 'secret5', humanCheck: await solvedHumanCheck(t.app) }));
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/register', headers: body.headers, payload: { ...body.payload, moduleId: 'REG3' } });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'secret5' } });
  });

  it('refuses mobile registration where the merchant has not enabled it', async () => {
    const res = await put(await demoForm({ registerBy: 'mobile', username: '', mobileNum: '13700137000', countryDialingCode: '86' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'REGISTRATION_METHOD_DISABLED', value: { registerBy: 'mobile' } });
  });

  it('gives a recommender as parent when there is no affiliate code', async () => {
    await withFields(
      'demo',
      (f) => (f.recommenderId = { enabled: true, required: false }),
      async () => {
        expect((await put(await demoForm({ username: 'newbie6', recommenderId: 'nobody77' }))).json()).toMatchObject({
          code: 'REFERRER_INVALID',
          message: 'Referrer link error',
        });
        expect((await put(await demoForm({ username: 'newbie6', recommenderId: 'demo1' }))).json().success).toBe(true);
        const [child, parent] = await Promise.all(
          ['newbie6', 'demo1'].map((u) => t.app.db.selectFrom('members').select(['id', 'parent_id']).where('username', '=', u).executeTakeFirstOrThrow()),
        );
        expect(child?.parent_id).toBe(parent?.id);
      },
    );
  });
});

describe('PUT /api/v1/register on acme (mobile required, SMS verification REGMOBVERF3)', () => {
  it('registers by mobile number with an SMS code; the member logs in with the password too', async () => {
    expect((await sendSms(t.app, { countryDialingCode: '+55', mobileNum: '011912345678' }, 'acme')).json()).toMatchObject({
      success: true,
      value: { expiredMinutes: 5 },
    });
    const code = await lastSmsCode(t.app, '11912345678');
    const res = await put(
      {
        registerBy: 'mobile',
        countryDialingCode: '+55',
        mobileNum: '011912345678',
        verificationCode: code,
        password: 'Brasil@2025',
        confirmPassword: 'Brasil@2025',
        ...(await solvedCaptcha(t.app, 'acme')),
      },
      'acme',
    );
    expect(res.json()).toMatchObject({ success: true, value: { type: 0, merchantCode: 'acme' } });
    const userName = res.json().value.userName as string;
    expect(userName).toMatch(/^m\d{9}$/);
    const row = await t.app.db.selectFrom('members').selectAll().where('username', '=', userName).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ country_code: '55', mobile: '11912345678' });
    expect((await postLogin(t.app, userName, 'Brasil@2025', { merchant: 'acme' })).json().success).toBe(true);
  });

  it('requires the SMS code, refuses a wrong one, and keeps a valid code for a corrected form', async () => {
    await sendSms(t.app, { countryDialingCode: '55', mobileNum: '11955554444' }, 'acme');
    const code = await lastSmsCode(t.app, '11955554444');
    const base = { username: 'carla1', password: 'Carla@2025', confirmPassword: 'Carla@2025', countryDialingCode: '55', mobileNum: '11955554444' };
    const captcha = () => solvedCaptcha(t.app, 'acme');
    expect((await put({ ...base, ...(await captcha()) }, 'acme')).json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'verificationCode' } });
    expect((await put({ ...base, verificationCode: '1', ...(await captcha()) }, 'acme')).json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { reason: 'mismatch', attemptsLeft: 4 },
    });
    // A form that fails on another field does not spend the code.
    expect((await put({ ...base, username: 'acme1', verificationCode: code, ...(await captcha()) }, 'acme')).json().code).toBe('USERNAME_TAKEN');
    expect((await put({ ...base, verificationCode: code, ...(await captcha()) }, 'acme')).json()).toMatchObject({
      success: true,
      value: { userName: 'carla1' },
    });
    await skipSmsCooldown(t.app, '11955554444');
  });

  it('requires the mobile number where the merchant made it required', async () => {
    const res = await put({ username: 'dora1', password: 'Dora@2025', confirmPassword: 'Dora@2025', ...(await solvedCaptcha(t.app, 'acme')) }, 'acme');
    expect(res.json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'mobileNum' } });
  });
});

describe('availability and settings', () => {
  it('GET /api/v1/register/username: free, taken (case-insensitive), malformed', async () => {
    const free = await t.app.inject({ url: '/api/v1/register/username?username=Freshname' });
    expect(free.json().value).toEqual({ username: 'freshname', available: true });
    expect((await t.app.inject({ url: '/api/v1/register/username?username=DEMO1' })).json().value).toEqual({ username: 'demo1', available: false });
    expect((await t.app.inject({ url: '/api/v1/register/username?username=demo1&merchant=acme' })).json().value.available).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/register/username?username=9lives' })).json().code).toBe('ACCOUNT_FORMAT_INVALID');
    expect((await t.app.inject({ url: '/api/v1/register/username' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('POST /api/v1/register/email: JSON or form-encoded (spec §7), taken, malformed, bad bodies', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/register/email', payload: { email: 'someone@example.com' } });
    expect(json.json().value).toEqual({ available: true });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=Demo1%40example.com',
    });
    expect(form.json().value).toEqual({ available: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/register/email', payload: { email: 'nope' } })).json().code).toBe('EMAIL_FORMAT_INVALID');
    for (const payload of [{}, { email: 5 }, { email: 'a@b.co', x: 1 }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/register/email', payload })).json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('GET /api/v1/affiliate/check: known codes (case-insensitive) per merchant', async () => {
    expect((await t.app.inject({ url: '/api/v1/affiliate/check?code=AGENT1&domain=demo.localhost&moduleId=AFFMAN3' })).json().value).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/v1/affiliate/check?code=agent1' })).json().value).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/v1/affiliate/check?code=agent1&merchant=acme' })).json().value).toEqual({ success: false });
    expect((await t.app.inject({ url: "/api/v1/affiliate/check?code=' OR 1=1" })).json().value).toEqual({ success: false });
    expect((await t.app.inject({ url: '/api/v1/affiliate/check' })).json().code).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ url: '/api/v1/affiliate/check?code=A1&moduleId=OTHER' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('GET /api/v1/register/settings: methods, fields, SMS verification and captcha per merchant, with the rules', async () => {
    const demo = (await t.app.inject({ url: '/api/v1/register/settings' })).json().value;
    expect(demo).toMatchObject({
      methods: { username: true, mobile: false },
      smsVerification: false,
      captcha: { enabled: true },
      fields: { username: { enabled: true, required: true }, email: { enabled: true, required: false } },
    });
    expect(demo.rules.username).toEqual(ACCOUNT_RULES.username);
    const acme = (await t.app.inject({ url: '/api/v1/register/settings?merchant=acme' })).json().value;
    expect(acme).toMatchObject({
      methods: { username: true, mobile: true },
      smsVerification: true,
      mobilePassword: true,
      captcha: { enabled: true },
      fields: { mobileNum: { enabled: true, required: true } },
    });
  });
});
