import type { Generated } from 'kysely';

/** A member's favourite game (spec §4 favourites); newest first by id. */
export interface PlayerFavouritesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** games.id (the lobby nodeId). */
  game_id: number;
  created_at: string;
}

/** One row per (member, game): the latest launch; seq grows per member with every launch. */
export interface PlayerRecentGamesTable {
  merchant_code: string;
  member_id: number;
  /** games.id (the lobby nodeId). */
  game_id: number;
  seq: number;
  played_at: string;
}

/** Tables of migration 0015_player (added to DB in schema.ts). */
export interface PlayerTables {
  player_favourites: PlayerFavouritesTable;
  player_recent_games: PlayerRecentGamesTable;
}
