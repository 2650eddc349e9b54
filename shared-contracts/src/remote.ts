import type * as z from 'zod/v4/mini';
import type { ZLocales, ZRouteMeta, ZRoutesManifest, ZRouteTitles } from './schemas/remote';

export type TRouteMeta = z.infer<typeof ZRouteMeta>;
export type TRouteTitles = z.infer<typeof ZRouteTitles>;
export type TLocales = z.infer<typeof ZLocales>;
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
