import * as z from 'zod/v4/mini';
import { isRemoteName, REMOTE_NAME_PATTERN } from '../constants';
import { isSemver } from '../semver';

export const ZRouteMeta = z.strictObject({
  path: z.string().check(z.regex(/^\/[A-Za-z0-9/._-]*$/)),
  header: z.enum(['shown', 'hidden']),
  footer: z.enum(['shown', 'hidden']),
  titleKey: z.string().check(z.minLength(1)),
  back: z.enum(['home', 'history', 'none', 'logo']),
  access: z.enum(['public', 'member', 'realMember']),
});

/** A remote's name (isRemoteName): open, not a closed list; what an operator published is a remote. */
export const ZRemoteName = z
  .string()
  .check(
    z.regex(REMOTE_NAME_PATTERN, 'a remote name: a lowercase letter, then 1–23 lowercase letters or digits'),
    z.refine(isRemoteName, 'a remote name cannot be one of the reserved names (shell, api, admin, …)'),
  );

const ZSemver = z.string().check(z.refine(isSemver, 'must be a semantic version such as 1.2.3'));

/** Locales a remote brings: language code (EN, PT, PT-BR, ...) → its namespace's resources. */
export const ZLocales = z.record(z.string(), z.record(z.string(), z.unknown()));

/** A React component as the contract sees it without importing React: a function, or an object React marks ($$typeof: memo, lazy, forwardRef). */
export type TComponentLike = ((props: never) => unknown) | { readonly $$typeof: symbol };
const isComponent = (c: unknown) => typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c);

export const ZRemoteModule = z.object({
  name: ZRemoteName,
  version: ZSemver,
  requires: z.object({ platform: z.string().check(z.regex(/^\^?\d+(\.\d+){0,2}$/)) }),
  routes: z.array(z.extend(ZRouteMeta, { component: z.custom<TComponentLike>(isComponent, 'component must be a React component') })),
  widgets: z.optional(z.record(z.string(), z.custom<TComponentLike>(isComponent, 'widget must be a React component'))),
  locales: ZLocales,
  /** Language packs loaded on demand (platform 1.8), by language code: functions answering the pack. */
  lazyLocales: z.optional(
    z.record(
      z.string(),
      z.custom<() => Promise<unknown>>((f) => typeof f === 'function', 'a lazy language pack is a function that loads it'),
    ),
  ),
});

/** Route titles per language code, so the shell can title a route before its remote arrives. */
export const ZRouteTitles = z.record(z.string(), z.record(z.string(), z.string()));

/** The `routes.json` a remote build emits: its routes without components, and their titles. */
export const ZRoutesManifest = z.object({
  name: ZRemoteName,
  version: ZSemver,
  requires: z.object({ platform: z.string() }),
  routes: z.array(ZRouteMeta),
  titles: z.optional(ZRouteTitles),
});
