import { randomBytes } from 'node:crypto';
import { ApiError } from '../../errors';
import { parseAmountToMinor } from '../../lib/money';
import { toMinor } from '../wallet/ledger';
import type { TPlayGame } from './games';
import type { TTicketRow } from './tickets';

/** The largest stake of one spin or bet, in major units. */
export const MAX_STAKE_MAJOR = 10_000;

/** An order number: a letter (S slot, L lottery, T table, C crash), the UTC time to the second, 10 random hex digits. */
export function newOrderNo(prefix: 'S' | 'L' | 'T' | 'C' | 'K', now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `${prefix}${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function stakeLimits(game: TPlayGame, places: number): { min: number; max: number } {
  return { min: Math.max(toMinor(game.min_bet), 1), max: MAX_STAKE_MAJOR * 10 ** places };
}

/** The stake in minor units, or PLAY_STAKE_INVALID (more places than the currency, below the game's minimum, above the maximum). */
export function parseStake(stake: string, game: TPlayGame, places: number): number {
  const minor = parseAmountToMinor(stake, places);
  const { min, max } = stakeLimits(game, places);
  if (minor === null || minor < min || minor > max) throw new ApiError('PLAY_STAKE_INVALID', { stake, min, max });
  return minor;
}

export interface TBetPlacement {
  orderNo: string;
  /** The page's spinId / betId: unique per ticket, so a retried request is not charged twice. */
  clientRef: string;
  drawNo: number | null;
  /** Lottery bets: when the draw closes (epoch ms), so settlement can ask the database for the due bets. */
  closesMs?: number;
  stakeMinor: number;
  /** A slot spin is settled when placed; a lottery bet is OPEN until its draw. */
  outcome: { status: 'OPEN' | 'WON' | 'LOST'; payoutMinor: number };
  detail: object;
  now: Date;
}

/** The `bets` row of a real-money spin or bet made through a launch ticket. */
export function betRow(ticket: TTicketRow, game: TPlayGame, bet: TBetPlacement) {
  const at = bet.now.toISOString();
  return {
    order_no: bet.orderNo,
    merchant_code: ticket.merchant_code,
    member_id: ticket.member_id,
    game_id: game.id,
    vendor_code: game.vendor_code,
    category: game.category,
    ticket_id: ticket.id,
    client_ref: bet.clientRef,
    draw_no: bet.drawNo,
    stake_minor: bet.stakeMinor,
    payout_minor: bet.outcome.payoutMinor,
    status: bet.outcome.status,
    detail: JSON.stringify(bet.detail),
    created_at: at,
    settled_at: bet.outcome.status === 'OPEN' ? null : at,
    closes_at: bet.closesMs === undefined ? null : new Date(bet.closesMs).toISOString(),
  };
}
