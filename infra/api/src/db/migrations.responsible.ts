import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0038_responsible_gambling: members' limits (one row per limit, with the pending raise or removal
 * and when it applies), cool-offs and self-exclusions (with the identity they were taken under, for
 * refusing a new registration) and the history of both (schema.responsible.ts,
 * docs/decisions/responsible-gambling.md).
 */
export function responsibleMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rg_limits')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('limit_key', 'varchar(24)', (c) => c.notNull())
        .addColumn('value', 'bigint')
        .addColumn('pending_set', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pending_value', 'bigint')
        .addColumn('pending_at', 'varchar(32)')
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('rg_limits_pk', ['member_id', 'limit_key'])
        .execute();
      await db.schema
        .createTable('rg_exclusions')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('country_code', 'varchar(8)')
        .addColumn('mobile', 'varchar(32)')
        .addColumn('email', 'varchar(320)')
        .addColumn('id_number', 'varchar(64)')
        .execute();
      await db.schema.createIndex('rg_exclusions_member').on('rg_exclusions').columns(['member_id', 'ends_at']).execute();
      await db.schema.createIndex('rg_exclusions_merchant').on('rg_exclusions').columns(['merchant_code', 'ends_at']).execute();
      await db.schema
        .createTable('rg_events')
        .addColumn('id', idColumn, autoId)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('actor', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(32)', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rg_events_member').on('rg_events').columns(['member_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rg_events').execute();
      await db.schema.dropTable('rg_exclusions').execute();
      await db.schema.dropTable('rg_limits').execute();
    },
  };
}
