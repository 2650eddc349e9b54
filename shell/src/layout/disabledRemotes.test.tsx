import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PATHS, PLATFORM_VERSION, SPEC_REMOTES, ROUTE_OWNERSHIP, type TRegistry, type TSpecRemote } from '@tessera/contract';
import { useNav } from '@tessera/platform-sdk';
import { SAMPLE_AGENT, SAMPLE_MEMBER, sampleStatus } from '@tessera/platform-sdk/testing';
import { apiQueryClient } from '@tessera/platform-sdk/data';
import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { PlatformProvider } from '../platform/PlatformProvider';
import { fakeServer } from '../platform/transport.testing';
import { ShellWidgets } from '../remotes/RemoteWidget';
import { routeAvailable } from '../routes/available';
import { Router } from '../routes/router';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { FooterMenu } from './FooterMenu';
import { HomeHeader } from './Header';
import { SideMenu } from './SideMenu';

// A remote the merchant has switched off is absent from the registry: every way into its routes
// the shell draws (side menu, footer, header) is left out, and nav.canNavigate says so to remotes.

const request = fakeServer();

/** The registry of a merchant with every remote on except `off`, each with the routes it owns. */
function registryWithout(...off: TSpecRemote[]): TRegistry {
  return {
    merchant: 'acme',
    platform: PLATFORM_VERSION,
    remotes: SPEC_REMOTES.filter((name) => !off.includes(name)).map((name) => ({
      name,
      version: '1.0.0',
      entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
      canary: false,
      routes: ROUTE_OWNERSHIP[name].map(
        (path) => ({ path, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.x', access: 'public' }) as const,
      ),
    })),
  };
}

let canNavigate: ((to: string) => boolean) | undefined;
function NavProbe() {
  canNavigate = useNav().canNavigate;
  return null;
}

function mount() {
  return render(
    <Router>
      <PlatformProvider>
        <HomeHeader />
        <SideMenu />
        <FooterMenu />
        <NavProbe />
      </PlatformProvider>
    </Router>,
  );
}

beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
  request.mockImplementation(() => new Promise(() => {}));
  apiQueryClient.clear();
  useSessionStore.getState().clear();
  useSessionStore.getState().setSession(SAMPLE_MEMBER);
  useUiStore.setState({ sideMenuOpen: false, referralOpen: false, dialogs: [], toasts: [] });
  usePlatformStore.setState({ status: sampleStatus(), registry: registryWithout() });
  window.history.replaceState(null, '', PATHS.home);
});

describe('routeAvailable', () => {
  it('a path (with its query) is available while the remote owning it is on', () => {
    const on = registryWithout();
    const off = registryWithout('games');
    expect(routeAvailable(on, `${PATHS.game}?category=RNG`)).toBe(true);
    expect(routeAvailable(off, `${PATHS.game}?category=RNG`)).toBe(false);
    expect(routeAvailable(off, PATHS.gameList)).toBe(false);
    expect(routeAvailable(off, PATHS.lottery)).toBe(true);
    // The shell's own routes, other origins and an unknown registry are never refused.
    expect(routeAvailable(off, PATHS.login)).toBe(true);
    expect(routeAvailable(off, 'https://example.org/m/game')).toBe(true);
    expect(routeAvailable(null, PATHS.game)).toBe(true);
  });
});

describe('the shell with a remote switched off', () => {
  it('games off: no game center in the side menu; the other sections stay; nav.canNavigate tells remotes', async () => {
    usePlatformStore.setState({ registry: registryWithout('games') });
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    expect(await screen.findByRole('button', { name: en.sideMenu.memberCenter }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.sideMenu.gameCenter })).toBeNull();
    expect(canNavigate?.(`${PATHS.gameList}?category=HOT`)).toBe(false);
    expect(canNavigate?.(PATHS.deposit)).toBe(true);
  });

  it('with every remote on, the game center, shortcuts, footer items and header buttons are all there', async () => {
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    expect(await screen.findByRole('button', { name: en.sideMenu.gameCenter }, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByTestId('side-menu')).getByRole('button', { name: en.sideMenu.deposit })).toBeTruthy();
    expect(screen.getAllByTestId(/^footer-(?!menu)/).map((b) => b.dataset.testid)).toEqual([
      'footer-home',
      'footer-promotions',
      'footer-invite',
      'footer-rewards',
      'footer-member',
    ]);
    expect(within(screen.getByTestId('app-header')).getByRole('button', { name: en.header.deposit })).toBeTruthy();
    expect(canNavigate?.(PATHS.game)).toBe(true);
  });

  it('wallet and member off: no deposit or withdraw shortcut, no rewards or member footer item, no header deposit or member-center link', async () => {
    usePlatformStore.setState({ registry: registryWithout('wallet', 'member') });
    mount();
    act(() => useUiStore.getState().setSideMenu(true));
    expect(await screen.findByRole('button', { name: en.sideMenu.gameCenter }, { timeout: 10_000 })).toBeTruthy();
    const menu = screen.getByTestId('side-menu');
    for (const name of [en.sideMenu.deposit, en.sideMenu.withdraw, en.sideMenu.rewardCenter, en.sideMenu.memberCenter]) {
      expect(menu.querySelectorAll('button').length).toBeGreaterThan(0);
      expect(Array.from(menu.querySelectorAll('button')).some((b) => b.textContent === name)).toBe(false);
    }
    expect(Array.from(menu.querySelectorAll('button')).some((b) => b.textContent === en.sideMenu.promotions)).toBe(true);
    expect(screen.getAllByTestId(/^footer-(?!menu)/).map((b) => b.dataset.testid)).toEqual(['footer-home', 'footer-promotions', 'footer-invite']);
    expect(within(screen.getByTestId('app-header')).queryByRole('button', { name: en.header.deposit })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(en.header.memberCenter) })).toBeNull();
    expect(screen.getByTestId('vip-label')).toBeTruthy();
    fireEvent.click(screen.getByTestId('footer-promotions'));
    expect(window.location.pathname).toBe(PATHS.activity);
  });

  it("agent off: an agent's contract requests are not asked (no prompt can show); with agent on they are", async () => {
    useSessionStore.getState().setSession(SAMPLE_AGENT);
    const asked = () => request.mock.calls.filter(([config]) => String((config as { url: string }).url).includes('/agent/contracts/requests')).length;
    usePlatformStore.setState({ registry: registryWithout('agent') });
    const off = render(
      <Router>
        <PlatformProvider>
          <ShellWidgets />
        </PlatformProvider>
      </Router>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toBe(0);
    off.unmount();
    usePlatformStore.setState({ registry: registryWithout() });
    render(
      <Router>
        <PlatformProvider>
          <ShellWidgets />
        </PlatformProvider>
      </Router>,
    );
    await waitFor(() => expect(asked()).toBe(1));
  });
});
