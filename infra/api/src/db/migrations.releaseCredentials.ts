import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0036_release_credentials: team release credentials (schema.releaseCredentials.ts,
 * docs/decisions/release-credentials.md): a bearer secret scoped to one remote name that may upload
 * and publish versions of that remote and make no other call. Stored hashed, expiring, revocable.
 */
export function releaseCredentialsMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_credentials')
        .addColumn('id', idColumn, (c) => c.primaryKey())
        .addColumn('remote', 'varchar(24)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)')
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('revoked_by', 'varchar(64)')
        .execute();
      await db.schema.createIndex('release_credentials_remote_idx').on('release_credentials').column('remote').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_credentials').execute();
    },
  };
}
