import type { lotteryDraws, placeLotteryBet, TEndpointInput, TEndpointOutput } from '@tessera/contract/api';
import { LOTTERY_DRAW_SECONDS } from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { TBigint } from '../../db/columns';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { isUniqueViolation } from '../accounts/members';
import { memberBalance, postMemberMovement, toMinor } from '../wallet/ledger';
import { betRow, newOrderNo, parseStake } from './common';
import { checkPlayable, gameById, isLotteryVendor, merchantCurrency } from './games';
import { drawClosed, drawNumbers, openDrawNo, parseSelection, payoutOf, selectionWins, DRAW_MS, type TLotterySelection } from './rules';
import { closeMs, closedDraws, drawResultOf, isClosed, openDraw, opensMs, scheduleOf, VN_VENDOR, type TPrize, type TSchedule } from './schedule';
import { resolveTicket } from './tickets';

// The demo lottery: each lottery game has its own series of draws (schedule.ts: daily at a fixed
// local time for the Vietnamese games, every 45 s to 5 min for the others). The open draw of a game
// takes bets until it closes; then its result is drawn from crypto randomness and stored once per
// (game, draw) (INSERT ... ON CONFLICT DO NOTHING, then read back: concurrent settlers agree).
// Every OPEN bet of a closed draw is settled exactly once: a guarded UPDATE ... WHERE status =
// 'OPEN' in the same transaction as its PAYOUT, so a second settler (timer, lazy read, another
// process) changes nothing.
//
// Legacy: bets placed before the per-game draws (detail without `series`) keep settling against the
// former global 60-s series (table lottery_draws); lotteryDraws without nodeId still lists it.

type TBetBody = TEndpointInput<typeof placeLotteryBet>['body'];
export type TBetAnswer = TEndpointOutput<typeof placeLotteryBet>;
type TDb = Kysely<DB> | Transaction<DB>;

export interface TLotteryDetail {
  game: 'lottery';
  /** 'game': the draw series of the bet's game; absent: the legacy global series. */
  series?: 'game';
  playType: 'trad' | 'ent';
  selection: string;
  odds: number;
  numbers?: number[];
}

/** A lottery game: enough to know its schedule. */
export interface TLotteryGame {
  id: number;
  vendor_code: string;
  game_code: string;
}

export interface TGameDraw {
  drawNo: number;
  numbers: number[];
  prizes: TPrize[] | null;
  drawTime: string;
  drawnAt: string;
}

const selectionText = (s: TLotterySelection) => (s.playType === 'trad' ? s.pattern : s.pick);
export const scheduleOfGame = (g: { vendor_code: string; game_code: string }) => scheduleOf(g.vendor_code, g.game_code);

/** Whether the draw of a stored bet is closed (its game's schedule; legacy bets: the global 60-s series). */
export function betDrawClosed(bet: { vendor_code: string; game_code: string; detail: string }, drawNo: number, nowMs: number): boolean {
  const detail = JSON.parse(bet.detail) as TLotteryDetail;
  return detail.series === 'game' ? isClosed(scheduleOfGame(bet), drawNo, nowMs) : drawClosed(drawNo, nowMs);
}

/** Legacy global series: the stored result of a closed draw, drawing it first when nobody has. */
export async function drawResult(db: TDb, drawNo: number, now = new Date()): Promise<{ numbers: number[]; drawnAt: string }> {
  const read = () => db.selectFrom('lottery_draws').select(['numbers', 'drawn_at']).where('draw_no', '=', drawNo).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('lottery_draws')
      .values({ draw_no: drawNo, numbers: drawNumbers().join(''), drawn_at: now.toISOString() })
      .onConflict((oc) => oc.column('draw_no').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`draw ${drawNo} has no result`);
  return { numbers: [...row.numbers].map(Number), drawnAt: row.drawn_at };
}

