import * as z from 'zod/v4/mini';
import { PLAY_TYPES, PRIZE_MODES } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { CATALOGUE_CATEGORIES, MAX_PAGE_NO, queryInt, ZDecimalAmount, ZVendorCode } from './games';

// Play: game launch (spec §7 "Games": lottery launcher vs generic launcher, special vendors, free
// play), the demo slot and demo lottery served by this API, and betting records (the spec's "game
// records" group: orders, order detail, cancel). Decisions: docs/decisions/demo-games.md.
//
// Launch answers a URL with an opaque launch ticket (128 random bits, stored hashed, bound to the
// member, the game and the mode, 30 minutes). The demo pages' calls authenticate with that ticket
// in the JSON body (field `ticket`), never with the session token.

const PLAY_TYPE_VALUES = [PLAY_TYPES.Tradition, PLAY_TYPES.Entertainment] as const;
const PRIZE_MODE_VALUES = Object.values(PRIZE_MODES) as [string, ...string[]];

/** A launch ticket: 128 bits, base64url (22 characters). */
export const ZLaunchTicket = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));
/** A client-chosen id of one spin or bet, unique per ticket: a retried request is not charged twice. */
export const ZClientRef = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
/** A stake: positive decimal with at most 2 places (the currency's places are checked by the server). */
export const ZStake = z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/));

export const PLAY_MODES = ['real', 'free'] as const;
export const LAUNCHERS = ['lottery', 'generic'] as const;
export const BET_STATUSES = ['OPEN', 'WON', 'LOST', 'CANCELLED'] as const;
export type TBetStatus = (typeof BET_STATUSES)[number];

/** Minutes a launch ticket stays valid. */
export const LAUNCH_TICKET_MINUTES = 30;
/** Seconds between lottery draws (draw number = floor(epoch seconds / interval)). */
export const LOTTERY_DRAW_SECONDS = 60;
/** Free play starts with this many fun credits (major units) per ticket. */
export const FUN_CREDITS = 2000;
/** Largest page of betting records. */
export const MAX_BET_RECORDS_PAGE_SIZE = 100;

export const launchGame = defineEndpoint({
  name: 'launchGame',
  method: 'GET',
  path: '/api/v1/games/launch',
  auth: 'member',
  summary:
    "Launch a game (spec §7): lottery vendors (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT) through the lottery launcher (vendor, gameCode default 'lobby', prizeMode, playType), others through the generic launcher (gameCategory, vendor, gameId, nodeId, supportPlay). Answers the URL of the game with a 30-minute launch ticket; trial members, and members who ask with mode=free, play free (fun credits, no money); supportPlay only describes the game (0 = free play supported)",
  tags: ['play'],
  query: z.object({
    vendor: ZVendorCode,
    /** Lottery launcher: the vendor's game code, default 'lobby'. */
    gameCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/))),
    /** Lottery launcher: prize mode; when sent it must be the game's (TCG_SEA: SEA). */
    prizeMode: z.optional(z.enum(PRIZE_MODE_VALUES)),
    /** Lottery launcher: trad (Tradition) or ent (Entertainment); default from the prize mode. */
    playType: z.optional(z.enum(PLAY_TYPE_VALUES)),
    /** Generic launcher: the vendor launcher's category; when sent it must be the game's. */
    gameCategory: z.optional(z.enum(CATALOGUE_CATEGORIES)),
    /** Generic launcher: the vendor's game id. */
    gameId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/))),
    /** The lobby node id of the game (either launcher). */
    nodeId: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
    /**
     * The game's free-play flag as the game list gave it (0 = free play supported, 1 = not; one
     * meaning end to end, SUPPORT_PLAY_FREE.gameList). It describes the game and never chooses the
     * mode: a client may pass the list's value through and its member still plays for real.
     */
    supportPlay: z.optional(z.enum(['0', '1'])),
    /** free: the player asked for the demo (fun credits; the game must support free play). Default real; trial members always play free. */
    mode: z.optional(z.enum(PLAY_MODES)),
  }),
  response: z.object({
    /** Same-origin URL of the game page with the launch ticket. */
    url: z.string(),
    launcher: z.enum(LAUNCHERS),
    /** lotteryLobby: TCG_LOTTO_VN / TCG_SEA; launchGame: LOTT / ELOTT (the client's /m/launchGame); game: generic. */
    page: z.enum(['lotteryLobby', 'launchGame', 'game']),
    mode: z.enum(PLAY_MODES),
    nodeId: z.string(),
    gameId: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    vendor: z.string(),
    gameCategory: z.string(),
    prizeMode: z.nullable(z.string()),
    playType: z.nullable(z.enum(PLAY_TYPE_VALUES)),
    expiresAt: z.string(),
    /**
     * Origins besides this site's that a lottery frame may open (the platform's allowed vendor
     * origins, VENDOR_FRAME_ORIGINS; docs/decisions/lottery-vendor-frames.md): the frame refuses a
     * URL of any other origin. Absent from older servers: this site's origin only.
     */
    frameOrigins: z.optional(z.array(z.string())),
  }),
});

