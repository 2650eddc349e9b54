import {
  RG_COOL_OFF_DAYS,
  RG_LIMIT_KEYS,
  RG_RAISE_DELAY_HOURS,
  RG_REALITY_CHECK_MINUTES,
  RG_SELF_EXCLUSION_MONTHS,
  RG_SESSION_LIMIT_MINUTES,
  RG_WINDOW_HOURS,
  type TRgExclusion,
  type TRgExclusionKind,
  type TRgLimit,
  type TRgLimitKey,
  type TRgSession,
  type TRgState,
} from '@tessera/contract/api';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { TBigint } from '../../db/columns';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { formatMinor, parseAmountToMinor } from '../../lib/money';
import { revokeMemberSessions } from '../accounts/sessions';
import { merchantCurrency } from '../merchants';
import { lockMember } from '../wallet/common';
import { memberNow } from './clock';

// Responsible gambling (docs/decisions/responsible-gambling.md). Limits are rows of rg_limits, one
// per member and key; a raise or removal waits in pending_* until pending_at and is applied lazily
// (whoever reads the row after pending_at sees the new value; the next write stores it). Windows are
// rolling (the last 24 hours, 7 days, 30 days before `now`), so no merchant timezone is needed and
// no midnight lets a member spend two days' limits in two minutes.
//
// The checks run inside the caller's transaction after the member's row is locked (lockMember), so
// two deposits or bets at once cannot both pass one limit: the second waits for the first to commit
// and then counts it.

type TDb = Kysely<DB> | Transaction<DB>;
type TMoneyKind = 'DEPOSIT' | 'LOSS' | 'WAGER';
type TWindow = keyof typeof RG_WINDOW_HOURS;

/** The reality-check interval is kept with the limits (it applies at once either way). */
const REALITY_KEY = 'REALITY_MINUTES';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Deposit orders that count against a deposit limit: waiting or credited (not failed or rejected). */
const COUNTED_DEPOSITS = ['PENDING', 'PAID', 'APPROVED'] as const;

export interface TMemberRef {
  id: number;
  merchantCode: string;
}

interface TLimitRow {
  limit_key: string;
  value: TBigint | null;
  pending_set: number;
  pending_value: TBigint | null;
  pending_at: string | null;
}

interface TEffective {
  value: number | null;
  pending: { value: number | null; at: string } | null;
}

/** A BIGINT as read back (number from SQLite, text from PostgreSQL). Not the ledger's toMinor: the ledger calls this module. */
const toMinor = (v: TBigint): number => (typeof v === 'number' ? v : Number(v));
const num = (v: TBigint | null): number | null => (v === null ? null : toMinor(v));

/** A row's value at `now`: a pending change whose time has come is in force. */
function effective(row: TLimitRow | undefined, now: Date): TEffective {
  if (!row) return { value: null, pending: null };
  if (row.pending_set === 1 && row.pending_at !== null) {
    if (row.pending_at <= now.toISOString()) return { value: num(row.pending_value), pending: null };
    return { value: num(row.value), pending: { value: num(row.pending_value), at: row.pending_at } };
  }
  return { value: num(row.value), pending: null };
}

async function limitRows(db: TDb, memberId: number): Promise<Map<string, TLimitRow>> {
  const rows = await db
    .selectFrom('rg_limits')
    .select(['limit_key', 'value', 'pending_set', 'pending_value', 'pending_at'])
    .where('member_id', '=', memberId)
    .execute();
  return new Map(rows.map((r) => [r.limit_key, r]));
}

const kindOf = (key: TRgLimitKey): TMoneyKind | null => (key === 'SESSION_MINUTES' ? null : (key.split('_')[0] as TMoneyKind));
const windowOf = (key: TRgLimitKey): TWindow => key.split('_')[1] as TWindow;
const since = (now: Date, w: TWindow) => new Date(now.getTime() - RG_WINDOW_HOURS[w] * HOUR_MS).toISOString();

interface TUsage {
  used: number;
  /** The oldest counted item: the window frees its amount at this time + the window. */
  oldest: string | null;
}

