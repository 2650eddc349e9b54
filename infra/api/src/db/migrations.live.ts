import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/** 0009_live: live-stream rooms per merchant (schema.live.ts), read online first then by viewers. */
export function liveMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_rooms')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('room_type', 'varchar(8)', (c) => c.notNull())
        .addColumn('min_vip_level', 'integer')
        .addColumn('price_minor', 'bigint')
        .addColumn('online', 'integer', (c) => c.notNull())
        .addColumn('viewers', 'integer', (c) => c.notNull())
        .addColumn('show', 'varchar(64)', (c) => c.notNull())
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('live_rooms_name_uq', ['merchant_code', 'name'])
        .execute();
      await db.schema.createIndex('live_rooms_list_idx').on('live_rooms').columns(['merchant_code', 'online', 'viewers']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('live_rooms').ifExists().execute();
    },
  };
}
