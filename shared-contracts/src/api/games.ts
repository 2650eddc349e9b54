import * as z from 'zod/v4/mini';
import { GAME_CATEGORIES, LANGUAGES, PAGE_SIZES, PRIZE_MODES, PLAY_TYPES, type TGameCategory } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { ZMerchantQuery } from './platform';

// Games catalogue calls (spec §7 "Games", "Announcements and winners": winner board). All public:
// visitors browse games, hot games and winners (spec §1). Query values arrive as text: numbers are
// coerced, and a value outside its range is a 400 VALIDATION_FAILED (unknown keys are ignored).

/** Categories a catalogue game belongs to (the lobby's gameType). */
export const CATALOGUE_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const satisfies readonly TGameCategory[];
export type TCatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** What the game list can show: a catalogue category, every game (ALL), the hot list, live streams or one slot provider. */
export const GAME_LIST_TYPES = GAME_CATEGORIES.filter((c) => c !== 'FAV' && c !== 'HOME' && c !== 'PROMO') as Exclude<
  TGameCategory,
  'FAV' | 'HOME' | 'PROMO'
>[];

/** Sub-classes of games (gameClassifyNew; the game list's gameClassify filter). */
export const GAME_CLASSIFIES = [
  'SLOT',
  'ARCADE',
  'CRASH',
  'TABLE',
  'BACCARAT',
  'ROULETTE',
  'BLACKJACK',
  'DRAGON_TIGER',
  'SICBO',
  'GAME_SHOW',
  'FISHING',
  'SPORTSBOOK',
  'ESPORTS',
  'POKER',
  'RUMMY',
  'MAHJONG',
  'CARD',
  'LOTTERY',
  'KENO',
  'QUICK',
  /** Cockfight (sabong) arenas (issue 29). */
  'COCKFIGHT',
] as const;
export type TGameClassify = (typeof GAME_CLASSIFIES)[number];

/** The largest page a list call serves (the game entry screen asks for 100 favourites at once). */
export const MAX_PAGE_SIZE = PAGE_SIZES.favouritesGameEntry;
/** Pages past this are refused (400): no client pages that far, and a huge OFFSET is work for nothing. */
export const MAX_PAGE_NO = 10_000;

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];
/** A language code of the selector (spec §1), upper case as the client sends it. */
export const ZLanguageCode = z.enum(LANGUAGE_CODES);

/** A whole number from the query string within [min, max]. */
export const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

export const ZPageQuery = z.object({
  /** 1-based page number; a page past the last answers an empty page. */
  pageNo: z.optional(queryInt(1, MAX_PAGE_NO)),
  pageSize: z.optional(queryInt(1, MAX_PAGE_SIZE)),
});

/** Money as a decimal string with the currency's places ("12.50"); stored as integer minor units. */
export const ZDecimalAmount = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

/** A vendor (provider) code: JL, PG, TCG_SEA, ... */
export const ZVendorCode = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/));

/** Printable search text: no control characters (they match nothing and PostgreSQL text refuses NUL). */
const ZSearchText = z.string().check(z.maxLength(64), z.regex(/^[^\u0000-\u001f\u007f]*$/));

export const ZGame = z.object({
  /** The lobby node of the game: favourites and recent games are keyed by it. */
  nodeId: z.string(),
  /** The vendor's id of the game (unique per vendor). */
  gameId: z.string(),
  /** Canonical (English) name. */
  gameName: z.string(),
  /** Name in the requested language (falls back to gameName). */
  displayName: z.string(),
  /** Lobby category (RNG, LIVE, ..., ESPORTS split out of SPORTS). */
  gameType: z.enum(CATALOGUE_CATEGORIES),
  /** Category the vendor's launcher takes (esports games are SPORTS there). */
  gameCategory: z.enum(CATALOGUE_CATEGORIES),
  gameClassifyNew: z.enum(GAME_CLASSIFIES),
  /** Vendor (provider) code. */
  vassalage: z.string(),
  vendorName: z.string(),
  /** The vendor's launch code ('lobby' opens a lottery vendor's lobby). */
  gameCode: z.string(),
  /** Lottery group (lottery games only). */
  gameGroupId: z.nullable(z.number()),
  /** Lottery prize mode (Lott, Elott, ZY, SEA; lottery games only). */
  lottoMode: z.nullable(z.string()),
  /** Free play: 0 = supported (game lists' convention, SUPPORT_PLAY_FREE.gameList), 1 = not. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  minBet: ZDecimalAmount,
  minLine: z.number(),
  hot: z.boolean(),
  /** Position in the merchant's hot list (1 first), null when not hot. */
  hotRank: z.nullable(z.number()),
  /** Local SVG icon; the URL changes when the icon does (served with immutable caching). */
  iconUrl: z.string(),
  mobileLargeIcon: z.string(),
  mobileSmallIcon: z.string(),
});
export type TGame = z.infer<typeof ZGame>;

