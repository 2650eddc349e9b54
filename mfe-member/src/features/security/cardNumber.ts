// The card number rule (12-19 digits, Luhn) is shared-contracts' bankCard.ts, the one the API applies.

/** Groups of four as the member types, so a long number can be read back against the card. */
export function groupCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
