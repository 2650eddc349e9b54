/** Tables of migration 0043_content_translations (added to DB in schema.ts). */
export interface TranslationTables {
  content_translations: ContentTranslationsTable;
}

/** One language's version of an announcement's or inbox message's text. */
export interface ContentTranslationsTable {
  /** 'announcement' or 'inbox'. */
  subject: string;
  subject_id: number;
  /** A language code of the contract (EN, PT, PT-BR, ...). */
  language: string;
  title: string;
  /** HTML for announcements (sanitised on write), plain text for inbox messages. */
  content: string;
}
