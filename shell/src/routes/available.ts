import { useMemo } from 'react';
import type { TRegistry, TRemoteName } from '@tessera/contract';
import { loadRemoteModule } from '../remotes/loader';
import { usePlatformStore } from '../stores/platform';
import { buildRouteTable, findRoute } from './table';

// "Is this route's remote enabled": the one answer every way into a route asks (side menu, footer,
// header, quick nav and home tiles through usePlatform().nav.canNavigate). The registry lists only
// the remotes the merchant has on (a disabled remote, or one left out because its version cannot
// load, brings no routes), so a path leads somewhere exactly when the route table has it — the
// same table the router renders from, so a hidden entry and a refused deep link never disagree.
// docs/decisions/disabled-remotes.md.

/**
 * Whether `to` (a path with its query, or a full URL) leads to a page the site has now. Another
 * origin's URL is not ours to judge (true). Without a registry nothing is known (true): the router
 * offers its retry there, and menus keep their entries rather than empty out.
 */
export function routeAvailable(registry: TRegistry | null, to: string, table = buildRouteTable(registry)): boolean {
  if (!registry) return true;
  let pathname: string;
  try {
    const url = new URL(to, window.location.origin);
    if (url.origin !== window.location.origin) return true;
    pathname = url.pathname;
  } catch {
    return true;
  }
  return findRoute(table, pathname) !== undefined;
}

/** Whether the merchant has `remote` on (for what is no route: a widget, a background call); true without a registry, as routeAvailable. */
export function remoteOn(registry: TRegistry | null, remote: TRemoteName): boolean {
  return !registry || registry.remotes.some((r) => r.name === remote);
}

/** routeAvailable bound to the current registry: one function per registry (stable between changes). */
export function useRouteAvailable(): (to: string) => boolean {
  const registry = usePlatformStore((s) => s.registry);
  return useMemo(() => {
    const table = buildRouteTable(registry);
    return (to: string) => routeAvailable(registry, to, table);
  }, [registry]);
}

/**
 * nav.prefetch (platform 1.7): starts loading the remote that owns `to`'s route (once; a failure is
 * left to the navigation, which shows the fallback and its retry). Other origins and unknown paths: nothing.
 */
export function usePrefetchRoute(): (to: string) => void {
  const registry = usePlatformStore((s) => s.registry);
  return useMemo(() => {
    const table = buildRouteTable(registry);
    return (to: string) => {
      let url: URL;
      try {
        url = new URL(to, window.location.origin);
      } catch {
        return;
      }
      if (url.origin !== window.location.origin) return;
      const remote = findRoute(table, url.pathname)?.remote;
      if (remote) loadRemoteModule(remote).catch(() => undefined);
    };
  }, [registry]);
}
