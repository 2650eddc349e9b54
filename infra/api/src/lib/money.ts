// Money crosses the API as decimal strings and is stored as integer minor units (BIGINT). No
// floats on the way: BigInt arithmetic on the digits.

/** Decimal places of the currencies the merchants use; others default to 2. */
const CURRENCY_PLACES: Record<string, number> = { CNY: 2, BRL: 2, USD: 2, VND: 0, JPY: 0, KRW: 0 };

export function currencyPlaces(currencyCode: string): number {
  return CURRENCY_PLACES[currencyCode] ?? 2;
}

/** Minor units (a BIGINT read back as a number or, from PostgreSQL, as text) → "1234.50". */
export function formatMinor(minor: number | string | bigint, places = 2): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(typeof minor === 'number' ? Math.trunc(minor) : minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const whole = places ? digits.slice(0, -places) : digits;
  const fraction = places ? `.${digits.slice(-places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * "12.5" → 1250 minor units (2 places). Null for text that is not a plain non-negative decimal
 * or has more places than the currency.
 */
export function parseAmountToMinor(amount: string, places = 2): number | null {
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(amount);
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > places) return null;
  const minor = BigInt(m[1] ?? '0') * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}
