import { tabOfQuery, tabsOf } from './tabs';

describe('game list tabs', () => {
  const tabs = tabsOf(['RNG', 'FISH'], true);

  it('have an All tab after Hot and Favourites, and the address ?gameType=ALL chooses it (not Hot)', () => {
    expect(tabs.slice(0, 3)).toEqual(['HOT', 'FAV', 'ALL']);
    expect(tabOfQuery(new URLSearchParams('gameType=ALL'), tabs, true)).toBe('ALL');
    expect(tabOfQuery(new URLSearchParams('gameType=all'), tabs, true)).toBe('ALL');
  });

  it('choose Hot for hot and for a type this list does not show, FAV only when logged in', () => {
    expect(tabOfQuery(new URLSearchParams('category=HOT'), tabs, true)).toBe('HOT');
    expect(tabOfQuery(new URLSearchParams('gameType=FISH'), tabs, true)).toBe('FISH');
    expect(tabOfQuery(new URLSearchParams('gameType=PVP'), tabs, true)).toBe('HOT');
    expect(tabOfQuery(new URLSearchParams('type=fav'), tabsOf(['RNG'], false), false)).toBe('HOT');
    expect(tabsOf(['RNG'], false)).not.toContain('FAV');
  });
});