// ---- Vendors ----

export const ZVendorEntry = z.object({
  vendor: z.string(),
  vendorName: z.string(),
  /** The vendor's account type in this category ("JILI Slots", "JILI Fishing"). */
  accountTypeName: z.string(),
  /** Free play: 1 = supported (vendor lists' convention, SUPPORT_PLAY_FREE.vendorList), 0 = not. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  iconUrl: z.string(),
});
export type TVendorEntry = z.infer<typeof ZVendorEntry>;

export const vendorGameTypes = defineEndpoint({
  name: 'vendorGameTypes',
  method: 'GET',
  path: '/api/v1/games/types',
  auth: 'none',
  summary:
    "Vendor game types: the merchant's game categories in server order (Esports split out of Sports) with the vendors of each, ordered by the vendor rule (spec §9)",
  tags: ['games'],
  query: z.extend(ZMerchantQuery, {
    /** 1: vendor game types (the only type this call serves). */
    typeId: z.optional(queryInt(1, 1)),
  }),
  response: z.object({
    list: z.array(z.object({ gameType: z.enum(CATALOGUE_CATEGORIES), vendors: z.array(ZVendorEntry) })),
  }),
});

export const ZVendorSorting = z.object({
  gameType: z.enum(CATALOGUE_CATEGORIES),
  /** JL, FC, PG, EG3 and TCG_SEA removed from the server order; EG3, PG, FC, JL (those present) put first. */
  sorting: z.array(z.object({ vendor: z.string(), sort: z.number() })),
});

export const vendorList = defineEndpoint({
  name: 'vendorList',
  method: 'GET',
  path: '/api/v1/games/vendors',
  auth: 'none',
  summary: "Vendor list by merchant: the vendor mapping per category (vendorNames with accountTypeName) and each category's vendor sorting (spec §3, §9)",
  tags: ['games'],
  query: ZMerchantQuery,
  response: z.object({
    /** Category → its vendors, in vendorSorting order (vendors the rule leaves out of the sorting come last). */
    mapping: z.record(z.string(), z.object({ vendorNames: z.array(ZVendorEntry) })),
    vendorSorting: z.array(ZVendorSorting),
  }),
});

// ---- Game list and hot games ----

export const ZGameListQuery = z.extend(ZMerchantQuery, {
  ...ZPageQuery.shape,
  platform: z.optional(z.enum(['html5'])),
  /** Part of the game's name, in any language the catalogue has (case-insensitive). */
  gameName: z.optional(ZSearchText),
  /** Category; default ALL. HOT lists the hot games in hot order; PGSLOT / PPSLOT one provider's slots. */
  gameType: z.optional(z.enum(GAME_LIST_TYPES)),
  /** Only this vendor's games. */
  vassalage: z.optional(ZVendorCode),
  gameClassify: z.optional(z.enum(GAME_CLASSIFIES)),
  /** Only games whose minimum bet is at most this amount. */
  minBet: z.optional(z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))),
  /** Only games whose minimum number of lines is at most this. */
  minLine: z.optional(queryInt(1, 10_000)),
  language: z.optional(ZLanguageCode),
  clientType: z.optional(queryInt(1, 3)),
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

export const gameList = defineEndpoint({
  name: 'gameList',
  method: 'GET',
  path: '/api/v1/games',
  auth: 'none',
  summary: `Game list: filters and pages of spec §7 (page size ${PAGE_SIZES.gameList} by default, at most ${MAX_PAGE_SIZE}); a page past the last is empty`,
  tags: ['games'],
  query: ZGameListQuery,
  response: z.object({
    games: z.array(ZGame),
    /** The page answered (= pageNo). */
    pageNum: z.number(),
    /** 0 when nothing matches. */
    totalPages: z.number(),
    total: z.number(),
  }),
});

