import {
  BACCARAT_PICKS,
  BACCARAT_RTP,
  baccaratReturn,
  cardValue,
  CRASH_RTP,
  crashExpectedReturn,
  crashPoint,
  dealBaccarat,
  demoKindOf,
  parseCrashTarget,
  payoutHundredths,
} from './kinds';
import { slotExpectedReturn, slotMultiplier, spinReels } from './rules';

// Simulations of each demo game with a seeded random source (the games use node:crypto's): the
// measured return over many rounds is within a tolerance of the documented RTP
// (docs/decisions/demo-games.md). Tolerances are about 4 standard errors of each game's variance.

/** mulberry32: a seeded 32-bit generator, as random(max) = an integer in [0, max). */
function seeded(seed: number): (max: number) => number {
  let a = seed >>> 0;
  return (max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(u * max);
  };
}

describe('which demo a game opens', () => {
  it('by its classification: tables and cards the baccarat table, crash, shows and fishing the crash game, sportsbooks none, the rest the slot', () => {
    expect(demoKindOf({ classify: 'BACCARAT', category: 'LIVE' })).toBe('table');
    expect(demoKindOf({ classify: 'TABLE', category: 'RNG' })).toBe('table');
    expect(demoKindOf({ classify: 'CARD', category: 'PVP' })).toBe('table');
    expect(demoKindOf({ classify: 'CRASH', category: 'RNG' })).toBe('crash');
    expect(demoKindOf({ classify: 'GAME_SHOW', category: 'LIVE' })).toBe('crash');
    expect(demoKindOf({ classify: 'FISHING', category: 'FISH' })).toBe('crash');
    expect(demoKindOf({ classify: 'SPORTSBOOK', category: 'SPORTS' })).toBe('none');
    expect(demoKindOf({ classify: 'ESPORTS', category: 'SPORTS' })).toBe('none');
    expect(demoKindOf({ classify: 'SLOT', category: 'RNG' })).toBe('slot');
  });
});

describe('slot RTP, simulated', () => {
  it('returns 95.996% ± 3% over 2,000,000 seeded spins', () => {
    const random = seeded(28);
    let paid = 0;
    const spins = 2_000_000;
    for (let i = 0; i < spins; i++) paid += slotMultiplier(spinReels(random));
    const { numerator, denominator } = slotExpectedReturn();
    expect(Math.abs(paid / spins - numerator / denominator)).toBeLessThan(0.03);
  });
});

describe('baccarat', () => {
  it('deals by the tableau: naturals stand, totals are mod 10, the third-card rules hold', () => {
    const random = seeded(7);
    for (let i = 0; i < 5_000; i++) {
      const h = dealBaccarat(random);
      const two = (cards: number[]) => ((cardValue(cards[0] ?? 0) + cardValue(cards[1] ?? 0)) % 10) as number;
      expect(h.player.length).toBeGreaterThanOrEqual(2);
      expect(h.player.length).toBeLessThanOrEqual(3);
      expect(h.banker.length).toBeLessThanOrEqual(3);
      const natural = two(h.player) >= 8 || two(h.banker) >= 8;
      if (natural) expect([h.player.length, h.banker.length]).toEqual([2, 2]);
      else expect(h.player.length).toBe(two(h.player) <= 5 ? 3 : 2);
      if (!natural && h.player.length === 2) expect(h.banker.length).toBe(two(h.banker) <= 5 ? 3 : 2);
      if (!natural && h.player.length === 3 && two(h.banker) <= 2) expect(h.banker.length).toBe(3);
      if (!natural && two(h.banker) === 7) expect(h.banker.length).toBe(2);
      expect(h.winner).toBe(h.playerTotal > h.bankerTotal ? 'PLAYER' : h.bankerTotal > h.playerTotal ? 'BANKER' : 'TIE');
    }
  });

  it('returns the documented RTP per pick over 1,000,000 seeded rounds (player 98.76%, banker 98.94%, tie 85.64%)', () => {
    const random = seeded(2028);
    const rounds = 1_000_000;
    const paid = { PLAYER: 0, BANKER: 0, TIE: 0 };
    for (let i = 0; i < rounds; i++) {
      const h = dealBaccarat(random);
      for (const p of BACCARAT_PICKS) paid[p] += baccaratReturn(p, h) / 100;
    }
    expect(Math.abs(paid.PLAYER / rounds - BACCARAT_RTP.PLAYER)).toBeLessThan(0.004);
    expect(Math.abs(paid.BANKER / rounds - BACCARAT_RTP.BANKER)).toBeLessThan(0.004);
    expect(Math.abs(paid.TIE / rounds - BACCARAT_RTP.TIE)).toBeLessThan(0.012);
  });

  it('pushes a player or banker bet on a tie and pays a tie bet 8:1', () => {
    const tie = { player: [1, 9], banker: [2, 8], playerTotal: 0, bankerTotal: 0, winner: 'TIE' as const };
    expect(baccaratReturn('PLAYER', tie)).toBe(100);
    expect(baccaratReturn('BANKER', tie)).toBe(100);
    expect(baccaratReturn('TIE', tie)).toBe(900);
    expect(payoutHundredths(1000, 195)).toBe(1950);
    expect(payoutHundredths(1, 195)).toBe(1);
  });
});

describe('crash', () => {
  it('has an exact return of 97% (to 1e-7) at every cash-out target', () => {
    for (const t of [101, 150, 200, 333, 1000, 10_000]) expect(Math.abs(crashExpectedReturn(t) - CRASH_RTP)).toBeLessThan(1e-7);
  });

  it('returns 97% ± 1% over 1,000,000 seeded rounds cashing out at 2.00×, and 97% ± 3% at 10×', () => {
    const random = seeded(97);
    const rounds = 1_000_000;
    let at2 = 0;
    let at10 = 0;
    for (let i = 0; i < rounds; i++) {
      const point = crashPoint(random);
      if (point >= 200) at2 += 2;
      if (point >= 1000) at10 += 10;
    }
    expect(Math.abs(at2 / rounds - CRASH_RTP)).toBeLessThan(0.01);
    expect(Math.abs(at10 / rounds - CRASH_RTP)).toBeLessThan(0.03);
  });

  it('crashes at 1.00× about 3% of rounds and reads targets 1.01-100', () => {
    expect(crashPoint(() => 0)).toBe(100);
    expect(crashPoint(() => 2 ** 32 - 1)).toBe(100_000);
    expect(parseCrashTarget('2')).toBe(200);
    expect(parseCrashTarget('1.5')).toBe(150);
    expect(parseCrashTarget('1.00')).toBeNull();
    expect(parseCrashTarget('100.01')).toBeNull();
    expect(parseCrashTarget('abc')).toBeNull();
  });
});
