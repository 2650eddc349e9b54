// Money crosses the API as decimal strings and is stored as integer minor units (BIGINT). No
// floats on the way: the contract's one decimal implementation (toMinor / fromMinor), in the
// shapes the services use.
import { currencyPlaces, fromMinor, toMinor } from '@tessera/contract';

export { currencyPlaces };

/** Minor units (a BIGINT read back as a number or, from PostgreSQL, as text) → "1234.50". */
export function formatMinor(minor: number | string | bigint, places = 2): string {
  return fromMinor(minor, places);
}

/**
 * "12.5" → 1250 minor units (2 places). Null for text that is not a plain non-negative decimal,
 * has more places than the currency, or is beyond a safe integer.
 */
export function parseAmountToMinor(amount: string, places = 2): number | null {
  const minor = toMinor(amount, places);
  return minor === null || minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}