export const ZTicketBody = z.strictObject({ ticket: ZLaunchTicket });

export const playSession = defineEndpoint({
  name: 'playSession',
  method: 'POST',
  path: '/api/v1/play/session',
  auth: 'none',
  summary: 'The launched game of a launch ticket: game, mode, balance (wallet or fun credits) and bet limits (the demo pages call it on load)',
  tags: ['play'],
  body: ZTicketBody,
  response: z.object({
    launcher: z.enum(LAUNCHERS),
    mode: z.enum(PLAY_MODES),
    nodeId: z.string(),
    gameName: z.string(),
    vendor: z.string(),
    playType: z.nullable(z.enum(PLAY_TYPE_VALUES)),
    balance: ZDecimalAmount,
    currency: z.string(),
    minBet: ZDecimalAmount,
    maxBet: ZDecimalAmount,
    betLevels: z.array(ZDecimalAmount),
    expiresAt: z.string(),
  }),
});

export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;

export const slotSpin = defineEndpoint({
  name: 'slotSpin',
  method: 'POST',
  path: '/api/v1/play/slot/spin',
  auth: 'none',
  summary:
    'Demo slot spin (launch ticket in the body): debits the bet (BET), draws three reels from crypto randomness (RTP 95.996%), credits a win (PAYOUT) in one transaction; a repeated spinId answers the first spin again',
  tags: ['play'],
  body: z.strictObject({ ticket: ZLaunchTicket, spinId: ZClientRef, bet: ZStake }),
  response: z.object({
    spinId: z.string(),
    /** The bets row (null in free play). */
    orderNo: z.nullable(z.string()),
    mode: z.enum(PLAY_MODES),
    reels: z.array(z.enum(SLOT_SYMBOLS)),
    multiplier: z.number(),
    bet: ZDecimalAmount,
    win: ZDecimalAmount,
    balance: ZDecimalAmount,
    /** True when this answers an earlier request with the same spinId. */
    replayed: z.boolean(),
  }),
});

export const ZDrawResult = z.object({
  drawNo: z.number(),
  numbers: z.array(z.number()),
  sum: z.number(),
  drawnAt: z.string(),
});

export const lotteryDraws = defineEndpoint({
  name: 'lotteryDraws',
  method: 'GET',
  path: '/api/v1/play/lottery/draws',
  auth: 'none',
  summary: `Demo lottery: the open draw of a lottery game (nodeId; each game has its own schedule) with its close time, and the latest results (without nodeId: the former global draw every ${LOTTERY_DRAW_SECONDS} s)`,
  tags: ['play'],
  query: z.object({
    limit: z.optional(queryInt(1, 50)),
    /** The lottery game (its nodeId; the page sends its session's): its own draws. Without it: the former global 60-s draws. */
    nodeId: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
  }),
  response: z.object({
    serverTime: z.string(),
    intervalSeconds: z.number(),
    open: z.object({ drawNo: z.number(), opensAt: z.string(), closesAt: z.string() }),
    results: z.array(ZDrawResult),
  }),
});

