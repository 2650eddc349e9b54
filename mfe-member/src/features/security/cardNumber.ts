// The card number's rule is the contract's (FIELD_RULES.bankCard for its format, bankCard.ts for
// the digits' count and Luhn, the API's check); this only shows what the member types.
import { FIELD_RULES } from '@tessera/contract';

/** Groups of four as the member types (digits only), so a long number can be read back against the card; never longer than the field allows. */
export function groupCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .slice(0, FIELD_RULES.bankCard.maxLength);
}
