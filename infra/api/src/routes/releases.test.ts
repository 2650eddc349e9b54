import { CANARY_ROLLBACK, PLATFORM_VERSION } from '@tessera/contract';
import { ZPublishedVersion, ZRemoteHealth } from '@tessera/contract/api';
import { ZRegistry } from '@tessera/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminHeaders, createTestApp, manifestFor, type TTestApp } from '../testkit';
import { attemptCounts, p75, tripsRollback } from '../services/releases';

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
function writeRelease(name: 'home' | 'games', version: string, opts: { requires?: string; contract?: 'passed' | 'failed'; chunk?: string } = {}) {
  const dir = join(t.distDir, 'remotes', name, version);
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
  return res.json().value as { actor: string; action: string; target: string; after: Record<string, unknown> | null }[];
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

describe('canary watch', () => {
  const beacon = (merchant: string, kind: string, version: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/telemetry?merchant=${merchant}`,
      headers: { 'x-merchant': merchant },
      payload: { kind, remote: 'home', version, message: 'm', path: '/m/home', ...(reason ? { reason } : {}) },
    });

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
    // Failures of another merchant or of the pinned version do not count against acme's canary.
    for (let i = 0; i < 5; i++) await beacon('demo', 'remote.loadFailed', '1.3.0', 'render');
    // Two good loads, then render errors: 1 of 2 is already 50 % but under the minimum sample.
    await beacon('acme', 'remote.loaded', '1.3.0');
    await beacon('acme', 'remote.loaded', '1.3.0');
    await beacon('acme', 'remote.loaded', '1.3.0');
    await beacon('acme', 'remote.loadFailed', '1.3.0', 'render');
    const merchants = (await admin('GET', '/api/admin/merchants')).json().value as {
      code: string;
      remotes: { remote: string; canaryVersion: string | null }[];
    }[];
    expect(merchants.find((m) => m.code === 'acme')?.remotes.find((r) => r.remote === 'home')?.canaryVersion).toBe('1.3.0');
    // 4 loads, 2 failures = 50 % > 30 %: rolled back.
    await beacon('acme', 'remote.loaded', '1.3.0');
    await beacon('acme', 'remote.loadFailed', '1.3.0', 'render');
    const after = (await admin('GET', '/api/admin/merchants')).json().value as typeof merchants;
    expect(after.find((m) => m.code === 'acme')?.remotes.find((r) => r.remote === 'home')).toMatchObject({
      canaryVersion: null,
      canaryPercent: 0,
      version: '1.1.0',
    });
    const rollback = (await auditActions()).find((a) => a.action === 'merchant.remote.rollback');
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
    // Health shows the counts per merchant, remote and version.
    const health = ((await admin('GET', '/api/admin/health?merchant=acme&remote=home')).json().value as unknown[]).map((h) => ZRemoteHealth.parse(h));
    expect(health.find((h) => h.version === '1.3.0')).toMatchObject({ loads: 4, failures: 2, failureRate: 50, role: 'other' });
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
