import { currencyPlaces, formatMoney, formatPercent, fromMinor, languageTag, LANGUAGES } from '@tessera/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toMinor } from '../wallet/ledger';

// A promotion's terms are data (issue 28 item 2; docs/decisions/promotions-as-data.md). The deposit
// promotion's record (deposit_promos: percent, cap, minimum deposit, turnover multiple) is the one
// source of an offer's figures. A banner or promotion that advertises it references the record
// (deposit_promo_id, migration 0044) and writes the figures as placeholders, in its default text and
// in each language's version:
//   {{percent}}     100%          (the language's percent format)
//   {{cap}}         ¥1,000        (the merchant's currency symbol, the language's grouping; cents only when not whole)
//   {{minDeposit}}  ¥50
//   {{turnover}}    10            (the multiple: "x{{turnover}}")
// The API fills them at read time, in the asked language, with the app's own formatter
// (@tessera/contract formatMoney / formatPercent): change the record's cap and the banner, the
// promotions page and the deposit page all say the new amount.

export interface TOfferTerms {
  percentBp: number;
  capMinor: number;
  minDepositMinor: number;
  turnoverMultiplier: number;
  currency: string;
  symbol: string;
}

const PLACEHOLDER = /\{\{(percent|cap|minDeposit|turnover)\}\}/g;

/** Whether a text carries offer placeholders. */
export const hasTermPlaceholders = (text: string): boolean => /\{\{(percent|cap|minDeposit|turnover)\}\}/.test(text);

/** An amount in minor units as the app formats it: the symbol, the language's grouping, cents only when there are any. */
function money(minor: number, terms: TOfferTerms, locale: string): string {
  const places = currencyPlaces(terms.currency);
  const decimal = fromMinor(minor, places);
  const whole = places === 0 || minor % 10 ** places === 0;
  return formatMoney(decimal, { locale, symbol: terms.symbol, places: whole ? 0 : places });
}

/** `text` with the offer's placeholders filled in the language `lang` (a spec code; none: EN). */
export function renderTerms(text: string, terms: TOfferTerms | undefined, lang: string | undefined): string {
  if (!terms || !text.includes('{{')) return text;
  const locale = languageTag(lang);
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (name === 'percent') return formatPercent(terms.percentBp / 10_000, { locale });
    if (name === 'cap') return money(terms.capMinor, terms, locale);
    if (name === 'minDeposit') return money(terms.minDepositMinor, terms, locale);
    return String(terms.turnoverMultiplier);
  });
}

/** The terms of deposit promotions by id (with their merchant's currency and symbol). */
export async function offerTerms(db: Kysely<DB> | Transaction<DB>, promoIds: readonly (number | null)[]): Promise<Map<number, TOfferTerms>> {
  const ids = [...new Set(promoIds.filter((i): i is number => i !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('deposit_promos as p')
    .innerJoin('merchants as m', 'm.code', 'p.merchant_code')
    .select(['p.id', 'p.percent_bp', 'p.cap_minor', 'p.min_deposit_minor', 'p.turnover_multiplier', 'm.currency_code', 'm.currency_symbol'])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        percentBp: r.percent_bp,
        capMinor: toMinor(r.cap_minor),
        minDepositMinor: toMinor(r.min_deposit_minor),
        turnoverMultiplier: r.turnover_multiplier,
        currency: r.currency_code,
        symbol: r.currency_symbol,
      },
    ]),
  );
}

/** The terms each row references (announcements or promotions), by row id. */
export async function termsOfRows(db: Kysely<DB>, table: 'announcements' | 'promotions', ids: readonly number[]): Promise<Map<number, TOfferTerms>> {
  if (ids.length === 0) return new Map();
  const refs = await db
    .selectFrom(table)
    .select(['id', 'deposit_promo_id'])
    .where('id', 'in', [...new Set(ids)])
    .where('deposit_promo_id', 'is not', null)
    .execute();
  if (refs.length === 0) return new Map();
  const terms = await offerTerms(
    db,
    refs.map((r) => r.deposit_promo_id),
  );
  const out = new Map<number, TOfferTerms>();
  for (const r of refs) {
    const t = r.deposit_promo_id === null ? undefined : terms.get(r.deposit_promo_id);
    if (t) out.set(r.id, t);
  }
  return out;
}

/** Every title a picture may have been drawn from: the default and each version, rendered in each language. */
export function renderedTitles(titles: readonly string[], terms: TOfferTerms | undefined): string[] {
  if (!terms) return [...titles];
  return [...new Set(titles.flatMap((t) => [renderTerms(t, terms, undefined), ...LANGUAGES.map((l) => renderTerms(t, terms, l.code))]))];
}
