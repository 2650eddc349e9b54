import type { lotteryDraws, placeLotteryBet, TEndpointInput, TEndpointOutput } from '@tessera/shared-contracts/api';
import { LOTTERY_DRAW_SECONDS } from '@tessera/shared-contracts/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { isUniqueViolation } from '../accounts/members';
import { memberBalance, postMemberMovement, toMinor } from '../wallet/ledger';
import { newOrderNo, parseStake } from './common';
import { checkPlayable, gameById, merchantCurrency } from './games';
import { drawClosed, drawClosesAt, drawNumbers, drawOpensAt, openDrawNo, parseSelection, payoutOf, selectionWins, type TLotterySelection } from './rules';
import { resolveTicket } from './tickets';

// The demo lottery: a draw every LOTTERY_DRAW_SECONDS, numbered floor(time / interval); the open
// draw takes bets until it closes, then its five digits are drawn from crypto randomness and
// stored once (INSERT ... ON CONFLICT DO NOTHING: concurrent settlers agree on the first row).
// Every OPEN bet of a closed draw is settled exactly once: a guarded UPDATE ... WHERE status =
// 'OPEN' in the same transaction as its PAYOUT, so a second settler (timer, lazy read, another
// process) changes nothing.

type TBetBody = TEndpointInput<typeof placeLotteryBet>['body'];
export type TBetAnswer = TEndpointOutput<typeof placeLotteryBet>;

interface TLotteryDetail {
  game: 'lottery';
  playType: 'trad' | 'ent';
  selection: string;
  odds: number;
  numbers?: number[];
}

const selectionText = (s: TLotterySelection) => (s.playType === 'trad' ? s.pattern : s.pick);

/** The stored result of a closed draw, drawing it first when nobody has. */
export async function drawResult(db: Kysely<DB>, drawNo: number, now = new Date()): Promise<{ numbers: number[]; drawnAt: string }> {
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

/** Settles every OPEN bet (money and fun) of every draw closed at `now`; returns how many bets it settled. */
export async function settleDraws(db: Kysely<DB>, now = new Date()): Promise<number> {
  const open = openDrawNo(now.getTime());
  const money = await db.selectFrom('bets').select('draw_no').distinct().where('status', '=', 'OPEN').where('draw_no', 'is not', null).where('draw_no', '<', open).execute();
  const fun = await db.selectFrom('play_fun_bets').select('draw_no').distinct().where('status', '=', 'OPEN').where('draw_no', '<', open).execute();
  const draws = [...new Set([...money, ...fun].map((r) => toMinor(r.draw_no as number | string)))].sort((a, b) => a - b);
  let settled = 0;
  for (const drawNo of draws) {
    const { numbers } = await drawResult(db, drawNo, now);
    const bets = await db.selectFrom('bets').select(['id', 'order_no', 'merchant_code', 'member_id', 'stake_minor', 'detail']).where('draw_no', '=', drawNo).where('status', '=', 'OPEN').execute();
    for (const bet of bets) {
      const detail = JSON.parse(bet.detail) as TLotteryDetail;
      const sel = parseSelection(detail.playType, detail.selection);
      const won = sel !== null && selectionWins(sel, numbers);
      const payout = won ? payoutOf(toMinor(bet.stake_minor), detail.odds) : 0;
      const done = await db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('bets')
          .set({ status: won ? 'WON' : 'LOST', payout_minor: payout, settled_at: now.toISOString(), detail: JSON.stringify({ ...detail, numbers }) })
          .where('id', '=', bet.id)
          .where('status', '=', 'OPEN')
          .executeTakeFirst();
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
    const funBets = await db.selectFrom('play_fun_bets').select(['id', 'ticket_id', 'stake_minor', 'detail']).where('draw_no', '=', drawNo).where('status', '=', 'OPEN').execute();
    for (const bet of funBets) {
      const detail = JSON.parse(bet.detail) as TLotteryDetail;
      const sel = parseSelection(detail.playType, detail.selection);
      const won = sel !== null && selectionWins(sel, numbers);
      const payout = won ? payoutOf(toMinor(bet.stake_minor), detail.odds) : 0;
      const done = await db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('play_fun_bets')
          .set({ status: won ? 'WON' : 'LOST', payout_minor: payout, settled_at: now.toISOString(), detail: JSON.stringify({ ...detail, numbers }) })
          .where('id', '=', bet.id)
          .where('status', '=', 'OPEN')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return false;
        if (payout > 0) {
          await trx.updateTable('play_tickets').set((eb) => ({ fun_balance_minor: eb('fun_balance_minor', '+', payout) })).where('id', '=', bet.ticket_id).execute();
        }
        return true;
      });
      if (done) settled++;
    }
  }
  return settled;
}

