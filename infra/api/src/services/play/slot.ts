import type { slotSpin, TEndpointInput, TEndpointOutput } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { isUniqueViolation } from '../accounts/members';
import { memberBalance, postMemberMovement, toMinor } from '../wallet/ledger';
import { betRow, newOrderNo, parseStake } from './common';
import { checkPlayable, gameById, merchantCurrency } from './games';
import { slotMultiplier, spinReels, type TSymbol } from './rules';
import { resolveTicket, type TTicketRow } from './tickets';

// The demo slot's spin. Real mode: one database transaction claims the spin (bets row, unique per
// ticket + spinId), debits the bet (BET, book 'house', guarded: INSUFFICIENT_BALANCE leaves
// nothing behind), and credits a win (PAYOUT). Free mode: fun credits of the ticket, one guarded
// UPDATE; no ledger, no bets rows.

type TBody = TEndpointInput<typeof slotSpin>['body'];
export type TSpinAnswer = TEndpointOutput<typeof slotSpin>;

interface TSpinDetail {
  reels: TSymbol[];
  multiplier: number;
}

export async function spin(db: Kysely<DB>, body: TBody, now = new Date(), random?: (max: number) => number): Promise<TSpinAnswer> {
  const ticket = await resolveTicket(db, body.ticket, now);
  if (ticket.launcher !== 'generic') throw new ApiError('PLAY_WRONG_GAME', { launcher: ticket.launcher });
  const game = checkPlayable(await gameById(db, ticket.merchant_code, ticket.game_id), { nodeId: String(ticket.game_id) });
  const { places } = await merchantCurrency(db, ticket.merchant_code);
  const stake = parseStake(body.bet, game, places);
  const reels = spinReels(random);
  const multiplier = slotMultiplier(reels);
  const payout = stake * multiplier;
  const fmt = (m: number) => formatMinor(m, places);

  if (ticket.mode === 'free') return freeSpin(db, ticket, body, { reels, multiplier }, stake, payout, fmt);

  const replay = async (): Promise<TSpinAnswer> => {
    const row = await db.selectFrom('bets').selectAll().where('ticket_id', '=', ticket.id).where('client_ref', '=', body.spinId).executeTakeFirstOrThrow();
    if (toMinor(row.stake_minor) !== stake) throw new ApiError('PLAY_REQUEST_REUSED', { spinId: body.spinId });
    const d = JSON.parse(row.detail) as TSpinDetail;
    const balance = await memberBalance(db, ticket.merchant_code, ticket.member_id);
    return {
      spinId: body.spinId,
      orderNo: row.order_no,
      mode: 'real',
      reels: d.reels,
      multiplier: d.multiplier,
      bet: fmt(stake),
      win: fmt(toMinor(row.payout_minor)),
      balance: fmt(balance),
      replayed: true,
    };
  };

  const known = await db.selectFrom('bets').select('id').where('ticket_id', '=', ticket.id).where('client_ref', '=', body.spinId).executeTakeFirst();
  if (known) return replay();
  const orderNo = newOrderNo('S', now);
  try {
    const balance = await db.transaction().execute(async (trx) => {
      const detail = { game: 'slot', reels, multiplier } satisfies TSpinDetail & { game: string };
      const outcome = { status: payout > 0 ? ('WON' as const) : ('LOST' as const), payoutMinor: payout };
      await trx
        .insertInto('bets')
        .values(betRow(ticket, game, { orderNo, clientRef: body.spinId, drawNo: null, stakeMinor: stake, outcome, detail, now }))
        .execute();
      const move = { merchant: ticket.merchant_code, memberId: ticket.member_id, book: 'house' as const, reference: `bet:${orderNo}` };
      let after = (await postMemberMovement(trx, { ...move, type: 'BET', amountMinor: -stake, description: `${game.name}: spin ${orderNo}` })).balanceMinor;
      if (payout > 0)
        after = (await postMemberMovement(trx, { ...move, type: 'PAYOUT', amountMinor: payout, description: `${game.name}: win ${orderNo}` })).balanceMinor;
      return after;
    });
    return { spinId: body.spinId, orderNo, mode: 'real', reels, multiplier, bet: fmt(stake), win: fmt(payout), balance: fmt(balance), replayed: false };
  } catch (err) {
    // A concurrent request with the same spinId committed first: answer its spin.
    if (isUniqueViolation(err)) return replay();
    throw err;
  }
}

interface TFunSpin extends TSpinDetail {
  spinId: string;
  bet: number;
  win: number;
}

async function freeSpin(
  db: Kysely<DB>,
  ticket: TTicketRow,
  body: TBody,
  detail: TSpinDetail,
  stake: number,
  payout: number,
  fmt: (m: number) => string,
): Promise<TSpinAnswer> {
  const replayOf = (row: { last_spin: string | null; fun_balance_minor: number | string }): TSpinAnswer => {
    const last = JSON.parse(row.last_spin ?? '{}') as TFunSpin;
    if (last.bet !== stake) throw new ApiError('PLAY_REQUEST_REUSED', { spinId: body.spinId });
    return {
      spinId: body.spinId,
      orderNo: null,
      mode: 'free',
      reels: last.reels,
      multiplier: last.multiplier,
      bet: fmt(stake),
      win: fmt(last.win),
      balance: fmt(toMinor(row.fun_balance_minor)),
      replayed: true,
    };
  };
  if (ticket.last_spin_id === body.spinId) return replayOf(ticket);
  const record: TFunSpin = { spinId: body.spinId, bet: stake, win: payout, ...detail };
  const updated = await db
    .updateTable('play_tickets')
    .set((eb) => ({ fun_balance_minor: eb(eb('fun_balance_minor', '-', stake), '+', payout), last_spin_id: body.spinId, last_spin: JSON.stringify(record) }))
    .where('id', '=', ticket.id)
    .where('fun_balance_minor', '>=', stake)
    .where((eb) => eb.or([eb('last_spin_id', 'is', null), eb('last_spin_id', '!=', body.spinId)]))
    .returning(['fun_balance_minor'])
    .executeTakeFirst();
  if (!updated) {
    const now = await db
      .selectFrom('play_tickets')
      .select(['last_spin_id', 'last_spin', 'fun_balance_minor'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    if (now.last_spin_id === body.spinId) return replayOf(now);
    throw new ApiError('INSUFFICIENT_BALANCE', { mode: 'free' });
  }
  return {
    spinId: body.spinId,
    orderNo: null,
    mode: 'free',
    reels: detail.reels,
    multiplier: detail.multiplier,
    bet: fmt(stake),
    win: fmt(payout),
    balance: fmt(toMinor(updated.fun_balance_minor)),
    replayed: false,
  };
}
