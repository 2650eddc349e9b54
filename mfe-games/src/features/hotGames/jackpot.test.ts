import { JACKPOT, PAGE_SIZES } from '@tessera/contract';
import type { TGame } from '@tessera/contract/api';
import { jackpotNumberOf, splitHotGames } from './jackpot';

const game = (nodeId: string, gameType: TGame['gameType']) => ({ nodeId, gameType }) as TGame;

describe('jackpotNumberOf', () => {
  it('is 6 digits, zero-padded, within 20000-80000 and stable per game', () => {
    for (let i = 0; i < 2000; i++) {
      const text = jackpotNumberOf(`node-${i}`);
      expect(text).toMatch(/^\d{6}$/);
      const n = Number(text);
      expect(n).toBeGreaterThanOrEqual(JACKPOT.min);
      expect(n).toBeLessThanOrEqual(JACKPOT.max);
    }
    expect(jackpotNumberOf('PG:abc')).toBe(jackpotNumberOf('PG:abc'));
    expect(new Set(Array.from({ length: 50 }, (_, i) => jackpotNumberOf(`g${i}`))).size).toBeGreaterThan(40);
    // Neighbouring ids (the seed's nodeIds are consecutive numbers) spread over the range, not into one corner of it.
    const values = Array.from({ length: 18 }, (_, i) => Number(jackpotNumberOf(String(1200 + i))));
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(30_000);
  });
});

describe('splitHotGames', () => {
  it('keeps at most 18 non-live games in hot order and puts live games in their own part', () => {
    const list = [game('l1', 'LIVE'), ...Array.from({ length: 25 }, (_, i) => game(`r${i}`, i % 2 ? 'FISH' : 'RNG')), game('l2', 'LIVE')];
    const { games, live } = splitHotGames(list);
    expect(games).toHaveLength(PAGE_SIZES.hotGamesScreen);
    expect(games.map((g) => g.nodeId)).toEqual(Array.from({ length: 18 }, (_, i) => `r${i}`));
    expect(live.map((g) => g.nodeId)).toEqual(['l1', 'l2']);
  });
});