/** What a money window has used: deposits (waiting or credited), net loss (stakes minus payouts; an open bet counts as lost), stakes. */
async function usage(db: TDb, memberId: number, kind: TMoneyKind, from: string, exceptOrder?: string): Promise<TUsage> {
  if (kind === 'DEPOSIT') {
    const row = await db
      .selectFrom('deposit_orders')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<TBigint>('amount_minor'), eb.val(0)).as('total'), eb.fn.min<string>('created_at').as('oldest')])
      .where('member_id', '=', memberId)
      .where('status', 'in', [...COUNTED_DEPOSITS])
      .where('created_at', '>', from)
      .executeTakeFirstOrThrow();
    return { used: toMinor(row.total as TBigint), oldest: row.oldest ?? null };
  }
  const row = await db
    .selectFrom('bets')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<TBigint>('stake_minor'), eb.val(0)).as('stakes'),
      eb.fn.coalesce(eb.fn.sum<TBigint>('payout_minor'), eb.val(0)).as('payouts'),
      eb.fn.min<string>('created_at').as('oldest'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>', from)
    .$if(exceptOrder !== undefined, (q) => q.where('order_no', '!=', exceptOrder ?? ''))
    .executeTakeFirstOrThrow();
  const stakes = toMinor(row.stakes as TBigint);
  const used = kind === 'WAGER' ? stakes : Math.max(0, stakes - toMinor(row.payouts as TBigint));
  return { used, oldest: row.oldest ?? null };
}

const resetsAt = (u: TUsage, w: TWindow, now: Date) => new Date((u.oldest ? Date.parse(u.oldest) : now.getTime()) + RG_WINDOW_HOURS[w] * HOUR_MS).toISOString();

const REFUSAL: Record<TMoneyKind, 'RG_DEPOSIT_LIMIT' | 'RG_LOSS_LIMIT' | 'RG_WAGER_LIMIT'> = {
  DEPOSIT: 'RG_DEPOSIT_LIMIT',
  LOSS: 'RG_LOSS_LIMIT',
  WAGER: 'RG_WAGER_LIMIT',
};

/**
 * Refuses `amountMinor` more of `kind` when it would pass any of the member's limits of that kind
 * (the day's first, then the week's, then the month's). amountMinor 0: refuses only a limit already
 * used up (a game launch).
 */
async function checkMoney(trx: TDb, member: TMemberRef, kind: TMoneyKind, amountMinor: number, now: Date, exceptOrder?: string): Promise<void> {
  const rows = await limitRows(trx, member.id);
  for (const w of ['DAY', 'WEEK', 'MONTH'] as const) {
    const key = `${kind}_${w}` as TRgLimitKey;
    const limit = effective(rows.get(key), now).value;
    if (limit === null) continue;
    const u = await usage(trx, member.id, kind, since(now, w), exceptOrder);
    const refused = amountMinor > 0 ? u.used + amountMinor > limit : u.used >= limit;
    if (!refused) continue;
    const { places } = await merchantCurrency(trx, member.merchantCode);
    throw new ApiError(REFUSAL[kind], {
      key,
      limit: formatMinor(limit, places),
      used: formatMinor(u.used, places),
      left: formatMinor(Math.max(0, limit - u.used), places),
      resetsAt: resetsAt(u, w, now),
    });
  }
}

/** Deposit order creation (gateway and manual): call after lockMember, in the order's transaction. */
export async function checkDepositLimits(trx: Transaction<DB>, member: TMemberRef, amountMinor: number, now = memberNow(member.id)): Promise<void> {
  await checkMoney(trx, member, 'DEPOSIT', amountMinor, now);
}

async function sessionStart(db: TDb, sessionHash: string | null): Promise<string | null> {
  if (!sessionHash) return null;
  const row = await db.selectFrom('sessions').select('created_at').where('token_hash', '=', sessionHash).executeTakeFirst();
  return row?.created_at ?? null;
}

async function checkSession(db: TDb, member: TMemberRef, sessionHash: string | null, now: Date): Promise<void> {
  const rows = await limitRows(db, member.id);
  const limit = effective(rows.get('SESSION_MINUTES'), now).value;
  if (limit === null) return;
  const started = await sessionStart(db, sessionHash);
  if (started && now.getTime() - Date.parse(started) >= limit * 60_000) {
    throw new ApiError('RG_SESSION_LIMIT', { limitMinutes: limit, startedAt: started });
  }
}

