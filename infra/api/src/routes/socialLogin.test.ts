// Social login through OpenID Connect and third-party phone tokens (issue 29; docs/decisions/social-login.md),
// against a real provider: e2e/idp/idp.mjs (oidc-provider) started on 127.0.0.1 by this test, and
// a JWKS this test serves for the phone tokens. Nothing of the protocol is mocked: the test plays
// the browser (follows the provider's redirects, fills its login form) and the API talks to the
// provider over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, solvedCaptcha, solvedHumanCheck } from './accounts.testkit';

const IDP_PORT = 18600 + (process.pid % 300);
const ISSUER = `http://127.0.0.1:${IDP_PORT}`;
const HOST = 'tessera.test';
const REDIRECT = `http://${HOST}/m/login`;
const CLIENT = { client_id: 'tessera-demo', client_secret: 'demo-client-secret-0123456789' };

let t: TTestApp;
let idp: ChildProcess;

async function startIdp(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(__dirname, '../../../../e2e/idp/idp.mjs')], {
    env: { ...process.env, IDP_PORT: String(IDP_PORT), IDP_CLIENTS: JSON.stringify([{ ...CLIENT, redirect_uris: [REDIRECT] }]) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('idp did not start')), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('idp ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`idp exited ${code}`)));
  });
  return child;
}

beforeAll(async () => {
  idp = await startIdp();
  t = await createAccountsApp();
}, 60_000);
afterAll(async () => {
  idp?.kill('SIGTERM');
  await t?.close();
});

const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: adminHeaders(), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const setFlag = async (merchant: string, key: string, on: boolean) => {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${merchant}/flags`, headers: adminHeaders(), payload: { [key]: on } });
  expect(res.json()).toMatchObject({ success: true });
};
const configure = (enabled = true, extra: Record<string, unknown> = {}) =>
  admin('PUT', '/api/admin/merchants/demo/social-providers/google', {
    issuer: ISSUER,
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
    enabled,
    ...extra,
  });

/** A browser's cookie jar for the provider's pages. */
class Jar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
}

/** Starts a flow on the API (as the shell does) and answers its cookie and the authorization URL. */
async function start(merchant = 'demo', provider = 'google', cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/social/${provider}/start`,
    headers: { host: HOST, 'x-merchant': merchant, ...(cookie ? { cookie } : {}) },
  });
  const set = res.headers['set-cookie'];
  const browser = typeof set === 'string' ? set.split(';')[0]! : '';
  return { res, body: res.json(), browser };
}

/** Plays the browser at the provider: its login page with `login`, back to our redirect URI. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = authorizationUrl;
  let form: { action: string } | null = null;
  for (let i = 0; i < 12; i += 1) {
    if (url.startsWith(REDIRECT)) return new URL(url);
    let res: Response;
    if (form) {
      res = await fetch(new URL(form.action, ISSUER), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any-password' }).toString(),
      });
      form = null;
    } else {
      res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    }
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, ISSUER).href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    form = { action: action.replace(/&amp;/g, '&') };
  }
  throw new Error('too many redirects');
}

async function complete(back: URL, browser: string, merchant = 'demo', override: Record<string, string> = {}) {
  const payload: Record<string, string> = { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! };
  const iss = back.searchParams.get('iss');
  if (iss) payload.iss = iss;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/social/complete',
    headers: { host: HOST, 'x-merchant': merchant, cookie: browser },
    payload: { ...payload, ...override },
  });
}

/** The whole round: start, the provider's login as `login`, complete. */
async function round(login: string, merchant = 'demo') {
  const s = await start(merchant);
  expect(s.body).toMatchObject({ success: true });
  const back = await signInAtProvider(s.body.value.authorizationUrl, login);
  return { back, browser: s.browser, res: await complete(back, s.browser, merchant) };
}

