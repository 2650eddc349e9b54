import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGE_SIZES, PATHS, withQuery } from '@tessera/contract';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { AMOUNT_MASK, requestDialogTurn } from '@tessera/ui-kit';
import { sampleStatus } from '@tessera/contract/fixtures';
import { banner, EN, game, games, homeApi } from '../testing/fixtures';
import HomePage from './HomePage';

const render = (options: Parameters<typeof renderWithPlatform>[1] = {}) => renderWithPlatform(<HomePage />, { resources: EN, api: homeApi(), ...options });

describe('HomePage as a visitor', () => {
  test('the marquee shows the notices and opens /m/notice', async () => {
    const { platform } = render();
    const marquee = await screen.findByTestId('announcement-marquee');
    await waitFor(() => expect(marquee.textContent).toContain('Maintenance on Tuesday'));
    fireEvent.click(marquee);
    expect(platform.calls.navigate).toContain(PATHS.notice);
  });

  test('an empty marquee says there is no announcement', async () => {
    render({ api: homeApi({ notices: { list: [] } }) });
    await waitFor(() => expect(screen.getByTestId('announcement-marquee').textContent).toContain('No announcement'));
  });

  test('banners: m_home only while the live model list is empty; the first is the LCP image', async () => {
    render();
    const carousel = await screen.findByTestId('banner-carousel');
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Banner 11', 'Banner 12']);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('width')).toBe('750');
    expect(images[0]!.getAttribute('loading')).toBeNull();
  });

  test('banners: m_live shows when live rooms exist; an in-app link routes in the app', async () => {
    const { platform } = render({ api: homeApi({ liveModelList: { list: [{ id: 1 }], pageNum: 1, totalPages: 1, total: 1 } }) });
    await waitFor(() => expect(within(screen.getByTestId('banner-carousel')).getAllByRole('img', { hidden: true })).toHaveLength(3));
    fireEvent.click(within(screen.getByTestId('banner-carousel')).getByRole('link', { name: 'Banner 11' }));
    expect(platform.calls.navigate).toContain(PATHS.activity);
  });

  test('a single banner has no dots', async () => {
    render({ api: homeApi({ announcementsBanner: { banners: [banner(11, 'm_home')], playerNotices: [], popups: [], promotions: [], agentNotices: [] } }) });
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).queryByRole('button', { name: /Banner 1 of/ })).toBeNull();
  });

  test('hot games: at most 21, and more opens the game list on HOT when there are more', async () => {
    const { platform } = render();
    const hot = await screen.findByTestId('hot-games');
    await waitFor(() => expect(within(hot).getAllByTestId('game-tile')).toHaveLength(PAGE_SIZES.hotGamesBlock));
    fireEvent.click(within(hot).getByRole('button', { name: /More/ }));
    expect(platform.calls.navigate).toContain(withQuery(PATHS.gameList, { category: 'HOT' }));
  });

  test('hot games: no more button at 21 or fewer', async () => {
    render({ api: homeApi({ hotGames: { list: games(21), language: 'EN' } }) });
    const hot = await screen.findByTestId('hot-games');
    await waitFor(() => expect(within(hot).getAllByTestId('game-tile')).toHaveLength(21));
    expect(within(hot).queryByRole('button', { name: /More/ })).toBeNull();
  });

  test('no hot games: the no-data empty state', async () => {
    render({ api: homeApi({ hotGames: { list: [], language: 'EN' } }) });
    expect((await within(await screen.findByTestId('hot-games')).findByTestId('empty-state')).textContent).toContain('No data');
  });

  test('a visitor is offered login instead of a balance, and the star opens the login modal', async () => {
    const { platform } = render();
    expect(screen.getByTestId('balance-widget').textContent).toContain('Log in');
    const tile = (await screen.findAllByTestId('game-tile'))[0]!;
    fireEvent.click(within(tile).getByRole('button', { name: /Favourite/ }));
    expect(platform.calls.requireLogin).toEqual([{ visitor: 'modal', resume: expect.any(Function) }]);
    expect(platform.calls.api.some((c) => c.name === 'addFavourite')).toBe(false);
  });

  test('the FAV tab asks a visitor to log in; SERVICE lists the customer service links', async () => {
    render();
    fireEvent.click(screen.getByRole('tab', { name: 'FAV' }));
    expect(screen.getByTestId('empty-state').textContent).toContain('Log in to keep your favourite games here.');
    expect(screen.queryByTestId('my-collection')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'SERVICE' }));
    expect(within(screen.getByTestId('service-list')).getAllByRole('link').length).toBeGreaterThan(0);
  });

  test("the footer's home tap (?category=HOT) shows the HOT tab and is dropped from the address", () => {
    const { platform } = render({ path: withQuery(PATHS.home, { category: 'HOT' }) });
    expect(screen.getByRole('tab', { name: 'HOT' }).getAttribute('aria-selected')).toBe('true');
    expect(platform.calls.navigate).toEqual([PATHS.home]);
    expect(platform.calls.navigateOptions).toEqual([{ replace: true }]);
  });

  test('the winner board scrolls only above 6 winners', async () => {
    const { unmount } = render();
    const board = await screen.findByTestId('winner-board');
    await waitFor(() => expect(board.querySelector('[data-scrolling="true"]')).not.toBeNull());
    unmount();
    render({ api: homeApi({ winnerBoard: { list: [] } }) });
    await waitFor(() => expect(within(screen.getByTestId('winner-board')).getByTestId('empty-state')).toBeTruthy());
  });

  test('quick nav: hot, service, withdraw, deposit; cashback only with MANPLAYREB3', async () => {
    const { unmount } = render({ flags: { MANPLAYREB3: false } });
    const nav = screen.getByTestId('quick-nav');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.dataset.key),
    ).toEqual(['hot', 'service', 'withdraw', 'deposit']);
    unmount();
    render({ flags: { MANPLAYREB3: true } });
    expect(
      within(screen.getByTestId('quick-nav'))
        .getAllByRole('button')
        .map((b) => b.dataset.key),
    ).toContain('cashback');
  });

  test('the footer: providers, three licence badges, copyright 2025; the floating service link', async () => {
    render();
    const footer = screen.getByTestId('home-footer');
    await waitFor(() => expect(within(footer).getByRole('img', { name: 'PG Soft' })).toBeTruthy());
    expect(within(screen.getByTestId('licence-badges')).getAllByRole('listitem')).toHaveLength(3);
    expect(footer.textContent).toContain('© 2025');
    expect(screen.getByTestId('cs-float').getAttribute('href')).toEqual(expect.stringMatching(/^https?:/));
    expect(screen.queryByTestId('licence-text')).toBeNull();
  });

  test("the footer carries the merchant's licence, payment marks and app name (merchant setup)", () => {
    const status = sampleStatus();
    const footer = { licenceText: 'Licensed by the Gaming Authority', licenceNumber: 'GA-2025-001', paymentMarks: ['PIX', 'BOLETO'] };
    const brand = { appName: 'Lumen', pageTitle: 'Lumen', logoUrl: null, iconUrl: null, themeCss: null, languages: { default: 'EN', offered: ['EN'] }, footer };
    render({ status: { ...status, info: { ...status.info, brand } } });
    expect(screen.getByTestId('licence-text').textContent).toBe('Licensed by the Gaming Authority · GA-2025-001');
    const marks = within(screen.getByTestId('home-footer')).getByRole('heading', { name: 'Payment methods' }).parentElement;
    expect(
      within(marks as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PIX', 'BOLETO']);
    expect(screen.getByTestId('home-footer').textContent).toContain('Lumen');
  });
});

