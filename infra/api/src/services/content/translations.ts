import type { TContentTranslations } from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { sanitizeHtml } from '../../lib/html';

// Operator text per language (issue 28 item 5; docs/decisions/languages.md "Per-language content").
// An announcement or inbox message keeps its default title/content on its own row; its versions per
// language are rows of content_translations (migration 0043). A player call in a language answers
// that language's version, else its base language's (PT-BR -> PT), else (a language other than EN,
// PT, PT-BR) the English version, else the default text.

export type TTranslationSubject = 'announcement' | 'inbox' | 'promotion' | 'deposit_channel' | 'deposit_promo' | 'reward';

/** Languages whose readers get the default text after their own chain: the default text of a merchant may be Portuguese (acme's is Brazil's). */
const DEFAULT_TEXT_AFTER = new Set(['EN', 'PT', 'PT-BR']);

/**
 * The languages to try for `lang`, best first: the one asked, then its base (PT-BR -> PT); for any
 * other language (CN, UR, …) then English, which more of its readers read than a merchant's
 * Portuguese default text (docs/decisions/cn-ur-languages.md). The default text comes after.
 */
export function translationChain(lang: string | undefined): string[] {
  if (!lang) return [];
  const chain = [lang, lang.split('-')[0] ?? lang];
  if (!DEFAULT_TEXT_AFTER.has(lang)) chain.push('EN');
  return [...new Set(chain)];
}

/** The best version (asked language, else its base) of each item that has one, by item id. */
export async function versionsIn(
  db: Kysely<DB>,
  subject: TTranslationSubject,
  ids: readonly number[],
  lang: string | undefined,
): Promise<Map<number, { title: string; content: string }>> {
  const chain = translationChain(lang);
  const best = new Map<number, { rank: number; title: string; content: string }>();
  if (chain.length === 0 || ids.length === 0) return best;
  const rows = await db
    .selectFrom('content_translations')
    .select(['subject_id', 'language', 'title', 'content'])
    .where('subject', '=', subject)
    .where('subject_id', 'in', [...new Set(ids)])
    .where('language', 'in', chain)
    .execute();
  for (const r of rows) {
    const rank = chain.indexOf(r.language);
    const had = best.get(r.subject_id);
    if (!had || rank < had.rank) best.set(r.subject_id, { rank, title: r.title, content: r.content });
  }
  return best;
}

/** Items with their title/content in the request's language where a version exists (same order, same other fields). */
export async function translated<T extends { id: number; title: string; content: string }>(
  db: Kysely<DB>,
  subject: TTranslationSubject,
  items: readonly T[],
  lang: string | undefined,
): Promise<T[]> {
  const best = await versionsIn(
    db,
    subject,
    items.map((i) => i.id),
    lang,
  );
  if (best.size === 0) return [...items];
  return items.map((i) => {
    const t = best.get(i.id);
    return t ? { ...i, title: t.title, content: t.content } : i;
  });
}

/** An item's versions per language, as the operator reads and writes them. */
export async function translationsOf(db: Kysely<DB> | Transaction<DB>, subject: TTranslationSubject, id: number): Promise<TContentTranslations> {
  const rows = await db
    .selectFrom('content_translations')
    .select(['language', 'title', 'content'])
    .where('subject', '=', subject)
    .where('subject_id', '=', id)
    .orderBy('language')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.language, { title: r.title, content: r.content }])) as TContentTranslations;
}

/** Replaces an item's versions with `translations` (HTML sanitised for announcements, plain text trimmed for inbox). */
export async function replaceTranslations(trx: Transaction<DB>, subject: TTranslationSubject, id: number, translations: TContentTranslations): Promise<void> {
  await trx.deleteFrom('content_translations').where('subject', '=', subject).where('subject_id', '=', id).execute();
  const rows = Object.entries(translations).flatMap(([language, t]) =>
    t ? [{ subject, subject_id: id, language, title: t.title.trim(), content: subject === 'announcement' ? sanitizeHtml(t.content) : t.content.trim() }] : [],
  );
  if (rows.length > 0) await trx.insertInto('content_translations').values(rows).execute();
}
