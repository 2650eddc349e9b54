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

/** The pathname `to` (a path with its query, or a full URL) leads to on this site; null for another origin or an unreadable URL. */
function ownPathname(to: string): string | null {
  try {
    const url = new URL(to, window.location.origin);
    return url.origin === window.location.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Whether `to` (a path with its query, or a full URL) leads to a page the site has now. Another
 * origin's URL is not ours to judge (true). Without a registry nothing is known (true): the router
 * offers its retry there, and menus keep their entries rather than empty out.
 */
export function routeAvailable(registry: TRegistry | null, to: string, table = buildRouteTable(registry)): boolean {
  if (!registry) return true;
  const pathname = ownPathname(to);
  return pathname === null || findRoute(table, pathname) !== undefined;
}

/** Whether the merchant has `remote` on (for what is no route: a widget, a background call); true without a registry, as routeAvailable. */
export function remoteOn(registry: TRegistry | null, remote: TRemoteName): boolean {
  return !registry || registry.remotes.some((r) => r.name === remote);
}

/**
 * nav.canNavigate (routeAvailable) and nav.prefetch (platform 1.7) bound to the current registry,
 * over one route table: one pair per registry (stable between changes). prefetch starts loading
 * the remote that owns `to`'s route (once; a failure is left to the navigation, which shows the
 * fallback and its retry); other origins and unknown paths load nothing.
 */
export function useRouteLinks(): { canNavigate: (to: string) => boolean; prefetch: (to: string) => void } {
  const registry = usePlatformStore((s) => s.registry);
  return useMemo(() => {
    const table = buildRouteTable(registry);
    // A page asks about the same few paths on every render (each tile, each menu entry): the answer
    // depends on the registry alone, so it is kept with this table (issue 31: ~9 ms of a first visit).
    const known = new Map<string, boolean>();
    return {
      canNavigate: (to: string) => {
        let available = known.get(to);
        if (available === undefined) {
          if (known.size >= 500) known.clear();
          available = routeAvailable(registry, to, table);
          known.set(to, available);
        }
        return available;
      },
      prefetch: (to: string) => {
        const pathname = ownPathname(to);
        const remote = pathname === null ? undefined : findRoute(table, pathname)?.remote;
        if (remote) loadRemoteModule(remote).catch(() => undefined);
      },
    };
  }, [registry]);
}

/** routeAvailable bound to the current registry (stable between changes). */
export function useRouteAvailable(): (to: string) => boolean {
  return useRouteLinks().canNavigate;
}
