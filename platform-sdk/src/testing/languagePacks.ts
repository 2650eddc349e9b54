import { COMPLETE_LANGUAGES, languageTag } from '@tessera/contract';
import type { TNamespacePacks } from './menuLabels';

// Checks on the words of a namespace's packs (a remote's `locales`, the shell's packs) that the
// key-by-key contract cannot see: Portugal's and Brazil's Portuguese each in its own vocabulary,
// and counts through i18next's plural forms. docs/decisions/languages.md has the glossary.

/** One concept, the words Portugal (PT) uses for it and the words Brazil (PT-BR) uses. */
export interface TGlossaryEntry {
  concept: string;
  /** Portugal's words: never in a PT-BR pack. */
  pt: readonly string[];
  /** Brazil's words: never in a PT pack. */
  ptBR: readonly string[];
}

/** The glossary both variants keep (docs/decisions/languages.md). Words are matched whole, ignoring case. */
export const PORTUGUESE_GLOSSARY: readonly TGlossaryEntry[] = [
  {
    concept: 'withdraw / withdrawal',
    pt: ['levantar', 'levante', 'levantado', 'levantamento', 'levantamentos'],
    ptBR: ['sacar', 'saca', 'saque', 'saques', 'sacado', 'sacando', 'sacou'],
  },
  {
    concept: 'register / registration; record',
    pt: ['registo', 'registos', 'registar', 'registe', 'registado', 'registada', 'registados'],
    ptBR: ['cadastro', 'cadastros', 'cadastrar', 'cadastre', 'cadastrado', 'cadastrada', 'cadastrados', 'registro', 'registros'],
  },
  { concept: 'mobile phone', pt: ['telemóvel', 'telemóveis'], ptBR: ['celular', 'celulares'] },
  { concept: 'password', pt: ['palavra-passe', 'palavras-passe'], ptBR: ['senha', 'senhas'] },
  { concept: 'user', pt: ['utilizador', 'utilizadores'], ptBR: ['usuário', 'usuários'] },
  { concept: 'screen', pt: ['ecrã', 'ecrãs'], ptBR: ['tela', 'telas'] },
  { concept: 'team', pt: ['equipa', 'equipas'], ptBR: ['equipe', 'equipes', 'time', 'times'] },
  { concept: 'file', pt: ['ficheiro', 'ficheiros'], ptBR: ['arquivo', 'arquivos'] },
  { concept: 'bonus', pt: ['bónus'], ptBR: ['bônus'] },
  { concept: 'prize', pt: ['prémio', 'prémios'], ptBR: ['prêmio', 'prêmios'] },
  { concept: 'download', pt: ['descarregar', 'descarregue'], ptBR: ['baixar', 'baixe'] },
  { concept: 'receipt (proof of payment)', pt: ['comprovativo', 'comprovativos'], ptBR: ['comprovante', 'comprovantes'] },
  { concept: 'tier', pt: ['escalão', 'escalões'], ptBR: [] },
  { concept: 'contact', pt: ['contacto', 'contactos', 'contactar'], ptBR: ['contato', 'contatos', 'contatar'] },
  { concept: 'share', pt: ['partilhar', 'partilhe'], ptBR: ['compartilhar', 'compartilhe'] },
  { concept: 'manage', pt: ['gerir'], ptBR: ['gerenciar', 'gerencie'] },
  { concept: 'signed in', pt: ['iniciar sessão', 'terminar sessão', 'sessão iniciada'], ptBR: ['logado', 'logada', 'deslogar'] },
  { concept: 'money laundering', pt: ['branqueamento'], ptBR: ['lavagem'] },
  {
    concept: 'in progress (Portugal: "a carregar", Brazil: the gerund)',
    pt: ['a carregar', 'a enviar', 'a verificar', 'a processar', 'a aguardar'],
    ptBR: [
      'carregando',
      'enviando',
      'verificando',
      'aguardando',
      'entrando',
      'processando',
      'digitando',
      'reconectando',
      'participando',
      'esperando',
      'atualizando',
      'buscando',
      'conectando',
    ],
  },
];

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
