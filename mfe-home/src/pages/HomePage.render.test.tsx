import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_SIZES } from '@tessera/contract';
import { renderWithPlatform, rendersDuring } from '@tessera/platform-sdk/testing';
import { EN, homeApi } from '../testing/fixtures';
import HomePage from './HomePage';

// Reduced motion: the jackpot ticker, the marquee and the carousel hold still, so no timer of
// theirs renders during the measured commit.
beforeEach(() => {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') }));
});
afterEach(() => jest.restoreAllMocks());

// Issue 25: a wallet refresh on /m/home re-renders only the components that show the balance.
test('a balance refresh on home re-renders the balance, nothing else', async () => {
  const { platform, setPlatform } = renderWithPlatform(<HomePage />, { resources: EN, api: homeApi(), role: 'member', wallet: { sumBalance: '10.00' } });
  // Content shown: hot games, winners and providers drawn (their deferred copies included).
  const shown = { timeout: 10_000 };
  await waitFor(() => expect(within(screen.getByTestId('hot-games')).getAllByTestId('game-tile')).toHaveLength(PAGE_SIZES.hotGamesBlock), shown);
  await waitFor(() => expect(within(screen.getByTestId('home-footer')).getByRole('img', { name: 'PG Soft' })).toBeTruthy(), shown);
  await waitFor(() => expect(within(screen.getByTestId('winner-board')).getByText('pl***8')).toBeTruthy(), shown);

  const renders = await rendersDuring(() => setPlatform({ wallet: { ...platform.wallet, sumBalance: '1234.00' } }));

  expect(screen.getByTestId('balance-amount').textContent).toContain('1,234.00');
  // The provider (the shell's part), then the balance's amount and its refresh button with the kit's parts inside them.
  expect(renders).toEqual(['PlatformProvider', 'BalanceAmount', 'Amount', 'RefreshButton', 'IconButton', 'Button', 'Icon']);
});
