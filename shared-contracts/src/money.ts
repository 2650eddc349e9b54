// Money on screen (spec §2, §9; DESIGN "Money and numbers"): amounts arrive as decimal strings
// ("1234.5", "-0.005") and are formatted from the string, digit by digit, so no amount is ever
// rounded through a float. Grouping and decimal mark are the current language's (Intl).
// Zod-free: the browser door exports it; usePlatform().format binds it to the language and
// the wallet's currency symbol.

/** Shown for an amount that is unknown (not loaded yet) or not a number. */
export const MONEY_PLACEHOLDER = '--';

interface TDecimal {
  negative: boolean;
  /** Digits before the point, no leading zeros ('' for 0). */
  whole: string;
  /** Digits after the point. */
  fraction: string;
}

function parseDecimal(amount: string | number | null | undefined): TDecimal | null {
  if (amount === null || amount === undefined) return null;
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    // A number is taken at its shortest exact representation; exponents are expanded.
    if (!/e/i.test(String(amount))) text = String(amount);
    else text = Number.isInteger(amount) ? BigInt(amount).toString() : amount.toFixed(20);
  } else text = amount.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || ((m[2] ?? '') === '' && (m[3] ?? '') === '')) return null;
  return { negative: m[1] === '-', whole: (m[2] ?? '').replace(/^0+/, ''), fraction: m[3] ?? '' };
}

/** Rounds to `places` decimals, half away from zero, in integer arithmetic: [whole digits, fraction digits]. */
function roundDecimal(d: TDecimal, places: number): [bigint, string] {
  const padded = (d.fraction + '0'.repeat(places + 1)).slice(0, places + 1);
  let units = BigInt((d.whole || '0') + padded.slice(0, places));
  if (Number(padded[places]) >= 5) units += 1n;
  const scale = 10n ** BigInt(places);
  const fraction = places > 0 ? (units % scale).toString().padStart(places, '0') : '';
  return [units / scale, fraction];
}

/**
 * One Intl formatter per locale and kind, made once: making one costs about a millisecond on a phone,
 * and a page formats dozens of amounts (winners, balances, records) per render.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, kind: 'group' | 'percent'): Intl.NumberFormat {
  const key = `${kind}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    f =
      kind === 'group'
        ? new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 })
        : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    formatters.set(key, f);
  }
  return f;
}
const decimalMarks = new Map<string, string>();

/**
 * Languages (LANGUAGES[].tag) whose numbers are plain: Latin digits grouped in threes by one
 * separator, and one decimal mark. Their amounts are grouped here rather than through Intl: a page's
 * first Intl.NumberFormat loads the engine's number data, one long task (30–100 ms on a 2-core
 * desktop, four times that on Lighthouse's phone) inside the first render that shows money, home's
 * included (issue 31, docs/decisions/performance-levers.md). The other languages (Indian grouping,
 * native digits, spaces that differ between ICU versions) keep Intl. money.test holds each entry to
 * Intl's own output.
 */
export const PLAIN_NUMBER_LOCALES: Readonly<Record<string, readonly [group: string, decimal: string]>> = {
  en: [',', '.'],
  'zh-CN': [',', '.'],
  'zh-TW': [',', '.'],
  ja: [',', '.'],
  ko: [',', '.'],
  'ko-KR': [',', '.'],
  th: [',', '.'],
  ms: [',', '.'],
  tl: [',', '.'],
  vi: ['.', ','],
  es: ['.', ','],
  id: ['.', ','],
  'pt-BR': ['.', ','],
  tr: ['.', ','],
};

