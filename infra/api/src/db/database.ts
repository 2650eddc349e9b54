import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TDialect } from './dialect';
import { migrationProvider } from './migrations';
import type { DB } from './schema';

export interface TDatabaseOptions {
  /** SQLite lives at `${dataDir}/tessera.sqlite` when no databaseUrl is given. */
  dataDir: string;
  /** postgres:// URL: use PostgreSQL instead of SQLite. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to create and work in (tests give each file its own). Default: the server's search_path. */
  databaseSchema?: string | undefined;
}

export interface TDatabase {
  db: Kysely<DB>;
  dialect: TDialect;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL connections one API process holds at most: replicas × this must stay under max_connections (infra/deploy/k8s/hpa.yaml). */
export const PG_POOL_MAX = 10;

export async function createDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid database schema name: ${schema}`);
    if (schema) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: PG_POOL_MAX,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }

  // The native SQLite addon is loaded only here, when SQLite is used: a process on PostgreSQL never
  // loads it (Node versions it is not built for run on PostgreSQL: docs/decisions/node-24.md).
  const { default: Sqlite } = await import('better-sqlite3');
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new Sqlite(join(options.dataDir, 'tessera.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

/** Brings the schema to the newest migration; throws with the failing migration's error. */
export async function migrate(database: TDatabase, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect),
    // Numbers are taken by teams working side by side and land in any order: a database that ran
    // 0052 still takes a 0048 that lands after it (each migration touches only its own tables or
    // columns, never depends on a neighbour it does not name).
    allowUnorderedMigrations: true,
    ...(database.dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
