import { ZRegistry, type TRegistry } from '@tessera/contract';
import { PREVIEW_COOKIE, PREVIEW_HEADER, ZPreviewGrant, type TPreviewInfo } from '@tessera/contract/api';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminHeaders, createTestApp, manifestFor, type TTestApp } from '../testkit';
import { cspWithOrigins, DEV_ORIGINS, issuePreviewGrant, previewKey, signGrant } from '../services/previews';
import { CONTENT_SECURITY_POLICY } from '../plugins/security';

// Issue 26 item 6: guarded overrides. A device loads a remote from elsewhere than the merchant's
// registry only with an operator-issued grant the server checks (docs/decisions/remote-overrides.md).

jest.setTimeout(60_000);

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { adminPerMinute: 10_000, telemetryPerMinute: 10_000 }, readCacheTtlMs: 0 });
  writeRelease('games', '2.0.0');
  writeRelease('games', '2.1.0', { contract: 'failed' });
  expect((await admin('POST', '/api/admin/remotes', { remote: 'games', version: '2.0.0' })).statusCode).toBe(200);
  expect((await admin('POST', '/api/admin/remotes', { remote: 'games', version: '2.1.0' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: adminHeaders(), ...(payload ? { payload } : {}) });

function writeRelease(name: 'games', version: string, opts: { contract?: 'passed' | 'failed' } = {}) {
  const dir = join(t.distDir, 'remotes', name, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(manifestFor(name, version)));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name}@${version} */ var tessera_${name} = {};`);
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ name, version, builtAt: '2025-01-01T00:00:00.000Z', contract: { result: opts.contract ?? 'passed', detail: null } }),
  );
}

const issue = (body: object) => admin('POST', '/api/admin/previews', body);
async function tokenFor(body: object): Promise<string> {
  const res = await issue(body);
  expect(res.statusCode).toBe(200);
  return (res.json().value as { token: string }).token;
}

const registryWith = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/registry', headers });
const gamesOf = (registry: TRegistry) => registry.remotes.find((r) => r.name === 'games');

function bootOf(html: string) {
  const m = /<script type="application\/json" id="tessera-boot">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m?.[1] ?? 'null') as { registry: TRegistry; preview?: TPreviewInfo; previewRefused?: string };
}
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
const strictCsp = () => page('/m/home').then((r) => r.headers['content-security-policy']);

async function auditOf(action: string) {
  const res = await admin('GET', `/api/admin/audit?action=${action}&limit=5`);
  return res.json().value as { action: string; actor: string; target: string; after: Record<string, unknown> | null }[];
}

describe('issuing a preview grant', () => {
  it('issues a signed link for a published version that is not active, audited as preview.issue', async () => {
    const res = await issue({ merchant: 'demo', remote: 'games', version: '2.0.0', ttlMinutes: 30 });
    expect(res.statusCode).toBe(200);
    const { grant, token, link } = res.json().value as { grant: unknown; token: string; link: string };
    const view = ZPreviewGrant.parse(grant);
    expect(view).toMatchObject({ merchant: 'demo', remote: 'games', version: '2.0.0', url: null, revokedAt: null, uses: 0 });
    const minutes = (Date.parse(view.expiresAt) - Date.parse(view.createdAt)) / 60_000;
    expect(minutes).toBe(30);
    expect(link).toContain(`tessera-preview=${encodeURIComponent(token)}`);
    expect(link).toContain('merchant=demo');
    expect((await auditOf('preview.issue'))[0]).toMatchObject({ target: 'demo/games', after: { id: view.id, version: '2.0.0' } });
  });

  it('defaults to two hours and refuses more than a day', async () => {
    const res = await issue({ merchant: 'demo', remote: 'games', version: '2.0.0' });
    const view = ZPreviewGrant.parse(res.json().value.grant);
    expect((Date.parse(view.expiresAt) - Date.parse(view.createdAt)) / 60_000).toBe(120);
    expect((await issue({ merchant: 'demo', remote: 'games', version: '2.0.0', ttlMinutes: 1441 })).statusCode).toBe(400);
  });

  it('refuses a contract-failed version, an unpublished one, an unknown merchant, and both or neither of version and url', async () => {
    const failed = await issue({ merchant: 'demo', remote: 'games', version: '2.1.0' });
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ code: 'PREVIEW_VERSION_REFUSED', value: { reason: 'contract-failed' } });
    expect((await issue({ merchant: 'demo', remote: 'games', version: '7.7.7' })).json().code).toBe('REMOTE_VERSION_NOT_PUBLISHED');
    expect((await issue({ merchant: 'nobody', remote: 'games', version: '2.0.0' })).json().code).toBe('MERCHANT_NOT_FOUND');
    expect((await issue({ merchant: 'demo', remote: 'games' })).statusCode).toBe(400);
    expect((await issue({ merchant: 'demo', remote: 'games', version: '2.0.0', url: 'http://localhost:3001/remoteEntry.js' })).statusCode).toBe(400);
  });

  it('refuses a URL whose origin is not on the merchant allowlist; localhost is always on it', async () => {
    const off = await issue({ merchant: 'demo', remote: 'games', url: 'https://dev.example.com/remoteEntry.js' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'PREVIEW_ORIGIN_NOT_ALLOWED', value: { origin: 'https://dev.example.com' } });
    expect((await issue({ merchant: 'demo', remote: 'games', url: 'http://localhost:3001/remoteEntry.js' })).statusCode).toBe(200);
    expect((await issue({ merchant: 'demo', remote: 'games', url: 'http://127.0.0.1:3001/remoteEntry.js' })).statusCode).toBe(200);
  });
});

describe('the registry call with a grant', () => {
  it('answers the grant’s version in place of the pinned one, for that request only', async () => {
    const token = await tokenFor({ merchant: 'demo', remote: 'games', version: '2.0.0' });
    const normal = ZRegistry.parse((await registryWith({})).json().value);
    expect(gamesOf(normal)?.version).not.toBe('2.0.0');
    const res = await registryWith({ [PREVIEW_HEADER]: token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const previewed = ZRegistry.parse(res.json().value);
    expect(gamesOf(previewed)).toMatchObject({ version: '2.0.0', entry: '/remotes/games/2.0.0/remoteEntry.js', canary: false });
    expect(gamesOf(previewed)?.integrity).toMatch(/^sha384-/);
    // The other remotes are the merchant's as before.
    expect(previewed.remotes.filter((r) => r.name !== 'games')).toEqual(normal.remotes.filter((r) => r.name !== 'games'));
    expect(gamesOf(ZRegistry.parse((await registryWith({})).json().value))?.version).toBe(gamesOf(normal)?.version);
  });

  it('refuses an expired grant', async () => {
    const ctx = { db: t.app.db, dialect: t.app.dialect, actor: 'test' };
    const key = previewKey(t.app.settings.adminTokenHash);
    const { token } = await issuePreviewGrant(
      ctx,
      key,
      { merchant: 'demo', remote: 'games', version: '2.0.0', ttlMinutes: 60 },
      'http://x',
      Date.now() - 61 * 60_000,
    );
    const res = await registryWith({ [PREVIEW_HEADER]: token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PREVIEW_GRANT_EXPIRED');
  });

  it('refuses a forged or tampered grant', async () => {
    const token = await tokenFor({ merchant: 'demo', remote: 'games', version: '2.0.0' });
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    claims[4] = '1.1.0';
    const tampered = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const otherKey = signGrant(previewKey(Buffer.from('another server')), {
      id: String(claims[1]),
      merchant: 'demo',
      remote: 'games',
      version: '2.0.0',
      url: null,
      expiresAt: Date.now() + 60_000,
    });
    for (const bad of [tampered, otherKey, `${payload}.${signature.slice(0, -2)}xx`, 'not-a-token', 'a'.repeat(5000)]) {
      const res = await registryWith({ [PREVIEW_HEADER]: bad });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PREVIEW_GRANT_INVALID');
    }
  });

  it('refuses a grant presented to another merchant', async () => {
    const token = await tokenFor({ merchant: 'demo', remote: 'games', version: '2.0.0' });
    const res = await registryWith({ [PREVIEW_HEADER]: token, 'x-merchant': 'acme' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PREVIEW_GRANT_WRONG_MERCHANT', value: { merchant: 'acme' } });
  });

  it('refuses a grant for a version that fails the activation gates (signed by the server, yet refused when presented)', async () => {
    const key = previewKey(t.app.settings.adminTokenHash);
    const id = 'contractfailed01';
    const expiresAt = Date.now() + 60_000;
    await t.app.db
      .insertInto('preview_grants')
      .values({
        id,
        merchant_code: 'demo',
        remote: 'games',
        version: '2.1.0',
        url: null,
        expires_at: new Date(expiresAt).toISOString(),
        created_at: new Date().toISOString(),
        created_by: 'test',
        revoked_at: null,
        revoked_by: null,
        uses: 0,
        last_used_at: null,
      })
      .execute();
    const token = signGrant(key, { id, merchant: 'demo', remote: 'games', version: '2.1.0', url: null, expiresAt });
    const res = await registryWith({ [PREVIEW_HEADER]: token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PREVIEW_VERSION_REFUSED', value: { reason: 'contract-failed' } });
  });

  it('refuses a revoked grant, and the list no longer shows it', async () => {
    const res = await issue({ merchant: 'demo', remote: 'games', version: '2.0.0' });
    const { grant, token } = res.json().value as { grant: { id: string }; token: string };
    expect((await registryWith({ [PREVIEW_HEADER]: token })).statusCode).toBe(200);
    const listed = (await admin('GET', '/api/admin/previews?merchant=demo')).json().value as { id: string }[];
    expect(listed.map((g) => g.id)).toContain(grant.id);
    const revoked = await admin('DELETE', `/api/admin/previews/${grant.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().value.revokedAt).toEqual(expect.any(String));
    expect((await registryWith({ [PREVIEW_HEADER]: token })).json().code).toBe('PREVIEW_GRANT_INVALID');
    const after = (await admin('GET', '/api/admin/previews?merchant=demo')).json().value as { id: string }[];
    expect(after.map((g) => g.id)).not.toContain(grant.id);
    expect((await auditOf('preview.revoke'))[0]).toMatchObject({ target: 'demo/games' });
    expect((await admin('DELETE', '/api/admin/previews/unknownid1')).statusCode).toBe(404);
  });
});

