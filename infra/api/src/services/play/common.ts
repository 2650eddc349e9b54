import { randomBytes } from 'node:crypto';
import { ApiError } from '../../errors';
import { parseAmountToMinor } from '../../lib/money';
import { toMinor } from '../wallet/ledger';
import type { TPlayGame } from './games';

/** The largest stake of one spin or bet, in major units. */
export const MAX_STAKE_MAJOR = 10_000;

/** An order number: a letter (S slot, L lottery), the UTC time to the second, 10 random hex digits. */
export function newOrderNo(prefix: 'S' | 'L', now: Date): string {
  const stamp = now.toISOString().replace(/[-:TZ.]/g, '').slice(0, 14);
  return `${prefix}${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function stakeLimits(game: TPlayGame, places: number): { min: number; max: number } {
  return { min: Math.max(toMinor(game.min_bet), 1), max: MAX_STAKE_MAJOR * 10 ** places };
}

/** The stake in minor units, or PLAY_STAKE_INVALID (more places than the currency, below the game's minimum, above the maximum). */
export function parseStake(stake: string, game: TPlayGame, places: number): number {
  const minor = parseAmountToMinor(stake, places);
  const { min, max } = stakeLimits(game, places);
  if (minor === null || minor < min || minor > max) throw new ApiError('PLAY_STAKE_INVALID', { stake, min, max });
  return minor;
}