describe('HomePage as a member', () => {
  test('the balance: 2 decimals, hidden with stars, refresh asks the wallet', async () => {
    const { platform } = render({ role: 'member', wallet: { sumBalance: '1234.5', currencySymbol: '¥' } });
    const widget = screen.getByTestId('balance-widget');
    expect(within(widget).getByTestId('balance-amount').textContent).toContain('¥1,234.50');
    fireEvent.click(within(widget).getByTestId('balance-toggle'));
    expect(within(widget).getByTestId('balance-amount').textContent).toContain(`¥${AMOUNT_MASK}`);
    expect(within(widget).getByTestId('balance-amount').textContent).not.toContain('1,234');
    fireEvent.click(within(widget).getByTestId('balance-refresh'));
    expect(platform.calls.walletRefresh).toBe(1);
  });

  test("the jackpot counter carries the wallet's currency symbol", () => {
    render({ role: 'member', wallet: { sumBalance: '10', currencySymbol: 'R$' } });
    expect(screen.getByTestId('jackpot-ticker').textContent).toMatch(/^R\$\s?\d/);
  });

  test('my collection shows only with favourites, 15 a page, and more opens the game list on FAV', async () => {
    const favs = Array.from({ length: 15 }, (_, i) => game(100 + i));
    const { platform } = render({
      role: 'member',
      api: homeApi({
        favouriteIds: { list: favs.map((g) => g.nodeId) },
        favouriteGames: (input: { query: { pageNo: number } }) =>
          input.query.pageNo === 1 ? { content: favs, pageNum: 1, totalPages: 2, total: 16 } : { content: [game(200)], pageNum: 2, totalPages: 2, total: 16 },
      }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'FAV' }));
    const collection = await screen.findByTestId('my-collection');
    expect(within(collection).getAllByTestId('game-tile')).toHaveLength(15);
    expect(
      within(collection)
        .getAllByRole('button', { name: /Favourite/ })[0]!
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(collection).getByTestId('load-more'));
    await waitFor(() => expect(within(collection).getAllByTestId('game-tile')).toHaveLength(16));
    fireEvent.click(within(collection).getByRole('button', { name: /More/ }));
    expect(platform.calls.navigate).toContain(withQuery(PATHS.gameList, { category: 'FAV' }));
  });

  test('without favourites the FAV tab has no collection, only no data', async () => {
    render({ role: 'member' });
    fireEvent.click(screen.getByRole('tab', { name: 'FAV' }));
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No data');
    expect(screen.queryByTestId('my-collection')).toBeNull();
  });

  test('the star adds a favourite: please wait, the call, saved for 1 s, the shared lists refetched', async () => {
    const { platform } = render({ role: 'member', api: homeApi({ addFavourite: { success: true, nodeId: '10001', total: 1 } }) });
    const tile = (await screen.findAllByTestId('game-tile'))[0]!;
    fireEvent.click(within(tile).getByRole('button', { name: /Favourite/ }));
    await waitFor(() => expect(platform.calls.toasts).toContainEqual({ type: 'success', message: 'Changes saved', durationMs: 1000 }));
    expect(platform.calls.api.find((c) => c.name === 'addFavourite')?.input).toEqual({ body: { nodeId: '10001', vendor: 'PG' } });
    expect(platform.calls.loading).toEqual(['show', 'hide']);
    await waitFor(() => expect(platform.calls.api.filter((c) => c.name === 'favouriteIds').length).toBeGreaterThan(1));
  });

  test('a failed favourite hides the loading without a message (spec §8)', async () => {
    const { platform } = render({ role: 'member', api: homeApi({ addFavourite: new Error('boom') }) });
    const tile = (await screen.findAllByTestId('game-tile'))[0]!;
    fireEvent.click(within(tile).getByRole('button', { name: /Favourite/ }));
    await waitFor(() => expect(platform.calls.loading).toEqual(['show', 'hide']));
    expect(platform.calls.toasts).toEqual([]);
  });

  test('opening a game launches it; a lottery game opens the lottery frame', async () => {
    const lotto = game(50, { vassalage: 'LOTT', gameGroupId: 7, displayName: 'Lotto 50' });
    const { platform } = render({
      role: 'member',
      api: homeApi({
        hotGames: { list: [game(1), lotto], language: 'EN' },
        launchGame: (input: { query: { vendor: string } }) =>
          input.query.vendor === 'LOTT'
            ? { url: '/play/lottery?ticket=t', page: 'launchGame', playType: 'trad', gameId: '50', gameCode: 'PG_50', prizeMode: 'Lott' }
            : { url: '/play/slot?ticket=t', page: 'game' },
      }),
    });
    const tiles = await screen.findAllByTestId('game-tile');
    fireEvent.click(within(tiles[0]!).getByRole('button', { name: /^Game 1 / }));
    // The generic launcher: the game's own category, id and node, and its free-play flag (spec §7
    // supportPlay, 1 = not free in game lists); the answer's URL is opened in this tab.
    await waitFor(() =>
      expect(platform.calls.api.find((c) => c.name === 'launchGame')?.input).toEqual({
        query: { vendor: 'PG', gameCategory: 'RNG', gameId: '1', nodeId: '10001', supportPlay: '1' },
      }),
    );
    fireEvent.click(within(tiles[1]!).getByRole('button', { name: /^Lotto 50 / }));
    await waitFor(() => expect(platform.calls.navigate.some((p) => p.startsWith(`${PATHS.launchGame}?`) && p.includes('gameGroupId=7'))).toBe(true));
  });

  test('the login popup shows the pop-ups once per session', async () => {
    sessionStorage.clear();
    const api = homeApi({
      announcementsBanner: { banners: [], playerNotices: [], popups: [banner(21, 'x'), banner(22, 'x')], promotions: [], agentNotices: [] },
    });
    const { unmount } = render({ role: 'member', api });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getAllByRole('button', { name: /Banner \d of 2/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    unmount();
    render({ role: 'member', api });
    await screen.findByTestId('hot-games');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the login popup waits for a more important dialog (an agent contract prompt) to close', async () => {
    sessionStorage.clear();
    let release = () => {};
    act(() => {
      release = requestDialogTurn('agent.contractPrompt', 'blocking');
    });
    const api = homeApi({
      announcementsBanner: { banners: [banner(11, 'm_home')], playerNotices: [], popups: [banner(21, 'x')], promotions: [], agentNotices: [] },
    });
    render({ role: 'member', api });
    // The banners came in the same answer as the pop-ups: the popup is due now, and waits.
    await screen.findByTestId('banner-carousel');
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull();
    act(() => release());
    await screen.findByRole('dialog', { name: 'Welcome' });
  });
});
