import type { Kysely, Migration } from 'kysely';

/**
 * 0037_preview_grants: operator-issued preview grants (one merchant's devices load one remote at a
 * version that is not active, or from a dev server) and each merchant's allowlist of dev origins
 * (schema.previews.ts; docs/decisions/remote-overrides.md).
 */
export function previewGrantsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('preview_grants')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('remote', 'varchar(32)', (c) => c.notNull())
        .addColumn('version', 'varchar(32)')
        .addColumn('url', 'varchar(500)')
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('revoked_by', 'varchar(64)')
        .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_used_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('preview_grants_merchant_idx').on('preview_grants').columns(['merchant_code', 'expires_at']).execute();
      await db.schema
        .createTable('merchant_preview_origins')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('origin', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('merchant_preview_origins_pk', ['merchant_code', 'origin'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('merchant_preview_origins').execute();
      await db.schema.dropTable('preview_grants').execute();
    },
  };
}
