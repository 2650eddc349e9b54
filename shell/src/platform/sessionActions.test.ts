import { STORAGE_KEYS, TOAST_MS } from '@tessera/contract';
import { SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { setRouterNavigate } from './navigator';
import { logout, openReferral, requireLogin, requireRealMember, startTrial } from './sessionActions';
import { fakeServer, type TServerAnswer } from './transport.testing';

const request = fakeServer();

const SAMPLE_AGENT = { ...SAMPLE_MEMBER, token: 'agent-token', userName: 'agent1', type: 1 };
const SAMPLE_TRIAL = { ...SAMPLE_MEMBER, token: 'trial-token', userName: 'trial_0001', type: 4 };
const sampleMemberInfo = () => ({ id: 1, account: 'demo1', nickname: 'Demo One', type: 0, clubLabel: { labelName: 'VIP1' } });

const navigate = jest.fn();
const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });
const fail = (status: number, code: string) => ({ status, data: { success: false, code, message: code, value: null } });
const flush = () => new Promise((r) => setTimeout(r, 0));

/** Waits for the dialog the action opens and answers it. */
async function answerDialog(result: boolean): Promise<{ title: string; message: string; confirmLabel?: string; cancelLabel?: string }> {
  for (let i = 0; i < 20 && !useUiStore.getState().dialogs[0]; i++) await flush();
  const dialog = useUiStore.getState().dialogs[0];
  if (!dialog) throw new Error('no dialog opened');
  useUiStore.getState().closeDialog(dialog.id, result);
  return dialog;
}

beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
  navigate.mockReset();
  setRouterNavigate(navigate);
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [], dialogs: [], loading: { count: 0, message: null }, sideMenuOpen: false, referralOpen: false });
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/m/game?tab=HOT');
});

describe('logout (spec §4, §8)', () => {
  function loggedIn() {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    useSessionStore.getState().setMember(sampleMemberInfo());
    sessionStorage.setItem(STORAGE_KEYS.trialUser, 'trial_0001');
    sessionStorage.setItem('anything', 'x');
    localStorage.setItem(STORAGE_KEYS.autoLogin, '1');
  }

  it('asks with the spec labels, shows loading while the logout call revokes the token, then clears every key and replaces to home', async () => {
    loggedIn();
    let answer: (v: TServerAnswer) => void = () => {};
    request.mockImplementation(() => new Promise((r) => (answer = r)));
    const done = logout();
    const dialog = await answerDialog(true);
    expect(dialog).toMatchObject({ title: 'Log out', message: en.dialog.sureLogout, confirmLabel: 'Log out', cancelLabel: 'Cancel' });
    await flush();
    await flush();
    expect(useUiStore.getState().loading.count).toBe(1);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'DELETE',
        url: '/api/v1/auth/session',
        headers: expect.objectContaining({ Authorization: `Bearer ${SAMPLE_MEMBER.token}` }),
      }),
    );
    expect(useSessionStore.getState().session).not.toBeNull();
    answer(ok({ loggedOut: true }));
    await expect(done).resolves.toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ session: null, member: null, reason: 'logout' });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.memberInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(useUiStore.getState().loading.count).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('cancel keeps everything and calls nothing', async () => {
    loggedIn();
    const done = logout();
    await answerDialog(false);
    await expect(done).resolves.toBe(false);
    expect(request).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a token the server already refuses is cleared locally all the same, without the "logged out" notice', async () => {
    loggedIn();
    request.mockResolvedValue(fail(401, 'SESSION_EXPIRED'));
    await expect(logout({ confirm: false })).resolves.toBe(true);
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(useUiStore.getState().toasts).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('offline or a server error keeps the session (the token still works) and says why', async () => {
    loggedIn();
    request.mockRejectedValue(new Error('socket hang up'));
    await expect(logout({ confirm: false })).resolves.toBe(false);
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(useUiStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([['fail', en.network.offline]]);
    expect(useUiStore.getState().loading.count).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor', async () => {
    await expect(logout()).resolves.toBe(false);
    expect(useUiStore.getState().dialogs).toEqual([]);
  });
});

describe('startTrial (spec §4 trial)', () => {
  it('shows please wait, calls the test-play login, stores the trial session and user, replaces to home', async () => {
    let answer: (v: TServerAnswer) => void = () => {};
    request.mockImplementation(() => new Promise((r) => (answer = r)));
    const done = startTrial();
    await flush();
    await flush();
    expect(useUiStore.getState().loading).toEqual({ count: 1, message: en.toast.pleaseWait });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/api/v1/trial/login', body: { moduleId: 'COMM3' } }));
    answer(ok({ token: 'trial-tok', userName: 'trial_0042', customerType: 4, expiresAt: '2030-01-01T00:00:00.000Z' }));
    await expect(done).resolves.toBe(true);
    expect(useSessionStore.getState().session).toEqual({ token: 'trial-tok', merchantCode: 'demo', userName: 'trial_0042', type: 4 });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.session) ?? 'null')).toMatchObject({ token: 'trial-tok', type: 4 });
    expect(sessionStorage.getItem(STORAGE_KEYS.trialUser)).toBe('trial_0042');
    expect(useUiStore.getState().loading.count).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('a refusal hides the loading and says why; no session', async () => {
    request.mockResolvedValue(fail(429, 'RATE_LIMITED'));
    await expect(startTrial()).resolves.toBe(false);
    expect(useSessionStore.getState().session).toBeNull();
    expect(useUiStore.getState().loading.count).toBe(0);
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual([en.error.rateLimited]);
  });
});