export async function listDraws(db: Kysely<DB>, limit: number, now = new Date()): Promise<TEndpointOutput<typeof lotteryDraws>> {
  await settleDraws(db, now);
  const open = openDrawNo(now.getTime());
  const results = [];
  for (let drawNo = open - 1; drawNo >= open - limit; drawNo--) {
    const r = await drawResult(db, drawNo, now);
    results.push({ drawNo, numbers: r.numbers, sum: r.numbers.reduce((a, b) => a + b, 0), drawnAt: r.drawnAt });
  }
  return {
    serverTime: now.toISOString(),
    intervalSeconds: LOTTERY_DRAW_SECONDS,
    open: { drawNo: open, opensAt: drawOpensAt(open), closesAt: drawClosesAt(open) },
    results,
  };
}

export async function placeBet(db: Kysely<DB>, body: TBetBody, now = new Date()): Promise<TBetAnswer> {
  const ticket = await resolveTicket(db, body.ticket, now);
  if (ticket.launcher !== 'lottery') throw new ApiError('PLAY_WRONG_GAME', { launcher: ticket.launcher });
  const game = checkPlayable(await gameById(db, ticket.merchant_code, ticket.game_id), { nodeId: String(ticket.game_id) });
  const sel = parseSelection(body.playType, body.selection);
  if (!sel) throw new ApiError('PLAY_SELECTION_INVALID', { playType: body.playType, selection: body.selection });
  const open = openDrawNo(now.getTime());
  if (body.drawNo !== open || drawClosed(body.drawNo, now.getTime())) throw new ApiError('PLAY_DRAW_CLOSED', { drawNo: body.drawNo, openDrawNo: open, closesAt: drawClosesAt(open) });
  const { places } = await merchantCurrency(db, ticket.merchant_code);
  const stake = parseStake(body.stake, game, places);
  const fmt = (m: number) => formatMinor(m, places);
  const detail: TLotteryDetail = { game: 'lottery', playType: sel.playType, selection: selectionText(sel), odds: sel.odds };
  const base = { betId: body.betId, drawNo: body.drawNo, playType: sel.playType, selection: detail.selection, stake: fmt(stake), odds: sel.odds };

  const sameRequest = (row: { draw_no: number | string | null; stake_minor: number | string; detail: string }) => {
    const d = JSON.parse(row.detail) as TLotteryDetail;
    if (toMinor(row.draw_no) !== body.drawNo || toMinor(row.stake_minor) !== stake || d.selection !== detail.selection || d.playType !== detail.playType) {
      throw new ApiError('PLAY_REQUEST_REUSED', { betId: body.betId });
    }
  };

  if (ticket.mode === 'free') {
    const replay = async (): Promise<TBetAnswer> => {
      const row = await db.selectFrom('play_fun_bets').selectAll().where('ticket_id', '=', ticket.id).where('client_ref', '=', body.betId).executeTakeFirstOrThrow();
      sameRequest(row);
      const t = await db.selectFrom('play_tickets').select('fun_balance_minor').where('id', '=', ticket.id).executeTakeFirstOrThrow();
      return { ...base, orderNo: null, mode: 'free', status: row.status as TBetAnswer['status'], balance: fmt(toMinor(t.fun_balance_minor)), replayed: true };
    };
    if (await db.selectFrom('play_fun_bets').select('id').where('ticket_id', '=', ticket.id).where('client_ref', '=', body.betId).executeTakeFirst()) return replay();
    try {
      const balance = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('play_fun_bets')
          .values({ ticket_id: ticket.id, client_ref: body.betId, draw_no: body.drawNo, stake_minor: stake, status: 'OPEN', detail: JSON.stringify(detail), created_at: now.toISOString(), settled_at: null })
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
        .values({
          order_no: orderNo,
          merchant_code: ticket.merchant_code,
          member_id: ticket.member_id,
          game_id: game.id,
          vendor_code: game.vendor_code,
          category: game.category,
          ticket_id: ticket.id,
          client_ref: body.betId,
          draw_no: body.drawNo,
          stake_minor: stake,
          payout_minor: 0,
          status: 'OPEN',
          detail: JSON.stringify(detail),
          created_at: now.toISOString(),
          settled_at: null,
        })
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
