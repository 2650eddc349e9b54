import { type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { TDialect } from './database';

// Migrations are code (no files to find at run time) and must run on SQLite and PostgreSQL.
// Never edit a released migration: add the next one (0002_...).

function migrations(dialect: TDialect): Record<string, Migration> {
  // An auto-incrementing integer key in each dialect's own words.
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';

  return {
    '0001_platform': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('merchants')
          .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('region_restriction', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('theme', 'varchar(8)', (c) => c.notNull().defaultTo('dark'))
          .addColumn('currency_code', 'varchar(8)', (c) => c.notNull())
          .addColumn('currency_symbol', 'varchar(8)', (c) => c.notNull())
          .addColumn('domains', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('merchant_flags')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('key', 'varchar(64)', (c) => c.notNull())
          .addColumn('enabled', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('merchant_flags_pk', ['merchant_code', 'key'])
          .execute();

        await db.schema
          .createTable('merchant_remotes')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('remote', 'varchar(32)', (c) => c.notNull())
          .addColumn('enabled', 'integer', (c) => c.notNull())
          .addColumn('version', 'varchar(32)', (c) => c.notNull())
          .addColumn('canary_version', 'varchar(32)')
          .addColumn('canary_percent', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('merchant_remotes_pk', ['merchant_code', 'remote'])
          .execute();

        await db.schema
          .createTable('merchant_config')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('key', 'varchar(64)', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('merchant_config_pk', ['merchant_code', 'key'])
          .execute();

        await db.schema
          .createTable('remote_versions')
          .addColumn('remote', 'varchar(32)', (c) => c.notNull())
          .addColumn('version', 'varchar(32)', (c) => c.notNull())
          .addColumn('entry', 'text', (c) => c.notNull())
          .addColumn('routes', 'text', (c) => c.notNull())
          .addColumn('requires_platform', 'varchar(32)', (c) => c.notNull())
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('remote_versions_pk', ['remote', 'version'])
          .execute();

        await db.schema
          .createTable('telemetry')
          .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('kind', 'varchar(32)', (c) => c.notNull())
          .addColumn('remote', 'varchar(32)')
          .addColumn('version', 'varchar(32)')
          .addColumn('reason', 'varchar(32)')
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('value', 'double precision')
          .addColumn('user_agent', 'text')
          .addColumn('ip', 'varchar(64)')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('telemetry_created_at_idx').on('telemetry').column('created_at').execute();

        await db.schema
          .createTable('audit_log')
          .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('actor', 'varchar(64)', (c) => c.notNull())
          .addColumn('action', 'varchar(64)', (c) => c.notNull())
          .addColumn('target', 'varchar(128)', (c) => c.notNull())
          .addColumn('before', 'text')
          .addColumn('after', 'text')
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'id']).execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['audit_log', 'telemetry', 'remote_versions', 'merchant_config', 'merchant_remotes', 'merchant_flags', 'merchants']) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    '0002_route_titles': {
      // Route titles per language from routes.json, so the shell can title a page before its remote loads.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('remote_versions').addColumn('titles', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('remote_versions').dropColumn('titles').execute();
      },
    },
  };
}

export function migrationProvider(dialect: TDialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
