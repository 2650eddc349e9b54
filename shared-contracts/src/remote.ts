import type { ComponentType } from 'react';
import type * as z from 'zod/v4/mini';
import { REMOTE_NAMES } from './constants';
import type { ZLocales, ZRouteMeta, ZRoutesManifest, ZRouteTitles } from './schemas/remote';

export type TRouteMeta = z.infer<typeof ZRouteMeta>;
export type TRouteDef = TRouteMeta & { component: ComponentType };
export type TRouteTitles = z.infer<typeof ZRouteTitles>;
export type TLocales = z.infer<typeof ZLocales>;
export type TRoutesManifest = z.infer<typeof ZRoutesManifest>;

/** What every remote's `./remote` module exports as default. */
export interface TRemoteModule {
  name: (typeof REMOTE_NAMES)[number];
  version: string;
  requires: { platform: string };
  routes: TRouteDef[];
  widgets?: Record<string, ComponentType>;
  locales: TLocales;
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
    (REMOTE_NAMES as readonly unknown[]).includes(v.name) &&
    typeof v.version === 'string' &&
    isObject(v.requires) &&
    typeof v.requires.platform === 'string' &&
    isObject(v.locales) &&
    Array.isArray(v.routes) &&
    v.routes.every((r) => isObject(r) && typeof r.path === 'string' && typeof r.titleKey === 'string' && isComponent(r.component))
  );
}

/** Each language's text for each route's titleKey (dotted keys looked up in the remote's packs). */
export function routeTitles(routes: readonly TRouteMeta[], locales: TLocales): TRouteTitles {
  const lookup = (pack: unknown, key: string) =>
    key.split('.').reduce<unknown>((o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined), pack);
  const titles: TRouteTitles = {};
  for (const [lang, pack] of Object.entries(locales)) {
    const entries = routes.map((r) => [r.titleKey, lookup(pack, r.titleKey)] as const).filter((e): e is readonly [string, string] => typeof e[1] === 'string');
    if (entries.length > 0) titles[lang] = Object.fromEntries(entries);
  }
  return titles;
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
}): TRemoteModule {
  const { pages, routes, ...rest } = options;
  return { ...rest, routes: routes.map((meta) => ({ ...meta, component: pages(meta.path) })) };
}
