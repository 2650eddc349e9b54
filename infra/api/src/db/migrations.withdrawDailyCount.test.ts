import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { seedMerchants } from '../seeders/merchants';
import { seedVipLevels } from '../seeders/vip';
import { VIP_SEEDS } from '../services/vip';
import { withdrawLimits } from '../services/wallet/limits';
import { dropSchema, testDatabaseOptions } from '../testkit';
import { createDatabase, migrate } from './database';
import { migrationProvider } from './migrations';

// Migration 0046: a merchant-level withdrawals-a-day count stored by older deployments in the
// withdraw config moves into VIP 0's row of the ladder (the one source since issue 28). Runs on
// SQLite, and on PostgreSQL with TEST_DATABASE_URL.
describe('migration 0046: the withdraw config dailyCount moves into VIP 0', () => {
  it('moves an operator value into a default VIP 0 row, keeps a changed row, copies a ladder where none is, drops the old key', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tessera-db-'));
    const options = testDatabaseOptions(root);
    const database = await createDatabase(options);
    const db = database.db;
    try {
      const migrator = new Migrator({
        db,
        provider: migrationProvider(database.dialect),
        ...(database.dialect === 'postgres' && options.databaseSchema ? { migrationTableSchema: options.databaseSchema } : {}),
      });
      expect((await migrator.migrateTo('0043_content_translations')).error).toBeUndefined();
      await seedMerchants(db);
      await seedVipLevels(db);
      const demo = await db.selectFrom('merchants').selectAll().where('code', '=', 'demo').executeTakeFirstOrThrow();
      await db
        .insertInto('merchants')
        .values([
          { ...demo, code: 'oldnorows', domains: '[]' },
          { ...demo, code: 'oldedited', domains: '[]' },
        ])
        .execute();
      // oldedited: its operator already set VIP 0 to 6 in the VIP table.
      await db
        .insertInto('vip_levels')
        .values((VIP_SEEDS.demo ?? []).map((r) => ({ ...r, merchant_code: 'oldedited', daily_withdrawals: r.level === 0 ? 6 : r.daily_withdrawals })))
        .execute();
      const config = (dailyCount: number) => JSON.stringify({ minAmount: '50.00', maxAmount: '20000.00', dailyCount, dailyAmount: '50000.00' });
      await db
        .insertInto('merchant_config')
        .values([
          // demo: what the old seed wrote (5), not an operator's choice.
          { merchant_code: 'demo', key: 'withdrawLimits', value: config(5) },
          // acme: an operator's 7 while VIP 0 still has the default 3.
          { merchant_code: 'acme', key: 'withdrawLimits', value: config(7) },
          { merchant_code: 'oldnorows', key: 'withdrawLimits', value: config(4) },
          { merchant_code: 'oldedited', key: 'withdrawLimits', value: config(8) },
        ])
        .execute();

      expect(await migrate(database, options.databaseSchema)).toContain('0046_withdraw_daily_count');

      const vip0 = async (merchant: string) =>
        (await db.selectFrom('vip_levels').select('daily_withdrawals').where('merchant_code', '=', merchant).where('level', '=', 0).executeTakeFirst())
          ?.daily_withdrawals;
      expect(await vip0('demo')).toBe(3);
      expect(await vip0('acme')).toBe(7);
      expect(await vip0('oldnorows')).toBe(4);
      expect(await vip0('oldedited')).toBe(6);
      // The copied ladder is the one the merchant was reading (demo's), VIP 0 aside.
      const copied = await db.selectFrom('vip_levels').selectAll().where('merchant_code', '=', 'oldnorows').orderBy('level').execute();
      expect(
        copied.map(({ merchant_code: _m, ...r }) => ({
          ...r,
          deposit_minor: Number(r.deposit_minor),
          turnover_minor: Number(r.turnover_minor),
          upgrade_bonus_minor: Number(r.upgrade_bonus_minor),
          birthday_bonus_minor: Number(r.birthday_bonus_minor),
        })),
      ).toEqual((VIP_SEEDS.demo ?? []).map((r) => ({ ...r, daily_withdrawals: r.level === 0 ? 4 : r.daily_withdrawals })));
      // dailyCount is gone from every stored config; the amounts stay.
      for (const row of await db.selectFrom('merchant_config').select(['merchant_code', 'value']).where('key', '=', 'withdrawLimits').execute()) {
        expect({ merchant: row.merchant_code, value: JSON.parse(row.value) }).toEqual({
          merchant: row.merchant_code,
          value: { minAmount: '50.00', maxAmount: '20000.00', dailyAmount: '50000.00' },
        });
      }
      // What the withdrawal page and the operator read now.
      expect((await withdrawLimits(db, 'acme')).limits.dailyCount).toBe(7);
      // A second run has nothing to do.
      expect(await migrate(database, options.databaseSchema)).toEqual([]);
    } finally {
      await db.destroy();
      if (options.databaseUrl && options.databaseSchema) await dropSchema(options.databaseUrl, options.databaseSchema);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
