import { type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0055_email_recovery: password recovery by e-mail (docs/decisions/email-recovery.md).
 * password_reset_tokens: one row per link sent, the token's sha256 only; used_at is set by the
 * one UPDATE that claims it (a newer link, the reset, or expiry seen at use). email_outbox: the
 * development mail gateway, as sms_outbox is for texts.
 */
export function emailRecoveryMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_reset_tokens_member_idx').on('password_reset_tokens').columns(['member_id', 'created_at']).execute();

      await db.schema
        .createTable('email_outbox')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('email_outbox').execute();
      await db.schema.dropTable('password_reset_tokens').execute();
    },
  };
}

/** 0056_feedback: members' feedback from the help center (docs/decisions/feedback.md). */
export function feedbackMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feedback')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_merchant_idx').on('feedback').columns(['merchant_code', 'id']).execute();
      await db.schema.createIndex('feedback_member_idx').on('feedback').columns(['member_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feedback').execute();
    },
  };
}
