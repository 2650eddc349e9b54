import type { ComponentType } from 'react';
import { isRemoteName, type TLocales, type TRemoteName, type TRouteMeta } from '@tessera/contract';

export type TRouteDef = TRouteMeta & { component: ComponentType };

/**
 * One language's pack of a remote, loaded when a player reads that language (platform 1.8):
 * `PT: () => import('./locales/pt').then((m) => m.pt)`. The shell loads the pack of the language
 * in use (and those it falls back to) beside the remote's page, and every known remote's pack before
 * it switches language, so no screen shows another language's text meanwhile.
 */
export type TLocaleLoader = () => Promise<Record<string, unknown>>;

/** What every remote's `./remote` module exports as default. */
export interface TRemoteModule {
  name: TRemoteName;
  version: string;
  requires: { platform: string };
  routes: TRouteDef[];
  widgets?: Record<string, ComponentType>;
  /** The packs that come with the module: EN at least (every language falls back to it). */
  locales: TLocales;
  /** Packs loaded on demand, by language code (platform 1.8); a language is in `locales` or here, not both. */
  lazyLocales?: Record<string, TLocaleLoader>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isComponent = (c: unknown) => typeof c === 'function' || (isObject(c) && '$$typeof' in c);

/**
 * The shape check the shell runs on a loaded module before it renders anything from it: what
 * would crash the shell if wrong. The full contract (ZRemoteModule, ownership, packs) is checked
 * by each remote's contract test (testing/expectValidRemote) before it can be released; keeping
 * zod out of the browser's first load is worth the split.
 */
export function isRemoteModule(v: unknown): v is TRemoteModule {
  return (
    isObject(v) &&
    isRemoteName(v.name) &&
    typeof v.version === 'string' &&
    isObject(v.requires) &&
    typeof v.requires.platform === 'string' &&
    isObject(v.locales) &&
    (v.lazyLocales === undefined || (isObject(v.lazyLocales) && Object.values(v.lazyLocales).every((load) => typeof load === 'function'))) &&
    Array.isArray(v.routes) &&
    v.routes.every((r) => isObject(r) && typeof r.path === 'string' && typeof r.titleKey === 'string' && isComponent(r.component))
  );
}

/**
 * Builds a remote's default export from its route metadata (routes.ts, also used for routes.json)
 * and one lazily loaded page per path, so a route's code downloads only when it is visited.
 */
export function defineRemote(options: {
  name: TRemoteModule['name'];
  version: string;
  requires: { platform: string };
  routes: readonly TRouteMeta[];
  pages: (path: string) => ComponentType;
  widgets?: Record<string, ComponentType>;
  locales: TLocales;
  lazyLocales?: Record<string, TLocaleLoader>;
}): TRemoteModule {
  const { pages, routes, ...rest } = options;
  return { ...rest, routes: routes.map((meta) => ({ ...meta, component: pages(meta.path) })) };
}
