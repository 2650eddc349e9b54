import { LOTTERY_DRAW_SECONDS, SLOT_SYMBOLS } from '@tessera/contract/api';
import { randomInt } from 'node:crypto';

// Pure game rules of the demo games: the slot's reel strip and paytable, the lottery's draw
// schedule, selections and odds. Randomness is node:crypto's randomInt (CSPRNG, unbiased).
// docs/decisions/demo-games.md shows the arithmetic.

export type TSymbol = (typeof SLOT_SYMBOLS)[number];

/** Weight of each symbol on every reel (32 stops). */
export const REEL_WEIGHTS: Readonly<Record<TSymbol, number>> = { SEVEN: 1, BAR: 2, BELL: 4, PLUM: 6, LEMON: 8, CHERRY: 11 };
export const REEL_STOPS = Object.values(REEL_WEIGHTS).reduce((a, b) => a + b, 0);

/** Three of a kind pays this many times the bet. */
export const THREE_OF_A_KIND: Readonly<Record<TSymbol, number>> = { SEVEN: 2000, BAR: 250, BELL: 100, PLUM: 20, LEMON: 10, CHERRY: 3 };
/** Exactly two cherries anywhere pay this many times the bet. */
export const TWO_CHERRIES = 1;

/** The payout multiplier of a line of three symbols (whole numbers: payouts are exact in minor units). */
export function slotMultiplier(reels: readonly TSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a !== undefined) return THREE_OF_A_KIND[a];
  return reels.filter((s) => s === 'CHERRY').length === 2 ? TWO_CHERRIES : 0;
}

/** The symbol at a stop 0..REEL_STOPS-1. */
export function symbolAt(stop: number): TSymbol {
  let left = stop;
  for (const s of SLOT_SYMBOLS) {
    left -= REEL_WEIGHTS[s];
    if (left < 0) return s;
  }
  throw new RangeError(`reel stop out of range: ${stop}`);
}

export const spinReels = (random: (max: number) => number = randomInt): TSymbol[] => [0, 1, 2].map(() => symbolAt(random(REEL_STOPS)));

/** Exact expected return of the paytable: sum of multiplier × weight over all stop combinations, over stops³. */
export function slotExpectedReturn(): { numerator: number; denominator: number } {
  let numerator = 0;
  for (const a of SLOT_SYMBOLS)
    for (const b of SLOT_SYMBOLS)
      for (const c of SLOT_SYMBOLS) {
        numerator += REEL_WEIGHTS[a] * REEL_WEIGHTS[b] * REEL_WEIGHTS[c] * slotMultiplier([a, b, c]);
      }
  return { numerator, denominator: REEL_STOPS ** 3 };
}

// ---- Lottery ----

export const DRAW_MS = LOTTERY_DRAW_SECONDS * 1000;
/** The draw open at `nowMs`: it takes bets in [opensAt, closesAt) and is drawn at closesAt. */
export const openDrawNo = (nowMs: number) => Math.floor(nowMs / DRAW_MS);
export const drawOpensAt = (drawNo: number) => new Date(drawNo * DRAW_MS).toISOString();
export const drawClosesAt = (drawNo: number) => new Date((drawNo + 1) * DRAW_MS).toISOString();
export const drawClosed = (drawNo: number, nowMs: number) => nowMs >= (drawNo + 1) * DRAW_MS;

/** Five digits 0-9 from crypto randomness. */
export const drawNumbers = (random: (max: number) => number = randomInt): number[] => [0, 1, 2, 3, 4].map(() => random(10));

/** Entertainment odds: big (sum 23-45), small (0-22), odd, even are each exactly 1/2. */
export const ENT_ODDS = 1.95;
/** Tradition odds for k fixed positions: 0.95 × 10^k (each position is 1/10). */
export const tradOdds = (k: number) => 0.95 * 10 ** k;

export type TLotterySelection =
  { playType: 'trad'; pattern: string; positions: number; odds: number } | { playType: 'ent'; pick: 'big' | 'small' | 'odd' | 'even'; odds: number };

/**
 * A selection, or null when not valid. trad: five characters, a digit or '-' (any) per position,
 * 1-5 digits ("3--1-"); or a 3-digit number, which is the last three positions ("--123").
 * ent: big, small, odd or even (on the sum of the five digits).
 */
export function parseSelection(playType: 'trad' | 'ent', selection: string): TLotterySelection | null {
  if (playType === 'ent') {
    if (selection === 'big' || selection === 'small' || selection === 'odd' || selection === 'even') return { playType, pick: selection, odds: ENT_ODDS };
    return null;
  }
  const pattern = /^\d{3}$/.test(selection) ? `--${selection}` : selection;
  if (!/^[0-9-]{5}$/.test(pattern)) return null;
  const positions = pattern.replace(/-/g, '').length;
  if (positions < 1) return null;
  return { playType, pattern, positions, odds: tradOdds(positions) };
}

export function selectionWins(sel: TLotterySelection, numbers: readonly number[]): boolean {
  if (sel.playType === 'trad') return [...sel.pattern].every((ch, i) => ch === '-' || Number(ch) === numbers[i]);
  const sum = numbers.reduce((a, b) => a + b, 0);
  switch (sel.pick) {
    case 'big':
      return sum >= 23;
    case 'small':
      return sum <= 22;
    case 'odd':
      return sum % 2 === 1;
    case 'even':
      return sum % 2 === 0;
  }
}

/** Payout of a win in minor units: stake × odds, rounded down to the minor unit. */
export const payoutOf = (stakeMinor: number, odds: number) => Math.floor((stakeMinor * Math.round(odds * 100)) / 100);
