import { decryptServicePath } from '../lib/servicePath';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, lastSmsCode, loginAs, postLogin, sealed, sendSms, solvedCaptcha } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

describe('trial accounts', () => {
  it('GET /api/v1/trial/account creates a type-4 account; testPlayLogin opens its session once', async () => {
    const created = await t.app.inject({ url: '/api/v1/trial/account' });
    expect(created.statusCode).toBe(200);
    const { userName } = created.json().value as { userName: string };
    expect(userName).toMatch(/^guest_\d{8}$/);
    const row = await t.app.db.selectFrom('members').selectAll().where('username', '=', userName).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 4, password_hash: null, merchant_code: 'demo' });

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: { moduleId: 'COMM3', userName } });
    expect(res.json()).toMatchObject({ success: true, value: { userName, customerType: 4 } });
    expect((res.json().value as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The name is claimed: a second test-play login of it is refused.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: { userName } });
    expect(again.json().code).toBe('USER_NOT_FOUND');
  });

  it('testPlayLogin without a name creates a fresh trial account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', headers: { 'x-merchant': 'acme' }, payload: {} });
    expect(res.json().value).toMatchObject({ customerType: 4 });
    const info = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(res.json().value.token) });
    expect(info.json().value).toMatchObject({ type: 4, merchantCode: 'acme' });
  });

  it('refuses real accounts, unknown names and bad bodies', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: { userName: 'demo1' } })).json().code).toBe('USER_NOT_FOUND');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: { userName: 'guest_00000000' } })).json().code).toBe('USER_NOT_FOUND');
    for (const payload of [{ userName: 5 }, { userName: 'Guest X' }, { moduleId: 'comm3' }, { extra: true }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload })).json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('a trial account cannot log in with a password', async () => {
    const { userName } = (await t.app.inject({ url: '/api/v1/trial/account' })).json().value as { userName: string };
    expect((await postLogin(t.app, userName, 'Anything1')).json().code).toBe('AUTH_INVALID_CREDENTIALS');
    await t.app.db.deleteFrom('auth_failures').execute();
  });
});

