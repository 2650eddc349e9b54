import { randomInt } from 'node:crypto';

// The demo game kinds besides the slot (rules.ts): punto banco baccarat (the table game) and a
// crash game with an automatic cash-out. Pure rules; randomness is node:crypto's randomInt
// (CSPRNG, unbiased) unless a test passes a seeded one. docs/decisions/demo-games.md shows the
// paytables and the return to player (RTP) of each; kinds.test.ts measures them.

/** Which demo page a generic game opens, from its catalogue classification (games.classify) and category. */
export type TDemoKind = 'slot' | 'table' | 'crash' | 'cockfight' | 'none';

/** Classifications that open the baccarat table (card and table games). */
const TABLE_CLASSIFY = new Set(['BACCARAT', 'TABLE', 'CARD', 'DRAGON_TIGER', 'BLACKJACK', 'ROULETTE', 'SICBO', 'POKER', 'RUMMY', 'MAHJONG']);
/** Classifications that open the crash game (instant multiplier games, shows, fishing, arcade). */
const CRASH_CLASSIFY = new Set(['CRASH', 'ARCADE', 'KENO', 'FISHING', 'GAME_SHOW']);
/** Sportsbooks and esports have no demo: a fixed-odds book needs events and prices this demo does not have. */
const NO_DEMO_CLASSIFY = new Set(['SPORTSBOOK', 'ESPORTS']);

export function demoKindOf(game: { classify: string; category: string }): TDemoKind {
  if (game.classify === 'COCKFIGHT' || game.category === 'COCKFIGHT') return 'cockfight';
  if (NO_DEMO_CLASSIFY.has(game.classify) || game.category === 'SPORTS' || game.category === 'ESPORTS') return 'none';
  if (TABLE_CLASSIFY.has(game.classify)) return 'table';
  if (CRASH_CLASSIFY.has(game.classify) || game.category === 'FISH') return 'crash';
  return 'slot';
}

type TRandom = (max: number) => number;

// ---- Baccarat (punto banco, 8 decks, a fresh shoe every round) ----

export const BACCARAT_PICKS = ['PLAYER', 'BANKER', 'TIE'] as const;
export type TBaccaratPick = (typeof BACCARAT_PICKS)[number];
export const BACCARAT_DECKS = 8;
/** What a winning pick returns, in hundredths of the stake (stake included): player 1:1, banker 1:1 less 5 % commission, tie 8:1. */
export const BACCARAT_RETURN: Readonly<Record<TBaccaratPick, number>> = { PLAYER: 200, BANKER: 195, TIE: 900 };
/** The house edge of each pick with 8 decks (the published figures; kinds.test.ts measures them). */
export const BACCARAT_RTP: Readonly<Record<TBaccaratPick, number>> = { PLAYER: 0.9876, BANKER: 0.9894, TIE: 0.8564 };

