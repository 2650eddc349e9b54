import type { TRegistry, TRegistryRemote, TRouteMeta } from '@tessera/contract';
import { SHELL_NS } from '../i18n';
import { matchesPath } from './router';
import { SHELL_ROUTES } from './shellRoutes';

export interface TShellRoute {
  meta: TRouteMeta;
  /** i18n namespace of the title: 'shell' or the owning remote's name. */
  ns: string;
  /** The owning remote; absent for shell routes. */
  remote?: TRegistryRemote;
}

/** The route table: the shell's own routes plus every route of every remote the registry enables. */
export function buildRouteTable(registry: TRegistry | null): TShellRoute[] {
  const table: TShellRoute[] = SHELL_ROUTES.map((meta) => ({ meta, ns: SHELL_NS }));
  for (const remote of registry?.remotes ?? []) {
    for (const meta of remote.routes) table.push({ meta, ns: remote.name, remote });
  }
  return table;
}

/** The route shown at `pathname`: the one with exactly this path, else the first that matches it (any case, trailing slashes ignored). */
export function findRoute(table: readonly TShellRoute[], pathname: string): TShellRoute | undefined {
  return table.find((r) => r.meta.path === pathname) ?? table.find((r) => matchesPath(r.meta.path, pathname));
}