export const placeLotteryBet = defineEndpoint({
  name: 'placeLotteryBet',
  method: 'POST',
  path: '/api/v1/play/lottery/bets',
  auth: 'none',
  summary:
    "Demo lottery bet (launch ticket in the body) on the open draw: trad = digits for positions ('3--1-', 1-5 digits, '-' = any) or a 3-digit number (the last three), ent = big/small/odd/even on the sum; debits the stake now (BET), settled after the draw",
  tags: ['play'],
  body: z.strictObject({
    ticket: ZLaunchTicket,
    betId: ZClientRef,
    drawNo: z.number().check(z.int(), z.gte(0), z.lte(1e12)),
    playType: z.enum(PLAY_TYPE_VALUES),
    selection: z.string().check(z.regex(/^[0-9a-z-]{3,5}$/)),
    stake: ZStake,
  }),
  response: z.object({
    betId: z.string(),
    orderNo: z.nullable(z.string()),
    mode: z.enum(PLAY_MODES),
    drawNo: z.number(),
    playType: z.enum(PLAY_TYPE_VALUES),
    selection: z.string(),
    stake: ZDecimalAmount,
    /** Payout multiplier of a win. */
    odds: z.number(),
    status: z.enum(BET_STATUSES),
    balance: ZDecimalAmount,
    replayed: z.boolean(),
  }),
});

// ---- Betting records ----

