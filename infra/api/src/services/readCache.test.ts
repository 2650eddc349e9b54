import { ZRegistry, ZSystemStatus } from '@tessera/contract';
import type { Kysely } from 'kysely';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DB } from '../db/schema';
import { preferredEncoding } from '../lib/prepared';
import { seedMerchants } from '../seeders/merchants';
import { adminHeaders, createTestApp, createTestDatabase, type TTestApp } from '../testkit';
import { ReadCache, registryAnswer } from './readCache';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The database with every selectFrom counted per table (what the cache saves is queries). */
function counting(db: Kysely<DB>) {
  const counts = new Map<string, number>();
  let failNext = false;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'selectFrom') return Reflect.get(target, prop, receiver) as unknown;
      return (table: string) => {
        const name = String(table).split(' ')[0] ?? '';
        counts.set(name, (counts.get(name) ?? 0) + 1);
        if (failNext) {
          failNext = false;
          throw new Error('database unavailable');
        }
        return target.selectFrom(table as 'merchants');
      };
    },
  });
  return { db: proxy, count: (table: string) => counts.get(table) ?? 0, failOnce: () => (failNext = true) };
}

describe('ReadCache', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMerchants(database.database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads a merchant once for any number of concurrent readers, then answers from memory', async () => {
    const c = counting(database.database.db);
    const cache = new ReadCache(c.db, 60_000);
    const snapshots = await Promise.all(Array.from({ length: 25 }, () => cache.merchant('demo')));
    expect(new Set(snapshots).size).toBe(1);
    expect(snapshots[0]?.row.name).toBe('Tessera Demo');
    expect(c.count('merchants')).toBe(2); // the directory, then the merchant row
    expect(cache.peek('demo')).toBe(snapshots[0]);
    await cache.merchant('demo');
    expect(c.count('merchants')).toBe(2);
  });

  it('answers null for a code that names no merchant, without a database round trip or a cache entry', async () => {
    const c = counting(database.database.db);
    const cache = new ReadCache(c.db, 60_000);
    expect(await cache.merchant('demo')).not.toBeNull();
    const before = c.count('merchants');
    expect(await cache.merchant('nobody')).toBeNull();
    expect(cache.peek('nobody')).toBeNull();
    expect(c.count('merchants')).toBe(before);
  });

  it('reloads after invalidate(), and never keeps a load that an invalidation overtook', async () => {
    const c = counting(database.database.db);
    const cache = new ReadCache(c.db, 60_000);
    await cache.merchant('demo');
    const loads = c.count('merchant_config');
    cache.invalidate('demo');
    expect(cache.peek('demo')).toBeUndefined();
    await cache.merchant('demo');
    expect(c.count('merchant_config')).toBe(loads + 1);

    // A load in flight when an operator change lands: its result may answer the callers that
    // were already waiting, but the next caller loads again.
    cache.invalidate();
    await cache.directory();
    const racing = cache.merchant('demo');
    expect(cache.peek('demo')).toBeUndefined(); // loading
    cache.invalidate('demo');
    await racing;
    const afterRace = c.count('merchant_config');
    await cache.merchant('demo');
    expect(c.count('merchant_config')).toBe(afterRace + 1);
  });

  it('forgets a failed load (the next call tries again)', async () => {
    const c = counting(database.database.db);
    const cache = new ReadCache(c.db, 60_000);
    c.failOnce();
    await expect(cache.merchant('demo')).rejects.toThrow('database unavailable');
    expect((await cache.merchant('demo'))?.code).toBe('demo');
  });

  it('with a TTL of 0 reads the database every time', async () => {
    const c = counting(database.database.db);
    const cache = new ReadCache(c.db, 0);
    await cache.merchant('demo');
    await cache.merchant('demo');
    expect(c.count('merchant_config')).toBe(2);
    expect(cache.peek('demo')).toBeUndefined();
  });

  it('serializes the registry once for every client outside a canary', async () => {
    const cache = new ReadCache(database.database.db, 60_000);
    const snapshot = await cache.merchant('demo');
    if (!snapshot) throw new Error('no demo');
    const a = registryAnswer(snapshot, undefined);
    expect(registryAnswer(snapshot, 'some-client')).toBe(a);
    expect(JSON.parse(a.json)).toEqual({ success: true, code: 'OK', message: '', value: a.value });
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', null],
    ['BR', 'br'],
    ['br;q=abc', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('the read path through the app', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // A TTL far longer than the test: whatever changes here is the invalidation's doing.
    t = await createTestApp({ readCacheTtlMs: 60_000, rateLimits: { adminPerMinute: 10_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const status = async (merchant = 'demo') => {
    const res = await t.app.inject({ url: '/api/v1/status', headers: { 'x-merchant': merchant } });
    expect(res.statusCode).toBe(200);
    return ZSystemStatus.parse(res.json().value);
  };
  const registry = async (merchant = 'demo') => {
    const res = await t.app.inject({ url: '/api/v1/registry', headers: { 'x-merchant': merchant } });
    expect(res.statusCode).toBe(200);
    return ZRegistry.parse(res.json().value);
  };
  const admin = (method: 'PATCH' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: adminHeaders(), payload });

  it('shows every operator change on the very next request', async () => {
    expect((await status()).maintenance).toBe(false);
    expect((await registry()).remotes.map((r) => r.name)).toContain('games');

    expect((await admin('PATCH', '/api/admin/merchants/demo/status', { maintenance: true })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 1, maintenance: true });

    expect((await admin('PATCH', '/api/admin/merchants/demo/flags', { CBS3: false })).statusCode).toBe(200);
    expect((await status()).info.whitelabel.CBS3).toBe(false);

    expect((await admin('PUT', '/api/admin/merchants/demo/remotes/games', { enabled: false, version: '1.0.0' })).statusCode).toBe(200);
    expect((await registry()).remotes.map((r) => r.name)).not.toContain('games');

    expect((await admin('PUT', '/api/admin/merchants/demo/remotes/games', { enabled: true, version: '1.1.0' })).statusCode).toBe(200);
    expect((await registry()).remotes.find((r) => r.name === 'games')?.version).toBe('1.1.0');

    // The page's boot payload reads the same snapshots.
    const page = await t.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    expect(page.body).toContain('"maintenance":true');

    await admin('PATCH', '/api/admin/merchants/demo/status', { maintenance: false });
    expect((await status()).maintenance).toBe(false);
  });

  it('keeps serving its snapshot for a change made behind its back (a direct database update)', async () => {
    await status('acme');
    await t.app.db.updateTable('merchants').set({ name: 'Acme Renamed' }).where('code', '=', 'acme').execute();
    expect((await status('acme')).info.merchantName).toBe('Acme Bet');
    t.app.readCache.invalidate('acme');
    expect((await status('acme')).info.merchantName).toBe('Acme Renamed');
    await t.app.db.updateTable('merchants').set({ name: 'Acme Bet' }).where('code', '=', 'acme').execute();
    t.app.readCache.invalidate('acme');
  });

  it('sends the registry compressed once per snapshot: br, gzip or plain, the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/v1/registry' });
    const br = await t.app.inject({ url: '/api/v1/registry', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await t.app.inject({ url: '/api/v1/registry', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });

  it('sends the caller its own IP in the status, whatever the cached snapshot', async () => {
    const a = await t.app.inject({ url: '/api/v1/status', remoteAddress: '10.1.2.3' });
    const b = await t.app.inject({ url: '/api/v1/status', remoteAddress: '10.9.8.7' });
    expect(a.json().value.location).toEqual({ ip: '10.1.2.3' });
    expect(b.json().value.location).toEqual({ ip: '10.9.8.7' });
    expect(a.json().value.info).toEqual(b.json().value.info);
  });
});

describe('TTL expiry', () => {
  let t: TTestApp;
  const TTL_MS = 1000;
  beforeAll(async () => {
    t = await createTestApp({ readCacheTtlMs: TTL_MS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('picks up a change made behind the cache (another replica, a direct update) once the TTL has passed', async () => {
    const maintenance = async () => (await t.app.inject({ url: '/api/v1/status' })).json().value.maintenance as boolean;
    const remotes = async () => ((await t.app.inject({ url: '/api/v1/registry' })).json().value.remotes as { name: string }[]).map((r) => r.name);
    expect(await maintenance()).toBe(false);
    expect(await remotes()).toContain('wallet');

    await t.app.db.updateTable('merchants').set({ maintenance: 1 }).where('code', '=', 'demo').execute();
    await t.app.db.updateTable('merchant_remotes').set({ enabled: 0 }).where('merchant_code', '=', 'demo').where('remote', '=', 'wallet').execute();
    // Within the TTL the snapshot still answers (this is the cache at work) ...
    expect(await maintenance()).toBe(false);
    expect(await remotes()).toContain('wallet');
    // ... and after it, the next request reads the database again.
    await sleep(TTL_MS + 100);
    expect(await maintenance()).toBe(true);
    expect(await remotes()).not.toContain('wallet');
  });
});
