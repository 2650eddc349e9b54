import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0035_support_chat: the support chat (docs/decisions/support-chat.md). Visitors (a name and the
 * hash of the key their browser keeps), conversations (a member's or a visitor's; OPEN or CLOSED;
 * the agent it is assigned to; each side's read cursor), messages (unique per sender and client
 * id: a resent message is the same row) and image attachments (base64 text, as KYC's documents).
 * Also drops the dead chat.example.com LIVECHAT entries of databases seeded before: the live
 * chat is ours now.
 */
export function supportChatMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_visitors')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('chat_conversations')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
        .addColumn('visitor_id', 'integer', (c) => c.references('chat_visitors.id').onDelete('cascade'))
        // 'm:<member id>' or 'v:<visitor id>': whose conversation it is.
        .addColumn('owner_key', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('assigned_to', 'varchar(64)')
        .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('player_read_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agent_read_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('closed_by', 'varchar(64)')
        .execute();
      await db.schema.createIndex('chat_conversations_owner_idx').on('chat_conversations').columns(['owner_key', 'status']).execute();
      await db.schema.createIndex('chat_conversations_status_idx').on('chat_conversations').columns(['status', 'updated_at']).execute();

      await db.schema
        .createTable('chat_attachments')
        .addColumn('id', idColumn, autoId)
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
        .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('id', idColumn, autoId)
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
        .addColumn('sender', 'varchar(8)', (c) => c.notNull())
        .addColumn('author', 'varchar(64)', (c) => c.notNull())
        // 'm:<id>', 'v:<id>', 'a:<operator>' or 's' (system): with client_id, what makes a resend the same message.
        .addColumn('sender_key', 'varchar(80)', (c) => c.notNull())
        .addColumn('client_id', 'varchar(64)')
        .addColumn('text', 'text')
        .addColumn('attachment_id', 'integer', (c) => c.references('chat_attachments.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('chat_messages_client_uq', ['sender_key', 'client_id'])
        .execute();
      await db.schema.createIndex('chat_messages_conversation_idx').on('chat_messages').columns(['conversation_id', 'id']).execute();

      // The seed's old LIVECHAT entry pointed at a provider that does not exist (chat.example.com).
      const rows = await sql<{ merchant_code: string; value: string }>`select merchant_code, value from merchant_config where key = 'customerService'`.execute(
        db,
      );
      for (const row of rows.rows) {
        let entries: unknown;
        try {
          entries = JSON.parse(row.value);
        } catch {
          continue;
        }
        if (!Array.isArray(entries)) continue;
        const kept = entries.filter(
          (e) =>
            !(
              e &&
              typeof e === 'object' &&
              typeof (e as { url?: unknown }).url === 'string' &&
              /^https:\/\/chat\.example\.com\//.test((e as { url: string }).url)
            ),
        );
        if (kept.length === entries.length) continue;
        await sql`update merchant_config set value = ${JSON.stringify(kept)} where merchant_code = ${row.merchant_code} and key = 'customerService'`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['chat_messages', 'chat_attachments', 'chat_conversations', 'chat_visitors']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