export const hotGames = defineEndpoint({
  name: 'hotGames',
  method: 'GET',
  path: '/api/v1/games/hot',
  auth: 'none',
  summary: 'Hot games of the merchant in hot order (language UR is answered in EN, spec §7)',
  tags: ['games'],
  query: z.extend(ZMerchantQuery, {
    /** 2: the mobile platform. */
    isPlatform: z.optional(queryInt(1, 2)),
    language: z.optional(ZLanguageCode),
    platform: z.optional(z.enum(['html5'])),
  }),
  response: z.object({
    list: z.array(ZGame),
    /** The language the names were looked up in (UR → EN, PT-BR → PT). */
    language: z.string(),
  }),
});

// ---- Winners ----

export const ZWinner = z.object({
  vo: z.object({
    iconUrl: z.string(),
    vendor: z.string(),
    gameName: z.string(),
    /** Masked user name (de***1). */
    customerName: z.string(),
    winAmount: ZDecimalAmount,
    wonAt: z.string(),
  }),
});
export type TWinner = z.infer<typeof ZWinner>;

export const winnerBoard = defineEndpoint({
  name: 'winnerBoard',
  method: 'GET',
  path: '/api/v1/winners',
  auth: 'none',
  summary: `Latest winners, newest first (limitNum at most ${PAGE_SIZES.winners})`,
  tags: ['games'],
  query: z.extend(ZMerchantQuery, {
    /** ALL (default) or one catalogue category. */
    gameCategory: z.optional(z.enum(['ALL', ...CATALOGUE_CATEGORIES])),
    language: z.optional(ZLanguageCode),
    limitNum: z.optional(queryInt(1, PAGE_SIZES.winners)),
  }),
  response: z.object({ list: z.array(ZWinner) }),
});

// ---- Lottery ----

export const ZLotteryGame = z.extend(ZGame, {
  /** trad (Tradition) or ent (Entertainment), from the prize mode. */
  playType: z.enum([PLAY_TYPES.Tradition, PLAY_TYPES.Entertainment]),
});
export type TLotteryGame = z.infer<typeof ZLotteryGame>;

const PRIZE_MODE_VALUES = Object.values(PRIZE_MODES) as [string, ...string[]];

export const lotteryList = defineEndpoint({
  name: 'lotteryList',
  method: 'GET',
  path: '/api/v1/lottery/games',
  auth: 'none',
  summary: "Lottery list (the spec's /lgw/games/mobile): the merchant's lottery games, by group",
  tags: ['lottery'],
  query: z.extend(ZMerchantQuery, {
    /** Only this prize mode (Lott: the lottList cache, Elott: elottList). */
    prizeMode: z.optional(z.enum(PRIZE_MODE_VALUES)),
    vendor: z.optional(ZVendorCode),
    gameGroupId: z.optional(queryInt(1, 1_000_000)),
    language: z.optional(ZLanguageCode),
  }),
  response: z.object({ list: z.array(ZLotteryGame) }),
});

export const lotteryMenu = defineEndpoint({
  name: 'lotteryMenu',
  method: 'GET',
  path: '/api/v1/lottery/menu',
  auth: 'none',
  summary: "Lottery menu: the merchant's lottery groups in menu order, each with its games",
  tags: ['lottery'],
  query: z.extend(ZMerchantQuery, { language: z.optional(ZLanguageCode) }),
  response: z.object({
    list: z.array(
      z.object({
        gameGroupId: z.number(),
        groupName: z.string(),
        lottoMode: z.string(),
        playType: z.enum([PLAY_TYPES.Tradition, PLAY_TYPES.Entertainment]),
        games: z.array(z.object({ nodeId: z.string(), gameId: z.string(), gameCode: z.string(), displayName: z.string(), vassalage: z.string() })),
      }),
    ),
  }),
});

export const gameEndpoints = [vendorGameTypes, vendorList, gameList, hotGames, winnerBoard, lotteryList, lotteryMenu] as const;
