import { FLAG_KEYS, SPEC_REMOTES } from '@tessera/contract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { adminHeaders, createTestApp, createTestDatabase, dropSchema, manifestFor, testDatabaseOptions, writeRemoteVersion } from '../testkit';
import { createDatabase, migrate } from './database';
import { migrationProvider } from './migrations';
import { publishRemoteVersions } from './publish';
import { MERCHANT_SEEDS, seedMerchants } from '../seeders/merchants';

describe('publishRemoteVersions', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('a fresh merchant starts on the newest version the gates accept: no failed contract, no other platform, a release before a pre-release (issue 26)', async () => {
    const { database, close } = await createTestDatabase();
    try {
      for (const v of ['1.0.0', '1.1.0', '1.2.0', '1.3.0-rc.1']) writeRemoteVersion(dist, 'games', v);
      for (const v of ['1.0.0', '2.0.0']) writeRemoteVersion(dist, 'home', v);
      for (const v of ['1.0.0-beta.2', '1.0.0-beta.10']) writeRemoteVersion(dist, 'lottery', v);
      await publishRemoteVersions(database.db, dist);
      const set = (remote: string, version: string, values: { contract_result?: 'failed'; requires_platform?: string }) =>
        database.db.updateTable('remote_versions').set(values).where('remote', '=', remote).where('version', '=', version).execute();
      await set('games', '1.2.0', { contract_result: 'failed' });
      await set('home', '2.0.0', { requires_platform: '^99' });
      await database.db.deleteFrom('merchant_remotes').where('merchant_code', '=', 'demo').where('remote', 'in', ['games', 'home', 'lottery']).execute();
      await seedMerchants(database.db);
      const pinned = await database.db
        .selectFrom('merchant_remotes')
        .select(['remote', 'version'])
        .where('merchant_code', '=', 'demo')
        .where('remote', 'in', ['games', 'home', 'lottery'])
        .orderBy('remote')
        .execute();
      // games: 1.2.0 failed its contract, 1.3.0-rc.1 is a pre-release; home: 2.0.0 wants another
      // platform; lottery: only pre-releases, ordered as semver orders them (10 after 2).
      expect(pinned).toEqual([
        { remote: 'games', version: '1.1.0' },
        { remote: 'home', version: '1.0.0' },
        { remote: 'lottery', version: '1.0.0-beta.10' },
      ]);
    } finally {
      await close();
    }
  });

  it('registers valid version folders and says why it skips the others', async () => {
    const { database, close } = await createTestDatabase();
    try {
      writeRemoteVersion(dist, 'games', '1.0.0');
      writeRemoteVersion(dist, 'games', '1.2.0');
      writeRemoteVersion(dist, 'home', '2.0.0');
      const bad = (name: string, version: string, files: Record<string, string>) => {
        const dir = join(dist, 'remotes', name, version);
        mkdirSync(dir, { recursive: true });
        for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
      };
      bad('Casino', '1.0.0', { 'routes.json': '{}', 'remoteEntry.js': '' });
      bad('wallet', '1.0.0', { 'routes.json': JSON.stringify(manifestFor('wallet', '1.0.0')) });
      bad('member', '1.0.0', { 'routes.json': '{not json', 'remoteEntry.js': '' });
      bad('agent', '1.0.0', { 'routes.json': JSON.stringify(manifestFor('agent', '1.0.1')), 'remoteEntry.js': '' });
      bad('lottery', '1.0.0', { 'routes.json': JSON.stringify({ ...manifestFor('lottery', '1.0.0'), routes: [{ path: 'no-slash' }] }), 'remoteEntry.js': '' });
      bad('lottery', '1.1.0', { 'remoteEntry.js': '' });

      const result = await publishRemoteVersions(database.db, dist);
      expect(result.published.map((p) => `${p.remote}@${p.version}`).sort()).toEqual(['games@1.0.0', 'games@1.2.0', 'home@2.0.0']);
      const reasons = result.skipped.map((s) => s.reason).join('\n');
      expect(result.skipped).toHaveLength(6);
      expect(reasons).toMatch(/"Casino" is not a remote name/);
      expect(reasons).toMatch(/no remoteEntry.js/);
      expect(reasons).toMatch(/not JSON/);
      expect(reasons).toMatch(/folder says agent@1.0.0/);
      expect(reasons).toMatch(/does not match ZRoutesManifest/);
      expect(reasons).toMatch(/no routes.json/);

      const rows = await database.db.selectFrom('remote_versions').selectAll().orderBy('remote').orderBy('version').execute();
      expect(rows.map((r) => r.entry)).toEqual([
        '/remotes/games/1.0.0/remoteEntry.js',
        '/remotes/games/1.2.0/remoteEntry.js',
        '/remotes/home/2.0.0/remoteEntry.js',
      ]);
      expect(JSON.parse(rows[0]?.routes ?? '[]')).toEqual(manifestFor('games', '1.0.0').routes);
      expect(rows[0]?.requires_platform).toBe('^1');

      // Again: nothing new, publishedAt kept.
      const again = await publishRemoteVersions(database.db, dist);
      expect(again.published).toHaveLength(3);
      const rows2 = await database.db.selectFrom('remote_versions').selectAll().orderBy('remote').orderBy('version').execute();
      expect(rows2.map((r) => r.published_at)).toEqual(rows.map((r) => r.published_at));
    } finally {
      await close();
    }
  });

  it('is fine with no dist at all', async () => {
    const { database, close } = await createTestDatabase();
    try {
      expect(await publishRemoteVersions(database.db, join(dist, 'missing'))).toEqual({ published: [], skipped: [] });
    } finally {
      await close();
    }
  });
});

