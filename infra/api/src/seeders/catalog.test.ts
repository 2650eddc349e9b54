import { PROMOTION_STATUSES } from '@tessera/contract';
import { createTestDatabase } from '../testkit';
import { catalogue, maskName } from './catalogData';
import { seedCatalog } from './catalog';
import type { TDatabase } from '../db/database';
import { seedMerchants } from './merchants';

let database: TDatabase;
let close: () => Promise<void>;
beforeAll(async () => {
  const t = await createTestDatabase();
  database = t.database;
  close = t.close;
  await seedMerchants(database.db);
  await seedCatalog(database.db, database.dialect);
});
afterAll(async () => {
  await close();
});

const count = async (table: 'games' | 'game_names' | 'winners' | 'announcements' | 'help_entries' | 'promotions' | 'hot_games' | 'vendors') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('catalogue seed', () => {
  it('is deterministic and realistic in size', () => {
    const games = catalogue().games;
    expect(games.length).toBeGreaterThanOrEqual(400);
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    // Unique per vendor: the vendor's game id and its name.
    expect(new Set(games.map((g) => `${g.vendorCode}/${g.gameId}`)).size).toBe(games.length);
    expect(new Set(games.map((g) => `${g.vendorCode}/${g.names.EN}`)).size).toBe(games.length);
    expect(catalogue()).toBe(catalogue());
  });

  it('writes vendors, games, names, hot lists, winners and content for demo and acme', async () => {
    expect(await count('vendors')).toBeGreaterThanOrEqual(23);
    expect(await count('games')).toBe(catalogue().games.length);
    expect(await count('game_names')).toBeGreaterThan(catalogue().games.length);
    for (const merchant of ['demo', 'acme']) {
      const winners = await database.db.selectFrom('winners').select(['customer_name', 'win_amount']).where('merchant_code', '=', merchant).execute();
      expect(winners.length).toBeGreaterThanOrEqual(100);
      expect(winners.every((w) => /^[a-z]{2}\*\*\*[a-z0-9]$/.test(w.customer_name))).toBe(true);
      expect(winners.every((w) => Number(w.win_amount) > 0)).toBe(true);
      const types = await database.db.selectFrom('announcements').select('type').distinct().where('merchant_code', '=', merchant).execute();
      expect(types.map((r) => r.type)).toEqual(expect.arrayContaining(['B', 'PL', 'PU', 'PR']));
      const mains = await database.db
        .selectFrom('help_entries')
        .select('id')
        .where('merchant_code', '=', merchant)
        .where('language', '=', 'EN')
        .where('parent_id', 'is', null)
        .execute();
      expect(mains.length).toBeGreaterThanOrEqual(6);
    }
    const statuses = await database.db.selectFrom('promotions').select('status').distinct().where('merchant_code', '=', 'demo').execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(PROMOTION_STATUSES));
  });

  it('is idempotent and keeps operator changes', async () => {
    const before = { games: await count('games'), winners: await count('winners'), help: await count('help_entries'), hot: await count('hot_games') };
    await database.db.updateTable('games').set({ name: 'Renamed by operator' }).where('id', '=', 10_001).execute();
    await database.db.updateTable('merchant_vendors').set({ enabled: 0 }).where('merchant_code', '=', 'demo').where('vendor_code', '=', 'PP').execute();
    await seedCatalog(database.db, database.dialect);
    expect({ games: await count('games'), winners: await count('winners'), help: await count('help_entries'), hot: await count('hot_games') }).toEqual(before);
    expect((await database.db.selectFrom('games').select('name').where('id', '=', 10_001).executeTakeFirstOrThrow()).name).toBe('Renamed by operator');
    const pp = await database.db
      .selectFrom('merchant_vendors')
      .select('enabled')
      .where('merchant_code', '=', 'demo')
      .where('vendor_code', '=', 'PP')
      .executeTakeFirstOrThrow();
    expect(pp.enabled).toBe(0);
  });

  it('leaves the id sequences past the seeded rows (new rows get fresh ids)', async () => {
    const row = await database.db
      .insertInto('announcements')
      .values({ merchant_code: 'demo', type: 'PL', title: 'Operator notice', content: '<p>x</p>', published_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const max = await database.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.max('id').as('m'))
      .where('id', '!=', row.id)
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(Number(max.m));
  });

  it('masks winner names as the board shows them', () => {
    expect(maskName('demo1')).toBe('de***1');
    expect(maskName('abc')).toBe('a***');
  });
});
