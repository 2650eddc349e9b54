import * as z from 'zod/v4/mini';
import { PAGE_SIZES } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { MAX_PAGE_SIZE, queryInt, ZDecimalAmount, ZGame, ZLanguageCode, ZPageQuery, ZVendorCode } from './games';

// A member's own game lists and results (spec §3 favourite list page, §4 favourites, §7 "Games":
// favourite and recent games, "report (member PNL)"). Favourites and recent games need a session
// (spec §6 only forbids visitors: trial players may keep them); profit and loss is for real
// members. Decisions: docs/decisions/player.md.

/** Favourite games a member may keep (FAVOURITES_FULL past it). */
export const MAX_FAVOURITES = 500;
/** How many recently played games are listed. */
export const RECENT_GAMES_LIMIT = 20;
/** The longest profit-and-loss range, in days (both ends included). */
export const PNL_MAX_DAYS = 90;

/** A lobby node id (games' nodeId) as the client sends it. */
export const ZNodeId = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
/** A calendar day, YYYY-MM-DD (UTC). */
export const ZDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const favouriteGames = defineEndpoint({
  name: 'favouriteGames',
  method: 'GET',
  path: '/api/v1/games/favourites',
  auth: 'member',
  summary: `Favourite games list, newest first: pageSize ${PAGE_SIZES.favouritesHome} by default (${PAGE_SIZES.favouritesHome} on home, ${PAGE_SIZES.favouritesGameEntry} on the game entry screen, at most ${MAX_PAGE_SIZE}); games the merchant no longer offers are left out`,
  tags: ['games'],
  query: z.object({ ...ZPageQuery.shape, language: z.optional(ZLanguageCode) }),
  response: z.object({
    /** Games with their nodeId. */
    content: z.array(ZGame),
    pageNum: z.number(),
    /** 0 when there are none. */
    totalPages: z.number(),
    total: z.number(),
  }),
});

export const favouriteIds = defineEndpoint({
  name: 'favouriteIds',
  method: 'GET',
  path: '/api/v1/games/favourites/ids',
  auth: 'member',
  summary: "The member's favourite games as nodeId strings, newest first (spec §3: favourite games), for the favourite toggles",
  tags: ['games'],
  response: z.object({ list: z.array(z.string()) }),
});

export const addFavourite = defineEndpoint({
  name: 'addFavourite',
  method: 'POST',
  path: '/api/v1/games/favourites',
  auth: 'member',
  summary: `Add a favourite game (idempotent: adding one already there answers success); a game the merchant does not offer, or of another vendor, is PLAYER_GAME_NOT_FOUND; at most ${MAX_FAVOURITES} (FAVOURITES_FULL)`,
  tags: ['games'],
  body: z.strictObject({
    nodeId: ZNodeId,
    /** The game's vendor (vassalage); when given it must be the game's. */
    vendor: z.optional(ZVendorCode),
  }),
  response: z.object({ success: z.literal(true), nodeId: z.string(), total: z.number() }),
  errors: ['PLAYER_GAME_NOT_FOUND', 'FAVOURITES_FULL'],
});

export const removeFavourite = defineEndpoint({
  name: 'removeFavourite',
  method: 'DELETE',
  path: '/api/v1/games/favourites/:nodeId',
  auth: 'member',
  summary: 'Remove a favourite game; removing one that is not a favourite also answers success (removed: false), so a repeated toggle is harmless',
  tags: ['games'],
  params: z.object({ nodeId: ZNodeId }),
  query: z.object({ vendor: z.optional(ZVendorCode) }),
  response: z.object({ success: z.literal(true), removed: z.boolean(), total: z.number() }),
});

export const recentGames = defineEndpoint({
  name: 'recentGames',
  method: 'GET',
  path: '/api/v1/games/recent',
  auth: 'member',
  summary: `Recently played games: the last ${RECENT_GAMES_LIMIT} distinct games the member launched, most recent first (games no longer offered are left out)`,
  tags: ['games'],
  query: z.object({ language: z.optional(ZLanguageCode), limit: z.optional(queryInt(1, RECENT_GAMES_LIMIT)) }),
  response: z.object({ list: z.array(ZGame) }),
});

export const addRecentGame = defineEndpoint({
  name: 'addRecentGame',
  method: 'POST',
  path: '/api/v1/games/recent',
  auth: 'member',
  summary: "Record a game as just played (the spec's add-recent-game, a GET there; a write here). Launching a game records it already",
  tags: ['games'],
  body: z.strictObject({ nodeId: ZNodeId }),
  response: z.object({ success: z.literal(true), nodeId: z.string() }),
});

/** Money figures of a period, decimal strings in the merchant currency's places. */
export const ZPnlFigures = z.object({
  /** Stakes (BET). */
  betAmount: ZDecimalAmount,
  /** Winnings paid (PAYOUT). */
  payout: ZDecimalAmount,
  /** Stakes given back (BET_REFUND). */
  refunds: ZDecimalAmount,
  /** payout + refunds − betAmount (negative: the member lost). */
  gameProfit: ZDecimalAmount,
  deposits: ZDecimalAmount,
  /** WITHDRAW − WITHDRAW_REFUND. */
  withdrawals: ZDecimalAmount,
  rebates: ZDecimalAmount,
  /** BONUS. */
  bonuses: ZDecimalAmount,
  salary: ZDecimalAmount,
  dividends: ZDecimalAmount,
  transfersIn: ZDecimalAmount,
  transfersOut: ZDecimalAmount,
  /** Signed sum of operator adjustments. */
  adjustments: ZDecimalAmount,
  /** Signed change of the balance over the period (every movement). */
  netChange: ZDecimalAmount,
});
export type TPnlFigures = z.infer<typeof ZPnlFigures>;

export const memberPnl = defineEndpoint({
  name: 'memberPnl',
  method: 'GET',
  path: '/api/v1/report/pnl',
  auth: 'realMember',
  permission: 'PERSREP',
  summary: `Member profit and loss (spec §7 report: member PNL) from the wallet ledger, for from..to (YYYY-MM-DD, UTC days, both included, at most ${PNL_MAX_DAYS} days; default today; a bad range is PNL_RANGE_INVALID), with a per-day breakdown of the days with movements`,
  tags: ['report'],
  query: z.object({ from: z.optional(ZDay), to: z.optional(ZDay) }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    total: ZPnlFigures,
    /** Oldest first; only days with movements. */
    days: z.array(z.extend(ZPnlFigures, { date: z.string() })),
  }),
});

export const playerEndpoints = [favouriteGames, favouriteIds, addFavourite, removeFavourite, recentGames, addRecentGame, memberPnl] as const;
