import { lazy, Suspense, useEffect, useRef } from 'react';
import { Dialog, Spinner } from '@tessera/ui-kit';
import { useShellT } from '../i18n';
import { useLocation } from '../routes/router';
import { LoginDoneContext } from '../screens/accounts/loginDone';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';

/** The login form loads with the modal's first opening (the same chunk as /m/login). */
const LoginForm = lazy(() => import('../screens/accounts/LoginScreen').then((m) => ({ default: m.LoginScreen })));

/** The body class while the modal is shown (spec §4 "a body class is added while shown"). */
export const LOGIN_MODAL_CLASS = 'login-modal-open';

/**
 * The login modal (spec §4): a visitor's member action on home or a game list (a favourite, a
 * launch) opens the login form over the page; after a successful login it closes and the action
 * goes on (`resume`). Closing it (×, Escape, backdrop) leaves the page as it was; following one of
 * its links (register, forgot password, free play) closes it too. /m/login stays the page.
 */
export function LoginModal() {
  const modal = useUiStore((s) => s.loginModal);
  const setModal = useUiStore((s) => s.setLoginModal);
  const t = useShellT();
  const { pathname: path } = useLocation();
  const openedOn = useRef<string | null>(null);

  useEffect(() => {
    if (!modal) return;
    document.body.classList.add(LOGIN_MODAL_CLASS);
    return () => document.body.classList.remove(LOGIN_MODAL_CLASS);
  }, [modal]);

  // A link inside the form went to another page: the modal does not follow.
  useEffect(() => {
    if (!modal) {
      openedOn.current = null;
      return;
    }
    if (openedOn.current === null) openedOn.current = path;
    else if (openedOn.current !== path) setModal(null);
  }, [modal, path, setModal]);

  if (!modal) return null;
  const done = () => {
    setModal(null);
    // The session is in the store now: the action runs as the member (a first-password account is
    // sent to its screen by the route guard instead, and its action would be refused).
    const session = useSessionStore.getState().session;
    if (session && !session.firstTimeLogin) modal.resume?.();
  };
  return (
    <Dialog open title={t('title.login')} onClose={() => setModal(null)} closeLabel={t('dialog.close')} className="login-modal" data-testid="login-modal">
      <LoginDoneContext.Provider value={done}>
        <Suspense fallback={<Spinner label={t('remote.loading')} />}>
          <LoginForm />
        </Suspense>
      </LoginDoneContext.Provider>
    </Dialog>
  );
}