export const ZBetRecord = z.object({
  orderNo: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  category: z.string(),
  stake: ZDecimalAmount,
  payout: ZDecimalAmount,
  /** payout - stake (0 while OPEN or CANCELLED). */
  profit: ZDecimalAmount,
  status: z.enum(BET_STATUSES),
  drawNo: z.nullable(z.number()),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** An OPEN lottery bet whose draw has not closed. */
  cancellable: z.boolean(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

const ZDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const bettingRecords = defineEndpoint({
  name: 'bettingRecords',
  method: 'GET',
  path: '/api/v1/records/bets',
  auth: 'realMember',
  permission: 'TRANSBETREPMEM3',
  summary: `Betting records (TRANSBETREPMEM3): the member's bets, newest first, by day range (UTC, default the last 7 days, at most 92), vendor, category and status, with totals of stake and payout; page size at most ${MAX_BET_RECORDS_PAGE_SIZE}`,
  tags: ['play'],
  query: z.object({
    from: z.optional(ZDay),
    to: z.optional(ZDay),
    vendor: z.optional(ZVendorCode),
    status: z.optional(z.enum(BET_STATUSES)),
    /** The game's category (the betting record's category filter). */
    category: z.optional(z.enum(CATALOGUE_CATEGORIES)),
    pageNo: z.optional(queryInt(1, MAX_PAGE_NO)),
    pageSize: z.optional(queryInt(1, MAX_BET_RECORDS_PAGE_SIZE)),
  }),
  response: z.object({
    list: z.array(ZBetRecord),
    pageNum: z.number(),
    totalPages: z.number(),
    total: z.number(),
    totals: z.object({ stake: ZDecimalAmount, payout: ZDecimalAmount, profit: ZDecimalAmount }),
  }),
});

const ZOrderParams = z.object({ orderNo: z.string().check(z.regex(/^[A-Z0-9]{8,40}$/)) });

export const orderDetail = defineEndpoint({
  name: 'orderDetail',
  method: 'GET',
  path: '/api/v1/records/bets/:orderNo',
  auth: 'realMember',
  permission: 'TRANSBETREPMEM3',
  summary: "One of the member's bets (another member's order is a 404)",
  tags: ['play'],
  params: ZOrderParams,
  response: ZBetRecord,
});

export const cancelOrder = defineEndpoint({
  name: 'cancelOrder',
  method: 'POST',
  path: '/api/v1/records/bets/:orderNo/cancel',
  auth: 'realMember',
  permission: 'TRANSBETREPMEM3',
  summary: 'Cancel an OPEN lottery bet before its draw closes: CANCELLED and the stake refunded (BET_REFUND), exactly once',
  tags: ['play'],
  params: ZOrderParams,
  idempotent: true,
  response: z.object({ order: ZBetRecord, balance: ZDecimalAmount }),
});

// ---- Lottery draws per game (spec §7 "Games": draw numero, recent Vietnam lottery, Vietnam numero, numbers opened) ----

/** Closed draws listed by numbersOpened (newest first): the last this many of the game. */
export const LOTTERY_RESULTS_HISTORY = 200;
/** Largest page of numbersOpened. */
export const MAX_LOTTERY_RESULTS_PAGE_SIZE = 50;
/** Largest page of thirdPartyGameRecords (groups of vendor and day). */
export const MAX_THIRD_PARTY_PAGE_SIZE = 100;

const ZLotteryGameQuery = {
  /** The lottery game's code (lotteryList / lotteryMenu gameCode). */
  gameCode: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/)),
  /** The vendor: needed only when several of the merchant's lottery vendors have the code (lobby). */
  vendor: z.optional(ZVendorCode),
};

export const ZDrawSchedule = z.object({
  /** daily: once a day at drawTime (local, timeZone); interval: every intervalSeconds. */
  kind: z.enum(['daily', 'interval']),
  intervalSeconds: z.number(),
  drawTime: z.nullable(z.string()),
  timeZone: z.nullable(z.string()),
});

export const ZNumero = z.object({
  gameCode: z.string(),
  vendor: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  schedule: ZDrawSchedule,
  serverTime: z.string(),
  /** The open draw number: yyyymmdd (local date) for daily games, floor(epoch / interval) otherwise. */
  numero: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  secondsLeft: z.number(),
  /** The last closed draw. */
  previousNumero: z.number(),
});

export const ZPrize = z.object({ prize: z.string(), numbers: z.array(z.string()) });

export const ZOpenedNumbers = z.object({
  numero: z.number(),
  /** The scheduled draw time (the draw's close). */
  drawTime: z.string(),
  drawnAt: z.string(),
  /** The five digits bets settle on (Vietnamese games: the last five of the special prize). */
  numbers: z.array(z.number()),
  sum: z.number(),
  /** The Vietnamese prize table (TCG_LOTTO_VN games: special, first ... eighth), else null. */
  prizes: z.nullable(z.array(ZPrize)),
});

export const drawNumero = defineEndpoint({
  name: 'drawNumero',
  method: 'GET',
  path: '/api/v1/lottery/numero',
  auth: 'none',
  summary: "Draw numero: a lottery game's open draw number, its close time, seconds left and the previous draw number (each lottery game has its own schedule)",
  tags: ['lottery'],
  query: z.object(ZLotteryGameQuery),
  response: ZNumero,
});

export const numbersOpened = defineEndpoint({
  name: 'numbersOpened',
  method: 'GET',
  path: '/api/v1/lottery/results',
  auth: 'none',
  summary: `Numbers opened: a lottery game's draw results, newest first (the last ${LOTTERY_RESULTS_HISTORY} draws), page size at most ${MAX_LOTTERY_RESULTS_PAGE_SIZE}; each draw is drawn once and stored`,
  tags: ['lottery'],
  query: z.object({
    ...ZLotteryGameQuery,
    pageNo: z.optional(queryInt(1, MAX_PAGE_NO)),
    pageSize: z.optional(queryInt(1, MAX_LOTTERY_RESULTS_PAGE_SIZE)),
  }),
  response: z.object({
    gameCode: z.string(),
    vendor: z.string(),
    nodeId: z.string(),
    list: z.array(ZOpenedNumbers),
    pageNum: z.number(),
    totalPages: z.number(),
    total: z.number(),
  }),
});

export const recentVietnamLottery = defineEndpoint({
  name: 'recentVietnamLottery',
  method: 'GET',
  path: '/api/v1/lottery/vn/recent',
  auth: 'none',
  summary: "Recent Vietnam lottery: the latest result of each of the merchant's Vietnam lottery games (TCG_LOTTO_VN) with its prize table, and the next draw",
  tags: ['lottery'],
  response: z.object({
    list: z.array(
      z.object({
        gameCode: z.string(),
        nodeId: z.string(),
        gameName: z.string(),
        schedule: ZDrawSchedule,
        latest: ZOpenedNumbers,
        nextNumero: z.number(),
        nextDrawTime: z.string(),
      }),
    ),
  }),
});

export const vietnamNumero = defineEndpoint({
  name: 'vietnamNumero',
  method: 'GET',
  path: '/api/v1/lottery/vn/numero',
  auth: 'none',
  summary: "Vietnam numero: the open draw of a Vietnam lottery game (TCG_LOTTO_VN; another vendor's code is a 404)",
  tags: ['lottery'],
  query: z.object({ gameCode: ZLotteryGameQuery.gameCode }),
  response: ZNumero,
});

export const thirdPartyGameRecords = defineEndpoint({
  name: 'thirdPartyGameRecords',
  method: 'GET',
  path: '/api/v1/records/third-party',
  auth: 'realMember',
  permission: 'TRANSBETREPMEM3',
  summary: `Third-party game record: the member's bets summed by vendor and UTC day (count, stake, payout, profit; cancelled bets left out), newest day first, by day range (default the last 7 days, at most 92) and vendor; page size at most ${MAX_THIRD_PARTY_PAGE_SIZE}`,
  tags: ['play'],
  query: z.object({
    from: z.optional(ZDay),
    to: z.optional(ZDay),
    vendor: z.optional(ZVendorCode),
    pageNo: z.optional(queryInt(1, MAX_PAGE_NO)),
    pageSize: z.optional(queryInt(1, MAX_THIRD_PARTY_PAGE_SIZE)),
  }),
  response: z.object({
    list: z.array(
      z.object({
        day: z.string(),
        vendor: z.string(),
        vendorName: z.string(),
        count: z.number(),
        stake: ZDecimalAmount,
        payout: ZDecimalAmount,
        /** payout - stake of the settled bets (open bets count in stake only). */
        profit: ZDecimalAmount,
      }),
    ),
    pageNum: z.number(),
    totalPages: z.number(),
    total: z.number(),
    totals: z.object({ count: z.number(), stake: ZDecimalAmount, payout: ZDecimalAmount, profit: ZDecimalAmount }),
  }),
});

// ---- Messages of the demo game pages to the page that opened or framed them ----

/** The `source` every message of a demo game page carries. */
export const PLAY_MESSAGE_SOURCE = 'tessera-play';

/**
 * What a demo game page (slot window, lottery frame) tells its opener or parent, by postMessage to
 * the site's own origin: `balance` after a spin or bet moved money (the receiver refreshes the
 * header wallet; the balance is a hint, the wallet call is the truth), `back` when the player asks
 * to leave the frame. Receivers check the origin and the sending window, then parse with this.
 */
export const ZPlayMessage = z.discriminatedUnion('type', [
  z.strictObject({ source: z.literal(PLAY_MESSAGE_SOURCE), type: z.literal('balance'), mode: z.enum(PLAY_MODES), balance: ZDecimalAmount }),
  z.strictObject({ source: z.literal(PLAY_MESSAGE_SOURCE), type: z.literal('back') }),
]);
export type TPlayMessage = z.infer<typeof ZPlayMessage>;

export const playEndpoints = [
  launchGame,
  playSession,
  slotSpin,
  lotteryDraws,
  placeLotteryBet,
  bettingRecords,
  orderDetail,
  cancelOrder,
  drawNumero,
  numbersOpened,
  recentVietnamLottery,
  vietnamNumero,
  thirdPartyGameRecords,
] as const;
