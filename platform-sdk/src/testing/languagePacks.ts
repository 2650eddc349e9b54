import { COMPLETE_LANGUAGES, languageTag, PORTUGUESE_GLOSSARY } from '@tessera/contract';
import type { TNamespacePacks } from './menuLabels';

// Checks on the words of a namespace's packs (a remote's `locales`, the shell's packs) that the
// key-by-key contract cannot see: Portugal's and Brazil's Portuguese each in its own vocabulary,
// and counts through i18next's plural forms. docs/decisions/languages.md has the glossary.

// The glossary is data both the pack check and the e2e screen scan read: it lives in the contract.
export { PORTUGUESE_GLOSSARY, type TGlossaryEntry } from '@tessera/contract';

function flatten(obj: unknown, prefix = ''): [string, unknown][] {
  if (typeof obj !== 'object' || obj === null) return [[prefix, obj]];
  return Object.entries(obj).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${escape(word)}(?![\\p{L}\\p{N}])`, 'iu');

/**
 * Every string of the PT pack that uses a word of Brazil's (PORTUGUESE_GLOSSARY) and every string
 * of the PT-BR pack that uses one of Portugal's, as `PT member.home.withdraw: "Saque" is PT-BR's (PT says levantar, …)`.
 */
export function portugueseVocabularyProblems(packs: TNamespacePacks): string[] {
  const problems: string[] = [];
  const sides = [
    { lang: 'PT', foreign: 'ptBR', own: 'pt', other: 'PT-BR' },
    { lang: 'PT-BR', foreign: 'pt', own: 'ptBR', other: 'PT' },
  ] as const;
  for (const side of sides) {
    for (const [key, value] of flatten(packs[side.lang])) {
      if (typeof value !== 'string') continue;
      // Interpolation names ({{time}}, {{times}}) are not words the player reads.
      const text = value.replace(/\{\{[^}]*\}\}/g, ' ');
      for (const entry of PORTUGUESE_GLOSSARY) {
        for (const word of entry[side.foreign]) {
          if (wordPattern(word).test(text)) {
            problems.push(
              `${side.lang} ${key}: "${word}" is ${side.other}'s word for ${entry.concept} (${side.lang} says ${entry[side.own].join(', ') || 'something else'})`,
            );
          }
        }
      }
    }
  }
  return problems;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** `{{count}}` or `{{count, number}}` */
const COUNT = /\{\{\s*count\s*(,[^}]*)?\}\}/;

/**
 * Plural forms through i18next (key_one, key_other, … by Intl.PluralRules): for each complete
 * language, every key EN writes in plural forms has every form that language needs (PT: one, many,
 * other); and no string interpolates {{count}} outside plural forms ("1 records").
 */
export function pluralProblems(packs: TNamespacePacks): string[] {
  const problems: string[] = [];
  const bases = new Set<string>();
  for (const [key] of flatten(packs.EN)) if (PLURAL_SUFFIX.test(key)) bases.add(key.replace(PLURAL_SUFFIX, ''));
  for (const lang of COMPLETE_LANGUAGES) {
    const entries = flatten(packs[lang]);
    const have = new Set(entries.map(([k]) => k));
    // ICU versions list the categories in different orders (Node 20: many, one, other; Node 24:
    // one, many, other): name them in CLDR's order so the message reads the same everywhere
    const categories: readonly string[] = new Intl.PluralRules(languageTag(lang)).resolvedOptions().pluralCategories;
    const needs = PLURAL_FORMS.filter((form) => categories.includes(form));
    for (const base of bases) {
      for (const form of needs)
        if (!have.has(`${base}_${form}`)) problems.push(`${lang} ${base}: no plural form ${base}_${form} (${lang} needs ${needs.join(', ')})`);
    }
    for (const [key, text] of entries) {
      if (typeof text === 'string' && COUNT.test(text) && !PLURAL_SUFFIX.test(key)) {
        problems.push(`${lang} ${key}: interpolates {{count}} without plural forms (write ${key}_one, ${key}_other, …)`);
      }
    }
  }
  return problems;
}

/**
 * Whether `lang` needs the EN key `key` as it is: a plural form that the language's
 * Intl.PluralRules does not have (CN has only "other", so no `_one`) is not needed; pluralProblems
 * checks the forms it does need.
 */
export function keyNeededIn(lang: string, key: string): boolean {
  const form = PLURAL_SUFFIX.exec(key)?.[1];
  if (!form) return true;
  return new Intl.PluralRules(languageTag(lang)).resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule);
}

/** The {{placeholders}} of a string, sorted ('{{count, number}}' is 'count'). */
export function placeholdersOf(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1] ?? '').sort() : [];
}
