import { JACKPOT, PAGE_SIZES } from '@tessera/contract';
import type { TGame } from '@tessera/contract/api';

/**
 * A game's jackpot-like number on the hot-games screen (spec §2, §9: 20000 to 80000, shown with 6
 * digits): an integer in [JACKPOT.min, JACKPOT.max] from a hash of the game's nodeId, zero-padded to
 * JACKPOT.digits ("045123"). The same game shows the same number on every visit and on home's jackpot
 * panel (mfe-home jackpotNumberOf, the same formula). docs/decisions/hot-games-screen.md.
 */
export function jackpotNumberOf(seed: string): string {
  // FNV-1a, then murmur3's finaliser: game ids differ in a digit or two, and a plain h·31 + c
  // left every number within a few thousand of the others (all "07xxxx").
  let h = 0x811c9dc5;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  const n = JACKPOT.min + (h % (JACKPOT.max - JACKPOT.min + 1));
  return String(n).padStart(JACKPOT.digits, '0');
}

/** The screen's two parts from the hot list (in hot order): at most PAGE_SIZES.hotGamesScreen (18) games that are not live casino, and the live-casino hot games (at most as many). */
export function splitHotGames(list: readonly TGame[]): { games: TGame[]; live: TGame[] } {
  const games = list.filter((g) => g.gameType !== 'LIVE').slice(0, PAGE_SIZES.hotGamesScreen);
  const live = list.filter((g) => g.gameType === 'LIVE').slice(0, PAGE_SIZES.hotGamesScreen);
  return { games, live };
}
