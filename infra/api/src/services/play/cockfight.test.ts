import { COCKFIGHT_ODDS, COCKFIGHT_OUTCOMES, COCKFIGHT_PICKS, cockfightReturn, cockfightRtp, demoKindOf, drawFight } from './kinds';

// The demo cockfight's rules (issue 29): outcome shares, what each pick returns, the exact RTP, and
// a seeded simulation within about 4 standard errors of it. docs/decisions/demo-games.md.

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

test('cockfight games open the cockfight demo', () => {
  expect(demoKindOf({ classify: 'COCKFIGHT', category: 'COCKFIGHT' })).toBe('cockfight');
  expect(demoKindOf({ classify: 'SLOT', category: 'COCKFIGHT' })).toBe('cockfight');
  expect(demoKindOf({ classify: 'BACCARAT', category: 'LIVE' })).toBe('table');
});

test('every one of the 1000 outcomes is one winner: meron 460, wala 460, draw 80', () => {
  const counts = { MERON: 0, WALA: 0, DRAW: 0 };
  for (let n = 0; n < COCKFIGHT_OUTCOMES; n++) counts[drawFight(() => n).winner] += 1;
  expect(counts).toEqual(COCKFIGHT_ODDS);
});

test('returns: a won meron or wala 1.95x, a won draw 11x, meron/wala meeting a draw the stake back, a loss nothing', () => {
  expect(cockfightReturn('MERON', { winner: 'MERON' })).toBe(195);
  expect(cockfightReturn('WALA', { winner: 'WALA' })).toBe(195);
  expect(cockfightReturn('DRAW', { winner: 'DRAW' })).toBe(1100);
  expect(cockfightReturn('MERON', { winner: 'DRAW' })).toBe(100);
  expect(cockfightReturn('WALA', { winner: 'MERON' })).toBe(0);
  expect(cockfightReturn('DRAW', { winner: 'WALA' })).toBe(0);
});

test('exact RTP: meron and wala 97.70 %, draw 88.00 %', () => {
  expect(cockfightRtp('MERON')).toBeCloseTo(0.977, 10);
  expect(cockfightRtp('WALA')).toBeCloseTo(0.977, 10);
  expect(cockfightRtp('DRAW')).toBeCloseTo(0.88, 10);
});

test('1,000,000 seeded fights return each pick its RTP within about 4 standard errors; fights last 8-59 s', () => {
  const random = seeded(29);
  const paid = { MERON: 0, WALA: 0, DRAW: 0 };
  const fights = 1_000_000;
  let shortest = 99;
  let longest = 0;
  for (let i = 0; i < fights; i++) {
    const f = drawFight(random);
    shortest = Math.min(shortest, f.seconds);
    longest = Math.max(longest, f.seconds);
    for (const p of COCKFIGHT_PICKS) paid[p] += cockfightReturn(p, f) / 100;
  }
  expect(Math.abs(paid.MERON / fights - 0.977)).toBeLessThan(0.004);
  expect(Math.abs(paid.WALA / fights - 0.977)).toBeLessThan(0.004);
  expect(Math.abs(paid.DRAW / fights - 0.88)).toBeLessThan(0.012);
  expect([shortest, longest]).toEqual([8, 59]);
});
