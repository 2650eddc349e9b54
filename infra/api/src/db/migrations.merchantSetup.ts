import type { Kysely, Migration } from 'kysely';

/**
 * 0033_merchant_assets: the logo and app icon an operator uploads for a merchant
 * (schema.merchantSetup.ts, docs/decisions/merchant-setup.md). Rows are never changed: an upload
 * adds one (by its hash), and branding in merchant_config says which one is in use.
 */
export function merchantAssetsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('merchant_assets')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('merchant_assets_pk', ['merchant_code', 'hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('merchant_assets').execute();
    },
  };
}