/** Locale tag (BCP 47, e.g. 'en', 'pt', 'pt-BR') → Intl separators. */
function decimalMark(locale: string): string {
  const plain = PLAIN_NUMBER_LOCALES[locale];
  if (plain) return plain[1];
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/** A whole number (not negative) with the language's thousands separators. */
function group(whole: bigint, locale: string): string {
  const plain = PLAIN_NUMBER_LOCALES[locale];
  if (!plain) return formatter(locale, 'group').format(whole);
  const digits = whole.toString();
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += plain[0] + digits.slice(i, i + 3);
  return out;
}

export interface TMoneyFormatOptions {
  /** BCP 47 tag of the current language (LANGUAGES[].tag). */
  locale: string;
  /** Currency symbol put before the number; '' for none. */
  symbol?: string;
  /** Decimal places (default 2, spec §9). */
  places?: number;
}

/**
 * "1234567.891" → "¥1,234,567.89" (EN) / "R$1.234.567,89" (PT-BR): 2 decimals rounded half away
 * from zero, the language's grouping and decimal mark, the symbol before the number, the minus
 * sign before the symbol. Unknown or malformed amounts give MONEY_PLACEHOLDER.
 */
export function formatMoney(amount: string | number | null | undefined, options: TMoneyFormatOptions): string {
  const d = parseDecimal(amount);
  if (!d) return MONEY_PLACEHOLDER;
  const places = options.places ?? 2;
  const [whole, fraction] = roundDecimal(d, places);
  const zero = whole === 0n && /^0*$/.test(fraction);
  const sign = d.negative && !zero ? '-' : '';
  const number = places > 0 ? `${group(whole, options.locale)}${decimalMark(options.locale)}${fraction}` : group(whole, options.locale);
  return `${sign}${options.symbol ?? ''}${number}`;
}

/**
 * The header's balance (spec §2, §9): the whole part only, with the language's thousands
 * separators, no symbol (the header shows it apart). Cents are cut, not rounded: the header never
 * shows more than the wallet holds. "1234567.89" → "1,234,567" (EN) / "1.234.567" (PT).
 */
export function formatHeaderMoney(amount: string | number | null | undefined, options: { locale: string }): string {
  const d = parseDecimal(amount);
  if (!d) return MONEY_PLACEHOLDER;
  const whole = BigInt(d.whole || '0');
  return `${d.negative && whole !== 0n ? '-' : ''}${group(whole, options.locale)}`;
}

/**
 * A share (0..1) as a whole percentage in the language's way (Intl): 0.426 → "42%" (EN), "42 %"
 * where the language spaces it. Cut down, not rounded, and held to 0..100, so a progress bar
 * shows 100% only once all of it is done. Unknown (null, NaN) gives MONEY_PLACEHOLDER.
 */
export function formatPercent(fraction: number | null | undefined, options: { locale: string }): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return MONEY_PLACEHOLDER;
  const whole = Math.floor(Math.min(1, Math.max(0, fraction)) * 100 + 1e-9);
  return formatter(options.locale, 'percent').format(whole / 100);
}

// ---- Exact decimal arithmetic (docs/decisions/money.md "Amounts") ----
// Amounts are decimal strings on the wire and integer minor units (BigInt) in code, never floats:
// the API stores minor units, the wallet screens compare limits in them. One implementation for both.

/** Decimal places of the currencies the merchants use; others default to 2. */
export const CURRENCY_PLACES: Readonly<Record<string, number>> = { CNY: 2, BRL: 2, USD: 2, VND: 0, JPY: 0, KRW: 0 };

export function currencyPlaces(currencyCode: string): number {
  return CURRENCY_PLACES[currencyCode] ?? 2;
}

/** How many decimals a decimal string carries ("1000.00" → 2): the API answers in the currency's places. */
export function placesOf(amount: string): number {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
}

const PLAIN_DECIMAL = /^(\d{1,15})(?:\.(\d*))?$/;

/**
 * A non-negative decimal ("100", "12.5", "12.50"; up to 15 whole digits, no spaces) in minor units
 * of a currency with `places` decimals; null when it is not a plain number or has more decimals
 * than the currency.
 */
export function toMinor(amount: string, places: number): bigint | null {
  const m = PLAIN_DECIMAL.exec(amount);
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > places) return null;
  return BigInt(m[1] ?? '0') * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
}

/** Minor units (a BigInt, or a BIGINT read back as a number or text) → the decimal string with exactly `places` decimals. */
export function fromMinor(minor: bigint | number | string, places: number): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(typeof minor === 'number' ? Math.trunc(minor) : minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const whole = places ? digits.slice(0, -places) : digits;
  const fraction = places ? `.${digits.slice(-places)}` : '';
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
