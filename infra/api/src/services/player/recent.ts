import { sql, type Kysely, type Transaction } from 'kysely';
import { RECENT_GAMES_LIMIT, type TGame } from '@tessera/contract/api';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { findOfferedGame, GAME_COLUMNS, merchantPlaces, offeredGames, toGameItem } from './games';

// Recently played games (spec §7 "Games": recent games). One row per (member, game); every launch
// moves the game to the top (seq = the member's highest + 1) and the list is trimmed to RECENT_KEEP.

/** How many recent games are listed. */
export const RECENT_LIMIT = RECENT_GAMES_LIMIT;
/** How many rows are kept per member (a little more than listed). */
export const RECENT_KEEP = 50;

/**
 * Records a launch of games.id `gameId` by the member: called by the play helper on every game
 * launch (inside or outside its transaction). A games.id that does not exist is skipped quietly, so
 * a launch never fails (nor aborts its PostgreSQL transaction) because of this bookkeeping.
 */
export async function recordRecentGame(db: Kysely<DB> | Transaction<DB>, merchant: string, memberId: number, gameId: number): Promise<void> {
  if (!Number.isSafeInteger(gameId) || gameId < 1 || gameId > 2_147_483_647) return;
  const game = await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) return;
  const now = new Date().toISOString();
  const top = await db
    .selectFrom('player_recent_games')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const seq = Number(top?.seq ?? 0) + 1;
  await db
    .insertInto('player_recent_games')
    .values({ merchant_code: merchant, member_id: memberId, game_id: gameId, seq, played_at: now })
    .onConflict((oc) => oc.columns(['merchant_code', 'member_id', 'game_id']).doUpdateSet({ seq, played_at: now }))
    .execute();
  if (seq > RECENT_KEEP) {
    await db
      .deleteFrom('player_recent_games')
      .where('merchant_code', '=', merchant)
      .where('member_id', '=', memberId)
      .where('seq', '<=', sql<number>`${seq - RECENT_KEEP}`)
      .execute();
  }
}

/** The member's recently played games the merchant still offers, most recent first. */
export async function listRecentGames(db: Kysely<DB>, merchant: string, memberId: number, lang: string, limit = RECENT_LIMIT): Promise<TGame[]> {
  const { places } = await merchantPlaces(db, merchant);
  const rows = await offeredGames(db, merchant, lang)
    .innerJoin('player_recent_games as r', 'r.game_id', 'g.id')
    .where('r.merchant_code', '=', merchant)
    .where('r.member_id', '=', memberId)
    .select([...GAME_COLUMNS])
    .orderBy('r.seq', 'desc')
    .orderBy('r.played_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => toGameItem(r, places));
}

/** addRecentGame: records a game the merchant offers (PLAYER_GAME_NOT_FOUND otherwise). */
export async function addRecent(db: Kysely<DB>, merchant: string, memberId: number, nodeId: string): Promise<{ success: true; nodeId: string }> {
  const game = await findOfferedGame(db, merchant, nodeId);
  if (!game) throw new ApiError('PLAYER_GAME_NOT_FOUND', { nodeId });
  await db.transaction().execute((trx) => recordRecentGame(trx, merchant, memberId, game.id));
  return { success: true, nodeId: String(game.id) };
}
