import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from '../routes/router';
import { PATHS, type TRouteMeta } from '@tessera/contract';
import { usePlatform, type TPlatform } from '@tessera/platform-sdk';
import { sampleStatus, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { PlatformProvider } from '../platform/PlatformProvider';
import type { TShellRoute } from '../routes/table';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { useWalletStore } from '../stores/wallet';
import { apiQueryClient } from '@tessera/platform-sdk/data';
import { FloatingBack, headerDownloadLink, HomeHeader, InviteBanner, TitleHeader } from './Header';
import { fakeServer } from '../platform/transport.testing';

const request = fakeServer();

const route = (meta: Partial<TRouteMeta>): TShellRoute => ({
  meta: { path: PATHS.slotsCenter, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.login', access: 'public', ...meta },
  ns: 'shell',
});

let platform: TPlatform;
function Probe() {
  platform = usePlatform();
  return null;
}
function mount(ui: React.ReactNode) {
  return render(
    <Router>
      <PlatformProvider>
        <Probe />
        {ui}
      </PlatformProvider>
    </Router>,
  );
}

beforeAll(() => initI18n());
beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ titleOverride: null, sideMenuOpen: false, dialogs: [], toasts: [] });
  useWalletStore.setState({ sumBalance: '1234567.89', currencySymbol: '¥', refreshing: false });
  usePlatformStore.setState({ status: sampleStatus() });
  window.history.replaceState(null, '', '/m/home');
});

describe('HomeHeader', () => {
  it('shows the VIP label from member info and the balance as an integer with separators', () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    useSessionStore.getState().setMember({ id: 1, account: 'demo1', nickname: 'D', type: 0, clubLabel: { labelName: 'VIP3' } });
    mount(<HomeHeader />);
    expect(screen.getByTestId('vip-label').textContent).toBe('VIP 3');
    expect(screen.getByTestId('balance').textContent).toBe('¥ 1,234,567');
  });

  it('shows VIP 0 while the member has no label (or before member info arrives)', () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    mount(<HomeHeader />);
    expect(screen.getByTestId('vip-label').textContent).toBe('VIP 0');
  });

  it('the user block opens the member center; a trial user is offered to register instead', () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    const view = mount(<HomeHeader />);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${en.header.memberCenter}`) }));
    expect(window.location.pathname).toBe(PATHS.memberHome);
    view.unmount();
    window.history.replaceState(null, '', '/m/home');
    useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, token: 't4', type: 4 });
    mount(<HomeHeader />);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${en.header.memberCenter}`) }));
    expect(window.location.pathname).toBe(PATHS.home);
    expect(useUiStore.getState().dialogs[0]).toMatchObject({ message: en.dialog.trialMemberCenter, confirmLabel: en.dialog.registerNow });
  });

  it('the menu button opens the side menu', () => {
    mount(<HomeHeader />);
    fireEvent.click(screen.getByTestId('menu-button'));
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
  });
});

describe('headerDownloadLink (spec §2)', () => {
  const browser = { standalone: false, inApp: false, ios: false, safari: false };
  const info = (APPWINDOW: boolean) => ({
    flags: { APPWINDOW },
    downloads: [
      { resourceType: 'Android', url: 'https://dl/app.apk' },
      { resourceType: 'IOS', url: 'https://dl/ios' },
    ],
  });
  it('on home, in a browser, with APPWINDOW on and a link for the device', () => {
    expect(headerDownloadLink('/m/home', browser, info(true))).toBe('https://dl/app.apk');
    expect(headerDownloadLink('/', { ...browser, ios: true, safari: true }, info(true))).toBe('https://dl/ios');
  });
  it('never in the app shell or an installed app, off home, with APPWINDOW off or no link', () => {
    expect(headerDownloadLink('/m/home', { ...browser, inApp: true }, info(true))).toBeNull();
    expect(headerDownloadLink('/m/home', { ...browser, standalone: true }, info(true))).toBeNull();
    expect(headerDownloadLink('/m/game', browser, info(true))).toBeNull();
    expect(headerDownloadLink('/m/home', browser, info(false))).toBeNull();
    expect(headerDownloadLink('/m/home', browser, { flags: { APPWINDOW: true }, downloads: [] })).toBeNull();
  });
});

