import { useEffect, useRef } from 'react';
import { apiQueryClient } from '@tessera/shared-contracts/data';
import { useSessionStore } from '../stores/session';

/**
 * Empties the shared cache when the session changes hands (login, logout, expiry, another
 * account): keys already carry the session's user, so nothing leaks across accounts; this also
 * frees what the old session fetched and cancels its calls still in flight.
 */
export function useSessionCache(client: typeof apiQueryClient = apiQueryClient): void {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    void client.cancelQueries();
    client.clear();
  }, [token, client]);
}