describe('URL previews and the allowlist', () => {
  afterEach(async () => {
    await admin('PUT', '/api/admin/merchants/demo/preview-origins', { origins: [] });
  });

  it('keeps the origins per merchant, audited', async () => {
    const put = await admin('PUT', '/api/admin/merchants/demo/preview-origins', {
      origins: ['https://dev.example.com', 'https://DEV.example.com', 'http://qa.example.com:8080'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().value.origins).toEqual(['http://qa.example.com:8080', 'https://dev.example.com']);
    expect((await admin('GET', '/api/admin/merchants/acme/preview-origins')).json().value.origins).toEqual([]);
    expect((await admin('PUT', '/api/admin/merchants/demo/preview-origins', { origins: ['https://dev.example.com/path'] })).statusCode).toBe(400);
    expect((await admin('PUT', '/api/admin/merchants/demo/preview-origins', { origins: ['javascript:alert(1)'] })).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/merchants/nobody/preview-origins')).statusCode).toBe(404);
    expect((await auditOf('preview.origins'))[0]).toMatchObject({ target: 'demo', after: ['http://qa.example.com:8080', 'https://dev.example.com'] });
  });

  it('applies an allowlisted URL (no integrity: a dev server), and stops when the origin leaves the list', async () => {
    await admin('PUT', '/api/admin/merchants/demo/preview-origins', { origins: ['https://dev.example.com'] });
    const token = await tokenFor({ merchant: 'demo', remote: 'games', url: 'https://dev.example.com/games/remoteEntry.js' });
    const res = await registryWith({ [PREVIEW_HEADER]: token });
    expect(res.statusCode).toBe(200);
    const games = gamesOf(ZRegistry.parse(res.json().value));
    expect(games).toMatchObject({ entry: 'https://dev.example.com/games/remoteEntry.js', version: 'dev' });
    expect(games?.integrity).toBeUndefined();
    expect(games?.routes.length).toBeGreaterThan(0);

    const pageRes = await page(`/m/gameList?tessera-preview=${encodeURIComponent(token)}`);
    expect(pageRes.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/dev\.example\.com;/);
    expect(pageRes.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/dev\.example\.com wss:\/\/dev\.example\.com;/);

    await admin('PUT', '/api/admin/merchants/demo/preview-origins', { origins: [] });
    const refused = await registryWith({ [PREVIEW_HEADER]: token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PREVIEW_ORIGIN_NOT_ALLOWED', value: { origin: 'https://dev.example.com' } });
  });
});

describe('the shell page with a preview link', () => {
  it('inlines the previewed registry and the badge info, keeps the grant in an HttpOnly cookie, audits the opening', async () => {
    const token = await tokenFor({ merchant: 'demo', remote: 'games', version: '2.0.0' });
    const res = await page(`/m/gameList?merchant=demo&tessera-preview=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    const boot = bootOf(res.body);
    expect(gamesOf(boot.registry)?.version).toBe('2.0.0');
    expect(boot.preview).toMatchObject({ remote: 'games', version: '2.0.0', url: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A version preview loads from this origin: the strict policy stays.
    expect(res.headers['content-security-policy']).toBe(await strictCsp());
    const cookie = setCookies(res).find((c) => c.startsWith(`${PREVIEW_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=(7[12]\d\d)/);
    expect((await auditOf('preview.use'))[0]).toMatchObject({ target: 'demo/games' });

    // Later pages of the device carry the cookie: still previewed.
    const next = await page('/m/home', { cookie: `${PREVIEW_COOKIE}=${encodeURIComponent(token)}` });
    expect(gamesOf(bootOf(next.body).registry)?.version).toBe('2.0.0');
    // ?tessera-preview=exit clears it: the merchant's registry again.
    const exit = await page('/m/home?tessera-preview=exit', { cookie: `${PREVIEW_COOKIE}=${encodeURIComponent(token)}` });
    expect(gamesOf(bootOf(exit.body).registry)?.version).not.toBe('2.0.0');
    expect(bootOf(exit.body).preview).toBeUndefined();
    expect(setCookies(exit).find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))).toMatch(/Max-Age=0/);
  });

  it('serves the normal page for a refused grant (and clears its cookie), and ignores a bare override', async () => {
    const normal = gamesOf(bootOf((await page('/m/home')).body).registry)?.version;
    const forged = await page('/m/home?tessera-preview=abc.def', { cookie: `${PREVIEW_COOKIE}=abc.def` });
    expect(forged.statusCode).toBe(200);
    expect(gamesOf(bootOf(forged.body).registry)?.version).toBe(normal);
    expect(bootOf(forged.body)).toMatchObject({ previewRefused: 'PREVIEW_GRANT_INVALID' });
    expect(bootOf(forged.body).preview).toBeUndefined();
    expect(setCookies(forged).find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))).toMatch(/Max-Age=0/);

    const token = await tokenFor({ merchant: 'demo', remote: 'games', version: '2.0.0' });
    const otherMerchant = await page(`/m/home?merchant=acme&tessera-preview=${encodeURIComponent(token)}`);
    expect(bootOf(otherMerchant.body)).toMatchObject({ previewRefused: 'PREVIEW_GRANT_WRONG_MERCHANT' });
    expect(gamesOf(bootOf(otherMerchant.body).registry)?.version).not.toBe('2.0.0');

    const bare = await page('/m/home?tessera-override=games@2.0.0');
    expect(gamesOf(bootOf(bare.body).registry)?.version).toBe(normal);
    expect(bare.headers['content-security-policy']).toBe(await strictCsp());
  });

  it('writes the policy as the page has it, adding only the given origins (a development server: localhost ports)', async () => {
    expect(cspWithOrigins([])).toBe(await strictCsp());
    const dev = cspWithOrigins(DEV_ORIGINS);
    expect(dev).toContain("script-src 'self' http://localhost:* http://127.0.0.1:*;");
    expect(dev).toContain("connect-src 'self' http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*;");
    expect(dev).toContain("object-src 'none';");
  });

  it('keeps the default page policy strict', async () => {
    const csp = await strictCsp();
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(Object.keys(CONTENT_SECURITY_POLICY).length).toBeGreaterThan(5);
  });
});
