// Exact decimal arithmetic for the wallet screens: amounts are decimal strings at the API and
// integer minor units (BigInt) here, never floats (docs/decisions/money.md "Amounts").

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** How many decimals a decimal string carries ("1000.00" → 2): the API answers in the currency's places. */
export function placesOf(amount: string): number {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
}

/**
 * A non-negative decimal as typed ("100", "12.5", "12.50") in minor units of a currency with
 * `places` decimals; null when it is not a plain number or has more decimals than the currency.
 */
export function toMinor(amount: string, places: number): bigint | null {
  const m = DECIMAL.exec(amount.trim());
  if (!m) return null;
  const whole = m[1] ?? '0';
  const fraction = m[2] ?? '';
  if (fraction.length > places) return null;
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
}

/** Minor units back to the API's decimal string with exactly `places` decimals (negative with a leading minus). */
export function fromMinor(minor: bigint, places: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The smallest of some amounts. */
export function minMinor(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((low, v) => (v < low ? v : low), first);
}

/** The larger of an amount and 0. */
export function atLeastZero(v: bigint): bigint {
  return v < 0n ? 0n : v;
}
