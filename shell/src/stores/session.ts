import { create } from 'zustand';
import { isMemberInfoRecord, isSession, STORAGE_KEYS, type TMemberInfoRecord, type TSession } from '@tessera/contract';
import { local, session as sessionStorage } from '../boot/storage';

function load(): TSession | null {
  return sessionStorage.readJson(STORAGE_KEYS.session, (v) => (isSession(v) ? v : null));
}

/** The cached member info belongs to the restored session only (another account's cache is dropped). */
function loadMember(session: TSession | null): TMemberInfoRecord | null {
  if (!session) return null;
  const info = local.readJson(STORAGE_KEYS.memberInfo, (v) => (isMemberInfoRecord(v) ? v : null));
  return info && info.account.toLowerCase() === session.userName.toLowerCase() ? info : null;
}

/** Why the session last changed (session.changed's reason). */
export type TSessionChange = 'login' | 'logout' | 'expired' | 'restore';

interface TSessionState {
  session: TSession | null;
  /** memberInfo of this session (spec §3), cached in localStorage memberInfo. */
  member: TMemberInfoRecord | null;
  reason: TSessionChange;
  setSession(session: TSession, reason?: TSessionChange): void;
  setMember(member: TMemberInfoRecord | null): void;
  /** Ends the session here: MC_SESSION_INFO and the member info cache go. */
  clear(reason?: TSessionChange): void;
}

const restored = load();

/** The login session, mirrored in sessionStorage MC_SESSION_INFO (spec §3). Guest = no session info. */
export const useSessionStore = create<TSessionState>((set, get) => ({
  session: restored,
  member: loadMember(restored),
  reason: 'restore',
  setSession: (session, reason = 'login') => {
    sessionStorage.set(STORAGE_KEYS.session, JSON.stringify(session));
    // Another account's member info must not show under this session.
    const member = get().member?.account.toLowerCase() === session.userName.toLowerCase() ? get().member : null;
    if (!member) local.remove(STORAGE_KEYS.memberInfo);
    set({ session, member, reason });
  },
  setMember: (member) => {
    if (member) local.set(STORAGE_KEYS.memberInfo, JSON.stringify(member));
    else local.remove(STORAGE_KEYS.memberInfo);
    set({ member });
  },
  clear: (reason = 'logout') => {
    sessionStorage.remove(STORAGE_KEYS.session);
    local.remove(STORAGE_KEYS.memberInfo);
    set({ session: null, member: null, reason });
  },
}));
