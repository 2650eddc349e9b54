import { PATHS } from '@tessera/contract';
import type { TGame } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { locales } from '../../locales';
import { useGameEntry } from '../gameEntry';
import { useGameListScreen } from '../gameList';
import { useGameLauncher, withoutLottery } from '.';

// With the lottery switched off for the merchant (nav.canNavigate false for its routes), the game
// center offers no lottery category and refuses to open a lottery game; slots are untouched
// (docs/decisions/disabled-remotes.md).

const LOTTERY = [PATHS.lottery, PATHS.startLottery, PATHS.launchGame];
const vendor = (code: string) => ({ vendor: code, vendorName: code, accountTypeName: code, supportPlay: 1, iconUrl: '' });
const TYPES = {
  list: [
    { gameType: 'RNG', vendors: [vendor('PG')] },
    { gameType: 'LOTT', vendors: [vendor('LOTT')] },
    { gameType: 'ELOTT', vendors: [vendor('ELOTT')] },
  ],
};
const lotto = {
  nodeId: '9',
  gameId: '9',
  gameCode: 'LOTT_1',
  vassalage: 'LOTT',
  gameCategory: 'LOTT',
  gameGroupId: 1,
  lottoMode: 'Lott',
  supportPlay: 1,
} as unknown as TGame;

let launch: ((game: TGame) => Promise<void>) | null = null;
function Probe() {
  launch = useGameLauncher();
  const entry = useGameEntry();
  const list = useGameListScreen();
  return (
    <>
      <p data-testid="menu">{entry.menu.join(',')}</p>
      <p data-testid="tabs">{list.tabs.join(',')}</p>
    </>
  );
}

const render = (unavailable: string[]) =>
  renderWithPlatform(<Probe />, {
    session: SAMPLE_MEMBER,
    resources: { games: locales.EN as Record<string, unknown> },
    unavailable,
    api: { vendorGameTypes: TYPES, hotGames: { list: [], language: 'EN' }, favouriteIds: { list: [] } },
  });

test('withoutLottery drops LOTT and ELOTT only while the lottery is off', () => {
  expect(withoutLottery(TYPES.list as never[], true)).toHaveLength(3);
  expect(withoutLottery(TYPES.list as { gameType: 'RNG' | 'LOTT' | 'ELOTT' }[], false).map((c) => c.gameType)).toEqual(['RNG']);
});

test('lottery on: its categories are offered and a lottery game opens its frame', async () => {
  const { platform } = render([]);
  await waitFor(() => expect(screen.getByTestId('menu').textContent).toContain('LOTT'));
  expect(screen.getByTestId('tabs').textContent).toContain('ELOTT');
  await act(() => launch!(lotto));
  expect(platform.calls.navigate[0]).toMatch(/^\/m\/launchGame\?/);
});

test('lottery off: no lottery category or tab; a lottery game is refused with a message and opens nothing', async () => {
  const { platform } = render(LOTTERY);
  await waitFor(() => expect(screen.getByTestId('menu').textContent).toContain('RNG'));
  expect(screen.getByTestId('menu').textContent).not.toMatch(/LOTT/);
  expect(screen.getByTestId('tabs').textContent).not.toMatch(/LOTT/);
  await act(() => launch!(lotto));
  expect(platform.calls.navigate).toEqual([]);
  expect(platform.calls.toasts).toEqual([{ type: 'info', message: 'This game is not available on this site' }]);
});

test('a demo game opens in its window in the player language and theme (the demo pages speak EN, PT and PT-BR)', async () => {
  const slot = { nodeId: '7', gameId: 'g7', gameCode: 'G7', vassalage: 'PG', gameCategory: 'RNG', supportPlay: 1 } as unknown as TGame;
  const win = { location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  try {
    renderWithPlatform(<Probe />, {
      session: SAMPLE_MEMBER,
      resources: { games: locales.EN as Record<string, unknown> },
      language: 'PT-BR',
      theme: 'light',
      api: { vendorGameTypes: TYPES, hotGames: { list: [], language: 'EN' }, favouriteIds: { list: [] }, launchGame: { url: '/play/table?ticket=abc' } },
    });
    await waitFor(() => expect(screen.getByTestId('menu').textContent).toContain('RNG'));
    await act(() => launch!(slot));
    expect(win.location.href).toBe('/play/table?ticket=abc&lang=PT-BR&css=light');
  } finally {
    open.mockRestore();
  }
});