describe('requireLogin and requireRealMember (spec §6, §8)', () => {
  const toasts = () => useUiStore.getState().toasts.map((t) => t.message);

  it('a visitor goes to /m/login with the current page as return path, or gets the in_logged_login toast', () => {
    expect(requireLogin()).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/m/login?redirect=%2Fm%2Fgame%3Ftab%3DHOT', {});
    expect(requireLogin({ visitor: 'toast' })).toBe(false);
    expect(toasts()).toEqual([en.toast.loginRequired]);
    expect(requireRealMember({ returnTo: '/m/withdraw' })).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/m/login?redirect=%2Fm%2Fwithdraw', {});
  });

  it('the in_logged_login toast lasts TOAST_MS.loginRequired (about 2 s)', () => {
    jest.useFakeTimers();
    try {
      requireLogin({ visitor: 'toast' });
      jest.advanceTimersByTime(TOAST_MS.loginRequired - 1);
      expect(toasts()).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(toasts()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a trial user may go where a session is enough, and is refused real-member features with free_reject', () => {
    useSessionStore.getState().setSession(SAMPLE_TRIAL);
    expect(requireLogin()).toBe(true);
    expect(requireRealMember()).toBe(false);
    expect(toasts()).toEqual([en.toast.freeReject]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("the member-center variant asks a trial user to register: 'register now' goes to /m/register, cancel stays", async () => {
    useSessionStore.getState().setSession(SAMPLE_TRIAL);
    expect(requireRealMember({ trial: 'registerDialog' })).toBe(false);
    expect(await answerDialog(true)).toMatchObject({ message: en.dialog.trialMemberCenter, confirmLabel: en.dialog.registerNow });
    await flush();
    expect(navigate).toHaveBeenCalledWith('/m/register', {});
    navigate.mockReset();
    requireRealMember({ trial: 'registerDialog' });
    await answerDialog(false);
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('members and agents go on', () => {
    for (const s of [SAMPLE_MEMBER, SAMPLE_AGENT]) {
      useSessionStore.getState().setSession(s);
      expect(requireLogin()).toBe(true);
      expect(requireRealMember()).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('openReferral opens the popup for a real member only', () => {
    openReferral();
    expect(useUiStore.getState().referralOpen).toBe(false);
    useSessionStore.getState().setSession(SAMPLE_TRIAL);
    openReferral();
    expect(useUiStore.getState().referralOpen).toBe(false);
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    openReferral();
    expect(useUiStore.getState().referralOpen).toBe(true);
  });
});
