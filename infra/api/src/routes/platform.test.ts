import { FLAG_KEYS, PLATFORM_VERSION, SPEC_REMOTES, ZRegistry, ZSystemStatus, type TRegistry, type TSystemStatus } from '@tessera/contract';
import { decryptServicePath } from '../lib/servicePath';
import { downloadResources } from '../services/merchants';
import { canaryBucket } from '../lib/hash';
import { adminHeaders, createTestApp, testDialect, type TTestApp } from '../testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function status(headers: Record<string, string> = {}, query = ''): Promise<TSystemStatus> {
  const res = await t.app.inject({ url: `/api/v1/status${query}`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ success: true, code: 'OK', message: '' });
  return ZSystemStatus.parse(body.value);
}

async function registry(query = '', headers: Record<string, string> = {}): Promise<TRegistry> {
  const res = await t.app.inject({ url: `/api/v1/registry${query}`, headers });
  expect(res.statusCode).toBe(200);
  return ZRegistry.parse(res.json().value);
}

const patchStatus = (code: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${code}/status`, headers: adminHeaders(), payload });
const putRemote = (code: string, remote: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/merchants/${code}/remotes/${remote}`, headers: adminHeaders(), payload });

describe('GET /healthz', () => {
  it('is 200 once the database is migrated and seeded', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // TEST_DATABASE_URL runs this whole suite on PostgreSQL.
    expect(t.app.dialect).toBe(testDialect);
  });
});

describe('GET /api/v1/status', () => {
  it('answers the default merchant (demo) with its white-label settings', async () => {
    const s = await status();
    expect(s).toMatchObject({ status: 0, maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } });
    expect(s.info).toMatchObject({ theme: 'dark', currency: { code: 'CNY', symbol: '¥' }, merchantName: 'Tessera Demo' });
    expect(Object.keys(s.info.whitelabel).sort()).toEqual([...FLAG_KEYS].sort());
    expect(s.info.whitelabel).toMatchObject({ CBS3: true, MANPLAYREB3: true, MOBILENUMREG3: false });
    expect(s.info.resources.map((r) => r.resourceType).sort()).toEqual(['Android', 'AppDownloadIcon', 'IOS', 'MOBILECONFIG']);
    expect(s.info.register.username).toEqual({ enabled: true, required: true });
    expect(s.info.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '1' });
  });

  it('carries the app-download bonus on the download links that have one (demo), none elsewhere (acme)', async () => {
    const demo = await status();
    expect(demo.info.resources.find((r) => r.resourceType === 'Android')).toEqual({
      resourceType: 'Android',
      url: 'https://apps.example.com/demo/tessera.apk',
      bonus: '8.00',
    });
    expect(demo.info.resources.find((r) => r.resourceType === 'AppDownloadIcon')).not.toHaveProperty('bonus');
    const acme = await status({}, '?merchant=acme');
    expect(acme.info.resources.length).toBeGreaterThan(0);
    expect(acme.info.resources.filter((r) => r.bonus !== undefined)).toEqual([]);
  });

  it('sends only well-formed positive bonuses and leaves out links without a type or url', () => {
    expect(
      downloadResources([
        { resourceType: 'Android', url: 'a', bonus: '5' },
        { resourceType: 'IOS', url: 'i', bonus: '0.00' },
        { resourceType: 'MOBILECONFIG', url: 'm', bonus: '-3' },
        { resourceType: 'X', url: 'x', bonus: 7 },
        { resourceType: 'Y' },
        null,
      ]),
    ).toEqual([
      { resourceType: 'Android', url: 'a', bonus: '5' },
      { resourceType: 'IOS', url: 'i' },
      { resourceType: 'MOBILECONFIG', url: 'm' },
      { resourceType: 'X', url: 'x' },
    ]);
    expect(downloadResources('nonsense')).toEqual([]);
  });

  it('sends customer-service links encrypted, the last 8 characters being the key', async () => {
    const s = await status();
    expect(s.info.customerService.length).toBeGreaterThan(0);
    const whatsapp = s.info.customerService.find((c) => c.csType === 'WHATSAPP');
    expect(whatsapp?.path).not.toContain('wa.me');
    expect(decryptServicePath(whatsapp?.path ?? '')).toBe('https://wa.me/15550100001');
    // Stable: the same link gives the same cipher on every call (clients may compare cached payloads).
    expect((await status()).info.customerService).toEqual(s.info.customerService);
  });

  it('differs per merchant (acme: BRL, light, other flags)', async () => {
    const s = await status({ 'x-merchant': 'acme' });
    expect(s.info).toMatchObject({ theme: 'light', currency: { code: 'BRL', symbol: 'R$' }, merchantName: 'Acme Bet' });
    expect(s.info.whitelabel).toMatchObject({ CBS3: false, MANPLAYREB3: false, MOBILENUMREG3: true });
  });

  it('gives status 1 for maintenance (also with region restriction) and 2 for region restriction only', async () => {
    expect((await patchStatus('acme', { maintenance: true, regionRestriction: true })).statusCode).toBe(200);
    expect(await status({ 'x-merchant': 'acme' })).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    expect((await patchStatus('acme', { maintenance: false })).statusCode).toBe(200);
    expect(await status({ 'x-merchant': 'acme' })).toMatchObject({ status: 2, maintenance: false, regionRestriction: true });
    expect((await patchStatus('acme', { regionRestriction: false })).statusCode).toBe(200);
    expect(await status({ 'x-merchant': 'acme' })).toMatchObject({ status: 0 });
    // demo was never touched
    expect((await status()).status).toBe(0);
  });
});

