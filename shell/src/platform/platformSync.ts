// What keeps the platform's shared state true and announced on the bus, outside any component:
// the session's member info, the session / member / status events, and the request events the
// contract declares (nav, toast, side menu). Started once by bootstrap, stopped by tests.
import { memberOf, type TBus, type TMemberInfoRecord } from '@tessera/contract';
import type { TEndpointOutput, memberInfo as TMemberInfoEndpoint } from '@tessera/contract/api';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { navigateTo } from './navigator';
import { showToast } from './services';

type TMemberInfo = TEndpointOutput<typeof TMemberInfoEndpoint>;

export interface TPlatformSyncDeps {
  bus: TBus;
  /** Fetches memberInfo; the shell's api client by default (loaded on first use). */
  fetchMemberInfo?: () => Promise<TMemberInfo>;
}

const defaultFetch = async (): Promise<TMemberInfo> => {
  const [{ callApi }, { memberInfo }] = await Promise.all([import('./api'), import('@tessera/contract/api')]);
  return callApi(memberInfo, {} as never);
};

/**
 * - session.changed on every login, logout, expiry (with the reason);
 * - member info (spec §3) fetched after login and when a session is restored at page load, kept
 *   in localStorage memberInfo, cleared with the session; member.changed when it changes. An
 *   answer that arrives after the session changed hands is dropped;
 * - status.changed when the system status code changes (revalidation, the gate's retry);
 * - nav.requested, toast.requested and sideMenu.requested are carried out.
 */
export function startPlatformSync({ bus, fetchMemberInfo = defaultFetch }: TPlatformSyncDeps): () => void {
  let token = useSessionStore.getState().session?.token ?? null;

  const loadMember = (): void => {
    const mine = useSessionStore.getState().session?.token;
    if (!mine) return;
    fetchMemberInfo().then(
      (info) => {
        if (useSessionStore.getState().session?.token !== mine) return;
        useSessionStore.getState().setMember(info as TMemberInfoRecord);
      },
      () => {
        // Keep the cached member info; session expiry is the api client's business.
      },
    );
  };

  const offSession = useSessionStore.subscribe((state, prev) => {
    if (state.session !== prev.session) bus.publish('session.changed', { session: state.session, reason: state.reason });
    const next = state.session?.token ?? null;
    if (next !== token) {
      token = next;
      loadMember();
    }
    if (state.member !== prev.member) bus.publish('member.changed', { member: state.member ? memberOf(state.member) : null });
  });

  const offStatus = usePlatformStore.subscribe((state, prev) => {
    const code = state.status?.status;
    if (code !== undefined && code !== prev.status?.status) bus.publish('status.changed', { status: code });
  });

  const offNav = bus.on('nav.requested', ({ to, replace }) => navigateTo(to, { replace }));
  const offToast = bus.on('toast.requested', ({ type, message, durationMs }) => void showToast(type, message, { durationMs }));
  const offSideMenu = bus.on('sideMenu.requested', ({ open }) => useUiStore.getState().setSideMenu(open));

  loadMember();
  return () => {
    offSession();
    offStatus();
    offNav();
    offToast();
    offSideMenu();
    token = null;
  };
}
