import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0034_operators: named operator accounts (password + TOTP), their console sessions (idle
 * timeout), their revocable API tokens, and the break-glass credential's uses (schema.operators.ts,
 * docs/decisions/operators.md).
 */
export function operatorsMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('operators')
        .addColumn('id', idColumn, (c) => c.primaryKey())
        .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('role', 'varchar(24)', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'varchar(64)')
        .addColumn('totp_pending_secret', 'varchar(64)')
        .addColumn('totp_last_step', 'integer')
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_failed_at', 'varchar(32)')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('last_sign_in_at', 'varchar(32)')
        .execute();
      await db.schema
        .createTable('operator_sessions')
        .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('cascade'))
        .addColumn('token_fingerprint', 'varchar(64)')
        .addColumn('csrf', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();
      await db.schema
        .createTable('operator_tokens')
        .addColumn('id', idColumn, (c) => c.primaryKey())
        .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('role', 'varchar(24)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)')
        .addColumn('revoked_at', 'varchar(32)')
        .execute();
      await db.schema
        .createTable('operator_break_glass_uses')
        .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('uses', 'integer', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['operator_break_glass_uses', 'operator_tokens', 'operator_sessions', 'operators']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