describe('migrations and seed', () => {
  it('migrate is a no-op the second time', async () => {
    const { database, close } = await createTestDatabase();
    try {
      expect(await migrate(database)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('seeds merchants, every flag and every remote at 1.0.0 when nothing is published, idempotently', async () => {
    const { database, close } = await createTestDatabase();
    try {
      await seedMerchants(database.db);
      await seedMerchants(database.db);
      const merchants = await database.db.selectFrom('merchants').selectAll().orderBy('code').execute();
      expect(merchants.map((m) => [m.code, m.currency_code, m.currency_symbol, m.theme])).toEqual([
        ['acme', 'BRL', 'R$', 'light'],
        ['demo', 'CNY', '¥', 'dark'],
      ]);
      const flags = await database.db.selectFrom('merchant_flags').selectAll().execute();
      expect(flags).toHaveLength(FLAG_KEYS.length * 2);
      const remotes = await database.db.selectFrom('merchant_remotes').selectAll().execute();
      expect(remotes).toHaveLength(SPEC_REMOTES.length * 2);
      expect(new Set(remotes.map((r) => r.version))).toEqual(new Set(['1.0.0']));
      const config = await database.db.selectFrom('merchant_config').select(['merchant_code', 'key']).where('merchant_code', '=', 'demo').execute();
      expect(config.map((c) => c.key).sort()).toEqual([
        'customerService',
        'domainRoute',
        'imageCDNs',
        'mainDomain',
        'mobileTemplate',
        'paths',
        'register',
        'resources',
      ]);
    } finally {
      await close();
    }
  });

  it('keeps operator changes across restarts', async () => {
    const t = await createTestApp();
    try {
      const changes = [
        t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', headers: adminHeaders(), payload: { maintenance: true } }),
        t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/flags', headers: adminHeaders(), payload: { CBS3: false } }),
        t.app.inject({ method: 'PUT', url: '/api/admin/merchants/demo/remotes/games', headers: adminHeaders(), payload: { enabled: false, version: '1.0.0' } }),
      ];
      for (const res of await Promise.all(changes)) expect(res.statusCode).toBe(200);
      const app = await t.restart();
      const demo = (await app.inject({ url: '/api/admin/merchants', headers: adminHeaders() })).json().value.find((m: { code: string }) => m.code === 'demo');
      expect(demo).toMatchObject({ maintenance: true, status: 1, flags: { CBS3: false } });
      expect(demo.remotes.find((r: { remote: string }) => r.remote === 'games')).toMatchObject({ enabled: false, version: '1.0.0' });
      expect((await app.inject({ url: '/api/admin/audit', headers: adminHeaders() })).json().value).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

describe('social login (not built) is off for every merchant', () => {
  const SOCIAL = ['FACEBOOKLOGIN3', 'GOOGLELOGIN3'];

  it('in a new database: the seed turns both flags off, and the status payload shows them off', async () => {
    const t = await createTestApp();
    try {
      const rows = await t.app.db
        .selectFrom('merchant_flags')
        .select(['merchant_code', 'key', 'enabled'])
        .where('key', 'in', SOCIAL)
        .orderBy('merchant_code')
        .orderBy('key')
        .execute();
      expect(rows).toEqual(
        MERCHANT_SEEDS.flatMap((m) => SOCIAL.map((key) => ({ merchant_code: m.merchant.code, key, enabled: 0 }))).sort(
          (a, b) => a.merchant_code.localeCompare(b.merchant_code) || a.key.localeCompare(b.key),
        ),
      );
      for (const merchant of ['demo', 'acme']) {
        const status = (await t.app.inject({ url: `/api/v1/status?merchant=${merchant}` })).json().value;
        expect({ merchant, whitelabel: status.info.whitelabel }).toMatchObject({ merchant, whitelabel: { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false } });
      }
    } finally {
      await t.close();
    }
  });

  it('in a database seeded before: migration 0022 turns them off (the seed never overwrites)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tessera-db-'));
    const options = testDatabaseOptions(root);
    const database = await createDatabase(options);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: migrationProvider(database.dialect),
        ...(database.dialect === 'postgres' && options.databaseSchema ? { migrationTableSchema: options.databaseSchema } : {}),
      });
      expect((await migrator.migrateTo('0021_agent_extras')).error).toBeUndefined();
      await seedMerchants(database.db);
      // As the old seed left acme: Google login on.
      await database.db.updateTable('merchant_flags').set({ enabled: 1 }).where('merchant_code', '=', 'acme').where('key', '=', 'GOOGLELOGIN3').execute();
      expect(await migrate(database, options.databaseSchema)).toEqual(expect.arrayContaining(['0022_social_login_off', '0023_ticket_sessions']));
      const on = await database.db.selectFrom('merchant_flags').select(['merchant_code', 'key']).where('key', 'in', SOCIAL).where('enabled', '=', 1).execute();
      expect(on).toEqual([]);
      // Other flags are left as they were.
      const cbs = await database.db
        .selectFrom('merchant_flags')
        .select('enabled')
        .where('merchant_code', '=', 'demo')
        .where('key', '=', 'CBS3')
        .executeTakeFirstOrThrow();
      expect(cbs.enabled).toBe(1);
    } finally {
      await database.db.destroy();
      if (options.databaseUrl && options.databaseSchema) await dropSchema(options.databaseUrl, options.databaseSchema);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
