import { fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from '../routes/router';
import { PATHS, STORAGE_KEYS } from '@tessera/contract';
import { type TDevice } from '@tessera/platform-sdk';
import { sampleStatus } from '@tessera/platform-sdk/testing';
import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { PlatformProvider } from '../platform/PlatformProvider';
import { usePlatformStore } from '../stores/platform';
import { useUiStore } from '../stores/ui';
import { DownloadBar, downloadBarShown, downloadOptions } from './DownloadBar';
import { Dialogs } from './Overlays';

const RESOURCES = [
  { resourceType: 'IOS', url: 'https://dl.example.com/app.ipa', bonus: '8.00' },
  { resourceType: 'Android', url: 'https://dl.example.com/app.apk', bonus: '8.00' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example.com/app.mobileconfig' },
];
const status = (resources: typeof RESOURCES, APPWINDOW = true) =>
  sampleStatus({ info: { ...sampleStatus().info, resources, whitelabel: { APPWINDOW }, currency: { code: 'BRL', symbol: 'R$' } } });

const realAgent = navigator.userAgent;
const setAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

function mount() {
  return render(
    <Router>
      <PlatformProvider>
        <DownloadBar />
        <Dialogs />
      </PlatformProvider>
    </Router>,
  );
}

beforeAll(() => initI18n());
beforeEach(() => {
  setAgent(realAgent);
  localStorage.clear();
  useUiStore.setState({ dialogs: [], toasts: [] });
  usePlatformStore.setState({ status: status(RESOURCES) });
  window.history.replaceState(null, '', PATHS.home);
});

describe('downloadBarShown', () => {
  const browser: TDevice = { standalone: false, inApp: false, ios: false, safari: false };
  const flags = { flags: { APPWINDOW: true } };
  it('home paths in a browser with APPWINDOW on, until the player closes it', () => {
    expect(downloadBarShown(PATHS.home, browser, flags, false)).toBe(true);
    expect(downloadBarShown('/', browser, flags, false)).toBe(true);
    expect(downloadBarShown(PATHS.activity, browser, flags, false)).toBe(false);
    expect(downloadBarShown(PATHS.home, browser, flags, true)).toBe(false);
    expect(downloadBarShown(PATHS.home, browser, { flags: { APPWINDOW: false } }, false)).toBe(false);
  });
  it('never in an installed web app or the app shell', () => {
    expect(downloadBarShown(PATHS.home, { ...browser, standalone: true }, flags, false)).toBe(false);
    expect(downloadBarShown(PATHS.home, { ...browser, inApp: true }, flags, false)).toBe(false);
  });
  it('options: the configured links in the order Android, iOS profile, iOS app, then add to home screen', () => {
    expect(downloadOptions({ downloads: RESOURCES }).map((o) => o.key)).toEqual(['android', 'iosProfile', 'iosApp', 'addToHome']);
    expect(downloadOptions({ downloads: [] }).map((o) => o.key)).toEqual(['addToHome']);
  });
});

describe('DownloadBar', () => {
  it('shows the gift with the bonus; the popup offers each option; closing stores hideDownloadBar and it stays closed', () => {
    const first = mount();
    const bar = screen.getByTestId('download-bar');
    expect(within(bar).getByTestId('download-bonus').textContent).toContain('R$');
    expect(within(bar).getByTestId('download-bonus').textContent).toContain('8.00');
    fireEvent.click(within(bar).getByTestId('download-bar-open'));
    const popup = screen.getByTestId('download-options');
    const rows = within(popup).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      'https://dl.example.com/app.apk',
      'https://dl.example.com/app.mobileconfig',
      'https://dl.example.com/app.ipa',
    ]);
    expect(within(popup).getByRole('button', { name: new RegExp(en.download.addToHome) })).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: en.dialog.close }));
    fireEvent.click(within(bar).getByTestId('download-bar-close'));
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hideDownloadBar)).toBe('1');
    first.unmount();
    mount();
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it('no gift when no link carries a bonus', () => {
    usePlatformStore.setState({ status: status(RESOURCES.map(({ resourceType, url }) => ({ resourceType, url }))) });
    mount();
    expect(screen.getByTestId('download-bar')).toBeTruthy();
    expect(screen.queryByTestId('download-bonus')).toBeNull();
  });

  it("add to home screen without the browser's prompt opens the /m/app guide", () => {
    mount();
    fireEvent.click(screen.getByTestId('download-bar-open'));
    fireEvent.click(within(screen.getByTestId('download-options')).getByRole('button', { name: new RegExp(en.download.addToHome) }));
    expect(window.location.pathname).toBe(PATHS.app);
  });

  it('on iOS outside Safari it says to use Safari instead of offering links', async () => {
    setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1');
    mount();
    fireEvent.click(screen.getByTestId('download-bar-open'));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(en.download.useSafari);
    expect(screen.queryByTestId('download-options')).toBeNull();
  });
});

describe('one strip under the header (issue 28: top bars <= 12 %)', () => {
  it('the invite banner (the fallback) takes the bar’s place only once the bar is closed', () => {
    render(
      <Router>
        <PlatformProvider>
          <DownloadBar fallback={<p data-testid="invite-banner">Invite</p>} />
        </PlatformProvider>
      </Router>,
    );
    expect(screen.getByTestId('download-bar')).toBeTruthy();
    expect(screen.queryByTestId('invite-banner')).toBeNull();
    fireEvent.click(screen.getByTestId('download-bar-close'));
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(screen.getByTestId('invite-banner')).toBeTruthy();
  });
});
