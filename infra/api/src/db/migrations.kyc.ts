import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/** 0026_kyc: members' identity documents and the operator's review (schema.kyc.ts, docs/decisions/member-kyc.md). */
export function kycMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('kyc_submissions')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('document_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .execute();
      await db.schema.createIndex('kyc_submissions_member').on('kyc_submissions').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('kyc_submissions_status').on('kyc_submissions').columns(['status', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('kyc_submissions').execute();
    },
  };
}
