import type { TRgSession } from '@tessera/contract/api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { requestDialogTurn } from '@tessera/ui-kit';

const sessionAnswer: { current: TRgSession } = { current: null as unknown as TRgSession };
jest.mock('../platform/api', () => ({ callApi: jest.fn(() => Promise.resolve(sessionAnswer.current)) }));
const logoutMock = jest.fn(() => Promise.resolve(true));
jest.mock('../platform/sessionActions', () => ({ logout: () => logoutMock() }));

import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/session';
import { dueOf, RealityCheck } from './RealityCheck';

const MIN = 60_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const status = (over: Partial<TRgSession> = {}): TRgSession => ({
  startedAt: at(31 * MIN),
  now: new Date().toISOString(),
  elapsedMinutes: 31,
  net: '-12.50',
  stakes: '20.00',
  realityCheckMinutes: 15,
  sessionLimitMinutes: null,
  limitReached: false,
  ...over,
});

beforeAll(() => initI18n());
beforeEach(() => localStorage.clear());

describe('dueOf (the reality-check timer counts from the server session start)', () => {
  it('is due at each multiple of the interval not yet answered; says when the next one is', () => {
    const s = status();
    expect(dueOf(s, 0).due?.n).toBe(2);
    expect(dueOf(status({ startedAt: at(10 * MIN) }), 0)).toMatchObject({ due: null });
    // The next look is at the next check or within a minute (the interval may change on the page).
    expect(dueOf(status({ startedAt: at(14.5 * MIN) }), 0).nextMs).toBeLessThanOrEqual(MIN / 2);
    expect(dueOf(status({ startedAt: at(10 * MIN) }), 0).nextMs).toBe(MIN);
    expect(dueOf(status({ realityCheckMinutes: null }), 0).due).toBeNull();
    // A server clock ahead of this one moves the check forward.
    expect(dueOf(status({ startedAt: at(10 * MIN) }), 6 * MIN).due?.n).toBe(1);
  });

  it('the session limit reached is always due', () => {
    expect(dueOf(status({ limitReached: true, realityCheckMinutes: null }), 0).due?.n).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('RealityCheck', () => {
  const signIn = () =>
    act(() => {
      useSessionStore
        .getState()
        .setSession({ token: 'T'.repeat(22), userName: 'rg1', type: 0, merchantCode: 'demo', expiresAt: '2099-01-01T00:00:00Z' } as never);
    });
  afterEach(() => act(() => useSessionStore.getState().clear()));

  it('shows time played and net result; Continue answers it (not again after a reload); Leave logs out', async () => {
    sessionAnswer.current = status();
    signIn();
    const { unmount } = render(<RealityCheck />);
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
    expect(screen.getByText(/31 min/)).toBeTruthy();
    expect(screen.getByTestId('reality-net').textContent).toMatch(/-.*12\.50/);
    fireEvent.click(screen.getByTestId('reality-continue'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    unmount();
    render(<RealityCheck />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('waits behind another blocking dialog; the limit dialog offers Leave only', async () => {
    sessionAnswer.current = status({ limitReached: true, sessionLimitMinutes: 30 });
    signIn();
    let release = () => {};
    act(() => {
      release = requestDialogTurn('other', 'blocking');
    });
    render(<RealityCheck />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    act(() => release());
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
    expect(screen.queryByTestId('reality-continue')).toBeNull();
    fireEvent.click(screen.getByTestId('reality-leave'));
    expect(logoutMock).toHaveBeenCalledTimes(1);
  });
});
