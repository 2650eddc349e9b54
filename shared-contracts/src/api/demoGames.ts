import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZDecimalAmount } from './games';
import { PLAY_MODES, ZClientRef, ZLaunchTicket, ZStake } from './play';

// The demo games besides the slot and the lottery (issue 28): a baccarat table and a crash game,
// each settled at once against the ledger by the same bet-and-settle path as the slot, with a
// launch ticket in the body like the other demo pages' calls. Which one a game opens is chosen by
// its classification (docs/decisions/demo-games.md). Rounds are idempotent by roundId.

export const BACCARAT_BETS = ['PLAYER', 'BANKER', 'TIE'] as const;

const ZRoundCommon = {
  roundId: z.string(),
  /** The bets row (null in free play). */
  orderNo: z.nullable(z.string()),
  mode: z.enum(PLAY_MODES),
  bet: ZDecimalAmount,
  /** What the round paid back (stake included; 0.00 after a loss). */
  win: ZDecimalAmount,
  balance: ZDecimalAmount,
  /** True when this answers an earlier request with the same roundId. */
  replayed: z.boolean(),
};

export const baccaratDeal = defineEndpoint({
  name: 'baccaratDeal',
  method: 'POST',
  path: '/api/v1/play/table/deal',
  auth: 'none',
  summary:
    'Demo baccarat hand (launch ticket in the body): debits the bet on PLAYER, BANKER or TIE (BET), deals punto banco from a fresh 8-deck shoe with crypto randomness, credits the return (PAYOUT: player 1:1, banker 0.95:1, tie 8:1, a tie returns player and banker bets) in one transaction; a repeated roundId answers the first hand again',
  tags: ['play'],
  body: z.strictObject({ ticket: ZLaunchTicket, roundId: ZClientRef, bet: ZStake, pick: z.enum(BACCARAT_BETS) }),
  response: z.object({
    ...ZRoundCommon,
    pick: z.enum(BACCARAT_BETS),
    /** Card ranks 1 (ace) … 13 (king), in the order dealt. */
    player: z.array(z.number()),
    banker: z.array(z.number()),
    playerTotal: z.number(),
    bankerTotal: z.number(),
    winner: z.enum(BACCARAT_BETS),
  }),
});

/** A cash-out multiplier: 1.01 … 100 with at most 2 places. */
export const ZCashOut = z.string().check(z.regex(/^\d{1,3}(\.\d{1,2})?$/));

export const crashRound = defineEndpoint({
  name: 'crashRound',
  method: 'POST',
  path: '/api/v1/play/crash/round',
  auth: 'none',
  summary:
    'Demo crash round with an automatic cash-out (launch ticket in the body): debits the bet (BET), draws where the multiplier crashes from crypto randomness (P(reaching x) = 0.97 / x, RTP 97%), pays bet × cashOut when it reached the cash-out (PAYOUT) in one transaction; a repeated roundId answers the first round again',
  tags: ['play'],
  body: z.strictObject({ ticket: ZLaunchTicket, roundId: ZClientRef, bet: ZStake, cashOut: ZCashOut }),
  response: z.object({
    ...ZRoundCommon,
    cashOut: z.string(),
    /** Where the multiplier stopped ("1.00" = it crashed at once). */
    crashedAt: z.string(),
    cashedOut: z.boolean(),
  }),
});

export const demoGameEndpoints = [baccaratDeal, crashRound] as const;
