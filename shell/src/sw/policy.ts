/**
 * What the service worker does with a request (docs/decisions/home-performance.md "Service worker"):
 *
 * - `navigate`: pages go to the network first; when it fails the precached offline page answers.
 *   HTML is never cached: it carries the registry and status inline, and a page from the cache could
 *   point at remote versions the operator has since withdrawn.
 * - `immutable`: the shell's hashed files (/assets/) and released remote versions (/remotes/<name>/<version>/,
 *   folders that never change once published) come from the cache first and are stored on the way.
 * - `network`: everything else, the API above all (registry, status, data), is the browser's own fetch.
 */
export type TSwStrategy = 'navigate' | 'immutable' | 'network';

export interface TSwRequest {
  method: string;
  url: string;
  mode: string;
  /** The page's origin (the worker's scope origin). */
  origin: string;
}

const IMMUTABLE_PATHS = [/^\/assets\/[^/]+$/, /^\/remotes\/[a-z][a-z0-9-]*\/\d+\.\d+\.\d+[\w.+-]*\/[^/]+$/];

export function strategyFor(req: TSwRequest): TSwStrategy {
  if (req.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return 'network';
  }
  if (url.origin !== req.origin) return 'network';
  if (req.mode === 'navigate') return url.pathname.startsWith('/api/') || url.pathname.startsWith('/ops') ? 'network' : 'navigate';
  // A query string means a file the build did not name (or a cache buster): not immutable.
  if (url.search === '' && IMMUTABLE_PATHS.some((re) => re.test(url.pathname))) return 'immutable';
  return 'network';
}

/** The cache names of one shell build: the precache carries the build's version, the immutable files outlive builds. */
export const SHELL_CACHE_PREFIX = 'tessera-shell-';
export const IMMUTABLE_CACHE = 'tessera-immutable-v1';
/** The offline page (shell/public/offline.html) and what it needs, precached with the shell. */
export const OFFLINE_PAGE = '/offline.html';
export const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.css', '/offline.js', '/icon-192.png'] as const;
/** Immutable files kept at most; the oldest go first (remote versions pile up over releases). */
export const IMMUTABLE_MAX_ENTRIES = 400;

export const shellCacheName = (version: string) => `${SHELL_CACHE_PREFIX}${version}`;

/** Caches an activating worker deletes: older shell precaches. The immutable cache and foreign caches stay. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== shellCacheName(version));
}

/** Whether a response may be stored: a complete same-origin 200 (no opaque, partial or error answers). */
export function isCacheable(res: { status: number; type: string }): boolean {
  return res.status === 200 && (res.type === 'basic' || res.type === 'cors' || res.type === 'default');
}

/** The message the page posts to the worker with the immutable files it already loaded. */
export const WARM_MESSAGE = 'tessera-sw-warm';
const WARM_MAX = 200;

/** The URLs of a warm message the worker will store: same-origin immutable files only, at most WARM_MAX. */
export function warmList(data: unknown, origin: string): string[] {
  const d = data as { type?: unknown; urls?: unknown } | null;
  if (!d || d.type !== WARM_MESSAGE || !Array.isArray(d.urls)) return [];
  const urls = d.urls.filter((u): u is string => typeof u === 'string' && strategyFor({ method: 'GET', url: u, mode: 'cors', origin }) === 'immutable');
  return [...new Set(urls)].slice(0, WARM_MAX);
}
