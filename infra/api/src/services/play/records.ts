import { DAY_MS, utcDayOf, utcDayStart } from '../../lib/days';
import type { bettingRecords, TBetRecord, TBetStatus, TEndpointInput, TEndpointOutput, thirdPartyGameRecords } from '@tessera/contract/api';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { merchantCurrency } from './games';
import { betDrawClosed, settleDraws } from './lottery';

// Betting records (the spec's game records: orders, order detail, cancel). Lottery bets of closed
// draws are settled first (lazily), so a record never shows OPEN for a draw that is over.

type TQuery = TEndpointInput<typeof bettingRecords>['query'];

/** Longest day range of one records query. */
export const MAX_RANGE_DAYS = 92;
/** Days listed when no range is sent (today and the six before). */
export const DEFAULT_RANGE_DAYS = 7;

const dayStart = utcDayStart;

function betRows(db: Kysely<DB>) {
  return db
    .selectFrom('bets as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .select([
      'b.order_no',
      'b.game_id',
      'g.name as game_name',
      'g.game_code',
      'b.vendor_code',
      'b.category',
      'b.stake_minor',
      'b.payout_minor',
      'b.status',
      'b.draw_no',
      'b.detail',
      'b.created_at',
      'b.settled_at',
    ]);
}

type TBetRow = Awaited<ReturnType<ReturnType<typeof betRows>['executeTakeFirstOrThrow']>>;

function toRecord(row: TBetRow, places: number, nowMs: number): TBetRecord {
  const stake = toMinor(row.stake_minor);
  const payout = toMinor(row.payout_minor);
  const settled = row.status === 'WON' || row.status === 'LOST';
  const drawNo = row.draw_no === null ? null : toMinor(row.draw_no);
  return {
    orderNo: row.order_no,
    nodeId: String(row.game_id),
    gameName: row.game_name,
    vendor: row.vendor_code,
    category: row.category,
    stake: formatMinor(stake, places),
    payout: formatMinor(payout, places),
    profit: formatMinor(settled ? payout - stake : 0, places),
    status: row.status as TBetStatus,
    drawNo,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    cancellable: row.status === 'OPEN' && drawNo !== null && !betDrawClosed(row, drawNo, nowMs),
  };
}

