import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZDecimalAmount } from './games';
import { PLAY_MODES, ZClientRef, ZLaunchTicket, ZStake } from './play';

// The demo cockfight (sabong; issue 29, spec §0 game families): a fight between the meron (red
// corner) and the wala (blue corner) rooster, or a draw, drawn with crypto randomness and settled
// at once against the ledger by the bet-and-settle path of the other demo games, with the launch
// ticket in the body. Rounds are idempotent by roundId. docs/decisions/demo-games.md.

/** What the player may bet on: the red corner, the blue corner, a draw. */
export const COCKFIGHT_BETS = ['MERON', 'WALA', 'DRAW'] as const;
export type TCockfightBet = (typeof COCKFIGHT_BETS)[number];

export const cockfightRound = defineEndpoint({
  name: 'cockfightRound',
  method: 'POST',
  path: '/api/v1/play/cockfight/fight',
  auth: 'none',
  summary:
    'Demo cockfight (launch ticket in the body): debits the bet on MERON, WALA or DRAW (BET), draws the fight with crypto randomness (meron 46 %, wala 46 %, draw 8 %), credits the return (PAYOUT: meron or wala 0.95:1, draw 10:1, a draw returns meron and wala bets) in one transaction; a repeated roundId answers the first fight again',
  tags: ['play'],
  body: z.strictObject({ ticket: ZLaunchTicket, roundId: ZClientRef, bet: ZStake, pick: z.enum(COCKFIGHT_BETS) }),
  response: z.object({
    roundId: z.string(),
    /** The bets row (null in free play). */
    orderNo: z.nullable(z.string()),
    mode: z.enum(PLAY_MODES),
    bet: ZDecimalAmount,
    /** What the fight paid back (stake included; 0.00 after a loss). */
    win: ZDecimalAmount,
    balance: ZDecimalAmount,
    /** True when this answers an earlier request with the same roundId. */
    replayed: z.boolean(),
    pick: z.enum(COCKFIGHT_BETS),
    /** Who won the fight. */
    winner: z.enum(COCKFIGHT_BETS),
    /** The fight's length in seconds (how long the page plays it; never changes the result). */
    seconds: z.number(),
  }),
});

export const cockfightEndpoints = [cockfightRound] as const;
