import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locales } from '../locales';
import LotteryHistoryPage from './LotteryHistoryPage';
import LotteryLobbyPage from './LotteryLobbyPage';

// Lottery history (spec §2 module list): a game's past draws newest first, page by page, a game
// chooser, and the lobby's link to it.

const MENU = {
  list: [
    {
      gameGroupId: 1,
      groupName: 'Lott',
      lottoMode: 'Lott',
      playType: 'trad',
      games: [
        { nodeId: '1', gameId: '1', gameCode: 'LOTT_1M', displayName: 'Lotto 1 minute', vassalage: 'LOTT' },
        { nodeId: '2', gameId: '2', gameCode: 'VN_HN_5M', displayName: 'Hanoi 5 minutes', vassalage: 'TCG_LOTTO_VN' },
      ],
    },
  ],
};

const draw = (numero: number) => ({
  numero,
  drawTime: new Date(Date.UTC(2026, 10, 28, 12, 0) - (1000 - numero) * 60_000).toISOString(),
  drawnAt: new Date(Date.UTC(2026, 10, 28, 12, 0)).toISOString(),
  numbers: [numero % 10, 1, 2, 3, 4],
  sum: (numero % 10) + 10,
  prizes: null,
});

/** numbersOpened over 25 draws (numero 1000 down to 976), pageSize per page. */
function results(input: unknown) {
  const q = (input as { query: { gameCode: string; pageNo?: number; pageSize: number } }).query;
  const all = q.gameCode === 'LOTT_1M' ? Array.from({ length: 25 }, (_, i) => draw(1000 - i)) : [];
  const page = q.pageNo ?? 1;
  return {
    gameCode: q.gameCode,
    vendor: 'LOTT',
    nodeId: '1',
    list: all.slice((page - 1) * q.pageSize, page * q.pageSize),
    pageNum: page,
    totalPages: Math.max(1, Math.ceil(all.length / q.pageSize)),
    total: all.length,
  };
}

const render = (path: string, api: Record<string, unknown> = {}) =>
  renderWithPlatform(path.startsWith('/m/lotteryHistory') ? <LotteryHistoryPage /> : <LotteryLobbyPage />, {
    path,
    resources: { lottery: locales.EN as Record<string, unknown> },
    api: { lotteryMenu: MENU, numbersOpened: results, drawNumero: () => new Promise(() => {}), recentVietnamLottery: { list: [] }, ...api },
  });

test('lists the asked game’s draws newest first, 20 a page, and the older draws on demand', async () => {
  render('/m/lotteryHistory?gameCode=LOTT_1M&vendor=LOTT');
  const list = await screen.findByTestId('draw-history');
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  expect(within(list).getAllByRole('listitem')[0]!.dataset.numero).toBe('1000');
  expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Sum 10');
  fireEvent.click(screen.getByRole('button', { name: 'Older draws' }));
  await waitFor(() => expect(within(screen.getByTestId('draw-history')).getAllByRole('listitem')).toHaveLength(25));
  expect(screen.queryByRole('button', { name: 'Older draws' })).toBeNull();
});

test('choosing another game shows its history (here none yet: the empty state)', async () => {
  const { platform } = render('/m/lotteryHistory?gameCode=LOTT_1M&vendor=LOTT');
  await screen.findByTestId('draw-history');
  fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'TCG_LOTTO_VN:VN_HN_5M' } });
  expect(platform.calls.navigate.at(-1)).toBe('/m/lotteryHistory?gameCode=VN_HN_5M&vendor=TCG_LOTTO_VN');
});

test('a game without draws says so; a failed call offers a retry', async () => {
  render('/m/lotteryHistory?gameCode=VN_HN_5M&vendor=TCG_LOTTO_VN');
  expect(await screen.findByText('No draws yet.')).toBeTruthy();
});

test('a failed call shows the error with a retry', async () => {
  render('/m/lotteryHistory?gameCode=LOTT_1M', {
    numbersOpened: () => {
      throw Object.assign(new Error('The service is busy'), { code: 'INTERNAL' });
    },
  });
  expect(await screen.findByText('The service is busy')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('each lobby game links to its history', async () => {
  const { platform } = render('/m/lottery');
  const links = await screen.findAllByTestId('lottery-history-link');
  expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Draw history of Lotto 1 minute', 'Draw history of Hanoi 5 minutes']);
  fireEvent.click(links[0]!);
  expect(platform.calls.navigate).toEqual(['/m/lotteryHistory?gameCode=LOTT_1M&vendor=LOTT']);
});
