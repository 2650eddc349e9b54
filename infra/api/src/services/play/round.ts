import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { isUniqueViolation } from '../accounts/members';
import { memberBalance, postMemberMovement, toMinor } from '../wallet/ledger';
import { betRow, newOrderNo } from './common';
import type { TPlayGame } from './games';
import type { TTicketRow } from './tickets';

// The one bet-and-settle path of the demo games settled at once (slot, baccarat table, crash).
// Real mode: one database transaction claims the round (bets row, unique per ticket + client id),
// debits the stake (BET, book 'house', guarded: INSUFFICIENT_BALANCE leaves nothing behind) and
// credits the return (PAYOUT) when it is above 0. Free mode: the ticket's fun credits, one guarded
// UPDATE; no ledger, no bets rows. A repeated client id answers the first round again (replayed)
// and charges nothing; the same id with another stake or request is PLAY_REQUEST_REUSED.

export interface TRound<D extends object> {
  ticket: TTicketRow;
  game: TPlayGame;
  /** The page's spinId / roundId. */
  clientRef: string;
  stakeMinor: number;
  /** What the player asked besides the stake (a pick, a cash-out target): a replay must ask the same. */
  request: string;
  /** The drawn outcome: what it pays (minor units, stake included) and what the page shows. */
  payoutMinor: number;
  detail: D;
  /** Order number prefix: S slot, T table, C crash, K cockfight. */
  prefix: 'S' | 'T' | 'C' | 'K';
  /** The ledger descriptions' verb ("spin", "hand", "round"). */
  label: string;
  now: Date;
}

/** The demo kind a bets row's detail names, by order number prefix. */
const GAME_OF_PREFIX: Readonly<Record<TRound<object>['prefix'], string>> = { S: 'slot', T: 'table', C: 'crash', K: 'cockfight' };

export interface TRoundResult<D extends object> {
  orderNo: string | null;
  mode: 'real' | 'free';
  stakeMinor: number;
  payoutMinor: number;
  balanceMinor: number;
  detail: D;
  replayed: boolean;
}

interface TStored {
  game?: string;
  req?: string;
}

/** Plays one round settled at once: see the file's comment. */
export async function playRound<D extends object>(db: Kysely<DB>, r: TRound<D>): Promise<TRoundResult<D>> {
  return r.ticket.mode === 'free' ? freeRound(db, r) : realRound(db, r);
}

async function realRound<D extends object>(db: Kysely<DB>, r: TRound<D>): Promise<TRoundResult<D>> {
  const { ticket, game } = r;
  const replay = async (): Promise<TRoundResult<D>> => {
    const row = await db.selectFrom('bets').selectAll().where('ticket_id', '=', ticket.id).where('client_ref', '=', r.clientRef).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.detail) as TStored & D;
    if (toMinor(row.stake_minor) !== r.stakeMinor || (stored.req ?? '') !== r.request) throw new ApiError('PLAY_REQUEST_REUSED', { spinId: r.clientRef });
    return {
      orderNo: row.order_no,
      mode: 'real',
      stakeMinor: r.stakeMinor,
      payoutMinor: toMinor(row.payout_minor),
      balanceMinor: await memberBalance(db, ticket.merchant_code, ticket.member_id),
      detail: stored,
      replayed: true,
    };
  };
  const known = await db.selectFrom('bets').select('id').where('ticket_id', '=', ticket.id).where('client_ref', '=', r.clientRef).executeTakeFirst();
  if (known) return replay();
  const orderNo = newOrderNo(r.prefix, r.now);
  try {
    const balanceMinor = await db.transaction().execute(async (trx) => {
      const detail = { game: GAME_OF_PREFIX[r.prefix], ...r.detail, req: r.request };
      const outcome = { status: r.payoutMinor > 0 ? ('WON' as const) : ('LOST' as const), payoutMinor: r.payoutMinor };
      await trx
        .insertInto('bets')
        .values(betRow(ticket, game, { orderNo, clientRef: r.clientRef, drawNo: null, stakeMinor: r.stakeMinor, outcome, detail, now: r.now }))
        .execute();
      const move = { merchant: ticket.merchant_code, memberId: ticket.member_id, book: 'house' as const, reference: `bet:${orderNo}` };
      let after = (await postMemberMovement(trx, { ...move, type: 'BET', amountMinor: -r.stakeMinor, description: `${game.name}: ${r.label} ${orderNo}` }))
        .balanceMinor;
      if (r.payoutMinor > 0)
        after = (await postMemberMovement(trx, { ...move, type: 'PAYOUT', amountMinor: r.payoutMinor, description: `${game.name}: win ${orderNo}` }))
          .balanceMinor;
      return after;
    });
    return { orderNo, mode: 'real', stakeMinor: r.stakeMinor, payoutMinor: r.payoutMinor, balanceMinor, detail: r.detail, replayed: false };
  } catch (err) {
    // A concurrent request with the same id committed first: answer its round.
    if (isUniqueViolation(err)) return replay();
    throw err;
  }
}

interface TFunRound {
  spinId: string;
  bet: number;
  win: number;
  req?: string;
}

async function freeRound<D extends object>(db: Kysely<DB>, r: TRound<D>): Promise<TRoundResult<D>> {
  const { ticket } = r;
  const replayOf = (row: { last_spin: string | null; fun_balance_minor: number | string }): TRoundResult<D> => {
    const last = JSON.parse(row.last_spin ?? '{}') as TFunRound & D;
    if (last.bet !== r.stakeMinor || (last.req ?? '') !== r.request) throw new ApiError('PLAY_REQUEST_REUSED', { spinId: r.clientRef });
    return {
      orderNo: null,
      mode: 'free',
      stakeMinor: r.stakeMinor,
      payoutMinor: last.win,
      balanceMinor: toMinor(row.fun_balance_minor),
      detail: last,
      replayed: true,
    };
  };
  if (ticket.last_spin_id === r.clientRef) return replayOf(ticket);
  const record: TFunRound & D = { ...r.detail, spinId: r.clientRef, bet: r.stakeMinor, win: r.payoutMinor, req: r.request };
  const updated = await db
    .updateTable('play_tickets')
    .set((eb) => ({
      fun_balance_minor: eb(eb('fun_balance_minor', '-', r.stakeMinor), '+', r.payoutMinor),
      last_spin_id: r.clientRef,
      last_spin: JSON.stringify(record),
    }))
    .where('id', '=', ticket.id)
    .where('fun_balance_minor', '>=', r.stakeMinor)
    .where((eb) => eb.or([eb('last_spin_id', 'is', null), eb('last_spin_id', '!=', r.clientRef)]))
    .returning(['fun_balance_minor'])
    .executeTakeFirst();
  if (!updated) {
    const now = await db
      .selectFrom('play_tickets')
      .select(['last_spin_id', 'last_spin', 'fun_balance_minor'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    if (now.last_spin_id === r.clientRef) return replayOf(now);
    throw new ApiError('INSUFFICIENT_BALANCE', { mode: 'free' });
  }
  return {
    orderNo: null,
    mode: 'free',
    stakeMinor: r.stakeMinor,
    payoutMinor: r.payoutMinor,
    balanceMinor: toMinor(updated.fun_balance_minor),
    detail: r.detail,
    replayed: false,
  };
}
