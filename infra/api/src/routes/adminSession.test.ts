import { createTestApp, TEST_ADMIN_TOKEN, type TTestApp } from '../testkit';
import { OPS_COOKIE, OPS_CSRF_HEADER, OPS_SESSION_PATH } from './adminSession';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { adminPerMinute: 10_000 } });
});
afterAll(async () => {
  await t.close();
});

async function signIn(token = TEST_ADMIN_TOKEN) {
  const res = await t.app.inject({ method: 'POST', url: OPS_SESSION_PATH, payload: { token } });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  const cookie = setCookie.split(';', 1)[0] ?? '';
  return { res, setCookie, cookie, csrf: res.statusCode === 200 ? (res.json().value.csrf as string) : '' };
}

describe('operator console session', () => {
  it('a wrong token sets no cookie; the right one sets an httpOnly, SameSite=Strict cookie and answers a CSRF token', async () => {
    const wrong = await signIn('nope');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.setCookie).toBe('');

    const ok = await signIn();
    expect(ok.res.statusCode).toBe(200);
    expect(ok.setCookie).toMatch(new RegExp(`^${OPS_COOKIE}=`));
    expect(ok.setCookie).toContain('HttpOnly');
    expect(ok.setCookie).toContain('SameSite=Strict');
    expect(ok.setCookie).not.toContain(TEST_ADMIN_TOKEN);
    expect(ok.csrf.length).toBeGreaterThan(20);
    // The session answers its CSRF token again after a reload (the console keeps it in memory only).
    const again = await t.app.inject({ method: 'GET', url: OPS_SESSION_PATH, headers: { cookie: ok.cookie } });
    expect(again.json().value.csrf).toBe(ok.csrf);
  });

  it('the cookie reads the operator API; a change needs the CSRF header and a same origin; the audit says break-glass:console', async () => {
    const { cookie, csrf } = await signIn();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/merchants', headers: { cookie } })).statusCode).toBe(200);

    const change = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', headers: { cookie, ...headers }, payload: { regionRestriction: false } });
    expect((await change({})).statusCode).toBe(401);
    expect((await change({ [OPS_CSRF_HEADER]: `${csrf}x` })).statusCode).toBe(401);
    expect((await change({ [OPS_CSRF_HEADER]: csrf, origin: 'https://evil.example' })).statusCode).toBe(401);
    const ok = await change({ [OPS_CSRF_HEADER]: csrf, origin: 'http://localhost:80' });
    expect(ok.statusCode).toBe(200);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=1', headers: { cookie } });
    expect(audit.json().value[0]).toMatchObject({ actor: 'break-glass:console', action: 'merchant.status', target: 'demo' });
  });

  it('a forged or tampered cookie is nobody; signing out ends the session on the server', async () => {
    const { cookie } = await signIn();
    const value = cookie.slice(OPS_COOKIE.length + 1);
    for (const forged of [`${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`, `x${value}`, value.slice(1)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/merchants', headers: { cookie: `${OPS_COOKIE}=${forged}` } });
      expect(res.statusCode).toBe(401);
    }
    const out = await t.app.inject({ method: 'DELETE', url: OPS_SESSION_PATH, headers: { cookie } });
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${OPS_COOKIE}=; .*Max-Age=0`));
    // The cookie kept by a copy is worth nothing now.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/merchants', headers: { cookie } })).statusCode).toBe(401);
  });

  it('an expired cookie is refused', async () => {
    const { cookie } = await signIn();
    const now = Date.now;
    Date.now = () => now() + 9 * 60 * 60 * 1000;
    try {
      expect((await t.app.inject({ method: 'GET', url: OPS_SESSION_PATH, headers: { cookie } })).statusCode).toBe(401);
    } finally {
      Date.now = now;
    }
  });
});

describe('one operator check for every admin route', () => {
  // Every operator descriptor of the app, whatever plugin registers it (KYC, deposits, content, agents…).
  const adminRoutes = () => t.app.apiRoutes.filter((r) => r.endpoint.auth === 'admin');
  const urlOf = (path: string) => path.replace(':code', 'demo').replace(/:[A-Za-z]+/g, '1');

  it('every /api/admin descriptor is an operator route, and there are those of several plugins', () => {
    const paths = t.app.apiRoutes.filter((r) => r.endpoint.path.startsWith('/api/admin/')).map((r) => r.endpoint);
    expect(paths.every((e) => e.auth === 'admin')).toBe(true);
    const all = adminRoutes().map((r) => r.endpoint.path);
    for (const p of ['/api/admin/audit', '/api/admin/kyc', '/api/admin/merchants/:code/announcements', '/api/admin/withdrawals', '/api/admin/deposits']) {
      expect(all).toContain(p);
    }
  });

  it('the cookie reads every operator GET; nothing without a cookie or a token', async () => {
    const { cookie } = await signIn();
    for (const r of adminRoutes().filter((x) => x.method === 'GET')) {
      const url = urlOf(r.endpoint.path);
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const withCookie = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect([url, withCookie.statusCode === 401]).toEqual([url, false]);
    }
  });

  it('every operator change with the cookie needs the CSRF header and a same origin; with both it passes the check', async () => {
    const { cookie, csrf } = await signIn();
    for (const r of adminRoutes().filter((x) => x.method !== 'GET')) {
      const url = urlOf(r.endpoint.path);
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: r.method as 'POST', url, headers: { cookie, ...headers }, ...(r.endpoint.body ? { payload: {} } : {}) });
      const noCsrf = await send({});
      expect([r.method, url, noCsrf.statusCode, noCsrf.json().value?.reason]).toEqual([r.method, url, 401, expect.stringContaining(OPS_CSRF_HEADER)]);
      const crossSite = await send({ [OPS_CSRF_HEADER]: csrf, origin: 'https://evil.example' });
      expect([r.method, url, crossSite.statusCode]).toEqual([r.method, url, 401]);
      // Past the operator check: whatever the call answers next (400 for the empty body, 404 for id 1…), not a 401.
      const ok = await send({ [OPS_CSRF_HEADER]: csrf });
      expect([r.method, url, ok.statusCode === 401]).toEqual([r.method, url, false]);
    }
  });

  it('a wrong bearer token is refused even with a valid cookie (the header is the bearer’s case)', async () => {
    const { cookie } = await signIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/kyc', headers: { cookie, authorization: 'Bearer wrong' } });
    expect(res.statusCode).toBe(401);
  });

  it('content changes through the console with the break-glass token are audited as break-glass:console, the bearer’s as break-glass', async () => {
    const { cookie, csrf } = await signIn();
    const viaConsole = await t.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/help',
      headers: { cookie, [OPS_CSRF_HEADER]: csrf },
      payload: { title: 'Console help', language: 'EN' },
    });
    expect(viaConsole.statusCode).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=1&action=content.help', headers: { cookie } });
    expect(audit.json().value[0]).toMatchObject({ actor: 'break-glass:console', action: 'content.help.create' });
    const viaToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/merchants/demo/help/${viaConsole.json().value.id}`,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(viaToken.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=1&action=content.help', headers: { cookie } });
    expect(again.json().value[0]).toMatchObject({ actor: 'break-glass', action: 'content.help.remove' });
  });
});
