import { ZMemberInfo } from '@tessera/contract/api';
import { tokenHash } from '../services/accounts';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs, postLogin } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

async function trialToken(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  return (res.json().value as { token: string }).token;
}

const MEMBER_CALLS = [
  ['GET', '/api/v1/member/info', undefined],
  ['GET', '/api/v1/member/head-icon', undefined],
  ['DELETE', '/api/v1/auth/session', undefined],
] as const;
const REAL_MEMBER_CALLS = [
  ['POST', '/api/v1/member/password', { oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' }],
  ['POST', '/api/v1/member/head-icon', { headIcon: '2' }],
] as const;

describe('member auth (route() with auth member / realMember)', () => {
  it.each([...MEMBER_CALLS, ...REAL_MEMBER_CALLS])(
    '%s %s: 401 AUTH_REQUIRED without a token, with an unknown or malformed one',
    async (method, url, payload) => {
      for (const headers of [
        {},
        bearer('AAAAAAAAAAAAAAAAAAAAAA'),
        bearer('not a token'),
        bearer('x'.repeat(5000)),
        { authorization: 'Basic ZGVtbzE6RGVtb0AxMjM0' },
        { authorization: 'Bearer test-admin-token-0123456789abcdef' },
      ]) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'AUTH_REQUIRED', message: 'You are not logged in, please login first' });
      }
    },
  );

  it('checks auth before the body: a bad body without a token is a 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/member/password', payload: { nope: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it.each(REAL_MEMBER_CALLS)('%s %s: a trial session is refused with 403 FREE_REJECT', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: bearer(await trialToken()), payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FREE_REJECT', message: 'Please login an actual account to use this function' });
  });

  it.each(MEMBER_CALLS)('%s %s: a trial session is accepted', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: bearer(await trialToken()) });
    expect(res.statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/auth/session (logout)', () => {
  it('revokes the token: the next call answers 401 SESSION_EXPIRED; other sessions live on', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const other = await loginAs(t.app, 'demo1', 'Demo@1234');
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true, code: 'OK', message: '', value: { loggedOut: true } });
    const after = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'The account has been logged out, please log in again' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: bearer(token) })).json().code).toBe('SESSION_EXPIRED');
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(other) })).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session 30 days after login and after 7 idle days (401 SESSION_EXPIRED)', async () => {
    const old = await loginAs(t.app, 'demo1', 'Demo@1234');
    const idle = await loginAs(t.app, 'demo1', 'Demo@1234');
    const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: past(0.001) })
      .where('token_hash', '=', tokenHash(old))
      .execute();
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: past(7.01) })
      .where('token_hash', '=', tokenHash(idle))
      .execute();
    for (const token of [old, idle]) {
      const res = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    }
  });

  it('keeps an active session alive (last seen moves forward)', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 6.9 * 86_400_000).toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) })).statusCode).toBe(200);
    const row = await t.app.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', tokenHash(token)).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(60_000);
  });

  it('ends the sessions of a disabled account', async () => {
    const token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    await t.app.db.updateTable('members').set({ disabled: 1 }).where('username', '=', 'acme1').execute();
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) })).json().code).toBe('SESSION_EXPIRED');
    await t.app.db.updateTable('members').set({ disabled: 0 }).where('username', '=', 'acme1').execute();
  });
});

describe('a session belongs to its merchant', () => {
  it('works from any host without naming the merchant, and refuses another merchant named explicitly', async () => {
    const token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const plain = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) });
    expect(plain.json().value).toMatchObject({ account: 'acme1', merchantCode: 'acme' });
    const same = await t.app.inject({ url: '/api/v1/member/info', headers: { ...bearer(token), 'x-merchant': 'acme' } });
    expect(same.statusCode).toBe(200);
    for (const res of [
      await t.app.inject({ url: '/api/v1/member/info', headers: { ...bearer(token), 'x-merchant': 'demo' } }),
      await t.app.inject({ url: '/api/v1/member/info?merchant=demo', headers: bearer(token) }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
  });
});