describe('merchant resolution', () => {
  const currency = async (headers: Record<string, string>, query = '') => (await status(headers, query)).info.currency.code;

  it('reads X-Merchant, then ?merchant=, then the tessera_merchant cookie, then the host, else demo', async () => {
    expect(await currency({})).toBe('CNY');
    expect(await currency({ 'x-merchant': 'acme' })).toBe('BRL');
    expect(await currency({}, '?merchant=acme')).toBe('BRL');
    expect(await currency({ cookie: 'tessera_merchant=acme' })).toBe('BRL');
    expect(await currency({ host: 'acme.localhost:8080' })).toBe('BRL');
    expect(await currency({ host: 'unknown.example' })).toBe('CNY');
    // precedence
    expect(await currency({ 'x-merchant': 'demo' }, '?merchant=acme')).toBe('CNY');
    expect(await currency({ cookie: 'tessera_merchant=demo' }, '?merchant=acme')).toBe('BRL');
    expect(await currency({ cookie: 'tessera_merchant=demo', host: 'acme.localhost' })).toBe('CNY');
  });

  it('answers 404 MERCHANT_NOT_FOUND for an unknown code in the header or query', async () => {
    for (const req of [{ url: '/api/v1/status', headers: { 'x-merchant': 'nope' } }, { url: '/api/v1/registry?merchant=nope' }]) {
      const res = await t.app.inject(req);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'MERCHANT_NOT_FOUND', message: 'Unknown merchant' });
    }
  });

  it('ignores an unknown merchant cookie', async () => {
    expect(await currency({ cookie: 'tessera_merchant=nope' })).toBe('CNY');
  });

  it('refuses a malformed ?merchant= with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/status?merchant=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { issues: [{ in: 'query', path: 'merchant' }] } });
  });
});

