// The service worker (built to dist/shell/sw.js by infra/federation serviceWorker.ts, registered by
// the shell in production builds only: register.ts). Strategies: policy.ts.
import { IMMUTABLE_CACHE, IMMUTABLE_MAX_ENTRIES, isCacheable, OFFLINE_FILES, OFFLINE_PAGE, shellCacheName, staleCaches, strategyFor, warmList } from './policy';

declare const __TESSERA_SW_VERSION__: string;
declare const __TESSERA_PRECACHE__: string[];

// The DOM lib the repository compiles with has no worker types; the few this file uses:
interface TExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface TFetchEvent extends TExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<unknown>;
  respondWith(r: Promise<Response> | Response): void;
}
interface TWorkerScope {
  readonly location: Location;
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: TExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: TFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: TExtendableEvent & { data: unknown }) => void): void;
}

const sw = self as unknown as TWorkerScope;
const VERSION = __TESSERA_SW_VERSION__;
const SHELL_CACHE = shellCacheName(VERSION);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // The offline page must be there; a shell file missing (a concurrent deploy) only loses its head start.
      await cache.addAll([...OFFLINE_FILES]);
      await Promise.all(__TESSERA_PRECACHE__.map((url) => cache.add(url).catch(() => undefined)));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), VERSION).map((name) => caches.delete(name)));
      await sw.clients.claim();
    })(),
  );
});

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - IMMUTABLE_MAX_ENTRIES)).map((k) => cache.delete(k)));
}

async function immutable(request: Request): Promise<Response> {
  const hit = (await caches.match(request, { cacheName: IMMUTABLE_CACHE })) ?? (await caches.match(request, { cacheName: SHELL_CACHE }));
  if (hit) return hit;
  const response = await fetch(request);
  if (isCacheable(response)) {
    const copy = response.clone();
    void caches.open(IMMUTABLE_CACHE).then(async (cache) => {
      await cache.put(request, copy);
      await trim(cache);
    });
  }
  return response;
}

async function navigate(event: TFetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({ method: request.method, url: request.url, mode: request.mode, origin: sw.location.origin });
  if (strategy === 'immutable') event.respondWith(immutable(request));
  else if (strategy === 'navigate') event.respondWith(navigate(event));
});

// The page that registered the worker lists the immutable files it loaded before the worker ran
// (register.ts): they are stored now, from the HTTP cache, so the very next visit is served here.
sw.addEventListener('message', (event) => {
  const urls = warmList(event.data, sw.location.origin);
  if (urls.length === 0) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(IMMUTABLE_CACHE);
      for (const url of urls) {
        if (await cache.match(url)) continue;
        const response = await fetch(url).catch(() => null);
        if (response && isCacheable(response)) await cache.put(url, response);
      }
      await trim(cache);
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  // Navigation preload: the page request starts while the worker boots.
  if (sw.registration.navigationPreload) event.waitUntil(sw.registration.navigationPreload.enable());
});
