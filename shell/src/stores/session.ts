import { create } from 'zustand';
import { isSession, STORAGE_KEYS, type TSession } from '@tessera/shared-contracts';
import { session as sessionStorage } from '../boot/storage';

function load(): TSession | null {
  return sessionStorage.readJson(STORAGE_KEYS.session, (v) => (isSession(v) ? v : null));
}

interface TSessionState {
  session: TSession | null;
  setSession(session: TSession): void;
  clear(): void;
}

/** The login session, mirrored in sessionStorage MC_SESSION_INFO (spec §3). Guest = no session info. */
export const useSessionStore = create<TSessionState>((set) => ({
  session: load(),
  setSession: (session) => {
    sessionStorage.set(STORAGE_KEYS.session, JSON.stringify(session));
    set({ session });
  },
  clear: () => {
    sessionStorage.remove(STORAGE_KEYS.session);
    set({ session: null });
  },
}));
