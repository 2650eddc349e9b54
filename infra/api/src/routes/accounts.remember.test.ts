import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, postLogin } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

/** The remember-me cookie a response sets: its value ('' when cleared) and attributes. */
function rememberCookie(res: { headers: Record<string, unknown> }): { value: string; attributes: string } | null {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const line = all.find((c: string) => c.startsWith('tessera_remember='));
  if (!line) return null;
  return { value: decodeURIComponent(line.slice('tessera_remember='.length).split(';')[0] ?? ''), attributes: line };
}

const relogin = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/remembered', headers: token ? { cookie: `tessera_remember=${token}` } : {} });

describe('remember me (httpOnly cookie, no password anywhere in the browser)', () => {
  it('a login with remember sets a long-lived httpOnly cookie; re-login spends it and sets a new one', async () => {
    const login = await postLogin(t.app, 'demo1', 'Demo@1234', { remember: true });
    const cookie = rememberCookie(login);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toContain('HttpOnly');
    expect(cookie?.attributes).toMatch(/Max-Age=2592000/);
    // The cookie's value is no bearer token.
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(cookie?.value ?? '') })).statusCode).toBe(401);

    const again = await relogin(cookie?.value);
    expect(again.json()).toMatchObject({ success: true, value: { userName: 'demo1', type: 0 } });
    const next = rememberCookie(again);
    expect(next?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next?.value).not.toBe(cookie?.value);
    const token = (again.json().value as { token: string }).token;
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) })).statusCode).toBe(200);

    // Single use: the first cookie is spent.
    const reused = await relogin(cookie?.value);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REMEMBER_INVALID');
    expect(rememberCookie(reused)?.value).toBe('');
  });

  it('a login without remember sets no cookie; none, a made-up one or another merchant is refused', async () => {
    expect(rememberCookie(await postLogin(t.app, 'demo1', 'Demo@1234'))).toBeNull();
    expect((await relogin(undefined)).json().code).toBe('REMEMBER_INVALID');
    expect((await relogin('x'.repeat(43))).json().code).toBe('REMEMBER_INVALID');
    const cookie = rememberCookie(await postLogin(t.app, 'demo1', 'Demo@1234', { remember: true }));
    const acme = await t.app.inject({ method: 'POST', url: '/api/v1/auth/remembered?merchant=acme', headers: { cookie: `tessera_remember=${cookie?.value}` } });
    expect(acme.json().code).toBe('REMEMBER_INVALID');
  });

  it('is revoked by logout and by a password change', async () => {
    const login = await postLogin(t.app, 'agent1', 'Agent@1234', { remember: true });
    const cookie = rememberCookie(login)?.value ?? '';
    const token = (login.json().value as { token: string }).token;
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: { ...bearer(token), cookie: `tessera_remember=${cookie}` } });
    expect(out.statusCode).toBe(200);
    expect(rememberCookie(out)?.value).toBe('');
    expect((await relogin(cookie)).json().code).toBe('REMEMBER_INVALID');

    const second = await postLogin(t.app, 'agent1', 'Agent@1234', { remember: true });
    const cookie2 = rememberCookie(second)?.value ?? '';
    const token2 = (second.json().value as { token: string }).token;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/password',
      headers: bearer(token2),
      payload: { oldPassword: 'Agent@1234', newPassword: 'Agent@5678', confirmNewPassword: 'Agent@5678' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await relogin(cookie2)).json().code).toBe('REMEMBER_INVALID');
    // Put the seed password back for the other tests.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/password',
      headers: bearer(token2),
      payload: { oldPassword: 'Agent@5678', newPassword: 'Agent@1234', confirmNewPassword: 'Agent@1234' },
    });
  });
});
