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

function applyToDocument(lang: TLanguage): void {
  document.documentElement.lang = lang.tag;
  document.documentElement.dir = lang.dir;
}

/** `merchantDefault`: the merchant's default language (merchant setup), for a player who has not chosen one. */
export async function initI18n(merchantDefault?: string): Promise<void> {
  current = languageOf(local.get(STORAGE_KEYS.language) ?? merchantDefault);
  await i18n.init({
    lng: current.tag,
    // PT-BR falls back to PT (Portugal, 'pt-PT': not a parent tag of 'pt-BR') and then to EN, key by key.
    fallbackLng: { [languageOf('PT-BR').tag]: [languageOf('PT').tag, fallback.tag], default: [fallback.tag] },
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

/** Adds a remote's packs (keyed by spec language codes) under its namespace. */
export function addRemoteLocales(ns: string, locales: TLocales): void {
  for (const [code, pack] of Object.entries(locales)) i18n.addResourceBundle(languageOf(code).tag, ns, pack, true, false);
}

export async function setLanguage(code: string): Promise<void> {
  const lang = languageOf(code);
  await loadShellPack(lang.code);
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
