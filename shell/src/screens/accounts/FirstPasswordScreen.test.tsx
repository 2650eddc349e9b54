// First password (issue 29; docs/decisions/first-password.md): while the session says
// firstTimeLogin, every page leads to the first-password screen; setting the password there clears
// it and opens the page the member was going to; an API refusal FIRST_PASSWORD_REQUIRED raises it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PATHS, type TRouteMeta } from '@tessera/contract';
import { walletBalance } from '@tessera/contract/api';
import { SAMPLE_MEMBER, sampleStatus } from '@tessera/platform-sdk/testing';
import { apiQueryClient } from '@tessera/platform-sdk/data';
import { initI18n } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { callApi } from '../../platform/api';
import { PlatformProvider } from '../../platform/PlatformProvider';
import { fakeServer } from '../../platform/transport.testing';
import { AccessGuard } from '../../routes/AccessGuard';
import { Router, useLocation } from '../../routes/router';
import { FIRST_PASSWORD_PATH, SHELL_ROUTES } from '../../routes/shellRoutes';
import { usePlatformStore } from '../../stores/platform';
import { useSessionStore } from '../../stores/session';
import { ShellScreen } from '../ShellScreen';

const request = fakeServer();
const WITHDRAW: TRouteMeta = { path: PATHS.withdraw, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.withdraw', access: 'realMember' };
const FIRST = SHELL_ROUTES.find((r) => r.path === FIRST_PASSWORD_PATH)!;

/** The two routes of the test, picked by the path as the shell's route table would. */
function Pages() {
  const { pathname } = useLocation();
  const meta = pathname === FIRST_PASSWORD_PATH ? FIRST : WITHDRAW;
  return (
    <AccessGuard meta={meta}>
      {meta === FIRST ? <ShellScreen titleKey={meta.titleKey} path={meta.path} /> : <p data-testid="withdraw-page">withdraw</p>}
    </AccessGuard>
  );
}

const mount = () =>
  render(
    <Router>
      <PlatformProvider>
        <Pages />
      </PlatformProvider>
    </Router>,
  );

beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
  apiQueryClient.clear();
  useSessionStore.getState().clear();
  usePlatformStore.setState({ status: sampleStatus() });
  sessionStorage.clear();
});

const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });

describe('first password', () => {
  it('every page leads to the screen while firstTimeLogin; setting the password goes on to that page', async () => {
    useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, firstTimeLogin: true });
    window.history.replaceState(null, '', PATHS.withdraw);
    const sent: { url: string; body: unknown }[] = [];
    request.mockImplementation((config: { url: string; body?: unknown }) => {
      sent.push({ url: config.url, body: config.body });
      if (config.url === '/api/v1/member/first-password') return Promise.resolve(ok({ changed: true }));
      return Promise.resolve(ok(null));
    });
    mount();
    await screen.findByTestId('first-password-intro');
    expect(window.location.pathname + window.location.search).toBe(`${FIRST_PASSWORD_PATH}?redirect=%2Fm%2Fwithdraw`);
    expect(screen.queryByTestId('withdraw-page')).toBeNull();

    // The screen's own checks first: a mismatch is refused before any call.
    const [pw, confirm] = screen.getAllByLabelText(/password/i).filter((el) => el.tagName === 'INPUT' && (el as HTMLInputElement).name !== 'username');
    fireEvent.change(pw!, { target: { value: 'Mine@12345' } });
    fireEvent.change(confirm!, { target: { value: 'Mine@12346' } });
    await act(async () => {
      fireEvent.submit(document.querySelector('form[aria-label="First Password"]') as HTMLFormElement);
    });
    expect(sent.filter((s) => s.url.includes('first-password'))).toEqual([]);

    fireEvent.change(confirm!, { target: { value: 'Mine@12345' } });
    await act(async () => {
      fireEvent.submit(document.querySelector('form[aria-label="First Password"]') as HTMLFormElement);
    });
    await waitFor(() => expect(sent.map((x) => x.url)).toContain('/api/v1/member/first-password'));
    await screen.findByTestId('withdraw-page');
    expect(sent.find((s) => s.url === '/api/v1/member/first-password')?.body).toEqual({ newPassword: 'Mine@12345', confirmNewPassword: 'Mine@12345' });
    expect(useSessionStore.getState().session?.firstTimeLogin).toBe(false);
    expect(window.location.pathname).toBe(PATHS.withdraw);
  });

  it('a member whose password is their own never sees the screen', async () => {
    useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, firstTimeLogin: false });
    window.history.replaceState(null, '', FIRST_PASSWORD_PATH);
    mount();
    await waitFor(() => expect(window.location.pathname).toBe(PATHS.home));
  });

  it("the API's FIRST_PASSWORD_REQUIRED raises the flag, so the guard takes the member there", async () => {
    useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, firstTimeLogin: false });
    request.mockResolvedValue({ status: 403, data: { success: false, code: 'FIRST_PASSWORD_REQUIRED', message: en.error.firstPasswordRequired, value: null } });
    await expect(callApi(walletBalance, {})).rejects.toMatchObject({ code: 'FIRST_PASSWORD_REQUIRED' });
    expect(useSessionStore.getState().session?.firstTimeLogin).toBe(true);
  });
});