async function refuseExcluded(db: TDb, memberId: number, now: Date): Promise<void> {
  const ex = await activeExclusion(db, memberId, now);
  if (ex) throw new ApiError('RG_EXCLUDED', { kind: ex.kind, endsAt: ex.endsAt });
}

/**
 * THE bet check: the ledger's postMemberMovement calls it for every BET debit (wallet/ledger.ts), so
 * every game that stakes real money (slot, table, crash, lottery, any new one) passes here, inside
 * the bet's transaction, after its bets row is written and before the money moves. It locks the
 * member (two bets at once are counted one after the other) and refuses: an exclusion, the session
 * time limit, a wager limit, a loss limit. `reference` is the movement's 'bet:<orderNo>': that bet
 * is not counted twice, and its launch ticket names the session.
 */
export async function checkBetDebit(trx: Transaction<DB>, m: { merchant: string; memberId: number; amountMinor: number; reference: string }): Promise<void> {
  await lockMember(trx, m.memberId);
  const orderNo = m.reference.startsWith('bet:') ? m.reference.slice(4) : undefined;
  const ticket = orderNo
    ? await trx
        .selectFrom('bets')
        .innerJoin('play_tickets', 'play_tickets.id', 'bets.ticket_id')
        .select('play_tickets.session_hash')
        .where('bets.order_no', '=', orderNo)
        .executeTakeFirst()
    : undefined;
  const member = { id: m.memberId, merchantCode: m.merchant };
  const now = memberNow(m.memberId);
  const stake = -m.amountMinor;
  await refuseExcluded(trx, member.id, now);
  await checkSession(trx, member, ticket?.session_hash ?? null, now);
  await checkMoney(trx, member, 'WAGER', stake, now, orderNo);
  await checkMoney(trx, member, 'LOSS', stake, now, orderNo);
}

/** A real-money game launch: refused past the session limit or with a wager or loss limit used up. */
export async function checkLaunchLimits(db: TDb, member: TMemberRef & { sessionHash: string }, now = memberNow(member.id)): Promise<void> {
  await refuseExcluded(db, member.id, now);
  await checkSession(db, member, member.sessionHash, now);
  await checkMoney(db, member, 'WAGER', 0, now);
  await checkMoney(db, member, 'LOSS', 0, now);
}

// ---- exclusions ----

interface TExclusionRow {
  kind: string;
  starts_at: string;
  ends_at: string;
}

const exclusionOf = (r: TExclusionRow): TRgExclusion => ({ kind: r.kind as TRgExclusionKind, startedAt: r.starts_at, endsAt: r.ends_at });

export async function activeExclusion(db: TDb, memberId: number, now: Date = memberNow(memberId)): Promise<TRgExclusion | null> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('rg_exclusions')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('member_id', '=', memberId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
  return row ? exclusionOf(row) : null;
}

/** Login refusal (accounts' grantSession, the one path every login and registration takes to a session). */
export async function refuseExcludedLogin(db: TDb, memberId: number): Promise<void> {
  await refuseExcluded(db, memberId, memberNow(memberId));
}

