import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0013_messaging: the member inbox (messages to one member, or to every member of a merchant when
 * member_id is null, with a per-member read / deleted state) and the customer-service chat's
 * unread counter. Announcement read state lives in announcement_reads (0005 catalog).
 */
export function messagingMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('inbox_messages')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        // null: a broadcast to every member of the merchant.
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sender', 'varchar(32)', (c) => c.notNull())
        // Set on seeded messages only: the seed inserts what is missing by this key.
        .addColumn('seed_key', 'varchar(64)')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('inbox_messages_seed_uq', ['merchant_code', 'seed_key'])
        .execute();
      await db.schema.createIndex('inbox_messages_member_idx').on('inbox_messages').columns(['merchant_code', 'member_id', 'created_at']).execute();

      await db.schema
        .createTable('inbox_states')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('inbox_messages.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('read_at', 'text')
        .addColumn('deleted_at', 'text')
        .addPrimaryKeyConstraint('inbox_states_pk', ['message_id', 'member_id'])
        .execute();
      await db.schema.createIndex('inbox_states_member_idx').on('inbox_states').columns(['member_id']).execute();

      await db.schema
        .createTable('chat_unread')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['chat_unread', 'inbox_states', 'inbox_messages']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
