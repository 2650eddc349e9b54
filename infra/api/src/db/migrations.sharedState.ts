import { sql, type Kysely, type Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0030_shared_state: per-address rate limits counted in the database (schema.sharedState.ts,
 * plugins/rateLimitStore.ts), so a limit spent on one API process counts on every other
 * (docs/decisions/deploy.md). On PostgreSQL the table is UNLOGGED: no WAL, no fsync per request;
 * a crash of the database empties it, which only forgives the current minute's counts.
 */
export function sharedStateMigration(dialect: TDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .$call((b) => (dialect === 'postgres' ? b.modifyFront(sql`unlogged`) : b))
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