/** An ID number as compared: upper case, letters and digits only. */
export const normalizeIdNumber = (v: string | null | undefined): string | null => {
  const s = (v ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  return s === '' ? null : s;
};

export interface TIdentity {
  mobile: { countryCode: string; mobile: string } | null;
  email: string | null;
  idNumber: string | null;
}

/**
 * A registration whose mobile (country code + digits, as members keeps it), e-mail (lower case) or
 * ID number (normalizeIdNumber) is that of a running exclusion of the merchant is refused.
 */
export async function refuseExcludedIdentity(db: TDb, merchant: string, who: TIdentity, now = new Date()): Promise<void> {
  const idNumber = normalizeIdNumber(who.idNumber);
  const email = who.email?.toLowerCase() ?? null;
  if (!who.mobile && !email && !idNumber) return;
  const at = now.toISOString();
  const row = await db
    .selectFrom('rg_exclusions')
    .select(['country_code', 'mobile', 'email', 'id_number', 'ends_at'])
    .where('merchant_code', '=', merchant)
    // Not before its end (a recorded exclusion is in force from the moment it is asked for; with the
    // test clock a member's exclusion may start "later" than the server's time).
    .where('ends_at', '>', at)
    .where((eb) => {
      const any = [];
      if (who.mobile) any.push(eb.and([eb('country_code', '=', who.mobile.countryCode), eb('mobile', '=', who.mobile.mobile)]));
      if (email) any.push(eb('email', '=', email));
      if (idNumber) any.push(eb('id_number', '=', idNumber));
      return eb.or(any);
    })
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
  if (!row) return;
  const field = who.mobile && row.mobile === who.mobile.mobile ? 'mobileNum' : email && row.email === email ? 'email' : 'idNumber';
  throw new ApiError('RG_IDENTITY_EXCLUDED', { field, endsAt: row.ends_at });
}

function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export interface TExclusionBody {
  kind: TRgExclusionKind;
  days?: number | undefined;
  months?: number | undefined;
}

/** Starts a cool-off or self-exclusion: recorded with the member's identity, every session ended. */
export async function startExclusion(db: Kysely<DB>, member: TMemberRef, body: TExclusionBody, now = memberNow(member.id)): Promise<TRgExclusion> {
  let endsAt: Date;
  if (body.kind === 'COOL_OFF') {
    if (body.days === undefined || !(RG_COOL_OFF_DAYS as readonly number[]).includes(body.days) || body.months !== undefined) {
      throw new ApiError('RG_LIMIT_INVALID', { field: 'days', allowed: [...RG_COOL_OFF_DAYS] });
    }
    endsAt = new Date(now.getTime() + body.days * DAY_MS);
  } else {
    if (body.months === undefined || !(RG_SELF_EXCLUSION_MONTHS as readonly number[]).includes(body.months) || body.days !== undefined) {
      throw new ApiError('RG_LIMIT_INVALID', { field: 'months', allowed: [...RG_SELF_EXCLUSION_MONTHS] });
    }
    endsAt = addMonths(now, body.months);
  }
  const running = await activeExclusion(db, member.id, now);
  if (running) throw new ApiError('RG_EXCLUSION_ACTIVE', { kind: running.kind, endsAt: running.endsAt });
  const m = await db.selectFrom('members').select(['country_code', 'mobile', 'email', 'profile']).where('id', '=', member.id).executeTakeFirstOrThrow();
  const idNumber = normalizeIdNumber(parseJson<{ idNumber?: string }>(m.profile, {}).idNumber);
  const row = {
    merchant_code: member.merchantCode,
    member_id: member.id,
    kind: body.kind,
    starts_at: now.toISOString(),
    ends_at: endsAt.toISOString(),
    country_code: m.mobile ? m.country_code : null,
    mobile: m.mobile,
    email: m.email,
    id_number: idNumber,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('rg_exclusions').values(row).execute();
    await recordEvent(trx, member.id, 'member', 'EXCLUSION_STARTED', { kind: body.kind, endsAt: row.ends_at }, now);
  });
  await revokeMemberSessions(db, member.id, `rg-${body.kind.toLowerCase()}`);
  return exclusionOf(row);
}

// ---- limits ----

async function recordEvent(db: TDb, memberId: number, actor: string, action: string, detail: object, now: Date): Promise<void> {
  await db
    .insertInto('rg_events')
    .values({ member_id: memberId, actor: actor.slice(0, 64), action, detail: JSON.stringify(detail), created_at: now.toISOString() })
    .execute();
}

/** The limit's value in its stored unit: minor units, or minutes for SESSION_MINUTES; RG_LIMIT_INVALID otherwise. */
function parseLimit(key: TRgLimitKey, value: string, places: number): number {
  if (key === 'SESSION_MINUTES') {
    const minutes = Number(value);
    if (!(RG_SESSION_LIMIT_MINUTES as readonly number[]).includes(minutes))
      throw new ApiError('RG_LIMIT_INVALID', { field: 'value', allowed: [...RG_SESSION_LIMIT_MINUTES] });
    return minutes;
  }
  const minor = parseAmountToMinor(value, places);
  if (minor === null || minor <= 0) throw new ApiError('RG_LIMIT_INVALID', { field: 'value' });
  return minor;
}

/**
 * Sets (value) or removes (null) one limit. Tighter than the one in force (or a first limit):
 * applies at once and drops a pending raise. Looser or a removal: pending for RG_RAISE_DELAY_HOURS
 * (a new request replaces the pending one and restarts its wait).
 */