describe('social login (OpenID Connect) against a local oidc-provider', () => {
  beforeAll(async () => {
    await setFlag('demo', 'GOOGLELOGIN3', true);
  });

  it('the operator configures a provider: the secret is never answered nor audited; the status offers the button only with flag + provider', async () => {
    // Not configured: the status offers nothing, and the API refuses.
    expect((await t.app.inject({ url: '/api/v1/status?merchant=demo' })).json().value.info.socialLogin).toEqual([]);
    expect((await start()).body).toMatchObject({ success: false, code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    // A first save needs the secret; an unreachable issuer is refused.
    const noSecret = await admin('PUT', '/api/admin/merchants/demo/social-providers/google', { issuer: ISSUER, clientId: 'x', enabled: true });
    expect(noSecret.json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'clientSecret' } });
    const unreachable = await configure(true, { issuer: 'http://127.0.0.1:9/nothing' });
    expect(unreachable.json()).toMatchObject({ code: 'SOCIAL_PROVIDER_UNREACHABLE', value: { field: 'issuer' } });
    const saved = await configure();
    expect(saved.json()).toMatchObject({ success: true, value: { provider: 'google', configured: true, hasSecret: true, enabled: true, flagOn: true } });
    const list = await admin('GET', '/api/admin/merchants/demo/social-providers');
    expect(list.json().value).toEqual([
      expect.objectContaining({ provider: 'google', issuer: ISSUER, clientId: CLIENT.client_id, redirectPath: '/m/login' }),
      expect.objectContaining({ provider: 'facebook', configured: false, enabled: false }),
    ]);
    expect(list.body).not.toContain(CLIENT.client_secret);
    expect(saved.body).not.toContain(CLIENT.client_secret);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'merchant.socialProvider').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(CLIENT.client_secret);
    // Saved again without the secret: it is kept.
    expect(
      (await admin('PUT', '/api/admin/merchants/demo/social-providers/google', { issuer: ISSUER, clientId: CLIENT.client_id, enabled: true })).json().value,
    ).toMatchObject({ hasSecret: true });
    expect((await t.app.inject({ url: '/api/v1/status?merchant=demo' })).json().value.info.socialLogin).toEqual(['google']);
    // The flag off: no button.
    await setFlag('demo', 'GOOGLELOGIN3', false);
    expect((await t.app.inject({ url: '/api/v1/status?merchant=demo' })).json().value.info.socialLogin).toEqual([]);
    await setFlag('demo', 'GOOGLELOGIN3', true);
  });

  it('a new identity signs up (a member linked to issuer + subject, the verified e-mail kept); the same identity then signs in', async () => {
    const first = await round('oidc-alice');
    expect(first.res.json()).toMatchObject({ success: true, value: { status: 'signedIn', created: true, grant: { type: 0, merchantCode: 'demo' } } });
    const grant = first.res.json().value.grant;
    expect(grant.userName).toMatch(/^m\d{9}$/);
    const info = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(grant.token) });
    expect(info.json().value).toMatchObject({ account: grant.userName });
    const row = await t.app.db.selectFrom('members').selectAll().where('username', '=', grant.userName).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'oidc-alice@idp.test', password_hash: null });
    expect(await t.app.db.selectFrom('member_identities').select(['issuer', 'subject', 'member_id']).where('member_id', '=', row.id).execute()).toEqual([
      { issuer: ISSUER, subject: 'oidc-alice', member_id: row.id },
    ]);

    const again = await round('oidc-alice');
    expect(again.res.json()).toMatchObject({ success: true, value: { status: 'signedIn', created: false, grant: { userName: grant.userName } } });
    expect(again.res.json().value.grant.token).not.toBe(grant.token);
  });

  it('a state is single use, bound to the browser that started it; a wrong issuer or nonce is refused', async () => {
    const { back, browser, res } = await round('oidc-bob');
    expect(res.json().success).toBe(true);
    // Replayed.
    expect((await complete(back, browser)).json()).toMatchObject({ success: false, code: 'SOCIAL_STATE_INVALID' });

    // Another browser's return (login CSRF): refused.
    const s = await start();
    const other = await start();
    const back2 = await signInAtProvider(s.body.value.authorizationUrl, 'oidc-bob');
    expect((await complete(back2, other.browser)).json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });

    // The issuer the redirect names is not the provider's.
    const s3 = await start();
    const back3 = await signInAtProvider(s3.body.value.authorizationUrl, 'oidc-bob');
    const wrongIss = await complete(back3, s3.browser, 'demo', { iss: 'http://127.0.0.1:9' });
    expect([wrongIss.statusCode, wrongIss.json().code]).toEqual([401, 'SOCIAL_LOGIN_FAILED']);

    // The ID token's nonce is not the one this flow sent (the flow's nonce changed under it).
    const s4 = await start();
    const back4 = await signInAtProvider(s4.body.value.authorizationUrl, 'oidc-bob');
    await t.app.db.updateTable('oidc_flows').set({ nonce: 'not-the-nonce-that-was-sent' }).where('used_at', 'is', null).execute();
    const wrongNonce = await complete(back4, s4.browser);
    expect([wrongNonce.statusCode, wrongNonce.json().code]).toEqual([401, 'SOCIAL_LOGIN_FAILED']);

    // An expired flow.
    const s5 = await start();
    const back5 = await signInAtProvider(s5.body.value.authorizationUrl, 'oidc-bob');
    await t.app.db.updateTable('oidc_flows').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('used_at', 'is', null).execute();
    expect((await complete(back5, s5.browser)).json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
  });

  it('the provider disabled, or the flag off, is refused by the API (start and completion)', async () => {
    const s = await start();
    const back = await signInAtProvider(s.body.value.authorizationUrl, 'oidc-carol');
    await configure(false);
    expect((await start()).body).toMatchObject({ success: false, code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    expect((await complete(back, s.browser)).json()).toMatchObject({ success: false, code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    await configure(true);

    const s2 = await start();
    const back2 = await signInAtProvider(s2.body.value.authorizationUrl, 'oidc-carol');
    await setFlag('demo', 'GOOGLELOGIN3', false);
    try {
      expect((await start()).res.statusCode).toBe(403);
      expect((await start()).body).toMatchObject({ code: 'FORBIDDEN' });
      expect((await complete(back2, s2.browser)).json()).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await setFlag('demo', 'GOOGLELOGIN3', true);
    }
    expect(await t.app.db.selectFrom('member_identities').select('id').where('subject', '=', 'oidc-carol').execute()).toEqual([]);
  });

  it('sign-up follows the merchant: a self-excluded e-mail is refused; a required date of birth is asked for (and its minimum age checked) before the member exists', async () => {
    // A cool-off on the e-mail the provider vouches for.
    const excluded = await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('rg_exclusions')
      .values({
        member_id: excluded.id,
        merchant_code: 'demo',
        kind: 'COOL_OFF',
        country_code: null,
        mobile: null,
        email: 'oidc-excluded@idp.test',
        id_number: null,
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    expect((await round('oidc-excluded')).res.json()).toMatchObject({ success: false, code: 'RG_IDENTITY_EXCLUDED' });

    const cfg = await t.app.db
      .selectFrom('merchant_config')
      .select('value')
      .where('merchant_code', '=', 'demo')
      .where('key', '=', 'register')
      .executeTakeFirstOrThrow();
    const fields = JSON.parse(cfg.value);
    await t.app.db
      .updateTable('merchant_config')
      .set({ value: JSON.stringify({ ...fields, birthDate: { enabled: true, required: true, minAge: 21 } }) })
      .where('merchant_code', '=', 'demo')
      .where('key', '=', 'register')
      .execute();
    try {
      const { res } = await round('oidc-dave');
      expect(res.json()).toMatchObject({ success: true, value: { status: 'needsDetails', fields: ['birthDate'], minAge: 21 } });
      const signupToken = res.json().value.signupToken as string;
      expect(await t.app.db.selectFrom('member_identities').select('id').where('subject', '=', 'oidc-dave').execute()).toEqual([]);
      const finish = (birthDate: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/social/finish', payload: { signupToken, birthDate } });
      const young = `${new Date().getUTCFullYear() - 19}-01-01`;
      expect((await finish(young)).json()).toMatchObject({ code: 'RG_UNDERAGE', value: { field: 'birthDate', minAge: 21 } });
      const done = await finish('1990-05-17');
      expect(done.json()).toMatchObject({ success: true, value: { type: 0 } });
      const row = await t.app.db.selectFrom('members').selectAll().where('username', '=', done.json().value.userName).executeTakeFirstOrThrow();
      expect(JSON.parse(row.profile)).toMatchObject({ birthDate: '1990-05-17', socialProvider: 'google' });
      expect((await finish('1990-05-17')).json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
    } finally {
      await t.app.db.updateTable('merchant_config').set({ value: cfg.value }).where('merchant_code', '=', 'demo').where('key', '=', 'register').execute();
    }
  });
});

describe('phone verification by a third-party service (ID token checked against its published keys)', () => {
  let jwks: Server;
  let jwksUrl: string;
  let key: CryptoKey;
  let otherKey: CryptoKey;
  const PHONE_ISS = 'https://phone.example.test';
  const PHONE_AUD = 'tessera-acme';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => jwks.close(resolve));
  });

  const mint = (phone: string, opts: { iss?: string; aud?: string; exp?: string | number; signer?: CryptoKey } = {}) =>
    new SignJWT({ phone_number: phone })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(opts.iss ?? PHONE_ISS)
      .setAudience(opts.aud ?? PHONE_AUD)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '5m')
      .sign(opts.signer ?? key);
  const loginByToken = (idToken: string, mobileNum = '11977771234') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/phone-token',
      headers: { 'x-merchant': 'acme' },
      payload: { countryDialingCode: '+55', mobileNum, idToken },
    });
  const setPhone = (enabled: boolean) =>
    admin('PUT', '/api/admin/merchants/acme/phone-verification', { enabled, jwksUrl, issuer: PHONE_ISS, audience: PHONE_AUD });

  it('off: a token is refused by the API, and the status says so', async () => {
    expect((await loginByToken(await mint('+5511977771234'))).json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await t.app.inject({ url: '/api/v1/status?merchant=acme' })).json().value.info.phoneVerification).toBe(false);
    expect((await admin('PUT', '/api/admin/merchants/acme/phone-verification', { enabled: true, jwksUrl: '', issuer: '', audience: '' })).json()).toMatchObject(
      {
        code: 'FIELD_REQUIRED',
      },
    );
  });

  it('on: registration by mobile takes the token instead of the SMS code, login by token signs in; wrong tokens are refused', async () => {
    expect((await setPhone(true)).json()).toMatchObject({ success: true, value: { enabled: true, jwksUrl } });
    expect((await admin('GET', '/api/admin/merchants/acme/phone-verification')).json().value).toMatchObject({ enabled: true, issuer: PHONE_ISS });
    expect((await t.app.inject({ url: '/api/v1/status?merchant=acme' })).json().value.info.phoneVerification).toBe(true);

    const form = async (phoneIdToken: string) => ({
      registerBy: 'mobile',
      countryDialingCode: '+55',
      mobileNum: '011977771234',
      phoneIdToken,
      password: 'Phone@2025',
      confirmPassword: 'Phone@2025',
      humanCheck: await solvedHumanCheck(t.app, 'acme'),
      ...(await solvedCaptcha(t.app, 'acme')),
    });
    const register = async (phoneIdToken: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/register', headers: { 'x-merchant': 'acme' }, payload: { data: await form(phoneIdToken) } });
    // A token for another number does not register this one.
    expect((await register(await mint('+5511900000000'))).json()).toMatchObject({ code: 'PHONE_TOKEN_INVALID', value: { reason: 'phone_number' } });
    const made = await register(await mint('+5511977771234'));
    expect(made.json()).toMatchObject({ success: true, value: { merchantCode: 'acme' } });
    const userName = made.json().value.userName;

    const ok = await loginByToken(await mint('+5511977771234'));
    expect(ok.json()).toMatchObject({ success: true, value: { userName, merchantCode: 'acme' } });

    const refused = async (token: string, reason?: string) => {
      const res = await loginByToken(token);
      expect([res.statusCode, res.json().code]).toEqual([401, 'PHONE_TOKEN_INVALID']);
      if (reason) expect(res.json().value.reason).toBe(reason);
    };
    await refused(await mint('+5511977771234', { aud: 'someone-else' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED');
    await refused(await mint('+5511977771234', { iss: 'https://evil.example.test' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED');
    await refused(await mint('+5511977771234', { exp: Math.floor(Date.now() / 1000) - 60 }), 'ERR_JWT_EXPIRED');
    await refused(await mint('+5511977771234', { signer: otherKey }));
    await refused(await mint('+5511900000000'), 'phone_number');
    // alg none: an unsigned token with the right claims.
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    await refused(`${b64({ alg: 'none' })}.${b64({ phone_number: '+5511977771234', iss: PHONE_ISS, aud: PHONE_AUD, iat: now, exp: now + 300 })}.`);

    // Turned off again: refused by the API.
    await setPhone(false);
    expect((await loginByToken(await mint('+5511977771234'))).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await register(await mint('+5511977771234'))).json().success).toBe(false);
  });
});
