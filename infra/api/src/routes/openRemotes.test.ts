import { ZRegistry, type TRegistry } from '@tessera/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminHeaders, createTestApp, manifestFor, type TTestApp } from '../testkit';

// A remote is whatever an operator published (docs/decisions/open-remotes.md): no closed list of
// names, route ownership from the published routes, conflicts refused at activation.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { adminPerMinute: 10_000 }, readCacheTtlMs: 0 });
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: adminHeaders(), ...(payload ? { payload } : {}) });

/** A released version folder of `name` serving `paths`. */
function writeRelease(name: string, version: string, paths: string[]): void {
  const dir = join(t.distDir, 'remotes', name, version);
  mkdirSync(dir, { recursive: true });
  const manifest = manifestFor(name, version);
  const routes = paths.map((path) => ({ ...manifest.routes[0]!, path }));
  writeFileSync(join(dir, 'routes.json'), JSON.stringify({ ...manifest, routes }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name}@${version} */ var tessera_${name} = {};`);
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ name, version, builtAt: '2026-11-28T00:00:00.000Z', contract: { result: 'passed', detail: null } }),
  );
}

const publish = (remote: string, version: string) => admin('POST', '/api/admin/remotes', { remote, version });
const activate = (merchant: string, remote: string, version: string, enabled = true) =>
  admin('PUT', `/api/admin/merchants/${merchant}/remotes/${remote}`, { enabled, version });

async function registry(merchant: string): Promise<TRegistry> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/registry?merchant=${merchant}` });
  expect(res.statusCode).toBe(200);
  return ZRegistry.parse(res.json().value);
}

describe('a remote outside the spec', () => {
  it('is published, activated for one merchant and listed in its registry only, after the spec six', async () => {
    writeRelease('sports', '1.0.0', ['/m/sports', '/m/sports/live']);
    expect((await publish('sports', '1.0.0')).statusCode).toBe(200);
    expect((await registry('demo')).remotes.map((r) => r.name)).not.toContain('sports');

    const res = await activate('demo', 'sports', '1.0.0');
    expect(res.statusCode).toBe(200);
    expect((res.json().value as { remotes: { remote: string }[] }).remotes.map((r) => r.remote)).toContain('sports');
    const demo = await registry('demo');
    expect(demo.remotes.map((r) => r.name)).toEqual(['home', 'games', 'lottery', 'member', 'wallet', 'agent', 'sports']);
    expect(demo.remotes.find((r) => r.name === 'sports')).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/sports/1.0.0/remoteEntry.js',
      routes: [expect.objectContaining({ path: '/m/sports' }), expect.objectContaining({ path: '/m/sports/live' })],
    });
    expect((await registry('acme')).remotes.map((r) => r.name)).not.toContain('sports');
  });

  it('refuses names that are not remote names, at publish and at activation (400, nothing written)', async () => {
    for (const name of ['Sports', 'shell', 'a', 'x'.repeat(25), 'sp-orts', 'api']) {
      const res = await publish(name, '1.0.0');
      expect(res.statusCode).toBe(400);
      const act = await activate('demo', name, '1.0.0');
      expect([400, 404]).toContain(act.statusCode);
    }
    const remotes = (await admin('GET', '/api/admin/remotes')).json().value as { remote: string }[];
    expect(remotes.map((r) => r.remote).filter((r) => /^[A-Z]|shell|api|-/.test(r))).toEqual([]);
  });
});

describe('route ownership at activation', () => {
  it('refuses a second remote serving a path the merchant already has (409 with the reason), changing nothing', async () => {
    writeRelease('casino', '1.0.0', ['/m/casino', '/M/Sports/']);
    expect((await publish('casino', '1.0.0')).statusCode).toBe(200);
    const res = await activate('demo', 'casino', '1.0.0');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REMOTE_ROUTE_CONFLICT',
      value: {
        remote: 'casino',
        version: '1.0.0',
        path: '/M/Sports/',
        owner: 'sports@1.0.0',
        reason: expect.stringMatching(/serves \/M\/Sports\/.*sports@1\.0\.0/),
      },
    });
    expect((await registry('demo')).remotes.map((r) => r.name)).not.toContain('casino');
    // Another merchant without sports may run it.
    expect((await activate('acme', 'casino', '1.0.0')).statusCode).toBe(200);
    expect((await activate('acme', 'casino', '1.0.0', false)).statusCode).toBe(200);
    // Once sports is off for demo, casino may take the path.
    expect((await activate('demo', 'sports', '1.0.0', false)).statusCode).toBe(200);
    expect((await activate('demo', 'casino', '1.0.0')).statusCode).toBe(200);
    // And now sports cannot come back on beside it.
    const back = await activate('demo', 'sports', '1.0.0');
    expect(back.statusCode).toBe(409);
    expect(back.json().value).toMatchObject({ owner: 'casino@1.0.0' });
    expect((await activate('demo', 'casino', '1.0.0', false)).statusCode).toBe(200);
  });

  it("refuses a path the spec gives the shell or another remote (the spec's routes keep their owners)", async () => {
    writeRelease('promo', '1.0.0', ['/m/promo', '/m/voucherCenter']);
    writeRelease('promo', '1.0.1', ['/m/promo', '/m/login']);
    expect((await publish('promo', '1.0.0')).statusCode).toBe(200);
    expect((await publish('promo', '1.0.1')).statusCode).toBe(200);
    const deposit = await activate('demo', 'promo', '1.0.0');
    expect(deposit.statusCode).toBe(409);
    expect(deposit.json().value).toMatchObject({ path: '/m/voucherCenter', owner: "wallet (the spec's owner)" });
    const login = await activate('demo', 'promo', '1.0.1');
    expect(login.statusCode).toBe(409);
    expect(login.json().value).toMatchObject({ path: '/m/login', owner: 'the shell' });
    // Nothing of promo was activated.
    expect((await registry('demo')).remotes.map((r) => r.name)).not.toContain('promo');
  });

  it('checks a canary version too', async () => {
    writeRelease('sports', '1.1.0', ['/m/sports', '/m/casino']);
    expect((await publish('sports', '1.1.0')).statusCode).toBe(200);
    expect((await activate('acme', 'casino', '1.0.0')).statusCode).toBe(200);
    expect((await activate('acme', 'sports', '1.0.0')).statusCode).toBe(409); // /m/sports: casino has /M/Sports/
    expect((await activate('acme', 'casino', '1.0.0', false)).statusCode).toBe(200);
    expect((await activate('acme', 'sports', '1.0.0')).statusCode).toBe(200);
    writeRelease('casino', '2.0.0', ['/m/casino2']);
    expect((await publish('casino', '2.0.0')).statusCode).toBe(200);
    expect((await activate('acme', 'casino', '2.0.0')).statusCode).toBe(200);
    const canary = await admin('PUT', '/api/admin/merchants/acme/remotes/sports', {
      enabled: true,
      version: '1.0.0',
      canaryVersion: '1.1.0',
      canaryPercent: 10,
    });
    expect(canary.statusCode).toBe(200); // 1.1.0's /m/casino is free: casino@2.0.0 serves /m/casino2
    expect((await activate('acme', 'casino', '1.0.0')).statusCode).toBe(409); // its paths are sports' (pinned and canary) now
  });
});
