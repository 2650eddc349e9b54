import { LANGUAGES } from './constants';
import {
  atLeastZero,
  formatHeaderMoney,
  formatMoney,
  formatPercent,
  fromMinor,
  minMinor,
  MONEY_PLACEHOLDER,
  placesOf,
  PLAIN_NUMBER_LOCALES,
  toMinor,
} from './money';

const en = { locale: 'en', symbol: '¥' };
const pt = { locale: 'pt', symbol: 'R$' };
const ptBR = { locale: 'pt-BR', symbol: 'R$' };

describe('formatMoney (2 decimals, language grouping, symbol before)', () => {
  it('EN, PT and PT-BR grouping and decimal marks', () => {
    expect(formatMoney('1234567.891', en)).toBe('¥1,234,567.89');
    expect(formatMoney('1234567.891', pt)).toBe('R$1.234.567,89');
    expect(formatMoney('1234567.891', ptBR)).toBe('R$1.234.567,89');
    expect(formatMoney('1000', en)).toBe('¥1,000.00');
    expect(formatMoney('0.5', en)).toBe('¥0.50');
    expect(formatMoney('.5', en)).toBe('¥0.50');
  });

  it('rounds from the string, half away from zero, with no float error', () => {
    // As floats 1.005 and 0.285 are below the half: a float formatter shows 1.00 and 0.28.
    expect(formatMoney('1.005', en)).toBe('¥1.01');
    expect(formatMoney('0.285', en)).toBe('¥0.29');
    expect(formatMoney('1.004999', en)).toBe('¥1.00');
    expect(formatMoney('999.995', en)).toBe('¥1,000.00');
    // Beyond Number's 2^53 the digits stay exact.
    expect(formatMoney('90071992547409931.15', en)).toBe('¥90,071,992,547,409,931.15');
  });

  it('negative amounts carry the sign before the symbol; a negative that rounds to zero has none', () => {
    expect(formatMoney('-1234.5', en)).toBe('-¥1,234.50');
    expect(formatMoney('-1234.5', ptBR)).toBe('-R$1.234,50');
    expect(formatMoney('-0.001', en)).toBe('¥0.00');
    expect(formatMoney('-0.005', en)).toBe('-¥0.01');
  });

  it('takes numbers at their exact shortest form, no symbol when asked, other places', () => {
    expect(formatMoney(12.3, en)).toBe('¥12.30');
    expect(formatMoney(1e21, en)).toBe('¥1,000,000,000,000,000,000,000.00');
    expect(formatMoney('12.345', { locale: 'en' })).toBe('12.35');
    expect(formatMoney('12.5', { locale: 'en', places: 0 })).toBe('13');
  });

  it('unknown or malformed amounts show the placeholder, never 0', () => {
    for (const bad of [null, undefined, '', 'abc', '1.2.3', '1e3', NaN, Infinity, '-']) expect(formatMoney(bad as never, en)).toBe(MONEY_PLACEHOLDER);
  });
});

describe('languages grouped without Intl (PLAIN_NUMBER_LOCALES)', () => {
  const wholes = ['0', '7', '12', '999', '1000', '12345', '999999', '1000000', '123456789', '1234567890123456789'];
  it.each(Object.keys(PLAIN_NUMBER_LOCALES))('%s groups and marks decimals exactly as Intl does', (locale) => {
    const group = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
    for (const whole of wholes) {
      expect(formatHeaderMoney(whole, { locale })).toBe(group.format(BigInt(whole)));
      expect(formatMoney(`${whole}.5`, { locale })).toBe(`${group.format(BigInt(whole))}${mark}50`);
    }
  });
  it('holds only languages the platform offers', () => {
    const tags = new Set(LANGUAGES.map((l) => l.tag));
    expect(Object.keys(PLAIN_NUMBER_LOCALES).filter((tag) => !tags.has(tag))).toEqual([]);
  });
});

