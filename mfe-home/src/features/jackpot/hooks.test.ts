import { JACKPOT } from '@tessera/contract';
import { jackpotNumberOf, nextJackpot } from './hooks';

describe('jackpot ticker (spec §9)', () => {
  test('a rise inside the range adds the step', () => {
    expect(nextJackpot(JACKPOT.tickerMin, 500)).toBe(JACKPOT.tickerMin + 500);
    expect(nextJackpot(JACKPOT.tickerMax - 500, 500)).toBe(JACKPOT.tickerMax);
  });

  test('past the top it starts again from the bottom, never leaving the range', () => {
    expect(nextJackpot(JACKPOT.tickerMax, 1)).toBe(JACKPOT.tickerMin);
    expect(nextJackpot(JACKPOT.tickerMax - 10, 911)).toBe(JACKPOT.tickerMin + 900);
    let v: number = JACKPOT.tickerMax - 2000;
    for (let i = 0; i < 50; i += 1) {
      v = nextJackpot(v, 911);
      expect(v).toBeGreaterThanOrEqual(JACKPOT.tickerMin);
      expect(v).toBeLessThanOrEqual(JACKPOT.tickerMax);
    }
  });

  test("a game's number is 6 digits from 20000 to 80000 and stable", () => {
    for (const id of ['10205', '10300', 'x', '']) {
      const n = jackpotNumberOf(id);
      expect(n).toMatch(/^\d{6}$/);
      expect(Number(n)).toBeGreaterThanOrEqual(JACKPOT.min);
      expect(Number(n)).toBeLessThanOrEqual(JACKPOT.max);
      expect(jackpotNumberOf(id)).toBe(n);
    }
  });
});

test('neighbouring game ids get jackpot numbers spread over the range, the same as the hot-games screen gives them', () => {
  const values = Array.from({ length: 18 }, (_, i) => Number(jackpotNumberOf(String(1200 + i))));
  expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(30_000);
});