/**
 * The stored results of closed draws of one game, drawing (once) those nobody has drawn yet; in
 * the order of `drawNos`. Callers pass only closed draws.
 */
export async function gameDrawResults(db: TDb, game: TLotteryGame, drawNos: readonly number[], now = new Date()): Promise<TGameDraw[]> {
  if (drawNos.length === 0) return [];
  const read = () =>
    db
      .selectFrom('lottery_game_draws')
      .select(['draw_no', 'numbers', 'prizes', 'draw_time', 'drawn_at'])
      .where('game_id', '=', game.id)
      .where('draw_no', 'in', [...drawNos])
      .execute();
  let rows = await read();
  const have = new Set(rows.map((r) => toMinor(r.draw_no)));
  // Ascending: concurrent inserts of overlapping draws take the unique-index locks in one order.
  const missing = drawNos.filter((n) => !have.has(n)).sort((a, b) => a - b);
  if (missing.length) {
    const schedule = scheduleOfGame(game);
    const vietnamese = game.vendor_code === VN_VENDOR;
    await db
      .insertInto('lottery_game_draws')
      .values(
        missing.map((drawNo) => {
          const r = drawResultOf(vietnamese);
          return {
            game_id: game.id,
            draw_no: drawNo,
            numbers: r.numbers,
            prizes: r.prizes ? JSON.stringify(r.prizes) : null,
            draw_time: new Date(closeMs(schedule, drawNo)).toISOString(),
            drawn_at: now.toISOString(),
          };
        }),
      )
      .onConflict((oc) => oc.columns(['game_id', 'draw_no']).doNothing())
      .execute();
    rows = await read();
  }
  const byNo = new Map(rows.map((r) => [toMinor(r.draw_no), r]));
  return drawNos.map((drawNo) => {
    const r = byNo.get(drawNo);
    if (!r) throw new Error(`game ${game.id} draw ${drawNo} has no result`);
    return {
      drawNo,
      numbers: [...r.numbers].map(Number),
      prizes: r.prizes ? (JSON.parse(r.prizes) as TPrize[]) : null,
      drawTime: r.draw_time,
      drawnAt: r.drawn_at,
    };
  });
}

interface TOpenBet {
  id: number;
  draw_no: number | string | null;
  detail: string;
  game_id: number;
  vendor_code: string;
  game_code: string;
}

/** A lottery bet's outcome against its draw's numbers: the payout and the settled row's columns (real and fun bets alike). */
function judge(bet: { stake_minor: TBigint | number; detail: string }, numbers: number[], now: Date) {
  const detail = JSON.parse(bet.detail) as TLotteryDetail;
  const sel = parseSelection(detail.playType, detail.selection);
  const won = sel !== null && selectionWins(sel, numbers);
  const payout = won ? payoutOf(toMinor(bet.stake_minor), detail.odds) : 0;
  const outcome = {
    status: won ? ('WON' as const) : ('LOST' as const),
    payout_minor: payout,
    settled_at: now.toISOString(),
    detail: JSON.stringify({ ...detail, numbers }),
  };
  return { payout, outcome };
}

/**
 * Settles every OPEN bet (money and fun) of every closed draw at `now`; returns how many bets it
 * settled. The database answers only the due bets (`closes_at <= now`, index status + closes_at),
 * so the 5-s timer reads nothing while bets wait for their draws; bets placed before 0024 have no
 * close time and are still checked one by one below.
 */
