import { keyNeededIn, placeholdersOf, pluralProblems, portugueseVocabularyProblems } from './languagePacks';

describe('portugueseVocabularyProblems', () => {
  it("names the key and the word when PT uses Brazil's word or PT-BR uses Portugal's", () => {
    const packs = {
      PT: { withdraw: { submit: 'Sacar', title: 'Levantamento' }, security: { mobile: 'Número de celular' } },
      'PT-BR': { withdraw: { submit: 'Sacar' }, team: { title: 'A minha equipa' }, file: 'Ficheiro' },
    };
    expect(portugueseVocabularyProblems(packs)).toEqual([
      `PT withdraw.submit: "sacar" is PT-BR's word for withdraw / withdrawal (PT says levantar, levante, levantado, levantamento, levantamentos)`,
      `PT security.mobile: "celular" is PT-BR's word for mobile phone (PT says telemóvel, telemóveis)`,
      `PT-BR team.title: "equipa" is PT's word for team (PT-BR says equipe, equipes, time, times)`,
      `PT-BR file: "ficheiro" is PT's word for file (PT-BR says arquivo, arquivos)`,
    ]);
  });

  it('matches whole words only, and not interpolation names', () => {
    const packs = {
      PT: { a: 'Registos de {{time}}', b: 'Sacarolhas', c: 'Bônus-extra' },
      'PT-BR': { a: 'Registros', b: 'Aposte {{times}} vezes' },
    };
    expect(portugueseVocabularyProblems(packs)).toEqual([`PT c: "bônus" is PT-BR's word for bonus (PT says bónus)`]);
  });
});

describe('pluralProblems', () => {
  const en = { list: { count_one: '{{count}} record', count_other: '{{count}} records' } };
  // CN has only "other" (zh-CN); UR one and other.
  const cn = { list: { count_other: '{{count}} 条记录' } };
  const ur = { list: { count_one: '{{count}} ریکارڈ', count_other: '{{count}} ریکارڈز' } };

  it('is empty when each language has the forms it needs (EN and UR one/other; PT and PT-BR one/many/other; CN other)', () => {
    const pt = { list: { count_one: '{{count}} registo', count_many: '{{count}} registos', count_other: '{{count}} registos' } };
    expect(pluralProblems({ EN: en, PT: pt, 'PT-BR': pt, CN: cn, UR: ur })).toEqual([]);
  });

  it('names a missing form and a {{count}} outside plural forms', () => {
    const pt = { list: { count_one: '{{count}} registo', count_other: '{{count}} registos' }, badge: '{{count, number}} por ler' };
    expect(pluralProblems({ EN: en, PT: pt, 'PT-BR': { list: pt.list }, CN: {}, UR: { list: { count_other: '{{count}} ریکارڈز' } } })).toEqual([
      'PT list.count: no plural form list.count_many (PT needs one, many, other)',
      'PT badge: interpolates {{count}} without plural forms (write badge_one, badge_other, …)',
      'PT-BR list.count: no plural form list.count_many (PT-BR needs one, many, other)',
      'CN list.count: no plural form list.count_other (CN needs other)',
      'UR list.count: no plural form list.count_one (UR needs one, other)',
    ]);
  });
});

describe('keyNeededIn and placeholdersOf', () => {
  it('asks a language only for the plural forms Intl.PluralRules gives it', () => {
    expect(keyNeededIn('CN', 'list.count_one')).toBe(false);
    expect(keyNeededIn('CN', 'list.count_other')).toBe(true);
    expect(keyNeededIn('UR', 'list.count_one')).toBe(true);
    expect(keyNeededIn('PT', 'list.count_many')).toBe(true);
    expect(keyNeededIn('CN', 'title.home')).toBe(true);
  });

  it('lists placeholders by name, formats aside', () => {
    expect(placeholdersOf('{{count, number}} of {{max}}')).toEqual(['count', 'max']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
