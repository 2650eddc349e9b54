import { JACKPOT, TIMING_MS } from '@tessera/contract';
import { useReducedMotion } from '@tessera/ui-kit';
import { useEffect, useState } from 'react';

const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** How much the ticker grows per tick: a few hundred, so it looks alive without racing. */
const STEP = { min: 37, max: 911 } as const;

/** One rise of the ticker; past the top of the range the jackpot has been won and starts again from the bottom. */
export function nextJackpot(value: number, step: number): number {
  const next = value + step;
  return next > JACKPOT.tickerMax ? JACKPOT.tickerMin + (next - JACKPOT.tickerMax - 1) : next;
}

/**
 * The jackpot ticker (spec §2, §9): starts at a random amount in [tickerMin, tickerMax] and grows
 * every TIMING_MS.jackpotTick (2000 ms), never leaving that range. It holds still under reduced
 * motion and while the page is hidden.
 */
export function useJackpotTicker(): number {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(() => randomBetween(JACKPOT.tickerMin, JACKPOT.tickerMax));
  useEffect(() => {
    if (reduced) return;
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      setValue((v) => nextJackpot(v, randomBetween(STEP.min, STEP.max)));
    }, TIMING_MS.jackpotTick);
    return () => clearInterval(timer);
  }, [reduced]);
  return value;
}

/** A game's jackpot-like number (spec §9: 20000 to 80000, shown with 6 digits), stable per game. */
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
