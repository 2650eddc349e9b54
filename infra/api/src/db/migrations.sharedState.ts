import type { Kysely, Migration } from 'kysely';

/**
 * 0030_shared_state: per-address rate limits counted in the database (schema.sharedState.ts,
 * plugins/rateLimitStore.ts), so a limit spent on one API process counts on every other
 * (docs/decisions/deploy.md).
 */
export function sharedStateMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_start_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start_ms').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
    },
  };
}
