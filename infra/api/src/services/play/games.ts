import { merchantCurrency as sharedMerchantCurrency } from '../merchants';
import { LOTTERY_VENDORS, PLAY_TYPES, REAL_MEMBER_TYPES } from '@tessera/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { playTypeOf } from '../games/catalog';
import { demoKindOf, type TDemoKind } from './kinds';
import { resolveTicket, type TTicketRow } from './tickets';

type TDb = Kysely<DB> | Transaction<DB>;

export interface TPlayGame {
  id: number;
  vendor_code: string;
  game_id: string;
  game_code: string;
  name: string;
  category: string;
  /** The catalogue's classification (SLOT, BACCARAT, CRASH, …): which demo page the game opens (kinds.ts). */
  classify: string;
  launch_category: string;
  lotto_mode: string | null;
  /** The lottery group of the game (the frame's gameGroupId), null outside the lottery. */
  game_group_id: number | null;
  free_play: number;
  min_bet: number | string;
  game_enabled: number;
  vendor_enabled: number;
  vendor_free_play: number;
  merchant_enabled: number | null;
}

export const isLotteryVendor = (vendor: string) => (LOTTERY_VENDORS as readonly string[]).includes(vendor);
export const isRealMember = (type: number) => (REAL_MEMBER_TYPES as readonly number[]).includes(type);

/** Games with their vendor and the merchant's switch for the vendor (null: the merchant has no such vendor). */
export function playGames(db: TDb, merchant: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', merchant))
    .select([
      'g.id',
      'g.vendor_code',
      'g.game_id',
      'g.game_code',
      'g.name',
      'g.category',
      'g.classify',
      'g.launch_category',
      'g.lotto_mode',
      'g.game_group_id',
      'g.free_play',
      'g.min_bet',
      'g.enabled as game_enabled',
      'v.enabled as vendor_enabled',
      'v.free_play as vendor_free_play',
      'mv.enabled as merchant_enabled',
    ]);
}

/**
 * A game the merchant may launch: PLAY_GAME_NOT_FOUND when unknown or its vendor is not the
 * merchant's (or switched off for it); PLAY_GAME_UNAVAILABLE when the game or its vendor is
 * disabled (maintenance).
 */
export function checkPlayable(game: TPlayGame | undefined, details: Record<string, unknown>): TPlayGame {
  if (!game || game.merchant_enabled !== 1) throw new ApiError('PLAY_GAME_NOT_FOUND', details);
  if (game.game_enabled !== 1 || game.vendor_enabled !== 1) throw new ApiError('PLAY_GAME_UNAVAILABLE', { ...details, reason: 'maintenance' });
  return game;
}

export async function gameById(db: TDb, merchant: string, id: number): Promise<TPlayGame | undefined> {
  return playGames(db, merchant).where('g.id', '=', id).executeTakeFirst();
}

export async function merchantCurrency(db: TDb, merchant: string): Promise<{ currency: string; places: number }> {
  const { code, places } = await sharedMerchantCurrency(db, merchant);
  return { currency: code, places };
}

export const defaultPlayType = (lottoMode: string | null): 'trad' | 'ent' => playTypeOf(lottoMode) ?? PLAY_TYPES.Tradition;

/**
 * The ticket of a demo game page's call, its game and the currency's places: the ticket must be a
 * generic launch of a game that opens this kind of demo (PLAY_WRONG_GAME otherwise) and the game
 * still playable.
 */
export async function demoTicket(
  db: Kysely<DB>,
  text: string,
  kind: Exclude<TDemoKind, 'none'>,
  now: Date,
): Promise<{ ticket: TTicketRow; game: TPlayGame; places: number }> {
  const ticket = await resolveTicket(db, text, now);
  if (ticket.launcher !== 'generic') throw new ApiError('PLAY_WRONG_GAME', { launcher: ticket.launcher });
  const game = checkPlayable(await gameById(db, ticket.merchant_code, ticket.game_id), { nodeId: String(ticket.game_id) });
  const opens = demoKindOf(game);
  if (opens !== kind) throw new ApiError('PLAY_WRONG_GAME', { launcher: ticket.launcher, kind: opens });
  const { places } = await merchantCurrency(db, ticket.merchant_code);
  return { ticket, game, places };
}
