import { pluralProblems, portugueseVocabularyProblems } from '@tessera/platform-sdk/testing';
import { apiErrorsPt } from './locales/apiErrors.pt';
import { apiErrorsPtBR } from './locales/apiErrors.ptBR';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/ptBR';

// The shell's own packs (remotes check theirs in testRemoteContract): PT in Portugal's words and
// PT-BR in Brazil's (docs/decisions/languages.md glossary), counts through plural forms.
test("the shell's PT and PT-BR packs and API error messages each keep their own vocabulary", () => {
  expect(portugueseVocabularyProblems({ PT: pt, 'PT-BR': ptBR })).toEqual([]);
  expect(portugueseVocabularyProblems({ PT: { apiErrors: apiErrorsPt }, 'PT-BR': { apiErrors: apiErrorsPtBR } })).toEqual([]);
});

test("the shell's counts use plural forms in EN, PT and PT-BR", () => {
  expect(pluralProblems({ EN: en, PT: pt, 'PT-BR': ptBR })).toEqual([]);
});
