import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from '../routes/router';
import { LANGUAGES, PATHS, STORAGE_KEYS, TRIAL_TYPE } from '@tessera/contract';
import { sampleStatus, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { apiQueryClient } from '@tessera/platform-sdk/data';
import { i18n, initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { PlatformProvider } from '../platform/PlatformProvider';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { Dialogs } from './Overlays';
import { flagOf, SideMenu } from './SideMenu';
import { fakeServer } from '../platform/transport.testing';

const request = fakeServer();

function mount() {
  return render(
    <Router>
      <PlatformProvider>
        <button type="button" data-testid="opener" onClick={() => useUiStore.getState().setSideMenu(true)}>
          open
        </button>
        <SideMenu />
        <Dialogs />
      </PlatformProvider>
    </Router>,
  );
}

beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
  apiQueryClient.clear();
  useSessionStore.getState().clear();
  useUiStore.setState({ sideMenuOpen: false, referralOpen: false, dialogs: [], toasts: [], loading: { count: 0, message: null } });
  usePlatformStore.setState({ status: sampleStatus() });
  window.history.replaceState(null, '', '/m/home');
  localStorage.clear();
  sessionStorage.clear();
});

describe('SideMenu', () => {
  it('opens from the keyboard, moves focus inside, keeps Tab inside, and Escape closes it and returns focus', () => {
    mount();
    const opener = screen.getByTestId('opener');
    opener.focus();
    fireEvent.click(opener);
    const menu = screen.getByTestId('side-menu');
    expect(menu.getAttribute('role')).toBe('dialog');
    expect(menu.contains(document.activeElement)).toBe(true);
    const items = menu.querySelectorAll<HTMLElement>('button, a[href]');
    items[items.length - 1]?.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a visitor sees login and register; a real-member shortcut sends a visitor to login with the return path', () => {
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    expect(screen.getByRole('button', { name: en.header.login })).toBeTruthy();
    expect(screen.queryByTestId('sign-out')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.sideMenu.withdraw }));
    expect(window.location.pathname + window.location.search).toBe('/m/login?redirect=%2Fm%2Fwithdraw');
  });

  it('lists customer service with the decrypted link, and app download in a browser', () => {
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    expect(screen.getByTestId('side-menu-service').getAttribute('href')).toBe('https://wa.me/15550100001');
    expect(screen.getByRole('button', { name: en.sideMenu.appDownload })).toBeTruthy();
  });

  it('sign out asks first, calls the logout API with the token, clears the session and goes home', async () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    request.mockResolvedValue({ status: 200, data: { success: true, code: 'OK', message: '', value: { loggedOut: true } } });
    window.history.pushState(null, '', PATHS.help);
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    fireEvent.click(screen.getByTestId('sign-out'));
    expect(screen.queryByTestId('side-menu')).toBeNull();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(en.dialog.sureLogout);
    fireEvent.click(within(dialog).getByRole('button', { name: en.dialog.logoutConfirm }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/v1/auth/session',
      headers: { Authorization: `Bearer ${SAMPLE_MEMBER.token}` },
    });
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    await waitFor(() => expect(window.location.pathname).toBe(PATHS.home));
  });

  it('cancelling the sign-out question keeps the session and calls nothing', async () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    fireEvent.click(screen.getByTestId('sign-out'));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: en.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(request).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });
  const vendor = (v: string) => ({ vendor: v, vendorName: v, accountTypeName: v, supportPlay: 1, iconUrl: '' });
  const entry = (key: string, permissionKey: string, route: string | null, shown: boolean, requiresRealAccount = true) => ({
    key,
    permissionKey,
    route,
    labelKey: `member:title.${key}`,
    shown,
    requiresRealAccount,
    agentOnly: false,
  });
  function answer(config: { url: string }) {
    if (config.url.startsWith('/api/v1/games/types'))
      return ok({
        list: [
          { gameType: 'LIVE', vendors: [vendor('EVO')] },
          { gameType: 'RNG', vendors: [vendor('PG')] },
          { gameType: 'PVP', vendors: [] },
          { gameType: 'FISH', vendors: [vendor('JILI')] },
        ],
      });
    if (config.url.startsWith('/api/v1/whitelabel/menu'))
      return ok({
        merchant: 'demo',
        viewer: 'guest',
        agent: false,
        template: 'new',
        list: [
          entry('rewardCenter', 'REWCEN3', PATHS.rewardCenter, false),
          entry('gameRecord', 'TRANSBETREPMEM3', PATHS.gameRecord, true),
          entry('securityCenter', 'SECPRIV', PATHS.securityCenter, true),
          entry('agentCenter', '', null, true),
          entry('vipRoom', '', PATHS.benefits, true),
        ],
      });
    throw new Error(`unexpected call ${config.url}`);
  }

  it('game center lists the categories with vendors in the server order, each opening /m/game on it', async () => {
    request.mockImplementation((config: { url: string }) => Promise.resolve(answer(config)));
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    const trigger = await screen.findByRole('button', { name: en.sideMenu.gameCenter });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const list = await screen.findByTestId('side-menu-games');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Live Casino', 'Slots', 'Fishing']),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Slots' }));
    expect(window.location.pathname + window.location.search).toBe('/m/game?category=RNG');
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('member center lists the white-label entries the member center shows (flag on, with a screen); a visitor is sent to login', async () => {
    request.mockImplementation((config: { url: string }) => Promise.resolve(answer(config)));
    i18n.addResourceBundle('en', 'member', { title: { securityCenter: 'Security Center' } }, true, true);
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    fireEvent.click(await screen.findByRole('button', { name: en.sideMenu.memberCenter }));
    const list = await screen.findByTestId('side-menu-member');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.getAttribute('data-key')),
      ).toEqual(['home', 'TRANSBETREPMEM3', 'SECPRIV', 'vipRoom']),
    );
    // Labels come from the owning remote's route titles (the registry brings them before the remote loads).
    expect(within(list).getByRole('button', { name: 'Security Center' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'gameRecord' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Security Center' }));
    expect(window.location.pathname + window.location.search).toBe(`/m/login?redirect=${encodeURIComponent(PATHS.securityCenter)}`);
  });

  it('the focus trap skips the links of a closed section', async () => {
    request.mockImplementation((config: { url: string }) => Promise.resolve(answer(config)));
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    const games = await screen.findByRole('button', { name: en.sideMenu.gameCenter });
    fireEvent.click(games);
    await screen.findByRole('button', { name: 'Slots' });
    fireEvent.click(games);
    const menu = screen.getByTestId('side-menu');
    const shown = Array.from(menu.querySelectorAll<HTMLElement>('button, a[href]')).filter((el) => !el.closest('[hidden]'));
    expect(shown.some((el) => el.textContent === 'Slots')).toBe(false);
    shown[shown.length - 1]?.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(shown[0]);
  });

  it("a member reads the API's withdrawable figure under the balance; a trial player is not asked for it", async () => {
    const funds = {
      currencyCode: 'CNY',
      currencySymbol: '¥',
      balance: '1000.00',
      pendingDeposits: { count: 0, amount: '0.00' },
      pendingWithdrawals: { count: 0, amount: '0.00' },
      withdrawable: {
        balance: '1000.00',
        pendingWithdrawals: '0.00',
        locked: '750.00',
        lockReason: 'turnover',
        turnoverRemaining: '7500.00',
        withdrawable: '250.00',
      },
      rewards: { unclaimed: 0, unclaimedAmount: '0.00' },
      rebate: { amount: '0.00', claimable: false, minimum: '1.00' },
      agent: null,
      asOf: '2026-11-25T10:00:00.000Z',
    };
    const urls: string[] = [];
    request.mockImplementation((config: { url: string }) => {
      urls.push(config.url);
      if (config.url.startsWith('/api/v1/funds/summary'))
        return Promise.resolve({ status: 200, data: { success: true, code: 'OK', message: '', value: funds } });
      return Promise.resolve({ status: 200, data: { success: true, code: 'OK', message: '', value: null } });
    });
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    const view = mount();
    act(() => useUiStore.getState().setSideMenu(true));
    const line = await screen.findByTestId('side-menu-withdrawable');
    expect(line.textContent).toBe(`${en.sideMenu.withdrawable} ¥250.00`);
    view.unmount();

    urls.length = 0;
    apiQueryClient.clear();
    useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, type: TRIAL_TYPE });
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    await screen.findByTestId('side-menu-summary');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByTestId('side-menu-withdrawable')).toBeNull();
    expect(urls.filter((u) => u.startsWith('/api/v1/funds/summary'))).toEqual([]);
  });

  it('invite shows only while the merchant has REFERRAL on', () => {
    usePlatformStore.setState({ status: sampleStatus({ info: { ...sampleStatus().info, whitelabel: { REFERRAL: false } } }) });
    const { unmount } = mount();
    act(() => useUiStore.getState().setSideMenu(true));
    expect(screen.queryByTestId('side-menu-invite')).toBeNull();
    unmount();
    usePlatformStore.setState({ status: sampleStatus({ info: { ...sampleStatus().info, whitelabel: { REFERRAL: true } } }) });
    mount();
    expect(screen.getByTestId('side-menu-invite')).toBeTruthy();
  });

  it('every language of the selector has a flag; the current one is checked', () => {
    expect(LANGUAGES.filter((l) => !/^\p{Regional_Indicator}{2}$/u.test(flagOf(l.code))).map((l) => l.code)).toEqual([]);
    expect(flagOf('PT-BR')).toBe('\u{1F1E7}\u{1F1F7}');
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('English');
  });
});
