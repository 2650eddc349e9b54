import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

// Entering the live rooms (issue 29; docs/decisions/live-rooms.md).

/**
 * 0057_live_room_shows: what a room's page shows beyond the list (schema.live.ts): the show's title,
 * the host's schedule, a pay-per-view show's length (how long a pass lasts) and the clip it plays.
 * Existing rooms get them from the seeder (filled where null).
 */
export function liveRoomShowsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ['title', 'varchar(96)'],
        ['schedule', 'varchar(64)'],
        ['show_minutes', 'integer'],
        ['clip', 'varchar(16)'],
      ] as const) {
        await db.schema.alterTable('live_rooms').addColumn(column, type).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['clip', 'show_minutes', 'schedule', 'title']) await db.schema.alterTable('live_rooms').dropColumn(column).execute();
    },
  };
}

/**
 * 0058_live_passes_chat: pay-per-view passes (one row per purchase, its LIVE_PASS transaction, and
 * its refund once: refunded_at is set by an UPDATE ... WHERE refunded_at IS NULL) and the rooms'
 * chat lines (an operator may hide one).
 */
export function livePassesChatMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_passes')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('room_id', 'integer', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
        .addColumn('price_minor', 'bigint', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('refunded_at', 'text')
        .addColumn('refunded_by', 'varchar(64)')
        .addColumn('refund_transaction_id', 'integer')
        .execute();
      await db.schema.createIndex('live_passes_member_idx').on('live_passes').columns(['member_id', 'room_id', 'expires_at']).execute();
      await db.schema.createIndex('live_passes_merchant_idx').on('live_passes').columns(['merchant_code', 'id']).execute();

      await db.schema
        .createTable('live_chat_lines')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('room_id', 'integer', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('author', 'varchar(64)', (c) => c.notNull())
        .addColumn('text', 'varchar(800)', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('hidden_at', 'text')
        .addColumn('hidden_by', 'varchar(64)')
        .execute();
      await db.schema.createIndex('live_chat_room_idx').on('live_chat_lines').columns(['room_id', 'id']).execute();
      await db.schema.createIndex('live_chat_member_idx').on('live_chat_lines').columns(['member_id', 'room_id', 'created_at']).execute();
      await db.schema.createIndex('live_chat_merchant_idx').on('live_chat_lines').columns(['merchant_code', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('live_chat_lines').ifExists().execute();
      await db.schema.dropTable('live_passes').ifExists().execute();
    },
  };
}
