import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0025_releases: what a release publishes beside a remote version, and what a canary watches.
 * - remote_versions: `integrity` (JSON file → SRI hash, computed by the server from the files it
 *   serves), `content_hash` (one hash over that list: the version's identity, so a second publish of
 *   the same version with other bytes is refused), `contract_result` ('passed' | 'failed' |
 *   'unknown' for a folder built without `npm run release`), `contract_detail`, `built_at`.
 * - merchant_remotes: `canary_started_at` (failures are counted from there), and the canary's own
 *   rollback threshold and minimum sample (NULL: the CANARY_ROLLBACK defaults).
 * - telemetry: an index for counting one merchant's events of one remote version.
 * Decisions: docs/decisions/releases.md.
 */
export function releasesMigration(_dialect: TDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('remote_versions').addColumn('integrity', 'text').execute();
      await db.schema.alterTable('remote_versions').addColumn('content_hash', 'varchar(80)').execute();
      await db.schema
        .alterTable('remote_versions')
        .addColumn('contract_result', 'varchar(16)', (c) => c.notNull().defaultTo('unknown'))
        .execute();
      await db.schema.alterTable('remote_versions').addColumn('contract_detail', 'text').execute();
      await db.schema.alterTable('remote_versions').addColumn('built_at', 'varchar(32)').execute();
      await db.schema.alterTable('merchant_remotes').addColumn('canary_started_at', 'varchar(32)').execute();
      await db.schema.alterTable('merchant_remotes').addColumn('canary_max_failure_percent', 'integer').execute();
      await db.schema.alterTable('merchant_remotes').addColumn('canary_min_sample', 'integer').execute();
      await db.schema.createIndex('telemetry_remote_version_idx').on('telemetry').columns(['merchant_code', 'remote', 'version', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('telemetry_remote_version_idx').ifExists().execute();
      for (const c of ['canary_started_at', 'canary_max_failure_percent', 'canary_min_sample'])
        await db.schema.alterTable('merchant_remotes').dropColumn(c).execute();
      for (const c of ['integrity', 'content_hash', 'contract_result', 'contract_detail', 'built_at'])
        await db.schema.alterTable('remote_versions').dropColumn(c).execute();
    },
  };
}
