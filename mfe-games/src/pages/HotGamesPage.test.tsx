import { JACKPOT, PAGE_SIZES } from '@tessera/contract';
import type { TGame } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locales } from '../locales';
import HotGamesPage from './HotGamesPage';

// The hot-games screen (spec §2 Home, §9): at most 18 games with a jackpot-like number each, a live
// section of its own, and the more link to /m/gameList?type=hot.

const game = (i: number, gameType: TGame['gameType'] = 'RNG') =>
  ({
    nodeId: `n${i}`,
    gameId: `g${i}`,
    gameName: `Game ${i}`,
    displayName: `Game ${i}`,
    gameType,
    gameCategory: gameType,
    gameClassifyNew: gameType === 'LIVE' ? 'BACCARAT' : 'SLOT',
    vassalage: gameType === 'LIVE' ? 'EVO' : 'PG',
    vendorName: gameType === 'LIVE' ? 'Evolution' : 'PG Soft',
    gameCode: `G${i}`,
    gameGroupId: null,
    lottoMode: null,
    supportPlay: 1,
    minBet: '0.10',
    minLine: 1,
    hot: true,
    hotRank: i,
    iconUrl: '',
    mobileLargeIcon: '',
    mobileSmallIcon: '',
  }) as TGame;

const render = (hotGames: unknown, session: typeof SAMPLE_MEMBER | null = SAMPLE_MEMBER) =>
  renderWithPlatform(<HotGamesPage />, {
    session: session ?? undefined,
    resources: { games: locales.EN as Record<string, unknown> },
    api: { hotGames, favouriteIds: { list: [] } },
  });

test('shows at most 18 non-live hot games, each with a 6-digit jackpot number in 20000-80000, and the live games apart', async () => {
  const list = [game(0, 'LIVE'), ...Array.from({ length: 24 }, (_, i) => game(i + 1)), game(30, 'LIVE')];
  render({ list, language: 'EN' });
  const main = await screen.findByTestId('hot-screen-games');
  await waitFor(() => expect(within(main).getAllByTestId('game-tile')).toHaveLength(PAGE_SIZES.hotGamesScreen));
  const numbers = within(main).getAllByTestId('jackpot-number');
  expect(numbers).toHaveLength(18);
  for (const n of numbers) {
    expect(n.textContent).toMatch(/^\d{6}$/);
    expect(Number(n.textContent)).toBeGreaterThanOrEqual(JACKPOT.min);
    expect(Number(n.textContent)).toBeLessThanOrEqual(JACKPOT.max);
  }
  const live = screen.getByTestId('hot-screen-live');
  expect(
    within(live)
      .getAllByTestId('game-tile')
      .map((t) => t.getAttribute('data-node-id')),
  ).toEqual(['n0', 'n30']);
  expect(within(main).queryByRole('img', { name: 'Game 0' })).toBeNull();
});

test('the more link opens the game list with type=hot', async () => {
  const { platform } = render({ list: [game(1)], language: 'EN' });
  fireEvent.click(await screen.findByRole('link', { name: /More hot games/ }));
  expect(platform.calls.navigate[0]).toBe('/m/gameList?type=hot');
});

test('no live hot games: the live section says so', async () => {
  render({ list: [game(1)], language: 'EN' });
  expect(await screen.findByText('No live games are hot right now.')).toBeTruthy();
});

test('a visitor who opens a game logs in over this screen (the login modal), and nothing is launched yet', async () => {
  const { platform } = render({ list: [game(1)], language: 'EN' }, null);
  fireEvent.click(await screen.findByRole('button', { name: /^Game 1/ }));
  await waitFor(() => expect(platform.calls.requireLogin).toEqual([{ visitor: 'modal', resume: expect.any(Function) }]));
  expect(platform.calls.api.some((c) => c.name === 'launchGame')).toBe(false);
});
