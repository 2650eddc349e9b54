import i18next, { type i18n as TI18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf, STORAGE_KEYS, type TLanguage, type TLocales } from '@tessera/contract';
import { local } from '../boot/storage';
import { en } from './locales/en';

export const SHELL_NS = 'shell';
const fallback = languageOf(DEFAULT_LANGUAGE);

/** The contract's one code → BCP 47 table (spec codes are not locales: 'TY' is Tagalog, 'tl'). */
export { languageOf };

/** Shell packs other than EN load only when their language is chosen. */
const shellPacks: Record<string, () => Promise<Record<string, unknown>>> = {
  PT: () => import('./locales/pt').then((m) => m.pt),
  'PT-BR': () => import('./locales/ptBR').then((m) => m.ptBR),
  CN: () => import('./locales/cn').then((m) => m.cn),
  UR: () => import('./locales/ur').then((m) => m.ur),
};

/** One i18next instance; namespaces: 'shell' plus one per remote. Codes are the spec's (EN, PT-BR…), i18next sees BCP 47 tags. */
export const i18n: TI18n = i18next.createInstance();

let current: TLanguage = fallback;

/** Key by key, a language falls back to these before EN: PT-BR to PT (Portugal, 'pt-PT' is not a parent tag of 'pt-BR'). */
const FALLS_BACK_TO: Readonly<Record<string, readonly string[]>> = { 'PT-BR': ['PT'] };

function applyToDocument(lang: TLanguage): void {
  document.documentElement.lang = lang.tag;
  document.documentElement.dir = lang.dir;
}

