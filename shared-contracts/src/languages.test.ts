import { LANGUAGES } from './constants';
import { languageOf, languageTag } from './languages';

const englishName = (tag: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);

test('spec codes that are not locales map to the languages the spec means (not Tahitian, Kanuri, Twi)', () => {
  expect(languageTag('TY')).toBe('tl');
  expect(languageTag('KR')).toBe('ko-KR');
  expect(languageTag('TW')).toBe('zh-TW');
  expect(languageTag('CN')).toBe('zh-CN');
  expect(languageTag('MY')).toBe('my');
  expect(languageTag('UR-LA')).toBe('ur-Latn');
  // What the lottery lobby once did with these codes: code.toLowerCase() reads as other languages.
  expect(englishName('ty')).toBe('Tahitian');
  expect(englishName(languageTag('TY'))).not.toBe('Tahitian');
  expect(englishName(languageTag('KR'))).toMatch(/^Korean/);
  expect(englishName(languageTag('TW'))).toMatch(/Chinese/);
});

test('codes are read in any case; unknown or missing codes give EN', () => {
  expect(languageTag('pt-br')).toBe('pt-BR');
  expect(languageOf('PT').label).toBe('Português');
  expect(languageTag('xx')).toBe('en');
  expect(languageTag(undefined)).toBe('en');
});

test('every tag of the table is a well-formed BCP 47 tag that names a language Intl knows', () => {
  for (const l of LANGUAGES) {
    expect(() => Intl.getCanonicalLocales(l.tag)).not.toThrow();
    // 'tl' canonicalises to 'fil' (Filipino, the same language): compare names, not tags.
    expect(englishName(l.tag)).not.toBe(l.tag);
  }
});
