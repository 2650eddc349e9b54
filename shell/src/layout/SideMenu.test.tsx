import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { PATHS, STORAGE_KEYS } from '@tessera/shared-contracts';
import { sampleStatus, SAMPLE_MEMBER } from '@tessera/shared-contracts/testing';
import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { PlatformProvider } from '../platform/PlatformProvider';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { Dialogs } from './Overlays';
import { SideMenu } from './SideMenu';

const request = jest.fn();
jest.mock('axios', () => ({ __esModule: true, default: { request: (config: unknown) => request(config), isCancel: () => false } }));

function mount() {
  return render(
    <BrowserRouter>
      <PlatformProvider>
        <button type="button" data-testid="opener" onClick={() => useUiStore.getState().setSideMenu(true)}>
          open
        </button>
        <SideMenu />
        <Dialogs />
      </PlatformProvider>
    </BrowserRouter>,
  );
}

beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
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
    expect(screen.getByTestId('side-menu-service').getAttribute('href')).toBe('https://chat.example.com/tessera/demo?lang=pt-BR&x=çã€');
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
    fireEvent.click(screen.getByRole('button', { name: en.dialog.submit }));
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
});