/** A card: rank 1 (ace) … 13 (king). */
export type TCard = number;
export const cardValue = (rank: TCard) => (rank >= 10 ? 0 : rank);
const total = (cards: readonly TCard[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

export interface TBaccaratHand {
  player: TCard[];
  banker: TCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: TBaccaratPick;
}

/** Deals one round from a fresh 8-deck shoe (cards drawn without replacement) by the tableau. */
export function dealBaccarat(random: TRandom = randomInt): TBaccaratHand {
  const left = Array.from({ length: 13 }, () => 4 * BACCARAT_DECKS);
  let size = 52 * BACCARAT_DECKS;
  const draw = (): TCard => {
    let at = random(size);
    size -= 1;
    for (let r = 0; r < 13; r++) {
      const n = left[r] as number;
      if (at < n) {
        left[r] = n - 1;
        return r + 1;
      }
      at -= n;
    }
    throw new RangeError('shoe exhausted');
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (total(player) <= 5) {
      const card = draw();
      player.push(card);
      third = cardValue(card);
    }
    const b = total(banker);
    const bankerDraws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && third >= 6 && third <= 7);
    if (bankerDraws) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: TBaccaratPick = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** What a pick returns on a hand, in hundredths of the stake: the pick's return, the stake back (100) when a player or banker bet meets a tie, else 0. */
export function baccaratReturn(pick: TBaccaratPick, hand: TBaccaratHand): number {
  if (hand.winner === pick) return BACCARAT_RETURN[pick];
  return hand.winner === 'TIE' ? 100 : 0;
}

// ---- Crash (auto cash-out) ----

/** The house keeps 3 %: the chance that the multiplier reaches x is 0.97 / x. */
export const CRASH_RTP = 0.97;
/** Cash-out targets the player may choose, in hundredths: 1.01× … 100×. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 10_000;
/** Where a round's multiplier stops at the latest (hundredths): 1000×. */
export const CRASH_CAP = 100_000;
const CRASH_RANGE = 2 ** 32;

/**
 * The round's crash point in hundredths (100 = an instant crash at 1.00×): n uniform in
 * [0, 2^32), floor(97 · 2^32 / (2^32 − n)), at least 100, at most CRASH_CAP. It reaches a target
 * T (hundredths) for floor(97 · 2^32 / T) of the 2^32 draws: the chance is 0.97 / (T / 100).
 */
export function crashPoint(random: TRandom = randomInt): number {
  const n = random(CRASH_RANGE);
  const raw = Math.floor((97 * CRASH_RANGE) / (CRASH_RANGE - n));
  return Math.min(CRASH_CAP, Math.max(100, raw));
}

/** The exact return of cashing out at `target` (hundredths): target/100 × floor(97 · 2^32 / target) / 2^32. */
export const crashExpectedReturn = (target: number) => ((target / 100) * Math.floor((97 * CRASH_RANGE) / target)) / CRASH_RANGE;

/** A "1.50"-style multiplier as hundredths, or null when not a valid cash-out target. */
export function parseCrashTarget(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', frac = ''] = text.split('.');
  const hundredths = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return hundredths >= CRASH_MIN_TARGET && hundredths <= CRASH_MAX_TARGET ? hundredths : null;
}

/** A payout in minor units: stake × hundredths / 100, rounded down. */
export const payoutHundredths = (stakeMinor: number, hundredths: number) => Math.floor((stakeMinor * hundredths) / 100);

// ---- Cockfight (sabong: meron, the red corner, against wala, the blue corner) ----

export const COCKFIGHT_PICKS = ['MERON', 'WALA', 'DRAW'] as const;
export type TCockfightPick = (typeof COCKFIGHT_PICKS)[number];
/** The fight is drawn from 1000 equally likely outcomes: this many end each way. */
export const COCKFIGHT_ODDS: Readonly<Record<TCockfightPick, number>> = { MERON: 460, WALA: 460, DRAW: 80 };
export const COCKFIGHT_OUTCOMES = 1000;
/** What a winning pick returns, in hundredths of the stake (stake included): meron and wala 0.95:1 (the 5 % commission of the arenas), draw 10:1. */
export const COCKFIGHT_RETURN: Readonly<Record<TCockfightPick, number>> = { MERON: 195, WALA: 195, DRAW: 1100 };

export interface TFight {
  winner: TCockfightPick;
  /** How long the fight lasted, 8-59 s: what the page plays, drawn apart from the winner. */
  seconds: number;
}

/** One fight: the winner from COCKFIGHT_OUTCOMES equally likely outcomes (meron 46 %, wala 46 %, draw 8 %), then its length. */
export function drawFight(random: TRandom = randomInt): TFight {
  const n = random(COCKFIGHT_OUTCOMES);
  const winner: TCockfightPick = n < COCKFIGHT_ODDS.MERON ? 'MERON' : n < COCKFIGHT_ODDS.MERON + COCKFIGHT_ODDS.WALA ? 'WALA' : 'DRAW';
  return { winner, seconds: 8 + random(52) };
}

/** What a pick returns on a fight, in hundredths of the stake: the pick's return, the stake back (100) when a meron or wala bet meets a draw, else 0. */
export function cockfightReturn(pick: TCockfightPick, fight: Pick<TFight, 'winner'>): number {
  if (fight.winner === pick) return COCKFIGHT_RETURN[pick];
  return fight.winner === 'DRAW' ? 100 : 0;
}

/** The exact return to player of a pick: the sum over the outcomes of what it returns, over the outcomes (meron and wala 97.70 %, draw 88.00 %). */
export function cockfightRtp(pick: TCockfightPick): number {
  let sum = 0;
  for (const winner of COCKFIGHT_PICKS) sum += COCKFIGHT_ODDS[winner] * cockfightReturn(pick, { winner });
  return sum / 100 / COCKFIGHT_OUTCOMES;
}