describe('formatHeaderMoney (integer with thousands separators)', () => {
  it('cuts the cents and groups per language', () => {
    expect(formatHeaderMoney('1234567.89', { locale: 'en' })).toBe('1,234,567');
    expect(formatHeaderMoney('1234567.89', { locale: 'pt' })).toBe('1.234.567');
    expect(formatHeaderMoney('1234567.89', { locale: 'pt-BR' })).toBe('1.234.567');
    expect(formatHeaderMoney('1000.00', { locale: 'en' })).toBe('1,000');
    expect(formatHeaderMoney('0.99', { locale: 'en' })).toBe('0');
  });
  it('negative and unknown', () => {
    expect(formatHeaderMoney('-1234.5', { locale: 'en' })).toBe('-1,234');
    expect(formatHeaderMoney('-0.5', { locale: 'en' })).toBe('0');
    expect(formatHeaderMoney(null, { locale: 'en' })).toBe(MONEY_PLACEHOLDER);
  });
});

describe('formatPercent (upload progress)', () => {
  it("a whole percentage in the language's way", () => {
    expect(formatPercent(0.42, { locale: 'en' })).toBe('42%');
    expect(formatPercent(0.42, { locale: 'pt-BR' })).toBe('42%');
    // Spanish spaces it (a no-break space): the language's Intl, not a hand-made '%'.
    expect(formatPercent(0.42, { locale: 'es' })).toBe('42\u00a0%');
  });

  it('cuts down (100% only once all is sent), holds to 0..100, and shows the placeholder for an unknown share', () => {
    expect(formatPercent(0.999, { locale: 'en' })).toBe('99%');
    expect(formatPercent(0.29, { locale: 'en' })).toBe('29%');
    expect(formatPercent(1, { locale: 'en' })).toBe('100%');
    expect(formatPercent(0, { locale: 'en' })).toBe('0%');
    expect(formatPercent(1.7, { locale: 'en' })).toBe('100%');
    expect(formatPercent(-0.2, { locale: 'en' })).toBe('0%');
    expect(formatPercent(null, { locale: 'en' })).toBe(MONEY_PLACEHOLDER);
    expect(formatPercent(Number.NaN, { locale: 'en' })).toBe(MONEY_PLACEHOLDER);
  });
});

describe('exact decimal arithmetic (toMinor / fromMinor, the wallet screens and the API)', () => {
  it('parses amounts into minor units exactly, refusing what the currency cannot hold', () => {
    expect(toMinor('100', 2)).toBe(10000n);
    expect(toMinor('0.1', 2)).toBe(10n);
    expect(toMinor('12.50', 2)).toBe(1250n);
    expect(toMinor('7.', 2)).toBe(700n);
    // 0.1 + 0.2 style float errors cannot happen: 9007199254740993 is past a float's integers.
    expect(toMinor('90071992547409.93', 2)).toBe(9007199254740993n);
    expect(toMinor('1.234', 2)).toBeNull();
    expect(toMinor('1.5', 0)).toBeNull();
    expect(toMinor('-1', 2)).toBeNull();
    expect(toMinor('1e3', 2)).toBeNull();
    expect(toMinor('', 2)).toBeNull();
    // Typed values are trimmed by the form that reads them, not here.
    expect(toMinor(' 7', 2)).toBeNull();
  });

  it('formats minor units back with exactly the currency places', () => {
    expect(fromMinor(10000n, 2)).toBe('100.00');
    expect(fromMinor(5n, 2)).toBe('0.05');
    expect(fromMinor(-1250n, 2)).toBe('-12.50');
    expect(fromMinor(42n, 0)).toBe('42');
    expect(placesOf('1000.00')).toBe(2);
    expect(placesOf('1000')).toBe(0);
    expect(minMinor(5n, 3n, 9n)).toBe(3n);
    expect(atLeastZero(-3n)).toBe(0n);
  });
});
