import { NON_AGENT_TYPES } from '@tessera/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { DAY_MS, utcDayOf, utcDayStart } from '../../lib/days';
import { merchantCurrency } from '../merchants';
import type { TAuthMember } from '../accounts';

export type TDb = Kysely<DB> | Transaction<DB>;

export { DAY_MS } from '../../lib/days';

/** Spec §6: agents are every member type but 4, 40, 41 and 42. */
export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}

export function requireAgent(member: TAuthMember | null): TAuthMember {
  if (!member) throw new ApiError('AUTH_REQUIRED');
  if (!isAgentType(member.type)) throw new ApiError('NOT_AGENT');
  return member;
}

export async function merchantPlaces(db: TDb, merchant: string): Promise<number> {
  return (await merchantCurrency(db, merchant)).places;
}

/** "dl_amber" → "dl***r": enough to recognise one's own downline, not to harvest names. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** Tenths of a percent → "1.5". */
export const formatRate = (tenths: number) => `${Math.trunc(tenths / 10)}.${tenths % 10}`;
/** "1.5" → 15 (the descriptor has already checked the format). */
export const parseRate = (rate: string) => {
  const [whole = '0', tenth = '0'] = rate.split('.');
  return Number(whole) * 10 + Number(tenth);
};

export const dayOf = utcDayOf;

/** A real calendar day "YYYY-MM-DD" → its UTC midnight, or null. */
export function parseDay(day: string): Date | null {
  const ms = utcDayStart(day);
  return ms === null ? null : new Date(ms);
}

/** A real month "YYYY-MM" → its first UTC midnight, or null. */
export function parseMonth(month: string): Date | null {
  if (!/^\d{4}-\d{2}$/.test(month)) return null;
  return parseDay(`${month}-01`);
}

export const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

/** An ISO range [start, end) of created_at values. */
export interface TRange {
  start: string;
  end: string;
}

export interface TDayRange extends TRange {
  from: string;
  to: string;
}

/** from/to query days (inclusive) → an ISO range; default the last 30 days up to today. */
export function dayRange(query: { from?: string | undefined; to?: string | undefined }, maxDays: number, now = new Date()): TDayRange {
  const toDay = query.to === undefined ? parseDay(dayOf(now)) : parseDay(query.to);
  if (!toDay) throw new ApiError('AGENT_DATE_RANGE_INVALID', { field: 'to' });
  const fromDay = query.from === undefined ? new Date(toDay.getTime() - 29 * DAY_MS) : parseDay(query.from);
  if (!fromDay) throw new ApiError('AGENT_DATE_RANGE_INVALID', { field: 'from' });
  const days = Math.round((toDay.getTime() - fromDay.getTime()) / DAY_MS) + 1;
  if (days < 1 || days > maxDays) throw new ApiError('AGENT_DATE_RANGE_INVALID', { maxDays });
  return { from: dayOf(fromDay), to: dayOf(toDay), start: fromDay.toISOString(), end: new Date(toDay.getTime() + DAY_MS).toISOString() };
}
