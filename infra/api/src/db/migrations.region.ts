import type { Kysely, Migration } from 'kysely';

/**
 * 0032_region_rules: a merchant's region restriction by address (schema.region.ts): restricted
 * countries, restricted ranges and the allowlist, one row per entry (docs/decisions/region-restriction.md).
 */
export function regionRulesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('merchant_region_rules')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('value', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('merchant_region_rules_pk', ['merchant_code', 'kind', 'value'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('merchant_region_rules').execute();
    },
  };
}
