import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router } from '../routes/router';
import { PATHS } from '@tessera/contract';
import { SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { PlatformProvider } from '../platform/PlatformProvider';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { FooterMenu } from './FooterMenu';

const TRIAL = { ...SAMPLE_MEMBER, token: 'trial', userName: 'trial_0001', type: 4 };

function mount() {
  render(
    <Router>
      <PlatformProvider>
        <FooterMenu />
      </PlatformProvider>
    </Router>,
  );
}

beforeAll(() => initI18n());
beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ dialogs: [], toasts: [], referralOpen: false });
  window.history.replaceState(null, '', PATHS.home);
});

describe('FooterMenu', () => {
  it('home on home: back to the top and asks home for its HOT tab (?category=HOT)', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    mount();
    fireEvent.click(screen.getByTestId('footer-home'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.location.pathname + window.location.search).toBe('/m/home?category=HOT');
  });

  it('member: a member goes to the member center', () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    mount();
    fireEvent.click(screen.getByTestId('footer-member'));
    expect(window.location.pathname).toBe(PATHS.memberHome);
  });

  it('member: a trial user gets the "cancel or register now" dialog, the same as requireRealMember', () => {
    useSessionStore.getState().setSession(TRIAL);
    mount();
    fireEvent.click(screen.getByTestId('footer-member'));
    expect(window.location.pathname).toBe(PATHS.home);
    expect(useUiStore.getState().dialogs[0]).toMatchObject({
      kind: 'confirm',
      message: en.dialog.trialMemberCenter,
      confirmLabel: en.dialog.registerNow,
      cancelLabel: en.dialog.cancel,
    });
  });

  it('member: a visitor goes to login with the member center as return path', () => {
    mount();
    fireEvent.click(screen.getByTestId('footer-member'));
    expect(window.location.pathname + window.location.search).toBe('/m/login?redirect=%2Fm%2Fmember%2Fhome');
  });

  it('invite: the referral popup for a real member, free_reject for a trial user', () => {
    useSessionStore.getState().setSession(TRIAL);
    mount();
    fireEvent.click(screen.getByTestId('footer-invite'));
    expect(useUiStore.getState().referralOpen).toBe(false);
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual([en.toast.freeReject]);
    act(() => useSessionStore.getState().setSession(SAMPLE_MEMBER));
    fireEvent.click(screen.getByTestId('footer-invite'));
    expect(useUiStore.getState().referralOpen).toBe(true);
  });
});