describe('TitleHeader', () => {
  it("shows the route's title, a remote's setTitle for this page, and the route's again after navigating", async () => {
    mount(<TitleHeader route={route({})} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.title.login);
    act(() => platform.ui.setTitle('Lucky 7'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lucky 7');
    act(() => platform.nav.navigate(PATHS.help));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.title.login));
  });

  it("defect: on a back: 'history' page reached in the app, the arrow goes back one page, not home", async () => {
    mount(<TitleHeader route={route({ back: 'history' })} />);
    act(() => platform.nav.navigate(PATHS.game));
    act(() => platform.nav.navigate(PATHS.slotsCenter));
    fireEvent.click(screen.getByTestId('header-back'));
    await waitFor(() => expect(window.location.pathname).toBe(PATHS.game));
  });

  it("back: 'home' pages go home", () => {
    mount(<TitleHeader route={route({ path: PATHS.activity, back: 'home' })} />);
    act(() => platform.nav.navigate(PATHS.game));
    fireEvent.click(screen.getByTestId('header-back'));
    expect(window.location.pathname).toBe(PATHS.home);
  });
});

describe('FloatingBack', () => {
  it('sits in a row of its own (in the flow, before the page), so it cannot cover the page title', () => {
    const { container } = mount(
      <>
        <FloatingBack back="home" />
        <h1>Login</h1>
      </>,
    );
    const button = screen.getByTestId('header-back');
    expect(button.parentElement?.className).toBe('shell-back-row');
    expect(button.parentElement?.nextElementSibling?.tagName).toBe('H1');
    expect(container.querySelector('.shell-back-row h1')).toBeNull();
  });

  it('is absent when the route has no back', () => {
    mount(<FloatingBack back="none" />);
    expect(screen.queryByTestId('header-back')).toBeNull();
  });
});

describe('InviteBanner', () => {
  const withReferral = (on: boolean) => usePlatformStore.setState({ status: sampleStatus({ info: { ...sampleStatus().info, whitelabel: { REFERRAL: on } } }) });
  const referral = (enabled: boolean) => ({
    status: 200,
    data: { success: true, code: 'OK', message: '', value: { enabled, inviteCode: 'ABC123', inviteUrl: null, invitedCount: 0, qualifiedCount: 0, rules: '' } },
  });
  beforeEach(() => {
    request.mockReset();
    apiQueryClient.clear();
  });

  it('a visitor sees it while REFERRAL is on, and its button sends them to login first', () => {
    withReferral(true);
    mount(<InviteBanner />);
    fireEvent.click(screen.getByTestId('invite-banner-open'));
    expect(window.location.pathname).toBe(PATHS.login);
    expect(useUiStore.getState().referralOpen).toBe(false);
  });

  it('is absent while REFERRAL is off', () => {
    withReferral(false);
    mount(<InviteBanner />);
    expect(screen.queryByTestId('invite-banner')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it("keeps the banner's place, hidden and out of reach, while a member's referral answer is on its way (no shift when it comes)", async () => {
    withReferral(true);
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    request.mockReturnValue(new Promise(() => undefined));
    mount(<InviteBanner />);
    const reserve = await screen.findByTestId('referral-reserve');
    expect(reserve.getAttribute('aria-hidden')).toBe('true');
    expect(reserve.hasAttribute('inert')).toBe(true);
    expect(reserve.querySelector('[data-testid="invite-banner"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a member sees it only when the referral call says the promotion is enabled, and it opens the referral popup', async () => {
    withReferral(true);
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    request.mockResolvedValue(referral(false));
    const { unmount } = mount(<InviteBanner />);
    await waitFor(() =>
      expect(
        apiQueryClient
          .getQueryCache()
          .getAll()
          .some((q) => q.state.status === 'success'),
      ).toBe(true),
    );
    expect(screen.queryByTestId('invite-banner')).toBeNull();
    expect(screen.queryByTestId('referral-reserve')).toBeNull();
    unmount();
    apiQueryClient.clear();
    request.mockResolvedValue(referral(true));
    mount(<InviteBanner />);
    fireEvent.click(await screen.findByTestId('invite-banner-open'));
    expect(useUiStore.getState().referralOpen).toBe(true);
  });
});
