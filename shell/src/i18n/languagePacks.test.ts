import { pluralProblems, portugueseVocabularyProblems } from '@tessera/platform-sdk/testing';
import { COMPLETE_LANGUAGES } from '@tessera/contract';
import { apiErrorsPt } from './locales/apiErrors.pt';
import { apiErrorsPtBR } from './locales/apiErrors.ptBR';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/ptBR';
import { ur } from './locales/ur';

// The shell's own packs (remotes check theirs in testRemoteContract): PT in Portugal's words and
// PT-BR in Brazil's (docs/decisions/languages.md glossary), counts through plural forms.
test("the shell's PT and PT-BR packs and API error messages each keep their own vocabulary", () => {
  expect(portugueseVocabularyProblems({ PT: pt, 'PT-BR': ptBR })).toEqual([]);
  expect(portugueseVocabularyProblems({ PT: { apiErrors: apiErrorsPt }, 'PT-BR': { apiErrors: apiErrorsPtBR } })).toEqual([]);
});

test("the shell's counts use plural forms in every complete language", () => {
  expect(pluralProblems({ EN: en, PT: pt, 'PT-BR': ptBR, CN: cn, UR: ur })).toEqual([]);
});

// Every language COMPLETE_LANGUAGES names has a shell pack with every key EN has (as a remote's
// testRemoteContract checks its locales): a key added to EN and not to CN or UR fails here by name.
const keysOf = (obj: unknown, prefix = ''): string[] =>
  typeof obj !== 'object' || obj === null ? [prefix] : Object.entries(obj).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));

test("every complete language has the shell's every EN key, placeholders kept", () => {
  const packs: Record<string, unknown> = { EN: en, PT: pt, 'PT-BR': ptBR, CN: cn, UR: ur };
  const problems: string[] = [];
  const lookup = (pack: unknown, key: string): unknown =>
    key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), pack);
  const placeholders = (s: unknown) => (typeof s === 'string' ? [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort() : []);
  for (const lang of COMPLETE_LANGUAGES) {
    const pack = packs[lang];
    if (!pack) {
      problems.push(`${lang}: no shell pack`);
      continue;
    }
    for (const key of keysOf(en)) {
      const text = lookup(pack, key);
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${lang} lacks ${key}`);
      else if (placeholders(text).join() !== placeholders(lookup(en, key)).join()) problems.push(`${lang} ${key}: placeholders differ from EN`);
    }
  }
  expect(problems).toEqual([]);
});
