import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION, TIMING_MS, satisfies, type TBusPayload, type TRegistryRemote } from '@tessera/contract';
import { isRemoteModule, type TRemoteModule } from '@tessera/platform-sdk';
import { getApi } from '@tessera/contract/api/paths';
import { postBeacon } from '../boot/http';
import { bus } from '../bus';
import { addRemoteLocales, remotePacksPending } from '../i18n';

export type TFailureReason = TBusPayload<'remote.loadFailed'>['reason'];

export class RemoteLoadError extends Error {
  constructor(
    readonly reason: TFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

const containerName = (remote: string) => `tessera_${remote}`;
const loaded = new Map<string, Promise<TRemoteModule>>();
const attempts = new Map<string, number>();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError('timeout', `${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

function classify(err: unknown): RemoteLoadError {
  if (err instanceof RemoteLoadError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // The MF runtime reports script load failures as RUNTIME-008 ("Failed to load script resources").
  const network = /RUNTIME-008|load script|ScriptExecutionError|Failed to fetch|Loading (chunk|script)/i.test(message);
  return new RemoteLoadError(network ? 'network' : 'import', message);
}

/** Published SRI hash of each released remote's entry, by the entry's path (a retry adds a query). */
const entryIntegrity = new Map<string, string>();
let integrityPluginRegistered = false;

/**
 * Where a retry loads a remote served by this platform from: the same files under
 * `/remotes/~retry/` (the server answers them from the same immutable folders). A fresh path, not
 * only a fresh query: the remote's chunks resolve against its entry's folder (publicPath 'auto'
 * drops the query), and the page's failed `<link rel=preload>` of a chunk, with its SRI hash,
 * stays in the browser's preload cache for that URL, so the same URL fails again without a request
 * (issue 30 item 10).
 */
export const RETRY_PREFIX = '/remotes/~retry/';
const RETRY_PATH = /^\/remotes\/~retry\//;

/** The path of a remote file, the same for a first load and a retry (the key of its SRI hash). */
const pathOf = (url: string) => new URL(url, window.location.href).pathname.replace(RETRY_PATH, '/remotes/');

/**
 * The entry URL of attempt `attempt` (0: the registry's). Retries of a remote on this origin move
 * under RETRY_PREFIX; every retry also adds `retry=N` (the federation runtime caches an entry by
 * URL, and a script that failed to load is not fetched again at the same URL).
 */
export function entryForAttempt(entry: string, attempt: number, origin = window.location.origin): string {
  if (attempt === 0) return entry;
  const url = new URL(entry, origin);
  if (url.origin === origin && url.pathname.startsWith('/remotes/') && !RETRY_PATH.test(url.pathname)) {
    url.pathname = url.pathname.replace(/^\/remotes\//, RETRY_PREFIX);
  }
  url.searchParams.set('retry', String(attempt));
  return url.origin === origin && !/^[a-z]+:/i.test(entry) ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The federation runtime creates the entry's script tag through this hook: a released remote's
 * entry gets the hash the registry published, so the browser refuses other bytes (the entry in
 * turn carries its chunks' hashes: a changed chunk is refused too). Either fails closed into the
 * fallback. A plain build (no hash published) loads as before.
 */
function ensureIntegrityPlugin(): void {
  if (integrityPluginRegistered) return;
  integrityPluginRegistered = true;
  registerPlugins([
    {
      name: 'tessera-integrity',
      createScript({ url }: { url: string }) {
        const integrity = entryIntegrity.get(pathOf(url));
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return script;
      },
    },
  ]);
}

/** SRI string of bytes, or null where the browser has no SubtleCrypto (outside a secure context). */
async function sri(bytes: ArrayBuffer, integrity: string): Promise<string | null> {
  const algorithm = integrity.startsWith('sha512-') ? 'SHA-512' : integrity.startsWith('sha256-') ? 'SHA-256' : 'SHA-384';
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, bytes));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return `${algorithm.replace('-', '').toLowerCase()}-${btoa(binary)}`;
}

/** Chunk files named by a failed load: a ChunkLoadError's `request`, else the URLs in its message. */
function failedFiles(err: unknown): string[] {
  const request = (err as { request?: unknown } | null)?.request;
  const message = err instanceof Error ? err.message : String(err);
  const urls = message.match(/(?:https?:\/\/[^\s()"']+|\/[^\s()"']+)\.(?:js|css)(?:\?[^\s()"']*)?/g) ?? [];
  return [...(typeof request === 'string' ? [request] : []), ...urls];
}

/** Scripts and style sheets the page fetched from one version folder (the runtime's message may not name the file). */
function fetchedFrom(folder: string): string[] {
  const entries = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
  return entries.map((e) => e.name).filter((url) => pathOf(url).startsWith(folder) && /\.(js|css)$/.test(new URL(url, window.location.href).pathname));
}

/**
 * After a failed load of a released remote: was it a file's bytes? The browser says only that a
 * script failed; the entry is fetched again (immutable, so from the cache) and hashed against the
 * published hash. An intact entry carries the SRI hash of every chunk and CSS chunk of its version
 * (`sriHashes`), so the chunk that failed is fetched again and its hash looked up in the entry: a
 * chunk whose bytes no hash in the entry matches was changed after the build. Either is reported
 * with reason `integrity` (counted per merchant, remote and version like every load failure); a
 * chunk that cannot be fetched, or whose bytes are intact, stays the network failure it was.
 */
async function integrityFailure(remote: TRegistryRemote, err: unknown): Promise<RemoteLoadError | null> {
  if (!remote.integrity || err instanceof RemoteLoadError) return null;
  try {
    const res = await fetch(remote.entry, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const entryBytes = await res.arrayBuffer();
    const actual = await sri(entryBytes, remote.integrity);
    if (actual === null) return null;
    if (actual !== remote.integrity) {
      return new RemoteLoadError('integrity', `integrity: ${remote.name}@${remote.version} remoteEntry.js does not match its published hash`);
    }
    const entryText = new TextDecoder().decode(entryBytes);
    if (!entryText.includes('sha384-')) return null;
    const entryPath = pathOf(remote.entry);
    const folder = entryPath.slice(0, entryPath.lastIndexOf('/') + 1);
    const candidates = [...new Set([...failedFiles(err), ...fetchedFrom(folder)])]
      .filter((url) => pathOf(url).startsWith(folder) && pathOf(url) !== entryPath)
      .slice(0, 12);
    for (const url of candidates) {
      const chunk = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (!chunk?.ok) continue;
      const hash = await sri(await chunk.arrayBuffer(), 'sha384-');
      if (hash !== null && !entryText.includes(hash)) {
        return new RemoteLoadError(
          'integrity',
          `integrity: ${remote.name}@${remote.version} ${pathOf(url).slice(folder.length)} does not match its hash in remoteEntry.js`,
        );
      }
    }
    return null;
  } catch {
    return null;
  }
}

async function fetchModule(remote: TRegistryRemote): Promise<TRemoteModule> {
  const attempt = attempts.get(remote.name) ?? 0;
  const entry = entryForAttempt(remote.entry, attempt);
  if (remote.integrity) {
    ensureIntegrityPlugin();
    entryIntegrity.set(pathOf(remote.entry), remote.integrity);
  }
  registerRemotes([{ name: containerName(remote.name), entry }], { force: attempt > 0 });
  const exported = await loadRemote<{ default?: unknown }>(`${containerName(remote.name)}/remote`);
  const mod = exported?.default ?? exported;
  if (!isRemoteModule(mod)) throw new RemoteLoadError('invalid', `remote ${remote.name} does not export a RemoteModule`);
  const module: TRemoteModule = mod;
  if (!satisfies(PLATFORM_VERSION, module.requires.platform)) {
    throw new RemoteLoadError('incompatible', `remote ${remote.name} requires platform ${module.requires.platform}, shell has ${PLATFORM_VERSION}`);
  }
  addRemoteLocales(module.name, module.locales, module.lazyLocales ?? {});
  // The language in use's pack starts now, beside the page's chunk (RemoteRoute waits for both).
  void remotePacksPending(module.name);
  // One load of this version: the denominator of its failure rate (canary watch, operator health).
  postBeacon(getApi.telemetry, { kind: 'remote.loaded', remote: remote.name, version: remote.version, message: '', path: '' });
  return module;
}

/**
 * Loads a remote's `./remote` module once (concurrent callers share the promise). Fails with a
 * RemoteLoadError after TIMING_MS.remoteLoadTimeout instead of MF's 20 s default; a failed load is
 * forgotten so the next call (retry) fetches again.
 */
export function loadRemoteModule(remote: TRegistryRemote): Promise<TRemoteModule> {
  const existing = loaded.get(remote.name);
  if (existing) return existing;
  const promise = withTimeout(fetchModule(remote), TIMING_MS.remoteLoadTimeout, `remote ${remote.name}`).catch(async (err: unknown) => {
    loaded.delete(remote.name);
    attempts.set(remote.name, (attempts.get(remote.name) ?? 0) + 1);
    throw (await integrityFailure(remote, err)) ?? classify(err);
  });
  loaded.set(remote.name, promise);
  return promise;
}

/** Forgets a loaded module, so the next load fetches it again (retry after a render failure). */
export function forgetRemote(name: string): void {
  if (loaded.delete(name)) attempts.set(name, (attempts.get(name) ?? 0) + 1);
}

/** Publishes a remote failure on the bus and reports it to the API. */
export function reportRemoteFailure(remote: TRegistryRemote, reason: TFailureReason, message: string, path: string): void {
  const payload = { remote: remote.name, version: remote.version, reason, message: message.slice(0, 500), path: path.slice(0, 300) };
  bus.publish('remote.loadFailed', payload);
  postBeacon(getApi.telemetry, { kind: 'remote.loadFailed', ...payload });
}
