import { gameArtPng, gameArtSvg, motifOf, nameLines } from './art';

// Game artwork (issue 28): the picture names the game (not its initials), draws a motif for its
// kind and the vendor's colours, and is the same bytes every time.

const game = (name: string, category: string, classify: string, vendor = 'EVO', id = 1) => ({ id, name, vendor, category, classify });

describe('game artwork', () => {
  it('chooses a motif by classification, then category', () => {
    expect(motifOf({ category: 'RNG', classify: 'SLOT' })).toBe('slot');
    expect(motifOf({ category: 'LIVE', classify: 'BACCARAT' })).toBe('cards');
    expect(motifOf({ category: 'PVP', classify: 'POKER' })).toBe('cards');
    expect(motifOf({ category: 'LIVE', classify: 'ROULETTE' })).toBe('wheel');
    expect(motifOf({ category: 'LIVE', classify: 'GAME_SHOW' })).toBe('wheel');
    expect(motifOf({ category: 'RNG', classify: 'CRASH' })).toBe('crash');
    expect(motifOf({ category: 'FISH', classify: 'FISHING' })).toBe('fish');
    expect(motifOf({ category: 'SPORTS', classify: 'SPORTSBOOK' })).toBe('ball');
    expect(motifOf({ category: 'SPORTS', classify: 'ESPORTS' })).toBe('controller');
    expect(motifOf({ category: 'LOTT', classify: 'LOTTO' })).toBe('lottery');
    expect(motifOf({ category: 'COCKFIGHT', classify: 'COCKFIGHT' })).toBe('rooster');
  });

  it('writes the whole name in the SVG and the PNG name lines, wrapped to the tile', () => {
    const svg = gameArtSvg(game('Speed Baccarat', 'LIVE', 'BACCARAT'));
    expect(svg).toContain('<title>Speed Baccarat · EVO</title>');
    expect(svg).toContain('>SPEED</text>');
    expect(svg).toContain('>BACCARAT</text>');
    expect(svg).not.toMatch(/>SB</);
    expect(nameLines('Crazy Time')).toEqual({ lines: ['CRAZY TIME'], cell: 3 });
    expect(nameLines('Sweet Bonanza Deluxe')).toEqual({ lines: ['SWEET BONANZA', 'DELUXE'], cell: 2 });
    expect(nameLines('Pesca do Dragão')).toEqual({ lines: ['PESCA DO', 'DRAGAO'], cell: 3 });
    expect(nameLines("Texas Hold'em").lines.join(' ')).toBe("TEXAS HOLD'EM");
  });

  it('draws each kind differently, in the vendor colours, the same bytes every time, a few KB', () => {
    const kinds = [
      game('Aviator', 'RNG', 'CRASH'),
      game('Aviator', 'RNG', 'SLOT'),
      game('Aviator', 'LIVE', 'BACCARAT'),
      game('Aviator', 'FISH', 'FISHING'),
      game('Aviator', 'COCKFIGHT', 'COCKFIGHT'),
    ];
    const pngs = kinds.map((g) => gameArtPng(g));
    expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(kinds.length);
    for (const p of pngs) expect(p.length).toBeLessThan(16_000);
    expect(gameArtPng(kinds[0]!).equals(pngs[0]!)).toBe(true);
    expect(gameArtSvg(kinds[0]!)).toContain('<polyline');
    expect(gameArtSvg(game('Lightning Roulette', 'LIVE', 'ROULETTE'))).toContain('<path d="M100 72');
    // Another vendor: another palette for the same game.
    const fill = (svg: string) => /<stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(fill(gameArtSvg(game('Aviator', 'RNG', 'CRASH', 'SPRIBE')))).not.toBe(fill(gameArtSvg(game('Aviator', 'RNG', 'CRASH', 'PG'))));
  });
});