export async function setLimit(db: Kysely<DB>, member: TMemberRef, key: TRgLimitKey, value: string | null, now = memberNow(member.id)): Promise<TRgState> {
  const { places } = await merchantCurrency(db, member.merchantCode);
  const wanted = value === null ? null : parseLimit(key, value, places);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const rows = await limitRows(trx, member.id);
    const current = effective(rows.get(key), now).value;
    const tighter = wanted !== null && (current === null || wanted < current);
    const same = wanted === current;
    const stored = {
      updated_at: at,
      ...(tighter || same
        ? { value: tighter ? wanted : current, pending_set: 0 as const, pending_value: null, pending_at: null }
        : {
            value: current,
            pending_set: 1 as const,
            pending_value: wanted,
            pending_at: new Date(now.getTime() + RG_RAISE_DELAY_HOURS * HOUR_MS).toISOString(),
          }),
    };
    await trx
      .insertInto('rg_limits')
      .values({ member_id: member.id, limit_key: key, ...stored })
      .onConflict((oc) => oc.columns(['member_id', 'limit_key']).doUpdateSet(stored))
      .execute();
    const action = tighter ? 'LIMIT_LOWERED' : same ? 'LIMIT_KEPT' : wanted === null ? 'LIMIT_REMOVAL_PENDING' : 'LIMIT_RAISE_PENDING';
    await recordEvent(trx, member.id, 'member', action, { key, from: current, to: wanted, effectiveAt: stored.pending_at ?? at }, now);
  });
  return responsibleState(db, member, now);
}

/** The reality-check interval: applies at once either way (it is a reminder, not a limit). */
export async function setRealityCheck(db: Kysely<DB>, member: TMemberRef, minutes: number | null, now = memberNow(member.id)): Promise<TRgState> {
  if (minutes !== null && !(RG_REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) {
    throw new ApiError('RG_LIMIT_INVALID', { field: 'minutes', allowed: [...RG_REALITY_CHECK_MINUTES] });
  }
  const stored = { value: minutes, pending_set: 0 as const, pending_value: null, pending_at: null, updated_at: now.toISOString() };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rg_limits')
      .values({ member_id: member.id, limit_key: REALITY_KEY, ...stored })
      .onConflict((oc) => oc.columns(['member_id', 'limit_key']).doUpdateSet(stored))
      .execute();
    await recordEvent(trx, member.id, 'member', 'REALITY_CHECK_SET', { minutes }, now);
  });
  return responsibleState(db, member, now);
}

/** The member's limits (in force, pending, used), reality-check interval and exclusion. */
export async function responsibleState(db: TDb, member: TMemberRef, now = memberNow(member.id)): Promise<TRgState> {
  const { places, code: currency } = await merchantCurrency(db, member.merchantCode);
  const rows = await limitRows(db, member.id);
  const limits: TRgLimit[] = [];
  for (const key of RG_LIMIT_KEYS) {
    const e = effective(rows.get(key), now);
    const kind = kindOf(key);
    const show = (v: number | null) => (v === null ? null : kind === null ? String(v) : formatMinor(v, places));
    const u = kind === null ? null : await usage(db, member.id, kind, since(now, windowOf(key)));
    const used = u === null ? null : formatMinor(u.used, places);
    // When the window frees its oldest counted amount (the deposit page's "left until …"; issue 28).
    const freesAt = u?.oldest ? resetsAt(u, windowOf(key), now) : null;
    limits.push({
      key,
      value: show(e.value),
      pending: e.pending ? { value: show(e.pending.value), effectiveAt: e.pending.at } : null,
      used,
      resetsAt: freesAt,
    });
  }
  return {
    currency,
    limits,
    realityCheckMinutes: effective(rows.get(REALITY_KEY), now).value,
    exclusion: await activeExclusion(db, member.id, now),
  };
}

