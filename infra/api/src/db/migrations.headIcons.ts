import type { Kysely, Migration } from 'kysely';

/**
 * 0060_member_head_icons: a member's own head icon picture (docs/decisions/head-icon-upload.md). One
 * per member (a new upload replaces it); the bytes as base64 (as promotion images keep theirs), the
 * content type sniffed from them, the sides, and the SHA-256 of the bytes, which names the picture's
 * URL (/api/v1/head-icons/<hash>.<ext>, cached for a year: a new picture is a new URL).
 */
export function headIconsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('member_head_icons')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        .addColumn('hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_head_icons_hash_idx').on('member_head_icons').column('hash').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('member_head_icons').ifExists().execute();
    },
  };
}