/** `merchantDefault`: the merchant's default language (merchant setup), for a player who has not chosen one. */
export async function initI18n(merchantDefault?: string): Promise<void> {
  current = languageOf(local.get(STORAGE_KEYS.language) ?? merchantDefault);
  await i18n.init({
    lng: current.tag,
    fallbackLng: {
      ...Object.fromEntries(
        Object.entries(FALLS_BACK_TO).map(([code, codes]) => [languageOf(code).tag, [...codes.map((c) => languageOf(c).tag), fallback.tag]]),
      ),
      default: [fallback.tag],
    },
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    resources: { [fallback.tag]: { [SHELL_NS]: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  listenToPacks();
  await loadShellPack(current.code);
  applyToDocument(current);
}

async function loadShellPack(code: string): Promise<void> {
  const load = shellPacks[code];
  const tag = languageOf(code).tag;
  if (!load || i18n.hasResourceBundle(tag, SHELL_NS)) return;
  i18n.addResourceBundle(tag, SHELL_NS, await load(), true, true);
}

/** A remote's pack loaded on demand (the SDK's TLocaleLoader). */
type TPackLoader = () => Promise<Record<string, unknown>>;

/**
 * Adds a remote's packs (keyed by spec language codes) under its namespace. A loaded module passes
 * its `lazy` packs (`{}` for none), which load when their language is read; the registry's route
 * titles pass none and leave them as they are.
 */
export function addRemoteLocales(ns: string, locales: TLocales, lazy?: Record<string, TPackLoader>): void {
  for (const [code, pack] of Object.entries(locales)) i18n.addResourceBundle(languageOf(code).tag, ns, pack, true, false);
  // A module's own packs (not the registry's route titles, which come without loaders). Another
  // version of the remote (a release that reached the tab) loads its packs afresh, not the last one's.
  if (!lazy || lazyPacks.get(ns) === lazy) return;
  for (const key of [...packLoads.keys()]) if (key.startsWith(`${ns}|`)) packLoads.delete(key);
  for (const key of [...readyPromises.keys()]) if (key.startsWith(`${ns}|`)) readyPromises.delete(key);
  lazyPacks.set(ns, lazy);
}

// Remote packs that load on demand (platform 1.8, docs/decisions/language-packs-on-demand.md): by
// namespace, the loaders; by namespace and language, the load. A pack that fails to load is
// forgotten: its strings read EN meanwhile, and the next language change or page load tries again.
const lazyPacks = new Map<string, Record<string, TPackLoader>>();
const packLoads = new Map<string, { done: boolean; promise: Promise<void> }>();

/** The spec codes a language reads its strings from before EN (which comes with every module): itself and its fallbacks. */
function codesRead(code: string): string[] {
  const own = languageOf(code).code;
  return [own, ...(FALLS_BACK_TO[own] ?? [])];
}

function loadRemotePack(ns: string, code: string): { done: boolean; promise: Promise<void> } {
  const key = `${ns}|${code}`;
  const known = packLoads.get(key);
  if (known) return known;
  const load = lazyPacks.get(ns)?.[code];
  const entry = { done: !load, promise: Promise.resolve() };
  if (load) {
    entry.promise = load().then(
      (pack) => {
        i18n.addResourceBundle(languageOf(code).tag, ns, pack, true, true);
        entry.done = true;
      },
      () => {
        entry.done = true;
        packLoads.delete(key);
      },
    );
  }
  packLoads.set(key, entry);
  return entry;
}

const readyPromises = new Map<string, Promise<void>>();

/**
 * Starts loading what a remote's namespace needs for `code` (the language in use by default) and
 * answers null when it is all there, or the one promise to wait for (the same promise for the same
 * wait, as React's `use` needs). The pack loads beside the remote's page chunk, not after it.
 */
export function remotePacksPending(ns: string, code: string = current.code): Promise<void> | null {
  const loads = codesRead(code).map((c) => loadRemotePack(ns, c));
  if (loads.every((l) => l.done)) return null;
  const key = `${ns}|${code}`;
  let ready = readyPromises.get(key);
  if (!ready) {
    ready = Promise.all(loads.map((l) => l.promise)).then(() => {
      readyPromises.delete(key);
    });
    readyPromises.set(key, ready);
  }
  return ready;
}

export async function setLanguage(code: string): Promise<void> {
  const lang = languageOf(code);
  // The new language's packs first (the shell's and every loaded remote's), then the switch: no
  // screen shows the old language's text or a key meanwhile.
  await Promise.all([loadShellPack(lang.code), ...[...lazyPacks.keys()].map((ns) => remotePacksPending(ns, lang.code))]);
  // Spec §3's list caches hold the old language's names: forget them (the data layer loads with the first list).
  if (lang.code !== current.code) void import('@tessera/platform-sdk/data').then((m) => m.clearPersisted());
  current = lang;
  local.set(STORAGE_KEYS.language, lang.code);
  applyToDocument(lang);
  await i18n.changeLanguage(lang.tag);
}

/** The languages a selector offers: the merchant's, and always the one in use. */
export function offeredLanguages(offered: readonly string[], inUse: string): readonly TLanguage[] {
  return LANGUAGES.filter((l) => l.code === inUse || offered.includes(l.code));
}

export function currentLanguage(): TLanguage {
  return current;
}

// A page's strings change with the language and with the packs. i18next tells of a language change
// on the instance, but of a pack added or removed only on its resource store (made by init): the
// instance never emits 'added', so listening there alone missed a remote's pack that arrived after
// the first render (a registry with a new remote's route titles).
const listeners = new Set<() => void>();
let revision = 0;
let heardStore: unknown = null;
function changed(): void {
  revision += 1;
  for (const listener of [...listeners]) listener();
}
i18n.on('languageChanged', changed);
function listenToPacks(): void {
  if (!i18n.store || heardStore === i18n.store) return;
  heardStore = i18n.store;
  // Only a pack the page reads from (the language in use or one it falls back to) changes its strings.
  const ifRead = (lng: string) => {
    if (i18n.languages?.includes(lng)) changed();
  };
  i18n.store.on('added', ifRead);
  i18n.store.on('removed', ifRead);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Re-renders when the language changes or a pack arrives; returns the current language. */
export function useLanguage(): TLanguage {
  useSyncExternalStore(subscribe, () => revision);
  return current;
}

/** Shell-namespace `t`. */
export function useShellT(): (key: string, options?: Record<string, unknown>) => string {
  useLanguage();
  return (key, options) => i18n.t(key, { ns: SHELL_NS, ...options });
}
