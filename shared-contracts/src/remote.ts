import type { ComponentType } from 'react';
import * as z from 'zod/v4/mini';
import { REMOTE_NAMES } from './constants';
import { isSemver } from './semver';

export const ZRouteMeta = z.strictObject({
  path: z.string().check(z.regex(/^\/[A-Za-z0-9/._-]*$/)),
  header: z.enum(['shown', 'hidden']),
  footer: z.enum(['shown', 'hidden']),
  titleKey: z.string().check(z.minLength(1)),
  back: z.enum(['home', 'history', 'none', 'logo']),
  access: z.enum(['public', 'member', 'realMember']),
});
export type TRouteMeta = z.infer<typeof ZRouteMeta>;

export type TRouteDef = TRouteMeta & { component: ComponentType };

const ZSemver = z.string().check(z.refine(isSemver, 'must be a semantic version such as 1.2.3'));

/** Locales a remote brings: language code (EN, PT, PT-BR, ...) → its namespace's resources. */
export const ZLocales = z.record(z.string(), z.record(z.string(), z.unknown()));
export type TLocales = z.infer<typeof ZLocales>;

const isComponent = (c: unknown) =>
  typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c);

export const ZRemoteModule = z.object({
  name: z.enum(REMOTE_NAMES),
  version: ZSemver,
  requires: z.object({ platform: z.string().check(z.regex(/^\^?\d+(\.\d+){0,2}$/)) }),
  routes: z.array(z.extend(ZRouteMeta, { component: z.custom<ComponentType>(isComponent, 'component must be a React component') })),
  widgets: z.optional(z.record(z.string(), z.custom<ComponentType>(isComponent, 'widget must be a React component'))),
  locales: ZLocales,
});

/** What every remote's `./remote` module exports as default. */
export interface TRemoteModule {
  name: (typeof REMOTE_NAMES)[number];
  version: string;
  requires: { platform: string };
  routes: TRouteDef[];
  widgets?: Record<string, ComponentType>;
  locales: TLocales;
}

/** Route titles per language code, so the shell can title a route before its remote arrives. */
export const ZRouteTitles = z.record(z.string(), z.record(z.string(), z.string()));
export type TRouteTitles = z.infer<typeof ZRouteTitles>;

/** The `routes.json` a remote build emits: its routes without components, and their titles. */
export const ZRoutesManifest = z.object({
  name: z.enum(REMOTE_NAMES),
  version: ZSemver,
  requires: z.object({ platform: z.string() }),
  routes: z.array(ZRouteMeta),
  titles: z.optional(ZRouteTitles),
});
export type TRoutesManifest = z.infer<typeof ZRoutesManifest>;

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
