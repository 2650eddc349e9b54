import { COMPLETE_LANGUAGES, PLATFORM_VERSION, ROUTE_OWNERSHIP, specRouteOwner } from '@tessera/contract';
import type { TLocales } from '@tessera/contract';
import type { TRemoteModule } from '../remoteModule';
import { ZRemoteModule } from '@tessera/contract/schemas';
import { satisfies } from '@tessera/contract';
import { keyNeededIn, placeholdersOf, pluralProblems } from './languagePacks';

function keysOf(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function lookup(obj: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined), obj);
}

/**
 * Lists every way `mod` breaks the remote module contract (empty when it keeps it).
 * Checked: the shape, the platform requirement against this shell's contract version, route
 * ownership (one of the spec's six serves exactly the routes ARCHITECTURE gives it; any other
 * remote serves paths the spec gives nobody), unique paths, a title for
 * every route in every complete language, complete packs in every COMPLETE_LANGUAGES language (every
 * EN key, its placeholders kept; a plural form the language lacks is not asked), and counts in plural forms
 * (pluralProblems: every form each language needs, no {{count}} outside them).
 *
 * A remote whose packs load on demand (`lazyLocales`, platform 1.8) keeps EN with the module and
 * each other language in one place only; its packs are checked as `resolved` gives them (allLocales).
 */
export function remoteContractProblems(mod: unknown, resolved?: TLocales): string[] {
  const parsed = ZRemoteModule.safeParse(mod);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || '(module)'}: ${i.message}`);
  const remote = mod as TRemoteModule;
  const problems: string[] = [];
  const lazy = Object.keys(remote.lazyLocales ?? {});
  if (lazy.includes('EN')) problems.push('lazyLocales.EN: EN is the language every other falls back to, so it comes with the module (locales.EN)');
  for (const lang of lazy)
    if (lang !== 'EN' && Object.hasOwn(remote.locales, lang)) problems.push(`locales.${lang} is also in lazyLocales: one place per language`);
  if (lazy.length > 0 && !resolved) problems.push('lazyLocales are checked once loaded: pass allLocales(remote) as resolved (testRemoteContract does)');
  const locales = resolved ?? remote.locales;
  if (!satisfies(PLATFORM_VERSION, remote.requires.platform)) {
    problems.push(`requires platform ${remote.requires.platform} but the contract is ${PLATFORM_VERSION}`);
  }
  const paths = remote.routes.map((r) => r.path);
  if (Object.hasOwn(ROUTE_OWNERSHIP, remote.name)) {
    // One of the spec's six: it serves exactly the routes ARCHITECTURE gives it.
    const owned = new Set(ROUTE_OWNERSHIP[remote.name as keyof typeof ROUTE_OWNERSHIP]);
    for (const p of paths) if (!owned.has(p)) problems.push(`route ${p} is not owned by ${remote.name}`);
    for (const p of owned) if (!paths.includes(p)) problems.push(`route ${p} owned by ${remote.name} is missing`);
  } else {
    // Any other remote serves paths of its own: none the spec gives the shell or another remote.
    if (paths.length === 0) problems.push('a remote outside the spec serves at least one route');
    for (const p of paths) {
      const owner = specRouteOwner(p);
      if (owner) problems.push(`route ${p} belongs to ${owner} (ROUTE_OWNERSHIP); a remote outside the spec serves paths of its own`);
    }
  }
  if (new Set(paths).size !== paths.length) problems.push('route paths are not unique');
  // Lazy packs unloaded: their completeness cannot be judged, and the one problem says how to check them.
  if (lazy.length > 0 && !resolved) return problems;
  const en = remote.locales.EN;
  if (!en) problems.push('locales.EN is missing');
  for (const lang of COMPLETE_LANGUAGES) {
    const pack = locales[lang];
    if (!pack) {
      problems.push(`locales.${lang} is missing`);
      continue;
    }
    for (const r of remote.routes) {
      if (typeof lookup(pack, r.titleKey) !== 'string') problems.push(`locales.${lang} has no title ${r.titleKey} for ${r.path}`);
    }
    if (en && lang !== 'EN') {
      const have = new Set(keysOf(pack));
      for (const k of keysOf(en)) {
        if (!keyNeededIn(lang, k)) continue;
        if (!have.has(k)) problems.push(`locales.${lang} lacks ${k}`);
        // A translation keeps EN's placeholders: '{{amount}}' renamed or dropped shows raw or loses the figure.
        else if (placeholdersOf(lookup(pack, k)).join() !== placeholdersOf(lookup(en, k)).join()) {
          problems.push(
            `locales.${lang} ${k}: placeholders ${JSON.stringify(placeholdersOf(lookup(pack, k)))} differ from EN's ${JSON.stringify(placeholdersOf(lookup(en, k)))}`,
          );
        }
      }
    }
  }
  // Counts through plural forms: each complete language has the forms it needs (PT: one, many, other).
  for (const p of pluralProblems(locales)) problems.push(`locales.${p}`);
  return problems;
}

/** Every pack of a remote: those that come with the module and each lazy one, loaded. */
export async function allLocales(remote: Pick<TRemoteModule, 'locales' | 'lazyLocales'>): Promise<TLocales> {
  const lazy = await Promise.all(
    Object.entries(remote.lazyLocales ?? {}).map(async ([lang, load]) => {
      const pack: unknown = await load();
      if (typeof pack !== 'object' || pack === null) throw new Error(`lazyLocales.${lang} loaded ${String(pack)}, not a pack`);
      return [lang, pack as Record<string, unknown>] as const;
    }),
  );
  return { ...remote.locales, ...Object.fromEntries(lazy) };
}

/** Throws with every problem listed when `mod` breaks the remote module contract. Call it from each remote's tests. */
export function expectValidRemote(mod: unknown, resolved?: TLocales): asserts mod is TRemoteModule {
  const problems = remoteContractProblems(mod, resolved);
  if (problems.length > 0) throw new Error(`remote module breaks the contract:\n- ${problems.join('\n- ')}`);
}
