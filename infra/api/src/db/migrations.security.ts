import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0020_security: the rest of the security center (schema.security.ts): server-side secrets (the
 * bank-card fingerprint key when CARD_FINGERPRINT_SECRET is not set), members' security questions
 * (scrypt hashes of the normalised answers, never the answers), their failure counter, and the
 * short-lived proofs a right set of answers earns (only a hash of each proof is kept).
 */
export function securityMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        // base64 of random bytes; generated once, never answered or logged.
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('member_security_questions')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('question_id', 'integer', (c) => c.notNull())
        // PHC-style scrypt string of the normalised answer.
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_security_questions_pk', ['member_id', 'question_id'])
        .execute();

      await db.schema
        .createTable('security_question_guards')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        // Wrong sets of answers in a row (reset by a right one).
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('security_proofs')
        .addColumn('id', idColumn, autoId)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        // sha256 hex of the proof token; the token itself is only ever in the answer to the member.
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('security_proofs_member_idx').on('security_proofs').columns(['member_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['security_proofs', 'security_question_guards', 'member_security_questions', 'server_secrets'])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
