import type { TGame } from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { merchantCurrency } from '../merchants';
import { GAME_COLUMNS, offeredGames, toGame } from '../games/catalog';

export { GAME_COLUMNS, offeredGames };

// Games as the member's lists show them: the catalogue's game items and its "offered by the
// merchant" query (services/games/catalog.ts).

type TDb = Kysely<DB> | Transaction<DB>;

/** The merchant currency's decimal places. */
export async function merchantPlaces(db: TDb, merchant: string): Promise<{ currency: string; places: number }> {
  const { code, places } = await merchantCurrency(db, merchant);
  return { currency: code, places };
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
