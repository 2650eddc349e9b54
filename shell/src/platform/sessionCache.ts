import { useEffect, useRef } from 'react';
import { useSessionStore } from '../stores/session';

type TQueryClient = import('@tessera/platform-sdk/data').TApiQueryClient;

/** The shared cache, once a screen has loaded the data layer (it is not part of the shell's first bundle). */
const sharedClient = (): Promise<TQueryClient> => import('@tessera/platform-sdk/data').then((m) => m.apiQueryClient);

/**
 * Empties the shared cache when the session changes hands (login, logout, expiry, another
 * account): keys already carry the session's user, so nothing leaks across accounts; this also
 * frees what the old session fetched and cancels its calls still in flight.
 */
export function useSessionCache(client: () => Promise<TQueryClient> = sharedClient): void {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    void client().then((c) => {
      void c.cancelQueries();
      c.clear();
    });
  }, [token, client]);
}
