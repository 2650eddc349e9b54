import { bankCardDigits, bankCardNumberValid, cardDigitsOf, luhnValid } from './bankCard';

describe('bank card numbers (one rule for the API and the security center)', () => {
  it('Luhn: known good numbers pass, one changed digit or swapped neighbours fail', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398731')).toBe(false);
    // Only digits are checked: a letter is not a digit worth 0.
    expect(luhnValid('4111a11111111111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('takes spaces and dashes out, nothing else', () => {
    expect(cardDigitsOf(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
    expect(cardDigitsOf('4111.1111')).toBe('4111.1111');
  });

  it('accepts 12 to 19 digits passing Luhn, with spaces and dashes, and gives the digits', () => {
    expect(bankCardDigits('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(bankCardDigits('4111-1111-1111-1111')).toBe('4111111111111111');
    expect(bankCardDigits('6011 0009 9013 9424')).toBe('6011000990139424');
    expect(bankCardNumberValid('4111 1111 1111 1111')).toBe(true);
  });

  it('refuses a wrong check digit, too few or too many digits, and other characters', () => {
    expect(bankCardDigits('4111 1111 1111 1112')).toBeNull();
    // 79927398713 passes Luhn but has 11 digits.
    expect(bankCardDigits('79927398713')).toBeNull();
    // 20 digits passing Luhn.
    expect(luhnValid('41111111111111111115')).toBe(true);
    expect(bankCardDigits('41111111111111111115')).toBeNull();
    expect(bankCardDigits('4111.1111.1111.1111')).toBeNull();
    expect(bankCardNumberValid('')).toBe(false);
  });
});