describe('GET /api/v1/captcha', () => {
  it('answers a base64 PNG with a captcha id; the digits are pixels, not markup', async () => {
    const res = await t.app.inject({ url: '/api/v1/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = res.json().value as { captchaId: string; image: string; expiredSeconds: number };
    expect(value.captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(value.expiredSeconds).toBe(300);
    expect(value.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(value.image.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|<text/);
    const row = await t.app.db.selectFrom('captchas').selectAll().where('id', '=', value.captchaId).executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('merchant settings the account screens read', () => {
  it('GET /api/v1/template answers mem_cen and dep_func per merchant', async () => {
    expect((await t.app.inject({ url: '/api/v1/template' })).json().value).toEqual({ mem_cen: '1', dep_func: '1' });
    expect((await t.app.inject({ url: '/api/v1/template?merchant=acme' })).json().value).toEqual({ mem_cen: '0', dep_func: '1' });
    expect((await t.app.inject({ url: '/api/v1/template?merchant=nobody' })).json().code).toBe('MERCHANT_NOT_FOUND');
  });

  it('GET /api/v1/customer-service answers the entries with encrypted paths', async () => {
    const list = (await t.app.inject({ url: '/api/v1/customer-service' })).json().value as { csType: string; path: string }[];
    expect(list.map((e) => e.csType)).toEqual(['WHATSAPP', 'TELEGRAM']);
    expect(decryptServicePath(list[0]?.path ?? '')).toBe('https://wa.me/15550100001');
  });

  it("GET /api/v1/system/country answers dialling codes with the merchant's default", async () => {
    const demo = (await t.app.inject({ url: '/api/v1/system/country' })).json().value as {
      defaultDialingCode: string;
      list: { countryCode: string; dialingCode: string }[];
    };
    expect(demo.defaultDialingCode).toBe('+86');
    expect(demo.list).toContainEqual({ countryCode: 'BR', name: 'Brazil', dialingCode: '+55' });
    expect((await t.app.inject({ url: '/api/v1/system/country?merchant=acme' })).json().value.defaultDialingCode).toBe('+55');
  });
});

describe('rate limits', () => {
  it('limits logins, SMS, registrations and captchas per address (429 RATE_LIMITED)', async () => {
    const limited = await createAccountsApp({
      rateLimits: { loginPerMinute: 2, smsPerMinute: 2, registerPerMinute: 2, captchaPerMinute: 2, trialPerMinute: 2, checksPerMinute: 2 },
    });
    try {
      const calls: [string, () => Promise<{ statusCode: number; json(): { code: string } }>][] = [
        ['login', () => postLogin(limited.app, 'demo1', 'wrong-one-1', { humanCheck: null })],
        ['human check', () => limited.app.inject({ url: '/api/v1/human-check' })],
        ['sms', () => sendSms(limited.app, { countryDialingCode: '86', mobileNum: '13800138000', purpose: 'login' })],
        ['register', () => limited.app.inject({ method: 'PUT', url: '/api/v1/register', payload: { data: {} } })],
        ['captcha', () => limited.app.inject({ url: '/api/v1/captcha' })],
        ['trial', () => limited.app.inject({ url: '/api/v1/trial/account' })],
        ['username check', () => limited.app.inject({ url: '/api/v1/register/username?username=abcd' })],
      ];
      for (const [what, call] of calls) {
        await call();
        await call();
        const third = await call();
        expect([what, third.statusCode, third.json().code]).toEqual([what, 429, 'RATE_LIMITED']);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('never carry passwords, tokens, SMS codes, captcha answers or login bodies', async () => {
    let captured = '';
    const stream = { write: (line: string) => void (captured += line) } as unknown as NodeJS.WritableStream;
    const logged = await createAccountsApp({ logger: { level: 'trace', stream } });
    try {
      const app = logged.app;
      const token = await loginAs(app, 'demo1', 'Demo@1234', { headers: { cookie: 'tessera_merchant=demo' } });
      await postLogin(app, 'demo1', 'Wrong@Pass99');
      await app.inject({ url: '/api/v1/member/info', headers: bearer(token) });
      const captcha = await solvedCaptcha(app);
      await app.inject({
        method: 'PUT',
        url: '/api/v1/register',
        payload: { data: { username: 'logcheck1', password: 'Logged@Secret1', confirmPassword: 'Logged@Secret1', ...captcha } },
      });
      await sendSms(app, { countryDialingCode: '86', mobileNum: '13800138000', purpose: 'forget' });
      const code = await lastSmsCode(app, '13800138000');
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/forget',
        payload: {
          countryDialingCode: '86',
          mobileNum: '13800138000',
          verificationCode: code,
          newPassword: 'Reset@Secret2',
          confirmNewPassword: 'Reset@Secret2',
        },
      });
      await app.inject({
        method: 'POST',
        url: '/api/v1/member/password',
        headers: bearer(token),
        payload: { oldPassword: 'Reset@Secret2', newPassword: 'Change@Secret3', confirmNewPassword: 'Change@Secret3' },
      });
      const body = await sealed(app, { username: 'demo1', password: 'Change@Secret3' });
      await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: body.headers, payload: body.payload });
      // A malformed JSON body holding a password: the parser's error must not quote it into the log.
      await app.inject({
        method: 'POST',
        url: '/api/v1/member/password',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"oldPassword": Broken@Secret4}',
      });
      await app.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: bearer(token) });
      // A demo game page's URL carries its launch ticket.
      await app.inject({ url: '/play/slot?ticket=LaunchTicketSecret6&lang=EN' });
      // Should a handler ever log an input, credentials by name are redacted.
      app.log.info({ input: { username: 'demo1', password: 'Leaky@Secret5', verificationCode: '654321' } }, 'probe');
      expect(captured).toMatch(/"input":\{"username":"demo1","password":"\[redacted\]","verificationCode":"\[redacted\]"\}/);

      expect(captured).toContain('"reqId"');
      expect(captured).toContain('/play/slot?ticket=[redacted]&lang=EN');
      expect(captured.split('\n').length).toBeGreaterThan(20);
      for (const secret of [
        'Leaky@Secret5',
        '654321',
        'Demo@1234',
        'Wrong@Pass99',
        'Logged@Secret1',
        'Reset@Secret2',
        'Change@Secret3',
        'Broken@Secret4',
        'LaunchTicketSecret6',
        token,
        code,
        captcha.captchaId + ':',
        body.payload.data,
        'test-admin-token',
      ]) {
        expect([secret, captured.includes(secret)]).toEqual([secret, false]);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('personal info, nickname and e-mail binding', () => {
  const trialToken = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
    return (res.json().value as { token: string }).token;
  };

  it('GET /api/v1/member/profile answers the member with contact details masked', async () => {
    const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const res = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const value = res.json().value as Record<string, unknown>;
    expect(value).toMatchObject({ account: 'acme2', vipLabel: expect.stringMatching(/^VIP\d+$/), lastLoginAt: expect.any(String) });
    const raw = await t.app.db.selectFrom('members').select(['mobile', 'email']).where('username', '=', 'acme2').executeTakeFirstOrThrow();
    // Whatever is bound is masked: the full number or address never appears.
    if (raw.mobile) {
      expect(value.mobile).toMatchObject({ number: expect.stringContaining('*') });
      expect(JSON.stringify(value)).not.toContain(raw.mobile);
    }
    if (raw.email) expect(JSON.stringify(value)).not.toContain(raw.email);
  });

  it('masks demo1: mobile 138****8000 and e-mail de***@example.com', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const value = (await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) })).json().value;
    expect(value).toMatchObject({ account: 'demo1', mobile: { countryDialingCode: '86', number: '138****8000' }, email: 'de***@example.com' });
  });

  it('needs a real member session: 401 without a token, 403 FREE_REJECT for a trial account', async () => {
    expect((await t.app.inject({ url: '/api/v1/member/profile' })).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    const trial = await trialToken();
    expect((await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(trial) })).json()).toMatchObject({ code: 'FREE_REJECT' });
    const nick = await t.app.inject({ method: 'POST', url: '/api/v1/member/nickname', headers: bearer(trial), payload: { nickname: 'Guest' } });
    expect(nick.statusCode).toBe(403);
  });

  it('POST /api/v1/member/nickname changes the nickname, trimmed; a bad name is NAME_FORMAT_INVALID and changes nothing', async () => {
    const token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/member/nickname', headers: bearer(token), payload: { nickname: '  Ana Lúcia  ' } });
    expect(ok.json()).toMatchObject({ success: true, value: { nickname: 'Ana Lúcia' } });
    for (const nickname of ['', '<script>', 'x'.repeat(33), '1234']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/member/nickname', headers: bearer(token), payload: { nickname } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('NAME_FORMAT_INVALID');
    }
    const info = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) });
    expect(info.json().value.nickname).toBe('Ana Lúcia');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/member/nickname', headers: bearer(token), payload: { nickname: 'A', extra: 1 } })).statusCode,
    ).toBe(400);
  });

  it('POST /api/v1/security/email binds an address with the login password; refuses a wrong password, a bad or taken address', async () => {
    const token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const bind = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/security/email', headers: bearer(token), payload });
    expect((await bind({ email: 'ana@example.com', password: 'Wrong@1234' })).json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect((await bind({ email: 'not-an-address', password: 'Acme@1234' })).json()).toMatchObject({ code: 'EMAIL_FORMAT_INVALID' });
    expect((await t.app.db.selectFrom('members').select('email').where('username', '=', 'acme1').executeTakeFirstOrThrow()).email).not.toBe('ana@example.com');
    const ok = await bind({ email: ' Ana@Example.com ', password: 'Acme@1234' });
    expect(ok.json()).toMatchObject({ success: true, value: { email: 'an***@example.com' } });
    expect((await t.app.db.selectFrom('members').select('email').where('username', '=', 'acme1').executeTakeFirstOrThrow()).email).toBe('ana@example.com');
    // Binding the same address again is fine; another member's address is taken.
    expect((await bind({ email: 'ana@example.com', password: 'Acme@1234' })).statusCode).toBe(200);
    const other = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/email',
      headers: bearer(other),
      payload: { email: 'ana@example.com', password: 'Acme@1234' },
    });
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });
});
