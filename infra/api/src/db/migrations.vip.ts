import type { Kysely, Migration } from 'kysely';

/** 0028_vip_levels: each merchant's VIP ladder (schema.vip.ts, docs/decisions/member-vip.md); the rows are seeded by seeders/vip.ts. */
export function vipLevelsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vip_levels')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(32)', (c) => c.notNull())
        .addColumn('deposit_minor', 'bigint', (c) => c.notNull())
        .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
        .addColumn('rebate_bp', 'integer', (c) => c.notNull())
        .addColumn('upgrade_bonus_minor', 'bigint', (c) => c.notNull())
        .addColumn('birthday_bonus_minor', 'bigint', (c) => c.notNull())
        .addColumn('daily_withdrawals', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('vip_levels_pk', ['merchant_code', 'level'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('vip_levels').execute();
    },
  };
}
