import * as z from 'zod/v4/mini';
import { ZLanguageCode } from './games';

// Operator text in several languages (issue 28 item 5; docs/decisions/languages.md "Per-language
// content"): an announcement or inbox message has its default text (title, content) and optional
// versions per language. Player calls take `lang` and answer the asked language's version, else its
// base language's (PT-BR -> PT), else the default text.

/** How long a translated title may be (the same bound as the default title). */
export const TRANSLATION_TITLE_MAX = 120;
/** How long a translated content may be (the same bound as the default HTML). */
export const TRANSLATION_CONTENT_MAX = 20_000;

export const ZContentTranslation = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(TRANSLATION_TITLE_MAX), z.regex(/^[^<>\u0000-\u001f\u007f]*$/)),
  /** HTML for announcements, sanitised on write like the default content. */
  content: z.string().check(z.maxLength(TRANSLATION_CONTENT_MAX)),
});
export type TContentTranslation = z.infer<typeof ZContentTranslation>;

/** Versions per language code (EN, PT, PT-BR, ...); an unknown code is refused. */
export const ZContentTranslations = z.partialRecord(ZLanguageCode, ZContentTranslation);
export type TContentTranslations = z.infer<typeof ZContentTranslations>;

/** The `lang` query of the player calls that answer operator text. */
export const ZContentLangQuery = z.object({
  /** Language of the answer's texts (fallback PT-BR -> PT -> the default text). */
  lang: z.optional(ZLanguageCode),
});
