// The session actions of usePlatform() (spec §4, §6, §8), also used by the shell's own menus and
// route guard so every logout, login prompt and refusal behaves the same. Plain functions over the
// stores: no React, testable on their own.
import { accessDecision, isAbortedCall, isApiError, MODULE, PATHS, roleOf, STORAGE_KEYS, TOAST_MS, withQuery } from '@tessera/contract';
import { type TRequireLoginOptions, type TRequireRealMemberOptions } from '@tessera/platform-sdk';
import { getMerchant } from '../boot/http';
import { local, session as sessionStorage } from '../boot/storage';
import { i18n, SHELL_NS } from '../i18n';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { currentPage, navigateTo } from './navigator';
import { dialogs, loading, showToast } from './services';

const t = (key: string) => i18n.t(key, { ns: SHELL_NS });

/** Where /m/login returns to after logging in (the `redirect` query the login screen reads). */
export function loginPath(returnTo: string = currentPage()): string {
  return withQuery(PATHS.login, { redirect: returnTo });
}

/** Codes that mean "this token is no longer valid" (spec §8 'The account has been logged out'). */
function tokenInvalid(code: string): boolean {
  return code === 'SESSION_EXPIRED' || code === 'AUTH_REQUIRED';
}

/**
 * Spec §4: logout clears the token, the trial user, the member info and all session storage, and
 * sets autoLogin to 0. The shared cache empties itself when the token goes (sessionCache).
 */
function clearLocalSession(): void {
  useSessionStore.getState().clear('logout');
  try {
    window.sessionStorage.clear();
  } catch {
    sessionStorage.remove(STORAGE_KEYS.session);
    sessionStorage.remove(STORAGE_KEYS.trialUser);
  }
  local.set(STORAGE_KEYS.autoLogin, '0');
  useUiStore.getState().setSideMenu(false);
  useUiStore.getState().setReferral(false);
}

let loggingOut = false;

/**
 * Spec §4 and §8 logout: confirm (a 'Log out' title, in_sure_logout, cancel / 'Log out': issue 28), blocking
 * loading while the logout call revokes the token on the server, then clear locally and replace
 * to home. A token the server already refuses (expired, revoked) is cleared just the same; any
 * other failure (offline, server error) keeps the session and says why, so nobody believes they
 * are logged out while their token still works. Resolves whether the session ended.
 */
export async function logout(options: { confirm?: boolean } = {}): Promise<boolean> {
  const session = useSessionStore.getState().session;
  if (!session || loggingOut) return false;
  if (options.confirm !== false) {
    const ok = await dialogs.confirm({
      title: t('dialog.logoutTitle'),
      message: t('dialog.sureLogout'),
      confirmLabel: t('dialog.logoutConfirm'),
      cancelLabel: t('dialog.cancel'),
    });
    if (!ok) return false;
  }
  loggingOut = true;
  loading.show(t('toast.pleaseWait'));
  try {
    const [{ callApi }, { logout: logoutEndpoint }] = await Promise.all([import('./api'), import('@tessera/contract/api')]);
    await callApi(logoutEndpoint, {} as never, {}, { sessionEnd: 'ignore' });
  } catch (e) {
    if (!(isApiError(e) && tokenInvalid(e.code))) {
      loading.hide();
      loggingOut = false;
      showToast('fail', isApiError(e) ? e.message : t('error.unknown'), { durationMs: TOAST_MS.short });
      return false;
    }
  }
  clearLocalSession();
  loading.hide();
  loggingOut = false;
  navigateTo(PATHS.home, { replace: true });
  return true;
}

/**
 * Spec §4 trial: loading 'please wait', the test-play login, the trial session (customerType as
 * type) and the trial user name stored in session storage, replace to home.
 */
export async function startTrial(): Promise<boolean> {
  loading.show(t('toast.pleaseWait'));
  try {
    const [{ callApi }, { testPlayLogin }] = await Promise.all([import('./api'), import('@tessera/contract/api')]);
    const grant = await callApi(testPlayLogin, { body: { moduleId: MODULE.freePlay } });
    sessionStorage.set(STORAGE_KEYS.trialUser, grant.userName);
    useSessionStore.getState().setSession({ token: grant.token, merchantCode: getMerchant(), userName: grant.userName, type: grant.customerType }, 'login');
    navigateTo(PATHS.home, { replace: true });
    return true;
  } catch (e) {
    if (!isAbortedCall(e)) showToast('fail', isApiError(e) ? e.message : t('error.unknown'), { durationMs: TOAST_MS.short });
    return false;
  } finally {
    loading.hide();
  }
}

function refuseVisitor(options: TRequireLoginOptions | undefined): void {
  if (options?.visitor === 'toast') showToast('info', t('toast.loginRequired'), { durationMs: TOAST_MS.loginRequired });
  // Spec §4 login modal: the form over the page; after the login, the player's action goes on.
  else if (options?.visitor === 'modal') useUiStore.getState().setLoginModal({ resume: options.resume, returnTo: options.returnTo ?? currentPage() });
  else navigateTo(loginPath(options?.returnTo));
}

/** Spec §6/§8: any session goes on; a visitor is sent to login with a return path, or told by the in_logged_login toast. */
export function requireLogin(options?: TRequireLoginOptions): boolean {
  const role = roleOf(useSessionStore.getState().session);
  if (accessDecision('member', role) === 'allow') return true;
  refuseVisitor(options);
  return false;
}

/** The trial user's member-center dialog (spec §6): cancel, or register now → /m/register. */
export async function offerRegister(): Promise<void> {
  const register = await dialogs.confirm({
    title: t('dialog.prompt'),
    message: t('dialog.trialMemberCenter'),
    confirmLabel: t('dialog.registerNow'),
    cancelLabel: t('dialog.cancel'),
  });
  if (register) navigateTo(PATHS.register);
}

/** Spec §6/§8: members and agents go on; a visitor as requireLogin; a trial user gets free_reject (2 s) or the register dialog. */
export function requireRealMember(options?: TRequireRealMemberOptions): boolean {
  const decision = accessDecision('realMember', roleOf(useSessionStore.getState().session));
  if (decision === 'allow') return true;
  if (decision === 'login') refuseVisitor(options);
  else if (options?.trial === 'registerDialog') void offerRegister();
  else showToast('info', t('toast.freeReject'), { durationMs: TOAST_MS.freeReject });
  return false;
}

/** The referral popup, for real members only (spec §6: invite needs a real account). */
export function openReferral(): void {
  if (!requireRealMember()) return;
  useUiStore.getState().setSideMenu(false);
  useUiStore.getState().setReferral(true);
}

/**
 * Spec §8 session end: the server refused the token of a call (SESSION_EXPIRED, or AUTH_REQUIRED
 * while a session is held). The session goes, the catalogue message 'The account has been logged
 * out, please log in again' shows, and the page goes to /m/login with a return path. Runs once per
 * token: a burst of failing calls ends the session once; a late answer for an older token after
 * a new login changes nothing.
 */
export function endSession(token: string): void {
  const current = useSessionStore.getState().session;
  if (!current || current.token !== token) return;
  const returnTo = currentPage();
  useSessionStore.getState().clear('expired');
  useUiStore.getState().setSideMenu(false);
  showToast('info', t('error.sessionExpired'), { durationMs: TOAST_MS.short });
  navigateTo(loginPath(returnTo), { replace: true });
}