describe('GET /api/v1/registry', () => {
  it('lists every enabled remote with its version, entry and routes', async () => {
    const r = await registry();
    expect(r.merchant).toBe('demo');
    expect(r.platform).toBe(PLATFORM_VERSION);
    expect(r.remotes.map((x) => x.name)).toEqual([...SPEC_REMOTES]);
    const games = r.remotes.find((x) => x.name === 'games');
    // The seed pins the newest published version.
    expect(games).toMatchObject({ version: '1.1.0', entry: '/remotes/games/1.1.0/remoteEntry.js', canary: false });
    expect(games?.routes.map((x) => x.path)).toContain('/m/gameList');
    // Titles from routes.json, so the shell can title a route before the remote loads.
    expect(games?.titles).toEqual({ EN: { 'games.title': 'games 1.1.0' }, PT: { 'games.title': 'games 1.1.0 pt' } });
  });

  it('drops a disabled remote for that merchant only', async () => {
    expect((await putRemote('acme', 'lottery', { enabled: false, version: '1.0.0' })).statusCode).toBe(200);
    expect((await registry('?merchant=acme')).remotes.map((x) => x.name)).not.toContain('lottery');
    expect((await registry()).remotes.map((x) => x.name)).toContain('lottery');
    expect((await putRemote('acme', 'lottery', { enabled: true, version: '1.0.0' })).statusCode).toBe(200);
    expect((await registry('?merchant=acme')).remotes.map((x) => x.name)).toContain('lottery');
  });

  it('serves a pinned published version', async () => {
    expect((await putRemote('acme', 'games', { enabled: true, version: '1.0.0' })).statusCode).toBe(200);
    expect((await registry('', { 'x-merchant': 'acme' })).remotes.find((x) => x.name === 'games')).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/games/1.0.0/remoteEntry.js',
    });
    expect((await registry()).remotes.find((x) => x.name === 'games')?.version).toBe('1.1.0');
  });

  it('splits a canary by a stable hash of the client id', async () => {
    expect((await putRemote('demo', 'games', { enabled: true, version: '1.0.0', canaryVersion: '1.1.0', canaryPercent: 30 })).statusCode).toBe(200);
    let inCanary = 0;
    for (let i = 0; i < 200; i += 1) {
      const cid = `client-${i}`;
      const games = (await registry(`?cid=${cid}`)).remotes.find((x) => x.name === 'games');
      const expected = canaryBucket(cid, 'games') < 30;
      expect(games).toMatchObject(expected ? { version: '1.1.0', canary: true } : { version: '1.0.0', canary: false });
      if (expected) inCanary += 1;
    }
    expect(inCanary).toBeGreaterThan(200 * 0.15);
    expect(inCanary).toBeLessThan(200 * 0.45);
    // The same client stays where it was; the cookie counts as the cid too.
    const cid = Array.from({ length: 100 }, (_, i) => `c${i}`).find((c) => canaryBucket(c, 'games') < 30) ?? '';
    for (let i = 0; i < 3; i += 1) expect((await registry(`?cid=${cid}`)).remotes.find((x) => x.name === 'games')?.canary).toBe(true);
    expect((await registry('', { cookie: `tessera_cid=${cid}` })).remotes.find((x) => x.name === 'games')?.canary).toBe(true);
    // Without a cid: the pinned version.
    expect((await registry()).remotes.find((x) => x.name === 'games')).toMatchObject({ version: '1.0.0', canary: false });
    // Other remotes are untouched by the games canary.
    expect((await registry(`?cid=${cid}`)).remotes.find((x) => x.name === 'home')?.canary).toBe(false);
  });

  it('leaves out a remote whose pinned version is not published', async () => {
    await t.app.db.updateTable('merchant_remotes').set({ version: '0.0.1' }).where('merchant_code', '=', 'acme').where('remote', '=', 'agent').execute();
    // A write behind the app's back: drop the read cache rather than wait out its TTL.
    t.app.readCache.invalidate('acme');
    expect((await registry('?merchant=acme')).remotes.map((x) => x.name)).not.toContain('agent');
    expect((await registry()).remotes.map((x) => x.name)).toContain('agent');
  });

  it('refuses a malformed cid', async () => {
    const res = await t.app.inject({ url: '/api/v1/registry?cid=%3Cx%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/v1/telemetry', () => {
  const report = { kind: 'remote.loadFailed', remote: 'games', version: '1.1.0', reason: 'timeout', message: 'entry timed out', path: '/m/game' };

  it('stores a report', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', headers: { 'x-merchant': 'acme', 'user-agent': 'jest' }, payload: report });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { accepted: true } });
    const rows = await t.app.db.selectFrom('telemetry').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchant_code: 'acme',
      kind: 'remote.loadFailed',
      remote: 'games',
      version: '1.1.0',
      reason: 'timeout',
      message: 'entry timed out',
      path: '/m/game',
      user_agent: 'jest',
      ip: '127.0.0.1',
    });
    expect(Date.parse(rows[0]?.created_at ?? '')).not.toBeNaN();
  });

  it('stores text the database could not hold, cleaned', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', payload: { ...report, message: 'a\u0000b' } });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db.selectFrom('telemetry').select('message').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.message).toBe('ab');
  });

  it('refuses a bad body with 400 and the issues', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', payload: { kind: 'nope', message: 5, extra: true } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'The request is not valid' });
    const paths = (body.value.issues as { in: string; path: string; message: string }[]).map((i) => `${i.in}:${i.path}`);
    expect(paths).toEqual(expect.arrayContaining(['body:kind', 'body:message', 'body:path']));
    expect(body.value.issues[0].message).toMatch(/\w+/);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', payload: { ...report, message: 'x'.repeat(70 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'BODY_TOO_LARGE' });
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(report) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('telemetry rate limit', () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { telemetryPerMinute: 3 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 RATE_LIMITED in the envelope past the limit, per IP', async () => {
    const send = (remoteAddress = '10.0.0.1') =>
      limited.app.inject({ method: 'POST', url: '/api/v1/telemetry', remoteAddress, payload: { kind: 'error', message: 'm', path: '/m' } });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(res.headers['retry-after']).toBeDefined();
    expect((await send('10.0.0.2')).statusCode).toBe(200);
    // Other routes are not limited by the telemetry budget.
    expect((await limited.app.inject({ url: '/api/v1/status', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });
});