/** The day range of a records query (UTC days, inclusive) as [from, to) ISO bounds, or PLAY_RANGE_INVALID. */
function rangeOf(q: { from?: string | undefined; to?: string | undefined }, now: Date): { fromIso: string; toIso: string } {
  const to = q.to ?? utcDayOf(now);
  const toMs = dayStart(to);
  const fromMs = q.from !== undefined ? dayStart(q.from) : toMs === null ? null : toMs - (DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  if (toMs === null || fromMs === null || fromMs > toMs || (toMs - fromMs) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    throw new ApiError('PLAY_RANGE_INVALID', { from: q.from ?? null, to: q.to ?? null, maxDays: MAX_RANGE_DAYS });
  }
  return { fromIso: new Date(fromMs).toISOString(), toIso: new Date(toMs + DAY_MS).toISOString() };
}

type TThirdPartyQuery = TEndpointInput<typeof thirdPartyGameRecords>['query'];

/**
 * Third-party game record: the member's bets (this merchant) summed per vendor and UTC day, newest
 * day first then vendor; cancelled bets are left out. stake counts every other bet, profit =
 * payout - stake of the settled (WON/LOST) ones. Lottery draws are settled first.
 */
export async function thirdPartyRecords(
  db: Kysely<DB>,
  merchant: string,
  memberId: number,
  q: TThirdPartyQuery,
  now = new Date(),
): Promise<TEndpointOutput<typeof thirdPartyGameRecords>> {
  const { fromIso, toIso } = rangeOf(q, now);
  await settleDraws(db, now);
  const { places } = await merchantCurrency(db, merchant);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  let filtered = db
    .selectFrom('bets as b')
    .where('b.merchant_code', '=', merchant)
    .where('b.member_id', '=', memberId)
    .where('b.status', '!=', 'CANCELLED')
    .where('b.created_at', '>=', fromIso)
    .where('b.created_at', '<', toIso);
  if (q.vendor !== undefined) filtered = filtered.where('b.vendor_code', '=', q.vendor);
  // Literal text (no parameters) so PostgreSQL sees the same expression in SELECT and GROUP BY.
  const day = sql<string>`substr(b.created_at, 1, 10)`;
  const sums = filtered.select((eb) => [
    eb.fn.countAll<number | string>().as('n'),
    eb.fn.sum<number | string | null>('b.stake_minor').as('stake'),
    eb.fn.sum<number | string | null>('b.payout_minor').as('payout'),
    eb.fn.sum<number | string | null>(eb.case().when('b.status', 'in', ['WON', 'LOST']).then(eb.ref('b.stake_minor')).else(0).end()).as('settled_stake'),
  ]);
  const grouped = sums.select([day.as('day'), 'b.vendor_code']).groupBy([day, 'b.vendor_code']);
  const totalRow = await db
    .selectFrom(grouped.as('t'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const all = await sums.executeTakeFirstOrThrow();
  const rows = await grouped
    .orderBy('day', 'desc')
    .orderBy('b.vendor_code')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const names = new Map(
    rows.length
      ? (
          await db
            .selectFrom('vendors')
            .select(['code', 'name'])
            .where(
              'code',
              'in',
              rows.map((r) => r.vendor_code),
            )
            .execute()
        ).map((v) => [v.code, v.name])
      : [],
  );
  const fmt = (m: number) => formatMinor(m, places);
  const total = Number(totalRow.n);
  return {
    list: rows.map((r) => ({
      day: r.day,
      vendor: r.vendor_code,
      vendorName: names.get(r.vendor_code) ?? r.vendor_code,
      count: Number(r.n),
      stake: fmt(toMinor(r.stake)),
      payout: fmt(toMinor(r.payout)),
      profit: fmt(toMinor(r.payout) - toMinor(r.settled_stake)),
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
    totals: {
      count: Number(all.n),
      stake: fmt(toMinor(all.stake)),
      payout: fmt(toMinor(all.payout)),
      profit: fmt(toMinor(all.payout) - toMinor(all.settled_stake)),
    },
  };
}

export async function listBets(
  db: Kysely<DB>,
  merchant: string,
  memberId: number,
  q: TQuery,
  now = new Date(),
): Promise<TEndpointOutput<typeof bettingRecords>> {
  const { fromIso, toIso } = rangeOf(q, now);
  await settleDraws(db, now);
  const { places } = await merchantCurrency(db, merchant);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  let filtered = db
    .selectFrom('bets as b')
    .where('b.merchant_code', '=', merchant)
    .where('b.member_id', '=', memberId)
    .where('b.created_at', '>=', fromIso)
    .where('b.created_at', '<', toIso);
  if (q.vendor !== undefined) filtered = filtered.where('b.vendor_code', '=', q.vendor);
  if (q.status !== undefined) filtered = filtered.where('b.status', '=', q.status);
  if (q.category !== undefined) filtered = filtered.where('b.category', '=', q.category);

  const sums = await filtered
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>(eb.case().when('b.status', '!=', 'CANCELLED').then(eb.ref('b.stake_minor')).else(0).end()).as('stake'),
      eb.fn.sum<number | string | null>('b.payout_minor').as('payout'),
      eb.fn.sum<number | string | null>(eb.case().when('b.status', 'in', ['WON', 'LOST']).then(eb.ref('b.stake_minor')).else(0).end()).as('settled_stake'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(sums.n);
  const stake = toMinor(sums.stake);
  const payout = toMinor(sums.payout);
  const settledStake = toMinor(sums.settled_stake);

  let rows = betRows(db)
    .where('b.merchant_code', '=', merchant)
    .where('b.member_id', '=', memberId)
    .where('b.created_at', '>=', fromIso)
    .where('b.created_at', '<', toIso);
  if (q.vendor !== undefined) rows = rows.where('b.vendor_code', '=', q.vendor);
  if (q.status !== undefined) rows = rows.where('b.status', '=', q.status);
  if (q.category !== undefined) rows = rows.where('b.category', '=', q.category);
  const list = await rows
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return {
    list: list.map((r) => toRecord(r, places, now.getTime())),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
    totals: { stake: formatMinor(stake, places), payout: formatMinor(payout, places), profit: formatMinor(payout - settledStake, places) },
  };
}

export async function betDetail(db: Kysely<DB>, merchant: string, memberId: number, orderNo: string, now = new Date()): Promise<TBetRecord> {
  await settleDraws(db, now);
  const row = await betRows(db)
    .where('b.order_no', '=', orderNo)
    .where('b.merchant_code', '=', merchant)
    .where('b.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError('PLAY_ORDER_NOT_FOUND', { orderNo });
  const { places } = await merchantCurrency(db, merchant);
  return toRecord(row, places, now.getTime());
}

/**
 * Cancels an OPEN lottery bet of a draw still open: CANCELLED and BET_REFUND in the caller's
 * transaction (the Idempotency-Key's); the guarded UPDATE (status = 'OPEN') makes a second cancel,
 * or a cancel racing settlement, refund nothing.
 */
export async function cancelBet(
  trx: Transaction<DB>,
  merchant: string,
  memberId: number,
  orderNo: string,
  now = new Date(),
): Promise<{ order: TBetRecord; balance: string }> {
  const find = () =>
    betRows(trx).where('b.order_no', '=', orderNo).where('b.merchant_code', '=', merchant).where('b.member_id', '=', memberId).executeTakeFirst();
  const row = await find();
  if (!row) throw new ApiError('PLAY_ORDER_NOT_FOUND', { orderNo });
  const { places } = await merchantCurrency(trx, merchant);
  const drawNo = row.draw_no === null ? null : toMinor(row.draw_no);
  if (row.status !== 'OPEN' || drawNo === null || betDrawClosed(row, drawNo, now.getTime())) {
    throw new ApiError('PLAY_ORDER_NOT_CANCELLABLE', { orderNo, status: row.status });
  }
  const res = await trx
    .updateTable('bets')
    .set({ status: 'CANCELLED', settled_at: now.toISOString() })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new ApiError('PLAY_ORDER_NOT_CANCELLABLE', { orderNo });
  const moved = await postMemberMovement(trx, {
    merchant,
    memberId,
    type: 'BET_REFUND',
    amountMinor: toMinor(row.stake_minor),
    book: 'house',
    reference: `bet:${orderNo}`,
    description: `Cancelled ${orderNo}: stake refunded`,
  });
  const after = await find();
  if (!after) throw new ApiError('PLAY_ORDER_NOT_FOUND', { orderNo });
  return { order: toRecord(after, places, now.getTime()), balance: formatMinor(moved.balanceMinor, places) };
}
