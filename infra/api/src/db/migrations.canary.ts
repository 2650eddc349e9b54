import type { Kysely, Migration } from 'kysely';

/**
 * 0031_canary_votes: one row per page load and running canary version (schema.canary.ts). The
 * canary watch counts these instead of raw telemetry rows, so only loads the server served vote,
 * once each (docs/decisions/releases.md, "Who may vote").
 */
export function canaryVotesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('canary_votes')
        .addColumn('load_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('remote', 'varchar(32)', (c) => c.notNull())
        .addColumn('version', 'varchar(32)', (c) => c.notNull())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('device', 'varchar(64)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reason', 'varchar(32)')
        .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('failed_at', 'varchar(32)')
        .addPrimaryKeyConstraint('canary_votes_pk', ['load_id', 'remote', 'version'])
        .execute();
      await db.schema.createIndex('canary_votes_canary_idx').on('canary_votes').columns(['merchant_code', 'remote', 'version', 'issued_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('canary_votes').execute();
    },
  };
}