export async function settleDraws(db: Kysely<DB>, now = new Date()): Promise<number> {
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const money: TOpenBet[] = await db
    .selectFrom('bets as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .select(['b.id', 'b.draw_no', 'b.detail', 'b.game_id', 'g.vendor_code', 'g.game_code'])
    .where('b.status', '=', 'OPEN')
    .where('b.draw_no', 'is not', null)
    .where((eb) => eb.or([eb('b.closes_at', '<=', nowIso), eb('b.closes_at', 'is', null)]))
    .execute();
  const fun: TOpenBet[] = await db
    .selectFrom('play_fun_bets as f')
    .innerJoin('play_tickets as t', 't.id', 'f.ticket_id')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .select(['f.id', 'f.draw_no', 'f.detail', 't.game_id', 'g.vendor_code', 'g.game_code'])
    .where('f.status', '=', 'OPEN')
    .where((eb) => eb.or([eb('f.closes_at', '<=', nowIso), eb('f.closes_at', 'is', null)]))
    .execute();
  // The result of each closed draw, per series ("legacy" or the game id), fetched once.
  const results = new Map<string, Promise<number[]>>();
  const numbersOf = (bet: TOpenBet, drawNo: number): Promise<number[]> => {
    const legacy = (JSON.parse(bet.detail) as TLotteryDetail).series !== 'game';
    const key = legacy ? `legacy:${drawNo}` : `${bet.game_id}:${drawNo}`;
    let p = results.get(key);
    if (!p) {
      p = legacy
        ? drawResult(db, drawNo, now).then((r) => r.numbers)
        : gameDrawResults(db, { id: bet.game_id, vendor_code: bet.vendor_code, game_code: bet.game_code }, [drawNo], now).then((r) => r[0]!.numbers);
      results.set(key, p);
    }
    return p;
  };
  const closed = (bets: TOpenBet[]) =>
    bets
      .map((b) => ({ b, drawNo: toMinor(b.draw_no) }))
      .filter(({ b, drawNo }) => betDrawClosed(b, drawNo, nowMs))
      .sort((x, y) => x.drawNo - y.drawNo || x.b.id - y.b.id);

  let settled = 0;
  for (const { b, drawNo } of closed(money)) {
    const numbers = await numbersOf(b, drawNo);
    const done = await db.transaction().execute(async (trx) => {
      // Re-read under the guard: the bet may have been settled or cancelled meanwhile.
      const bet = await trx
        .selectFrom('bets')
        .select(['id', 'order_no', 'merchant_code', 'member_id', 'stake_minor', 'detail', 'status'])
        .where('id', '=', b.id)
        .executeTakeFirst();
      if (!bet || bet.status !== 'OPEN') return false;
      const { payout, outcome } = judge(bet, numbers, now);
      const res = await trx.updateTable('bets').set(outcome).where('id', '=', bet.id).where('status', '=', 'OPEN').executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      if (payout > 0) {
        await postMemberMovement(trx, {
          merchant: bet.merchant_code,
          memberId: bet.member_id,
          type: 'PAYOUT',
          amountMinor: payout,
          book: 'house',
          reference: `bet:${bet.order_no}`,
          description: `Lottery draw ${drawNo}: win ${bet.order_no}`,
        });
      }
      return true;
    });
    if (done) settled++;
  }
  for (const { b, drawNo } of closed(fun)) {
    const numbers = await numbersOf(b, drawNo);
    const done = await db.transaction().execute(async (trx) => {
      const bet = await trx
        .selectFrom('play_fun_bets')
        .select(['id', 'ticket_id', 'stake_minor', 'detail', 'status'])
        .where('id', '=', b.id)
        .executeTakeFirst();
      if (!bet || bet.status !== 'OPEN') return false;
      const { payout, outcome } = judge(bet, numbers, now);
      const res = await trx.updateTable('play_fun_bets').set(outcome).where('id', '=', bet.id).where('status', '=', 'OPEN').executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      if (payout > 0) {
        await trx
          .updateTable('play_tickets')
          .set((eb) => ({ fun_balance_minor: eb('fun_balance_minor', '+', payout) }))
          .where('id', '=', bet.ticket_id)
          .execute();
      }
      return true;
    });
    if (done) settled++;
  }
  return settled;
}

const iso = (ms: number) => new Date(ms).toISOString();
const sumOf = (numbers: readonly number[]) => numbers.reduce((a, b) => a + b, 0);

/**
 * The open draw and the latest `limit` results: of one game (nodeId, a lottery game of the
 * merchant's), or without nodeId of the legacy global 60-s series.
 */
export async function listDraws(
  db: Kysely<DB>,
  merchant: string,
  limit: number,
  nodeId?: number,
  now = new Date(),
): Promise<TEndpointOutput<typeof lotteryDraws>> {
  await settleDraws(db, now);
  const nowMs = now.getTime();
  if (nodeId !== undefined) {
    const game = await gameById(db, merchant, nodeId);
    if (!game || game.merchant_enabled !== 1 || !isLotteryVendor(game.vendor_code)) throw new ApiError('PLAY_GAME_NOT_FOUND', { nodeId: String(nodeId) });
    const schedule = scheduleOfGame(game);
    const open = openDraw(schedule, nowMs);
    const results = await gameDrawResults(db, game, closedDraws(schedule, nowMs, 0, limit), now);
    return {
      serverTime: now.toISOString(),
      intervalSeconds: intervalSecondsOfSchedule(schedule),
      open: { drawNo: open, opensAt: iso(opensMs(schedule, open)), closesAt: iso(closeMs(schedule, open)) },
      results: results.map((r) => ({ drawNo: r.drawNo, numbers: r.numbers, sum: sumOf(r.numbers), drawnAt: r.drawnAt })),
    };
  }
  const open = openDrawNo(nowMs);
  const results = [];
  for (let drawNo = open - 1; drawNo >= open - limit; drawNo--) {
    const r = await drawResult(db, drawNo, now);
    results.push({ drawNo, numbers: r.numbers, sum: sumOf(r.numbers), drawnAt: r.drawnAt });
  }
  return {
    serverTime: now.toISOString(),
    intervalSeconds: LOTTERY_DRAW_SECONDS,
    open: { drawNo: open, opensAt: iso(open * DRAW_MS), closesAt: iso((open + 1) * DRAW_MS) },
    results,
  };
}

export const intervalSecondsOfSchedule = (s: TSchedule) => (s.kind === 'interval' ? s.seconds : 86_400);

export async function placeBet(db: Kysely<DB>, body: TBetBody, now = new Date()): Promise<TBetAnswer> {
  const ticket = await resolveTicket(db, body.ticket, now);
  if (ticket.launcher !== 'lottery') throw new ApiError('PLAY_WRONG_GAME', { launcher: ticket.launcher });
  const game = checkPlayable(await gameById(db, ticket.merchant_code, ticket.game_id), { nodeId: String(ticket.game_id) });
  const sel = parseSelection(body.playType, body.selection);
  if (!sel) throw new ApiError('PLAY_SELECTION_INVALID', { playType: body.playType, selection: body.selection });
  const schedule = scheduleOfGame(game);
  const open = openDraw(schedule, now.getTime());
  if (body.drawNo !== open || isClosed(schedule, body.drawNo, now.getTime())) {
    throw new ApiError('PLAY_DRAW_CLOSED', { drawNo: body.drawNo, openDrawNo: open, closesAt: iso(closeMs(schedule, open)) });
  }
  const { places } = await merchantCurrency(db, ticket.merchant_code);
  const stake = parseStake(body.stake, game, places);
  const fmt = (m: number) => formatMinor(m, places);
  const detail: TLotteryDetail = { game: 'lottery', series: 'game', playType: sel.playType, selection: selectionText(sel), odds: sel.odds };
  const base = { betId: body.betId, drawNo: body.drawNo, playType: sel.playType, selection: detail.selection, stake: fmt(stake), odds: sel.odds };

  const sameRequest = (row: { draw_no: number | string | null; stake_minor: number | string; detail: string }) => {
    const d = JSON.parse(row.detail) as TLotteryDetail;
    if (toMinor(row.draw_no) !== body.drawNo || toMinor(row.stake_minor) !== stake || d.selection !== detail.selection || d.playType !== detail.playType) {
      throw new ApiError('PLAY_REQUEST_REUSED', { betId: body.betId });
    }
  };

  if (ticket.mode === 'free') {
    const replay = async (): Promise<TBetAnswer> => {
      const row = await db
        .selectFrom('play_fun_bets')
        .selectAll()
        .where('ticket_id', '=', ticket.id)
        .where('client_ref', '=', body.betId)
        .executeTakeFirstOrThrow();
      sameRequest(row);
      const t = await db.selectFrom('play_tickets').select('fun_balance_minor').where('id', '=', ticket.id).executeTakeFirstOrThrow();
      return { ...base, orderNo: null, mode: 'free', status: row.status as TBetAnswer['status'], balance: fmt(toMinor(t.fun_balance_minor)), replayed: true };
    };
    if (await db.selectFrom('play_fun_bets').select('id').where('ticket_id', '=', ticket.id).where('client_ref', '=', body.betId).executeTakeFirst())
      return replay();
    try {
      const balance = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('play_fun_bets')
          .values({
            ticket_id: ticket.id,
            client_ref: body.betId,
            draw_no: body.drawNo,
            stake_minor: stake,
            status: 'OPEN',
            detail: JSON.stringify(detail),
            created_at: now.toISOString(),
            settled_at: null,
            closes_at: new Date(closeMs(schedule, body.drawNo)).toISOString(),
          })
          .execute();
        const t = await trx
          .updateTable('play_tickets')
          .set((eb) => ({ fun_balance_minor: eb('fun_balance_minor', '-', stake) }))
          .where('id', '=', ticket.id)
          .where('fun_balance_minor', '>=', stake)
          .returning('fun_balance_minor')
          .executeTakeFirst();
        if (!t) throw new ApiError('INSUFFICIENT_BALANCE', { mode: 'free' });
        return toMinor(t.fun_balance_minor);
      });
      return { ...base, orderNo: null, mode: 'free', status: 'OPEN', balance: fmt(balance), replayed: false };
    } catch (err) {
      if (isUniqueViolation(err)) return replay();
      throw err;
    }
  }

  const replay = async (): Promise<TBetAnswer> => {
    const row = await db.selectFrom('bets').selectAll().where('ticket_id', '=', ticket.id).where('client_ref', '=', body.betId).executeTakeFirstOrThrow();
    sameRequest(row);
    const balance = await memberBalance(db, ticket.merchant_code, ticket.member_id);
    return { ...base, orderNo: row.order_no, mode: 'real', status: row.status as TBetAnswer['status'], balance: fmt(balance), replayed: true };
  };
  if (await db.selectFrom('bets').select('id').where('ticket_id', '=', ticket.id).where('client_ref', '=', body.betId).executeTakeFirst()) return replay();
  const orderNo = newOrderNo('L', now);
  try {
    const balance = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bets')
        .values(
          betRow(ticket, game, {
            orderNo,
            clientRef: body.betId,
            drawNo: body.drawNo,
            closesMs: closeMs(schedule, body.drawNo),
            stakeMinor: stake,
            outcome: { status: 'OPEN', payoutMinor: 0 },
            detail,
            now,
          }),
        )
        .execute();
      const moved = await postMemberMovement(trx, {
        merchant: ticket.merchant_code,
        memberId: ticket.member_id,
        type: 'BET',
        amountMinor: -stake,
        book: 'house',
        reference: `bet:${orderNo}`,
        description: `${game.name}: draw ${body.drawNo} ${detail.playType} ${detail.selection} (${orderNo})`,
      });
      return moved.balanceMinor;
    });
    return { ...base, orderNo, mode: 'real', status: 'OPEN', balance: fmt(balance), replayed: false };
  } catch (err) {
    if (isUniqueViolation(err)) return replay();
    throw err;
  }
}
