import type { Kysely } from 'kysely';
import type { TDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { createPasswordHasher, TEST_SCRYPT } from '../lib/password';
import { createTestDatabase } from '../testkit';
import { seedAll } from '.';

// seedAll runs at every start: on a database it has seeded before it must add nothing and change
// nothing (operators' edits survive restarts; no row is ever duplicated).

/** Every row of every table (ordered by all columns), as JSON: equal dumps, equal data. */
async function dump(db: Kysely<DB>): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.name.startsWith('kysely_'));
  const out: Record<string, string> = {};
  for (const t of tables) {
    const rows = await db
      .selectFrom(t.name as keyof DB)
      .selectAll()
      .execute();
    out[t.name] = JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
  }
  return out;
}

/** A table each seeder fills, in SEEDERS' order. */
const ONE_TABLE_PER_AREA = [
  'merchants',
  'games',
  'members',
  'live_rooms',
  'wallet_banks',
  'deposit_channels',
  'inbox_messages',
  'agent_quotas',
  'rewards',
  'vip_levels',
] as const;

let database: TDatabase;
let close: () => Promise<void>;
const context = () => ({ dialect: database.dialect, hasher: createPasswordHasher(TEST_SCRYPT) });

beforeAll(async () => {
  ({ database, close } = await createTestDatabase());
});
afterAll(async () => {
  await close();
});

describe('seedAll', () => {
  it("fills a new database with every area's demo data", async () => {
    await seedAll(database.db, context());
    for (const table of ONE_TABLE_PER_AREA) {
      const { n } = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect({ table, seeded: Number(n) > 0 }).toEqual({ table, seeded: true });
    }
    const demo1 = await database.db.selectFrom('members').select(['merchant_code', 'type']).where('username', '=', 'demo1').executeTakeFirstOrThrow();
    expect(demo1).toEqual({ merchant_code: 'demo', type: 0 });
  });

  it('run again on the same database, adds and changes nothing', async () => {
    const before = await dump(database.db);
    await seedAll(database.db, context());
    const after = await dump(database.db);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
  });
});
