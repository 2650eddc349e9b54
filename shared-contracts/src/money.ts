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

/** Locale tag (BCP 47, e.g. 'en', 'pt', 'pt-BR') → Intl separators. */
function decimalMark(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

function group(whole: bigint, locale: string): string {
  return formatter(locale, 'group').format(whole);
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
