import { act, render, waitFor } from '@testing-library/react';
import { Router } from '../routes/router';
import { PLATFORM_VERSION, type TBusEvent } from '@tessera/contract';
import { usePlatform, type TPlatform } from '@tessera/platform-sdk';
import { sampleStatus, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { bus } from '../bus';
import { initI18n, setLanguage } from '../i18n';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { useWalletStore } from '../stores/wallet';
import { PlatformProvider } from './PlatformProvider';
import { logout, requireLogin, requireRealMember, startTrial } from './sessionActions';
import { dialogs, loading } from './services';

const memberInfo = { id: 42, account: 'demo1', nickname: 'Demo One', type: 0, clubLabel: { labelName: 'VIP1' }, headIcon: '', merchantCode: 'demo' };
// The API's encryptServicePath('https://wa.me/15550100001', 'Ab3dEf9Z').
const WHATSAPP = { csType: 'WHATSAPP', path: 'KRZHFDZcFnU2Ax0JIEkIb3RXA1V1VglqcAAb3dEf9Z' };

let platform: TPlatform;
function Probe() {
  platform = usePlatform();
  return null;
}
function mount() {
  return render(
    <Router>
      <PlatformProvider>
        <Probe />
      </PlatformProvider>
    </Router>,
  );
}

const events: TBusEvent[] = [];
const sub = bus.events$.subscribe((e) => events.push(e));
afterAll(() => sub.unsubscribe());

beforeAll(() => initI18n());
beforeEach(async () => {
  events.length = 0;
  await setLanguage('EN');
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [], dialogs: [], sideMenuOpen: false, referralOpen: false, titleOverride: null, loading: { count: 0, message: null } });
  useWalletStore.setState({ sumBalance: null, currencySymbol: '¥', refreshing: false });
  usePlatformStore.setState({
    status: sampleStatus({
      info: {
        ...sampleStatus().info,
        customerService: [WHATSAPP],
        mobileTemplate: { mem_cen: '1', dep_func: '0' },
        whitelabel: { CBS3: true, REWCEN3: true, SECPRIV: false },
        currency: { code: 'BRL', symbol: 'R$' },
      },
    }),
  });
  window.history.replaceState(null, '', '/m/home');
});