describe('GET /api/v1/member/info', () => {
  it('answers id, account, nickname, type and the VIP label (spec §3)', async () => {
    const res = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(await loginAs(t.app, 'agent1', 'Agent@1234')) });
    const info = ZMemberInfo.parse(res.json().value);
    expect(info).toMatchObject({ account: 'agent1', nickname: 'Agent One', type: 1, clubLabel: { labelName: 'VIP3' }, headIcon: '1', merchantCode: 'demo' });
    expect(info.id).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers demo1 as a type-0 member with the VIP label VIP1 (what the header shows)', async () => {
    const res = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(await loginAs(t.app, 'demo1', 'Demo@1234')) });
    expect(ZMemberInfo.parse(res.json().value)).toMatchObject({ account: 'demo1', type: 0, clubLabel: { labelName: 'VIP1' }, merchantCode: 'demo' });
  });

  it('answers a trial member as type 4', async () => {
    const res = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(await trialToken()) });
    expect(res.json().value).toMatchObject({ type: 4, clubLabel: { labelName: 'VIP0' } });
    expect(res.json().value.account).toMatch(/^guest_\d{8}$/);
  });
});

describe('head icon', () => {
  it('lists the icons and sets one with JSON or a form body', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const get = await t.app.inject({ url: '/api/v1/member/head-icon', headers: bearer(token) });
    const { icons } = get.json().value as { icons: { id: string; url: string }[] };
    expect(icons.length).toBeGreaterThanOrEqual(8);
    expect(icons[0]?.url).toMatch(/^data:image\/svg\+xml;base64,/);

    const json = await t.app.inject({ method: 'POST', url: '/api/v1/member/head-icon', headers: bearer(token), payload: { headIcon: '3' } });
    expect(json.json().value.headIcon).toBe('3');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/head-icon',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'headIcon=5',
    });
    expect(form.json().value.headIcon).toBe('5');
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) })).json().value.headIcon).toBe('5');
  });

  it('refuses unknown icons, wrong types, unknown and repeated fields', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    for (const payload of [{ headIcon: '99' }, { headIcon: 3 }, { headIcon: '1', extra: true }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/member/head-icon', headers: bearer(token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    for (const payload of ['headIcon=1&headIcon=2', '__proto__=1', 'headIcon=1&x=2']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/member/head-icon',
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/v1/member/password (changePassword)', () => {
  const change = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/member/password', headers: bearer(token), payload });

  it('enforces the spec §5 rules with their messages', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const cases = [
      [
        { oldPassword: 'Agent@1234', newPassword: 'Agent@5678', confirmNewPassword: 'Agent@5679' },
        'PASSWORD_CONFIRM_MISMATCH',
        'Confirmation password not matched',
      ],
      [{ oldPassword: 'Agent@1234', newPassword: 'Agent@5678', confirmNewPassword: '' }, 'FIELD_REQUIRED', undefined],
      [{ oldPassword: 'Agent@1234', newPassword: 'short1', confirmNewPassword: 'short1' }, 'PASSWORD_FORMAT_INVALID', 'Password format is incorrect'],
      [
        { oldPassword: 'Agent@1234', newPassword: 'Agent@1234', confirmNewPassword: 'Agent@1234' },
        'PASSWORD_SAME_AS_OLD',
        'The new password and the old password cannot be the same',
      ],
      [{ oldPassword: 'Wrong@1234', newPassword: 'Agent@5678', confirmNewPassword: 'Agent@5678' }, 'PASSWORD_INCORRECT', undefined],
      [{ newPassword: 'Agent@5678', confirmNewPassword: 'Agent@5678' }, 'FIELD_REQUIRED', undefined],
    ] as const;
    for (const [payload, code, message] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      if (message) expect(res.json().message).toBe(message);
    }
    for (const payload of [
      { oldPassword: 1, newPassword: 'a', confirmNewPassword: 'a' },
      { newPassword: 'Agent@5678' },
      { oldPassword: 'Agent@1234', newPassword: 'Agent@5678', confirmNewPassword: 'Agent@5678', x: 1 },
    ]) {
      expect((await change(token, payload)).json().code).toBe('VALIDATION_FAILED');
    }
    // Nothing changed.
    expect((await postLogin(t.app, 'agent1', 'Agent@1234')).json().success).toBe(true);
  });

  it("changes the password, keeps the caller's session and ends the others", async () => {
    const mine = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const elsewhere = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    const res = await change(mine, { oldPassword: 'Acme@1234', newPassword: 'Acme@9876', confirmNewPassword: 'Acme@9876' });
    expect(res.json()).toMatchObject({ success: true, value: { changed: true } });
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(mine) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(elsewhere) })).json().code).toBe('SESSION_EXPIRED');
    expect((await postLogin(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' })).json().code).toBe('AUTH_INVALID_CREDENTIALS');
    expect((await postLogin(t.app, 'acme2', 'Acme@9876', { merchant: 'acme' })).json().success).toBe(true);
  });
});
