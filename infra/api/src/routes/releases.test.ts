import { CANARY_ROLLBACK, PLATFORM_VERSION } from '@tessera/contract';
import { ZPublishedVersion, ZRemoteHealth } from '@tessera/contract/api';
import { ZRegistry } from '@tessera/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canaryBucket, sha256 } from '../lib/hash';
import { adminHeaders, createTestApp, manifestFor, TEST_ADMIN_TOKEN, type TTestApp } from '../testkit';
import { issueLoadToken, LOAD_TOKEN_TTL_MS, loadTokenKey } from '../services/loadToken';
import { attemptCounts, p75, tripsRollback } from '../services/releases';
import { LOAD_REPORTS_PER_MINUTE } from './platform';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { adminPerMinute: 10_000, telemetryPerMinute: 10_000 }, readCacheTtlMs: 0 });
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: adminHeaders(), ...(payload ? { payload } : {}) });

/** A version folder as `npm run release` leaves it: routes.json, release.json, an entry and a chunk. */
function writeRelease(
  name: 'home' | 'games',
  version: string,
  opts: { requires?: string; contract?: 'passed' | 'failed'; chunk?: string } = {},
  distDir = t.distDir,
) {
  const dir = join(distDir, 'remotes', name, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'routes.json'), JSON.stringify({ ...manifestFor(name, version), requires: { platform: opts.requires ?? '^1' } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name}@${version} */ var tessera_${name} = {};`);
  writeFileSync(join(dir, 'remote.abcd1234.js'), opts.chunk ?? 'console.log("chunk")');
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({
      name,
      version,
      builtAt: '2025-01-01T00:00:00.000Z',
      contract: { result: opts.contract ?? 'passed', detail: opts.contract === 'failed' ? 'routes: /m/home renders nothing' : null },
    }),
  );
  return dir;
}

const publish = (remote: string, version: string) => admin('POST', '/api/admin/remotes', { remote, version });
const setRemote = (merchant: string, remote: string, body: object) => admin('PUT', `/api/admin/merchants/${merchant}/remotes/${remote}`, body);

async function auditActions() {
  const res = await admin('GET', '/api/admin/audit');
  return res.json().value as { actor: string; action: string; target: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
}

describe('publishing a release to the running server', () => {
  it('hashes the served files, records the contract result and serves the entry hash in the registry', async () => {
    writeRelease('home', '1.1.0');
    const res = await publish('home', '1.1.0');
    expect(res.statusCode).toBe(200);
    const { published, unchanged } = res.json().value as { published: unknown; unchanged: boolean };
    const view = ZPublishedVersion.parse(published);
    expect(unchanged).toBe(false);
    expect(view.contract).toEqual({ result: 'passed', detail: null });
    expect(view.compatible).toBe(true);
    expect(view.builtAt).toBe('2025-01-01T00:00:00.000Z');
    expect(Object.keys(view.integrity ?? {}).sort()).toEqual(['remote.abcd1234.js', 'remoteEntry.js']);
    expect(view.integrity?.['remoteEntry.js']).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    expect(view.contentHash).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect((await auditActions())[0]).toMatchObject({ action: 'remote.publish', target: 'home@1.1.0' });

    // Pinned for acme: acme's registry carries the entry hash, so the browser checks the bytes.
    expect((await setRemote('acme', 'home', { enabled: true, version: '1.1.0' })).statusCode).toBe(200);
    const registry = ZRegistry.parse((await t.app.inject({ method: 'GET', url: '/api/v1/registry?merchant=acme' })).json().value);
    expect(registry.remotes.find((r) => r.name === 'home')).toMatchObject({ version: '1.1.0', integrity: view.integrity?.['remoteEntry.js'] });
    // A plain build (no release.json) carries none: dev rebuilds in place.
    const demo = ZRegistry.parse((await t.app.inject({ method: 'GET', url: '/api/v1/registry?merchant=demo' })).json().value);
    expect(demo.remotes.find((r) => r.name === 'home')?.integrity).toBeUndefined();
    // Without an mf-manifest.json in the version, the registry names none.
    expect(registry.remotes.find((r) => r.name === 'home')?.manifest).toBeUndefined();
  });

  it("names a released version's mf-manifest.json in the registry, beside its entry, hashed with the rest", async () => {
    const dir = writeRelease('home', '1.1.5');
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'tessera_home', name: 'tessera_home', metaData: { publicPath: 'auto' } }));
    const res = await publish('home', '1.1.5');
    expect(res.statusCode).toBe(200);
    const view = ZPublishedVersion.parse(res.json().value.published);
    expect(Object.keys(view.integrity ?? {})).toContain('mf-manifest.json');
    expect((await setRemote('acme', 'home', { enabled: true, version: '1.1.5' })).statusCode).toBe(200);
    const registry = ZRegistry.parse((await t.app.inject({ method: 'GET', url: '/api/v1/registry?merchant=acme' })).json().value);
    expect(registry.remotes.find((r) => r.name === 'home')).toMatchObject({
      version: '1.1.5',
      entry: '/remotes/home/1.1.5/remoteEntry.js',
      manifest: '/remotes/home/1.1.5/mf-manifest.json',
    });
    const served = await t.app.inject({ url: '/remotes/home/1.1.5/mf-manifest.json' });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ name: 'tessera_home' });
    // A plain build's registry entry names none (no published file list).
    const demo = ZRegistry.parse((await t.app.inject({ method: 'GET', url: '/api/v1/registry?merchant=demo' })).json().value);
    expect(demo.remotes.find((r) => r.name === 'home')?.manifest).toBeUndefined();
    expect((await setRemote('acme', 'home', { enabled: true, version: '1.1.0' })).statusCode).toBe(200);
  });

  it('is idempotent for the same bytes and refuses other bytes under a published version', async () => {
    writeRelease('games', '2.0.0');
    expect((await publish('games', '2.0.0')).statusCode).toBe(200);
    const again = await publish('games', '2.0.0');
    expect(again.json().value.unchanged).toBe(true);
    writeFileSync(join(t.distDir, 'remotes', 'games', '2.0.0', 'remote.abcd1234.js'), 'console.log("changed after publish")');
    const refused = await publish('games', '2.0.0');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REMOTE_VERSION_IMMUTABLE', value: { reason: expect.stringMatching(/bump the version/) } });
    // The published hashes stay: a restart does not adopt the changed file either.
    const app = await t.restart();
    const list = (await app.inject({ method: 'GET', url: '/api/admin/remotes', headers: adminHeaders() })).json().value as {
      remote: string;
      version: string;
      contentHash: string;
    }[];
    expect(list.find((v) => v.remote === 'games' && v.version === '2.0.0')?.contentHash).toBe(again.json().value.published.contentHash);
  });

  it('refuses a folder that is not there or is incomplete', async () => {
    const res = await publish('home', '9.9.9');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REMOTE_FOLDER_INVALID', value: { reason: expect.stringMatching(/no folder/) } });
  });
});

describe('activation gates', () => {
  it('refuses a version whose contract tests failed, with the reason', async () => {
    writeRelease('home', '1.2.0', { contract: 'failed' });
    expect((await publish('home', '1.2.0')).statusCode).toBe(200);
    const res = await setRemote('demo', 'home', { enabled: true, version: '1.0.0', canaryVersion: '1.2.0', canaryPercent: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REMOTE_CONTRACT_FAILED',
      value: { reason: expect.stringMatching(/home@1.2.0 failed its contract tests.*renders nothing/) },
    });
  });

  it('refuses a version whose platform range the live shell does not satisfy, with both versions named', async () => {
    writeRelease('home', '3.0.0', { requires: '^99' });
    const published = await publish('home', '3.0.0');
    expect(published.json().value.published.compatible).toBe(false);
    const res = await setRemote('demo', 'home', { enabled: true, version: '3.0.0' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REMOTE_PLATFORM_MISMATCH',
      value: {
        requires: '^99',
        platform: PLATFORM_VERSION,
        reason: expect.stringContaining(`requires platform ^99; the live shell provides ${PLATFORM_VERSION}`),
      },
    });
    // Nothing changed.
    const audit = await auditActions();
    expect(audit.some((a) => a.action === 'merchant.remote' && a.after?.version === '3.0.0')).toBe(false);
  });
});

/** A device id whose canary bucket for home is inside (or outside) `percent`. */
function devicesFor(count: number, inside: boolean, percent: number, prefix: string): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) if (canaryBucket(`${prefix}-${i}`, 'home') < percent === inside) found.push(`${prefix}-${i}`);
  return found;
}

/** One page load the server served to device `cid` of `merchant`: the load token in its boot JSON and the home version it was given. */
async function pageLoad(app: TTestApp['app'], merchant: string, cid: string, remoteAddress = '10.0.0.1') {
  const res = await app.inject({ url: `/m/home?merchant=${merchant}`, remoteAddress, headers: { accept: 'text/html', cookie: `tessera_cid=${cid}` } });
  expect(res.statusCode).toBe(200);
  const boot = JSON.parse(/id="tessera-boot">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '{}') as {
    load?: string;
    registry: { remotes: { name: string; version: string }[] };
  };
  return { token: boot.load ?? '', home: boot.registry.remotes.find((r) => r.name === 'home')?.version };
}

interface TReport {
  merchant: string;
  kind: 'remote.loaded' | 'remote.loadFailed';
  version: string;
  reason?: string;
  token?: string;
  remoteAddress?: string;
}
const report = (app: TTestApp['app'], r: TReport) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/telemetry',
    remoteAddress: r.remoteAddress ?? '10.0.0.1',
    headers: { 'x-merchant': r.merchant, ...(r.token !== undefined ? { 'x-tessera-load': r.token } : {}) },
    payload: { kind: r.kind, remote: 'home', version: r.version, message: 'm', path: '/m/home', ...(r.reason ? { reason: r.reason } : {}) },
  });

async function homeOf(app: TTestApp['app'], merchant: string) {
  const merchants = (await app.inject({ url: '/api/admin/merchants', headers: adminHeaders() })).json().value as {
    code: string;
    remotes: { remote: string; version: string; canaryVersion: string | null; canaryPercent: number }[];
  }[];
  return merchants.find((m) => m.code === merchant)?.remotes.find((r) => r.remote === 'home');
}

/** The server's token key, as a test that holds the server's secret can compute it (to mint expired or misdirected tokens). */
const serverKey = loadTokenKey(sha256(TEST_ADMIN_TOKEN));

describe('canary watch', () => {
  it('switches a failing canary off once its failure rate passes the threshold over the minimum sample, and audits why', async () => {
    writeRelease('home', '1.3.0');
    expect((await publish('home', '1.3.0')).statusCode).toBe(200);
    const set = await setRemote('acme', 'home', {
      enabled: true,
      version: '1.1.0',
      canaryVersion: '1.3.0',
      canaryPercent: 50,
      canaryMaxFailurePercent: 30,
      canaryMinSample: 4,
    });
    expect(set.statusCode).toBe(200);
    const [a, b, c, d] = await Promise.all(devicesFor(4, true, 50, 'watch').map((cid) => pageLoad(t.app, 'acme', cid)));
    if (!a || !b || !c || !d) throw new Error('four page loads');
    expect(a.home).toBe('1.3.0');
    // Failures of another merchant (its own real page loads) do not count against acme's canary.
    for (const cid of devicesFor(5, true, 50, 'other')) {
      const demo = await pageLoad(t.app, 'demo', cid);
      await report(t.app, { merchant: 'demo', kind: 'remote.loadFailed', version: '1.3.0', reason: 'render', token: demo.token });
    }
    // Three good loads (one reported twice: a load votes once), then a render error of the third:
    // 1 of 3 is already above 30 % but under the minimum sample.
    for (const load of [a, a, b, c]) await report(t.app, { merchant: 'acme', kind: 'remote.loaded', version: '1.3.0', token: load.token });
    await report(t.app, { merchant: 'acme', kind: 'remote.loadFailed', version: '1.3.0', reason: 'render', token: c.token });
    expect(await homeOf(t.app, 'acme')).toMatchObject({ canaryVersion: '1.3.0' });
    // 4 loads, 2 failures = 50 % > 30 %: rolled back.
    await report(t.app, { merchant: 'acme', kind: 'remote.loaded', version: '1.3.0', token: d.token });
    await report(t.app, { merchant: 'acme', kind: 'remote.loadFailed', version: '1.3.0', reason: 'render', token: d.token });
    expect(await homeOf(t.app, 'acme')).toMatchObject({ canaryVersion: null, canaryPercent: 0, version: '1.1.0' });
    const rollback = (await auditActions()).find((x) => x.action === 'merchant.remote.rollback');
    expect(rollback).toMatchObject({
      actor: 'canary-watch',
      target: 'acme/home',
      after: { reason: expect.stringMatching(/canary home@1.3.0 failed 2 of 4 loads \(50 %\), above 30 %/) },
    });
    // Every client now gets the pinned version.
    for (const cid of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const registry = ZRegistry.parse((await t.app.inject({ method: 'GET', url: `/api/v1/registry?merchant=acme&cid=${cid}` })).json().value);
      expect(registry.remotes.find((r) => r.name === 'home')?.version).toBe('1.1.0');
    }
    // Health shows the reports per merchant, remote and version.
    const health = ((await admin('GET', '/api/admin/health?merchant=acme&remote=home')).json().value as unknown[]).map((h) => ZRemoteHealth.parse(h));
    expect(health.find((h) => h.version === '1.3.0')).toMatchObject({ loads: 5, failures: 2, role: 'other' });
  });

  it('never moves a canary on reports no served page load stands behind (no token, forged, expired, another merchant, replayed, another version)', async () => {
    writeRelease('home', '1.4.0');
    expect((await publish('home', '1.4.0')).statusCode).toBe(200);
    // 20 % over at least 20 loads (the defaults): 21 failures of 21 would trip it.
    const canary = { enabled: true, version: '1.1.0', canaryVersion: '1.4.0', canaryPercent: 50, canaryMaxFailurePercent: 20, canaryMinSample: 20 };
    expect((await setRemote('acme', 'home', canary)).statusCode).toBe(200);
    const failure = (token?: string) =>
      report(t.app, { merchant: 'acme', kind: 'remote.loadFailed', version: '1.4.0', reason: 'network', ...(token !== undefined ? { token } : {}) });
    const real = await pageLoad(t.app, 'acme', devicesFor(1, true, 50, 'forge')[0] ?? '');
    expect(real.home).toBe('1.4.0');
    const [payload = ''] = real.token.split('.');
    const now = Date.now();
    const claims = { merchant: 'acme', device: 'forger', versions: { home: '1.4.0' } };
    const forgeries: [string, () => string | undefined][] = [
      ['no token', () => undefined],
      ['garbage', () => 'not-a-token'],
      ['a real payload with a made-up signature', () => `${payload}.${'A'.repeat(43)}`],
      ['a token signed with another key', () => issueLoadToken(loadTokenKey(sha256('someone-elses-secret-0123456789abcdef')), claims).token],
      ['an expired token', () => issueLoadToken(serverKey, claims, now - LOAD_TOKEN_TTL_MS - 1000).token],
      ['a token for another merchant', () => issueLoadToken(serverKey, { ...claims, merchant: 'demo' }).token],
      ['a token from a page that was given another version', () => issueLoadToken(serverKey, { ...claims, versions: { home: '1.1.0' } }).token],
      ['one real token replayed', () => real.token],
    ];
    for (const [what, token] of forgeries) {
      for (let i = 0; i < 21; i++) expect({ what, status: (await failure(token())).statusCode }).toEqual({ what, status: 200 });
      expect({ what, home: await homeOf(t.app, 'acme') }).toEqual({ what, home: expect.objectContaining({ canaryVersion: '1.4.0', canaryPercent: 50 }) });
    }
    // 21 real page loads of devices outside the canary, reporting the canary's version anyway.
    for (const cid of devicesFor(21, false, 50, 'outside')) {
      const load = await pageLoad(t.app, 'acme', cid);
      expect(load.home).toBe('1.1.0');
      await failure(load.token);
    }
    expect(await homeOf(t.app, 'acme')).toMatchObject({ canaryVersion: '1.4.0', canaryPercent: 50 });
    expect((await auditActions()).filter((x) => x.action === 'merchant.remote.rollback' && x.before?.canaryVersion === '1.4.0')).toEqual([]);
    // Still telemetry: every report was stored for the operator's charts.
    const stored = await t.app.db
      .selectFrom('telemetry')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('merchant_code', '=', 'acme')
      .where('version', '=', '1.4.0')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(21 * forgeries.length + 21);
  });

  it('rolls back on 21 distinct served page loads that fail, and the audit names the evidence', async () => {
    writeRelease('home', '1.5.0');
    expect((await publish('home', '1.5.0')).statusCode).toBe(200);
    const canary = { enabled: true, version: '1.1.0', canaryVersion: '1.5.0', canaryPercent: 50, canaryMaxFailurePercent: 20, canaryMinSample: 20 };
    expect((await setRemote('acme', 'home', canary)).statusCode).toBe(200);
    const cids = devicesFor(21, true, 50, 'real');
    const loads = [];
    for (const [i, cid] of cids.entries()) loads.push(await pageLoad(t.app, 'acme', cid, `10.0.1.${i % 3}`));
    const started = new Date().toISOString();
    for (const [i, load] of loads.entries()) {
      expect(load.home).toBe('1.5.0');
      const res = await report(t.app, {
        merchant: 'acme',
        kind: 'remote.loadFailed',
        version: '1.5.0',
        reason: 'network',
        token: load.token,
        remoteAddress: `10.0.1.${i % 3}`,
      });
      expect(res.statusCode).toBe(200);
      // Under the minimum sample (20 loads) nothing happens.
      if (i < 19) expect(await homeOf(t.app, 'acme')).toMatchObject({ canaryVersion: '1.5.0' });
    }
    expect(await homeOf(t.app, 'acme')).toMatchObject({ canaryVersion: null, canaryPercent: 0, version: '1.1.0' });
    const rollback = (await auditActions()).find((x) => x.action === 'merchant.remote.rollback' && x.before?.canaryVersion === '1.5.0');
    expect(rollback).toMatchObject({
      actor: 'canary-watch',
      target: 'acme/home',
      after: {
        reason: expect.stringMatching(
          /^canary home@1.5.0 failed 20 of 20 loads \(100 %\), above 20 % over at least 20 loads; evidence: 20 signed page loads from 20 devices and 3 addresses/,
        ),
        evidence: {
          counted: 'signed page loads',
          version: '1.5.0',
          pinned: '1.1.0',
          loads: 20,
          failedLoads: 20,
          devices: 20,
          addresses: 3,
          reasons: { network: 20 },
          firstFailureAt: expect.any(String),
          lastFailureAt: expect.any(String),
        },
      },
    });
    const evidence = (rollback?.after as { evidence: { firstFailureAt: string; lastFailureAt: string } }).evidence;
    expect(evidence.firstFailureAt >= started).toBe(true);
    expect(evidence.lastFailureAt >= evidence.firstFailureAt).toBe(true);
  });
});

describe('canary watch behind one address (players behind a NAT)', () => {
  // The default per-address telemetry limit (30 a minute): it must not take the NAT's votes.
  let nat: TTestApp;
  beforeAll(async () => {
    nat = await createTestApp({ rateLimits: { adminPerMinute: 10_000 }, readCacheTtlMs: 0 });
  });
  afterAll(async () => {
    await nat.close();
  });
  const natAdmin = (method: 'POST' | 'PUT', url: string, payload: object) => nat.app.inject({ method, url, headers: adminHeaders(), payload });

  it('counts 40 distinct page loads from one address; reports without a token stay limited per address, a token per load', async () => {
    writeRelease('home', '1.6.0', {}, nat.distDir);
    expect((await natAdmin('POST', '/api/admin/remotes', { remote: 'home', version: '1.6.0' })).statusCode).toBe(200);
    const body = { enabled: true, version: '1.0.0', canaryVersion: '1.6.0', canaryPercent: 50, canaryMaxFailurePercent: 50, canaryMinSample: 40 };
    expect((await natAdmin('PUT', '/api/admin/merchants/acme/remotes/home', body)).statusCode).toBe(200);
    const loads = [];
    for (const cid of devicesFor(40, true, 50, 'nat')) loads.push(await pageLoad(nat.app, 'acme', cid, '10.7.7.7'));
    // Each load reports its load and then a failure: 80 reports from one address, every one counted.
    for (const [i, load] of loads.entries()) {
      const loaded = await report(nat.app, { merchant: 'acme', kind: 'remote.loaded', version: '1.6.0', token: load.token, remoteAddress: '10.7.7.7' });
      expect({ i, status: loaded.statusCode }).toEqual({ i, status: 200 });
      // Failures of 21 loads: over 50 % only once the 40th load is counted.
      if (i >= 19) {
        const failed = await report(nat.app, {
          merchant: 'acme',
          kind: 'remote.loadFailed',
          version: '1.6.0',
          reason: 'timeout',
          token: load.token,
          remoteAddress: '10.7.7.7',
        });
        expect({ i, status: failed.statusCode }).toEqual({ i, status: 200 });
      }
      if (i < 39) expect(await homeOf(nat.app, 'acme')).toMatchObject({ canaryVersion: '1.6.0' });
    }
    expect(await homeOf(nat.app, 'acme')).toMatchObject({ canaryVersion: null, canaryPercent: 0 });
    const audit = (await nat.app.inject({ url: '/api/admin/audit', headers: adminHeaders() })).json().value as {
      action: string;
      after: { evidence?: object };
    }[];
    expect(audit.find((x) => x.action === 'merchant.remote.rollback')?.after.evidence).toMatchObject({ loads: 40, failedLoads: 21, devices: 21, addresses: 1 });

    // Without a token: 30 a minute per address, as before.
    const anonymous = () => report(nat.app, { merchant: 'acme', kind: 'remote.loadFailed', version: '1.6.0', remoteAddress: '10.8.8.8' });
    for (let i = 0; i < 30; i++) expect((await anonymous()).statusCode).toBe(200);
    expect((await anonymous()).statusCode).toBe(429);
    // With a token: its own budget per page load, whatever the address.
    const one = await pageLoad(nat.app, 'acme', 'budget', '10.8.8.8');
    const withToken = () => report(nat.app, { merchant: 'acme', kind: 'remote.loaded', version: '1.0.0', token: one.token, remoteAddress: '10.8.8.8' });
    for (let i = 0; i < LOAD_REPORTS_PER_MINUTE; i++) expect((await withToken()).statusCode).toBe(200);
    const over = await withToken();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const another = await pageLoad(nat.app, 'acme', 'budget-2', '10.8.8.8');
    expect(
      (await report(nat.app, { merchant: 'acme', kind: 'remote.loaded', version: '1.0.0', token: another.token, remoteAddress: '10.8.8.8' })).statusCode,
    ).toBe(200);
  });
});

describe('signed reports from one address: many players, but bounded', () => {
  // A low cap stands in for the default (DEFAULT_RATE_LIMITS.signedTelemetryPerMinute, 1200 a minute).
  let capped: TTestApp;
  beforeAll(async () => {
    capped = await createTestApp({ rateLimits: { adminPerMinute: 10_000, signedTelemetryPerMinute: 12 }, readCacheTtlMs: 0 });
  });
  afterAll(async () => {
    await capped.close();
  });

  it('takes signed reports of many page loads from one address up to the cap, then refuses more even with fresh tokens', async () => {
    const loaded = (token: string, remoteAddress: string) =>
      report(capped.app, { merchant: 'acme', kind: 'remote.loaded', version: '1.0.0', token, remoteAddress });
    // 12 page loads (12 tokens, each well inside its own budget) from one address: all taken.
    for (let i = 0; i < 12; i++) {
      const load = await pageLoad(capped.app, 'acme', `cap-${i}`, '10.9.9.9');
      expect({ i, status: (await loaded(load.token, '10.9.9.9')).statusCode }).toEqual({ i, status: 200 });
    }
    // A thirteenth page load's token does not buy more reports from that address.
    const more = await pageLoad(capped.app, 'acme', 'cap-more', '10.9.9.9');
    const refused = await loaded(more.token, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted on its own.
    const elsewhere = await pageLoad(capped.app, 'acme', 'cap-elsewhere', '10.9.9.10');
    expect((await loaded(elsewhere.token, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('counting', () => {
  it('counts a render error as a failure of a load that happened, a load failure as both', () => {
    expect(
      attemptCounts([
        { kind: 'remote.loaded', reason: null, n: 8 },
        { kind: 'remote.loadFailed', reason: 'render', n: 2 },
        { kind: 'remote.loadFailed', reason: 'network', n: 2 },
      ]),
    ).toEqual({ loads: 10, failures: 4 });
  });
  it('trips only over the minimum sample and strictly above the threshold', () => {
    expect(tripsRollback({ loads: CANARY_ROLLBACK.minSample - 1, failures: CANARY_ROLLBACK.minSample - 1 }, 20, CANARY_ROLLBACK.minSample)).toBe(false);
    expect(tripsRollback({ loads: 10, failures: 2 }, 20, 10)).toBe(false);
    expect(tripsRollback({ loads: 10, failures: 3 }, 20, 10)).toBe(true);
  });
  it('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([400, 100, 300, 200])).toBe(300);
  });
});
