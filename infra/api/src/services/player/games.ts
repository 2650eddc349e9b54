import type { TGame } from '@tessera/shared-contracts/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { currencyPlaces } from '../../lib/money';
import { toGame } from '../games/catalog';

// Games as the member's lists show them: the catalogue's game items (services/games/catalog.ts
// toGame), restricted to what the merchant offers now (its vendor enabled, game and vendor enabled).

type TDb = Kysely<DB> | Transaction<DB>;

/** The catalogue joins of one offered game row, with names in `lang` and the merchant's hot rank. */
export function offeredGames(db: TDb, merchant: string, lang: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', merchant))
    .leftJoin('game_names as gn', (j) => j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', lang))
    .leftJoin('hot_games as h', (j) => j.onRef('h.game_id', '=', 'g.id').on('h.merchant_code', '=', merchant))
    .where('mv.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .where('g.enabled', '=', 1);
}

export const GAME_COLUMNS = [
  'g.id',
  'g.game_id',
  'g.game_code',
  'g.name',
  'gn.name as display_name',
  'g.category',
  'g.launch_category',
  'g.classify',
  'g.vendor_code',
  'v.name as vendor_name',
  'g.game_group_id',
  'g.lotto_mode',
  'g.free_play',
  'g.min_bet',
  'g.min_line',
  'h.rank as hot_rank',
] as const;

/** The merchant currency's decimal places. */
export async function merchantPlaces(db: TDb, merchant: string): Promise<{ currency: string; places: number }> {
  const row = await db.selectFrom('merchants').select('currency_code').where('code', '=', merchant).executeTakeFirst();
  const currency = row?.currency_code ?? 'CNY';
  return { currency, places: currencyPlaces(currency) };
}

/** The offered game with this nodeId (and vendor, when given), or undefined. */
export async function findOfferedGame(db: TDb, merchant: string, nodeId: string, vendor?: string): Promise<{ id: number; vendor_code: string } | undefined> {
  const id = Number(nodeId);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  let q = offeredGames(db, merchant, 'EN').where('g.id', '=', id);
  if (vendor) q = q.where('g.vendor_code', '=', vendor);
  return q.select(['g.id', 'g.vendor_code']).executeTakeFirst();
}

export type TGameRowOf = Parameters<typeof toGame>[0];
export const toGameItem = (row: TGameRowOf, places: number): TGame => toGame(row, places);
