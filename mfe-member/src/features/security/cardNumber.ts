/** The digits of a typed card number (spaces and dashes are how people copy them from the card). */
export function cardDigitsOf(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * Checked before sending so a typo is caught under the field: 12 to 19 digits passing Luhn (mod 10),
 * the rule the API applies (BANK_CARD_INVALID) — the API checks again.
 */
export function cardNumberValid(input: string): boolean {
  const digits = cardDigitsOf(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
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

/** Groups of four as the member types, so a long number can be read back against the card. */
export function groupCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
