import type { Kysely, Migration } from 'kysely';

/**
 * 0043_content_translations: versions per language of operator text (issue 28 item 5,
 * docs/decisions/languages.md "Per-language content"): an announcement's or an inbox message's
 * title and content in a language (EN, PT, PT-BR, ...). The row's own title/content stays the
 * default text; player calls answer the asked language, else its base (PT-BR -> PT), else the default.
 */
export function contentTranslationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_translations')
        /** 'announcement' or 'inbox'. */
        .addColumn('subject', 'varchar(16)', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_translations_pk', ['subject', 'subject_id', 'language'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_translations').execute();
    },
  };
}