describe('PlatformProvider: the value remotes get', () => {
  it('a visitor: role visitor, no member, not logged in', () => {
    mount();
    expect(platform).toMatchObject({ version: PLATFORM_VERSION, role: 'visitor', member: null, session: null, isLoggedIn: false, isRealMember: false });
  });

  it('a member: session, role, member info with the VIP label', () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    useSessionStore.getState().setMember(memberInfo);
    mount();
    expect(platform).toMatchObject({ role: 'member', isLoggedIn: true, isRealMember: true, session: SAMPLE_MEMBER });
    expect(platform.member).toEqual({ id: 42, account: 'demo1', nickname: 'Demo One', type: 0, vipLabel: 'VIP1' });
  });

  it('the role follows the session type: 1 agent, 4 trial', () => {
    useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, userName: 'agent1', type: 1 });
    const view = mount();
    expect(platform).toMatchObject({ role: 'agent', isRealMember: true });
    act(() => useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, token: 't4', userName: 'trial_1', type: 4 }));
    expect(platform).toMatchObject({ role: 'trial', isRealMember: false, isLoggedIn: true, member: null });
    view.unmount();
  });

  it('status info from the status payload: decrypted customer service, templates, currency, flags and menu keys', () => {
    mount();
    expect(platform.statusInfo.customerService).toEqual([{ csType: 'WHATSAPP', url: 'https://wa.me/15550100001' }]);
    expect(platform.statusInfo.templates).toEqual({ memberCenter: 'new', deposit: 'base' });
    expect(platform.statusInfo.currency).toEqual({ code: 'BRL', symbol: 'R$' });
    expect(platform.statusInfo.menu).toMatchObject({ REWCEN3: true, SECPRIV: false });
    expect(platform.flags).toBe(platform.statusInfo.flags);
    act(() => usePlatformStore.getState().setStatus(sampleStatus({ status: 1, maintenance: true })));
    expect(platform.statusInfo.code).toBe(1);
  });

  it('format: money and header money in the current language with the wallet symbol; language.changed on a switch', async () => {
    useWalletStore.setState({ sumBalance: '1234567.891', currencySymbol: 'R$' });
    mount();
    expect(platform.format.money('1234567.891')).toBe('R$1,234,567.89');
    expect(platform.format.money('-5', { symbol: false })).toBe('-5.00');
    expect(platform.format.headerMoney(platform.wallet.sumBalance)).toBe('1,234,567');
    expect(platform.format.percent(0.426)).toBe('42%');
    act(() => platform.i18n.setLanguage('PT-BR'));
    await waitFor(() => expect(platform.i18n.language).toBe('PT-BR'));
    expect(platform.format.money('1234567.891')).toBe('R$1.234.567,89');
    expect(platform.format.headerMoney('1234567.891')).toBe('1.234.567');
    expect(events.filter((e) => e.type === 'language.changed').map((e) => e.payload)).toEqual([{ language: 'PT-BR' }]);
  });

  it('theme: setTheme applies it and publishes theme.changed', () => {
    mount();
    act(() => platform.setTheme('light'));
    expect(platform.theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(events.filter((e) => e.type === 'theme.changed').map((e) => e.payload)).toEqual([{ theme: 'light' }]);
    act(() => platform.setTheme('dark'));
  });

  it('device: a plain browser in jsdom', () => {
    mount();
    expect(platform.device).toEqual({ standalone: false, inApp: false, ios: false, safari: false });
  });

  it('actions, dialogs and loading are the shell services', () => {
    mount();
    expect(platform.logout).toBe(logout);
    expect(platform.startTrial).toBe(startTrial);
    expect(platform.requireLogin).toBe(requireLogin);
    expect(platform.requireRealMember).toBe(requireRealMember);
    expect(platform.dialog).toBe(dialogs);
    expect(platform.loading).toBe(loading);
    act(() => platform.loading.show('Saving'));
    expect(useUiStore.getState().loading).toEqual({ count: 1, message: 'Saving' });
    act(() => platform.loading.hide());
    expect(useUiStore.getState().loading.count).toBe(0);
  });

  it('ui: setTitle keys the title to this page (Header.test shows it lapse); openSideMenu; openReferral sends a visitor to login', () => {
    mount();
    act(() => platform.ui.setTitle('Lucky 7'));
    expect(useUiStore.getState().titleOverride).toEqual({ key: expect.any(String), title: 'Lucky 7' });
    act(() => platform.ui.setTitle(null));
    expect(useUiStore.getState().titleOverride).toBeNull();
    act(() => platform.ui.openSideMenu());
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
    act(() => platform.ui.openReferral());
    expect(useUiStore.getState().referralOpen).toBe(false);
    expect(window.location.pathname).toBe('/m/login');
  });

  it('i18n, format and ui keep their identity while what they read is unchanged (safe in effect deps)', () => {
    mount();
    const before = platform;
    act(() => useWalletStore.setState({ sumBalance: '5.00' }));
    expect(platform).not.toBe(before);
    expect(platform.i18n).toBe(before.i18n);
    expect(platform.format).toBe(before.format);
    expect(platform.ui).toBe(before.ui);
  });

  it('wallet.refresh asks for a refresh on the bus', () => {
    mount();
    platform.wallet.refresh();
    expect(events.map((e) => e.type)).toContain('wallet.refreshRequested');
  });
});

describe('nav.back: back one page when the previous page is ours, else home', () => {
  it('goes back one page after in-app navigation (/m/home → /m/slotsCenter → back)', async () => {
    mount();
    act(() => platform.nav.navigate('/m/help'));
    act(() => platform.nav.navigate('/m/slotsCenter'));
    expect(window.location.pathname).toBe('/m/slotsCenter');
    act(() => platform.nav.back());
    await waitFor(() => expect(window.location.pathname).toBe('/m/help'));
  });

  it('counts replaced entries right: a redirect does not make back leave the site', async () => {
    mount();
    act(() => platform.nav.navigate('/m/help', { replace: true }));
    expect((window.history.state as { idx: number }).idx).toBe(0);
    act(() => platform.nav.back());
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it('the first page of a visit (opened from outside) goes home, replacing itself', () => {
    window.history.replaceState(null, '', '/m/slotsCenter');
    mount();
    const before = window.history.length;
    act(() => platform.nav.back());
    expect(window.location.pathname).toBe('/m/home');
    expect(window.history.length).toBe(before);
  });
});
