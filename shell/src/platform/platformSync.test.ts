import type { TBusEvent } from '@tessera/contract';
import { sampleStatus, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { createBus } from '../bus';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { setRouterNavigate } from './navigator';
import { startPlatformSync } from './platformSync';

const info = (account = 'demo1', labelName = 'VIP1') => ({
  id: 7,
  account,
  nickname: 'Demo',
  type: 0,
  clubLabel: { labelName },
  headIcon: '',
  merchantCode: 'demo',
});
const flush = () => new Promise((r) => setTimeout(r, 0));

let stop: () => void = () => {};
const navigate = jest.fn();

function setup(fetchMemberInfo = jest.fn(async () => info())) {
  const bus = createBus();
  const events: TBusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  stop = startPlatformSync({ bus, fetchMemberInfo });
  return { bus, events, fetchMemberInfo, of: (type: string) => events.filter((e) => e.type === type).map((e) => e.payload) };
}

beforeEach(() => {
  useSessionStore.getState().clear();
  usePlatformStore.setState({ status: null });
  useUiStore.setState({ toasts: [], sideMenuOpen: false });
  localStorage.clear();
  navigate.mockReset();
  setRouterNavigate(navigate);
});
afterEach(() => stop());

describe('startPlatformSync', () => {
  it('publishes session.changed on login, logout and expiry, with the reason', () => {
    const { of } = setup();
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    useSessionStore.getState().clear('logout');
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    useSessionStore.getState().clear('expired');
    expect(of('session.changed')).toEqual([
      { session: SAMPLE_MEMBER, reason: 'login' },
      { session: null, reason: 'logout' },
      { session: SAMPLE_MEMBER, reason: 'login' },
      { session: null, reason: 'expired' },
    ]);
  });

  it('loads member info after login, caches it in localStorage memberInfo, publishes member.changed; clears it with the session', async () => {
    const { of, fetchMemberInfo } = setup();
    expect(fetchMemberInfo).not.toHaveBeenCalled();
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    expect(fetchMemberInfo).toHaveBeenCalledTimes(1);
    await flush();
    expect(useSessionStore.getState().member).toMatchObject({ id: 7, clubLabel: { labelName: 'VIP1' } });
    expect(JSON.parse(localStorage.getItem('memberInfo') ?? 'null')).toMatchObject({ account: 'demo1' });
    useSessionStore.getState().clear('logout');
    expect(localStorage.getItem('memberInfo')).toBeNull();
    expect(of('member.changed')).toEqual([{ member: { id: 7, account: 'demo1', nickname: 'Demo', type: 0, vipLabel: 'VIP1' } }, { member: null }]);
  });

  it('loads member info for a session restored at page load, and drops an answer that comes after the session changed hands', async () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    let answer: (v: ReturnType<typeof info>) => void = () => {};
    const fetchMemberInfo = jest.fn(() => new Promise<ReturnType<typeof info>>((r) => (answer = r)));
    setup(fetchMemberInfo);
    expect(fetchMemberInfo).toHaveBeenCalledTimes(1);
    useSessionStore.getState().clear('logout');
    answer(info());
    await flush();
    expect(useSessionStore.getState().member).toBeNull();
    expect(localStorage.getItem('memberInfo')).toBeNull();
  });

  it('keeps the cached member info when the fetch fails', async () => {
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    useSessionStore.getState().setMember(info('demo1', 'VIP2'));
    setup(jest.fn(async () => Promise.reject(new Error('offline'))));
    await flush();
    expect(useSessionStore.getState().member?.clubLabel.labelName).toBe('VIP2');
  });

  it('publishes status.changed when the status code changes, not for an equal one', () => {
    const { of } = setup();
    usePlatformStore.getState().setStatus(sampleStatus());
    usePlatformStore.getState().setStatus(sampleStatus({ status: 1, maintenance: true }));
    usePlatformStore.getState().setStatus(sampleStatus({ status: 1, maintenance: true }));
    usePlatformStore.getState().setStatus(sampleStatus({ status: 2, regionRestriction: true }));
    expect(of('status.changed')).toEqual([{ status: 0 }, { status: 1 }, { status: 2 }]);
  });

  it('carries out nav.requested, toast.requested and sideMenu.requested', () => {
    const { bus } = setup();
    bus.publish('nav.requested', { to: '/m/help', replace: true });
    expect(navigate).toHaveBeenCalledWith('/m/help', { replace: true });
    bus.publish('toast.requested', { type: 'success', message: 'Saved' });
    expect(useUiStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([['success', 'Saved']]);
    bus.publish('sideMenu.requested', { open: true });
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
  });

  it('stops listening when stopped', () => {
    const { of, bus } = setup();
    stop();
    useSessionStore.getState().setSession(SAMPLE_MEMBER);
    bus.publish('nav.requested', { to: '/m/help' });
    expect(of('session.changed')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
