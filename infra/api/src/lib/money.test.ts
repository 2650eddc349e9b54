import { currencyPlaces, formatMinor, parseAmountToMinor } from './money';

describe('money', () => {
  it('formats minor units as decimal strings, whatever type the database hands back', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123456)).toBe('1234.56');
    expect(formatMinor('9007199254740993')).toBe('90071992547409.93');
    expect(formatMinor(-250)).toBe('-2.50');
    expect(formatMinor(12n, 0)).toBe('12');
  });

  it('parses decimal strings into minor units, refusing more places than the currency has', () => {
    expect(parseAmountToMinor('12.5')).toBe(1250);
    expect(parseAmountToMinor('0.01')).toBe(1);
    expect(parseAmountToMinor('7')).toBe(700);
    expect(parseAmountToMinor('1.234')).toBeNull();
    expect(parseAmountToMinor('-1')).toBeNull();
    expect(parseAmountToMinor('1e3')).toBeNull();
    expect(parseAmountToMinor('12', 0)).toBe(12);
  });

  it('knows the places of the merchants currencies', () => {
    expect(currencyPlaces('CNY')).toBe(2);
    expect(currencyPlaces('BRL')).toBe(2);
    expect(currencyPlaces('VND')).toBe(0);
    expect(currencyPlaces('')).toBe(2);
  });
});
