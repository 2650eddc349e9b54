/** Where the built worker is served (dist/shell/sw.js, scope /). */
export const SERVICE_WORKER_URL = '/sw.js';

import { WARM_MESSAGE } from './policy';

export interface TRegisterEnv {
  production: boolean;
  navigator: Pick<Navigator, 'serviceWorker'> | { serviceWorker?: undefined };
  /** Runs `task` once the page has loaded (the worker's precache must not compete with the first screen). */
  afterLoad: (task: () => void) => void;
  /** The URLs the page has loaded so far (resource timing). */
  loadedUrls: () => string[];
}

const defaultEnv = (): TRegisterEnv => ({
  production: process.env.NODE_ENV === 'production',
  navigator,
  afterLoad: (task) => {
    if (document.readyState === 'complete') setTimeout(task, 0);
    else window.addEventListener('load', () => setTimeout(task, 0), { once: true });
  },
  loadedUrls: () => performance.getEntriesByType('resource').map((e) => e.name),
});

/**
 * Registers the service worker in production builds only (a development build's files change
 * without new names, a cache-first worker would serve old ones). Returns whether it asked to.
 */
export function registerServiceWorker(env: TRegisterEnv = defaultEnv()): boolean {
  const container = env.navigator.serviceWorker;
  if (!env.production || !container) return false;
  env.afterLoad(() => {
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => container.ready)
      .then((registration) => {
        // Files this page fetched before the worker existed: stored now, so the next visit is served from the worker.
        registration.active?.postMessage({ type: WARM_MESSAGE, urls: env.loadedUrls() });
      })
      .catch(() => {
        // No worker: the site works as before, without the offline page and the repeat-visit cache.
      });
  });
  return true;
}