/** This login session's time and result, for the reality check. */
export async function sessionStatus(db: TDb, member: TMemberRef & { sessionHash: string }, now = memberNow(member.id)): Promise<TRgSession> {
  const { places } = await merchantCurrency(db, member.merchantCode);
  const rows = await limitRows(db, member.id);
  const startedAt = (await sessionStart(db, member.sessionHash)) ?? now.toISOString();
  const row = await db
    .selectFrom('bets')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<TBigint>('stake_minor'), eb.val(0)).as('stakes'),
      eb.fn.coalesce(eb.fn.sum<TBigint>('payout_minor'), eb.val(0)).as('payouts'),
    ])
    .where('member_id', '=', member.id)
    .where('created_at', '>=', startedAt)
    .executeTakeFirstOrThrow();
  const stakes = toMinor(row.stakes as TBigint);
  const elapsedMinutes = Math.max(0, Math.floor((now.getTime() - Date.parse(startedAt)) / 60_000));
  const limit = effective(rows.get('SESSION_MINUTES'), now).value;
  return {
    startedAt,
    now: now.toISOString(),
    elapsedMinutes,
    net: formatMinor(toMinor(row.payouts as TBigint) - stakes, places),
    stakes: formatMinor(stakes, places),
    realityCheckMinutes: effective(rows.get(REALITY_KEY), now).value,
    sessionLimitMinutes: limit,
    limitReached: limit !== null && elapsedMinutes >= limit,
  };
}

// ---- operator ----

export async function adminView(db: Kysely<DB>, memberId: number) {
  const m = await db.selectFrom('members').select(['id', 'merchant_code', 'username']).where('id', '=', memberId).executeTakeFirst();
  if (!m) throw new ApiError('USER_NOT_FOUND', { memberId });
  const member = { id: m.id, merchantCode: m.merchant_code };
  const events = await db
    .selectFrom('rg_events')
    .select(['created_at', 'actor', 'action', 'detail'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return {
    memberId: m.id,
    merchantCode: m.merchant_code,
    username: m.username,
    state: await responsibleState(db, member),
    events: events.map((e) => ({ at: e.created_at, actor: e.actor, action: e.action, detail: e.detail })),
  };
}

/** An operator's request to end an exclusion early: recorded, and always refused. */
export async function adminLift(db: Kysely<DB>, actor: string, memberId: number, reason: string | undefined): Promise<never> {
  const m = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!m) throw new ApiError('USER_NOT_FOUND', { memberId });
  const now = memberNow(memberId);
  const ex = await activeExclusion(db, memberId, now);
  if (!ex) throw new ApiError('RG_NOT_EXCLUDED', { memberId });
  await recordEvent(db, memberId, actor, 'LIFT_REFUSED', { kind: ex.kind, endsAt: ex.endsAt, reason: reason ?? null }, now);
  throw new ApiError('RG_EXCLUSION_LOCKED', { kind: ex.kind, endsAt: ex.endsAt });
}

/**
 * The console's way to a member: a merchant's members whose username starts with `q`
 * (case-insensitive) or whose mobile ends with `q` (digits only), newest first, at most 20, each
 * with a running exclusion. The mobile is masked but for its last 4 digits.
 */
export async function findMembers(db: Kysely<DB>, merchant: string, q: string) {
  const known = await db.selectFrom('merchants').select('code').where('code', '=', merchant).executeTakeFirst();
  if (!known) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
  const text = q.trim().toLowerCase();
  const digits = /^\d+$/.test(text) ? text : null;
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username', 'mobile', 'created_at'])
    .where('merchant_code', '=', merchant)
    .where((eb) => {
      // substr rather than LIKE: no wildcard in q can widen the match, on SQLite and PostgreSQL alike.
      const byName = eb(sql<string>`substr(lower(${eb.ref('username')}), 1, ${text.length})`, '=', text);
      if (!digits) return byName;
      return eb.or([byName, eb(sql<string>`substr(${eb.ref('mobile')}, length(${eb.ref('mobile')}) - ${digits.length - 1})`, '=', digits)]);
    })
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return Promise.all(
    rows.map(async (r) => {
      const ex = await activeExclusion(db, r.id);
      return {
        id: r.id,
        username: r.username,
        mobile: r.mobile ? `${'•'.repeat(Math.max(0, r.mobile.length - 4))}${r.mobile.slice(-4)}` : null,
        createdAt: String(r.created_at),
        exclusion: ex ? { kind: ex.kind, endsAt: ex.endsAt } : null,
      };
    }),
  );
}
