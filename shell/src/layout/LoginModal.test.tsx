import { act, fireEvent, render, screen } from '@testing-library/react';
import { SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { initI18n } from '../i18n';
import { setRouterNavigate } from '../platform/navigator';
import { requireLogin } from '../platform/sessionActions';
import { useLoginDone } from '../screens/accounts/loginDone';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { LOGIN_MODAL_CLASS, LoginModal } from './LoginModal';

// The real form is the /m/login screen (its own tests); here a stand-in that logs in the way it does.
let firstTimeLogin = false;
jest.mock('../screens/accounts/LoginScreen', () => ({
  LoginScreen: function FakeLogin() {
    const done = useLoginDone();
    return (
      <button
        type="button"
        onClick={() => {
          useSessionStore.getState().setSession({ ...SAMPLE_MEMBER, firstTimeLogin });
          done?.();
        }}
      >
        Log in now
      </button>
    );
  },
}));

const navigate = jest.fn();
beforeAll(() => initI18n());
beforeEach(() => {
  firstTimeLogin = false;
  navigate.mockReset();
  setRouterNavigate(navigate);
  useSessionStore.getState().clear();
  useUiStore.setState({ loginModal: null, dialogs: [], toasts: [] });
  window.history.replaceState(null, '', '/m/gameList?category=RNG');
});

describe('the login modal (spec §4)', () => {
  it("a visitor's action opens the form over the page, the body carries the class, and the action runs after the login", async () => {
    const resume = jest.fn();
    render(<LoginModal />);
    expect(document.body.classList.contains(LOGIN_MODAL_CLASS)).toBe(false);
    act(() => void requireLogin({ visitor: 'modal', resume }));
    expect(navigate).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(document.body.classList.contains(LOGIN_MODAL_CLASS)).toBe(true);
    expect(resume).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in now' }));
    expect(resume).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains(LOGIN_MODAL_CLASS)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closing it leaves the page as it was: no login, the action does not run', async () => {
    const resume = jest.fn();
    render(<LoginModal />);
    act(() => void requireLogin({ visitor: 'modal', resume }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains(LOGIN_MODAL_CLASS)).toBe(false);
    expect(resume).not.toHaveBeenCalled();
  });

  it('an account that must first set its password is not resumed (the route guard takes it to its screen)', async () => {
    firstTimeLogin = true;
    const resume = jest.fn();
    render(<LoginModal />);
    act(() => void requireLogin({ visitor: 'modal', resume }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log in now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resume).not.toHaveBeenCalled();
  });
});
