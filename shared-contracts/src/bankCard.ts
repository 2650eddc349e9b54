// Bank card numbers, one rule for the API (which refuses a bad number with BANK_CARD_INVALID) and
// the security center (which catches a typo under the field before sending). Zod-free: the browser
// and Node doors both export it.

/** 12 to 19 digits, the lengths card numbers come in (ISO/IEC 7812). */
const CARD_DIGITS = /^\d{12,19}$/;

/** The digits of a typed card number: spaces and dashes are how people copy them from the card. */
export function cardDigitsOf(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) check of a digit string: every second digit from the right doubled (less 9 past 9), the sum a multiple of 10. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digits of a typed card number when it is 12-19 digits passing Luhn (spaces and dashes allowed), else null. */
export function bankCardDigits(input: string): string | null {
  const digits = cardDigitsOf(input);
  return CARD_DIGITS.test(digits) && luhnValid(digits) ? digits : null;
}

/** Whether a typed card number is one the API accepts (bankCardDigits is not null). */
export function bankCardNumberValid(input: string): boolean {
  return bankCardDigits(input) !== null;
}
