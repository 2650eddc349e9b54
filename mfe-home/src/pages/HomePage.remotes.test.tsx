import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@tessera/contract';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { banner, EN, game, games, homeApi } from '../testing/fixtures';
import HomePage from './HomePage';

// A remote the merchant has switched off (nav.canNavigate false for its routes): home shows no
// tile, tab, shortcut or banner into it, and asks the API for none of its lists.

const GAMES = [PATHS.game, PATHS.gameList, PATHS.slotsCenter];
const LOTTERY = [PATHS.lottery, PATHS.startLottery, PATHS.launchGame];
const WALLET = [PATHS.deposit, PATHS.depositRecord, PATHS.withdraw];

const render = (options: Parameters<typeof renderWithPlatform>[1] = {}) =>
  renderWithPlatform(<HomePage />, { resources: EN, api: homeApi(), role: 'member', ...options });

const quickNavKeys = () =>
  within(screen.getByTestId('quick-nav'))
    .getAllByRole('button')
    .map((b) => b.dataset.key);

test('every remote on: the hot games, the HOT and FAV tabs and every shortcut are there', async () => {
  render({ flags: { MANPLAYREB3: true } });
  // The hot list arrives through the data layer: a busy machine (the whole suite on 2 cores) can take over the default 1 s.
  await waitFor(() => expect(within(screen.getByTestId('hot-games')).getAllByTestId('game-tile').length).toBeGreaterThan(0), { timeout: 5_000 });
  expect(within(screen.getByTestId('home-categories')).getAllByRole('tab')).toHaveLength(3);
  expect(quickNavKeys()).toEqual(['hot', 'service', 'withdraw', 'deposit', 'cashback']);
});

test('games off: no HOT or FAV tab, no game tile (hot list, jackpot), no hot shortcut, no banner into games; no game list asked', async () => {
  const { platform } = render({
    unavailable: GAMES,
    api: homeApi({
      announcementsBanner: {
        banners: [banner(11, 'm_home', '/m/activity'), banner(14, 'm_home', '/m/game?category=RNG')],
        playerNotices: [],
        popups: [],
        promotions: [],
        agentNotices: [],
      },
    }),
  });
  await waitFor(() =>
    expect(
      within(screen.getByTestId('banner-carousel'))
        .getAllByRole('img', { hidden: true })
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Banner 11']),
  );
  const tabs = within(screen.getByTestId('home-categories')).getAllByRole('tab');
  expect(tabs).toHaveLength(1);
  expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  expect(screen.getByTestId('service-list')).toBeTruthy();
  expect(screen.queryByTestId('hot-games')).toBeNull();
  expect(screen.queryAllByTestId('game-tile')).toHaveLength(0);
  expect(within(screen.getByTestId('jackpot')).queryAllByRole('button')).toHaveLength(0);
  expect(quickNavKeys()).toEqual(['service', 'withdraw', 'deposit']);
  const asked = platform.calls.api.map((c) => c.name);
  for (const call of ['hotGames', 'favouriteIds', 'favouriteGames']) expect(asked).not.toContain(call);
});

test('lottery off: the hot list keeps its slots and drops the lottery games (they would open in the lottery)', async () => {
  const hot = [game(1), game(2, { vassalage: 'LOTT', gameName: 'Lotto 2', displayName: 'Lotto 2' }), game(3)];
  render({ unavailable: LOTTERY, api: homeApi({ hotGames: { list: hot, language: 'EN' } }) });
  const list = await screen.findByTestId('hot-games');
  await waitFor(() => expect(within(list).getAllByTestId('game-tile')).toHaveLength(2));
  expect(list.textContent).not.toContain('Lotto 2');
});

test('wallet off: no deposit or withdraw shortcut', () => {
  render({ unavailable: WALLET, api: homeApi({ hotGames: { list: games(3), language: 'EN' } }) });
  expect(quickNavKeys()).toEqual(['hot', 'service']);
});

test("the jackpot panel links to the games remote's hot-games screen, and not while that screen is not served", async () => {
  const { platform } = render();
  const link = await screen.findByTestId('jackpot-more');
  expect(link.getAttribute('href')).toBe(PATHS.hotGames);
  link.click();
  expect(platform.calls.navigate).toContain(PATHS.hotGames);
});

test('a games remote without the hot-games screen (an older version): no link to it', () => {
  render({ unavailable: [PATHS.hotGames] });
  expect(screen.queryByTestId('jackpot-more')).toBeNull();
});
