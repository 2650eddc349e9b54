import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION, TIMING_MS, isRemoteModule, satisfies, type TBusPayload, type TRegistryRemote, type TRemoteModule } from '@tessera/shared-contracts';
import { getApi } from '@tessera/shared-contracts/api/paths';
import { postBeacon } from '../boot/http';
import { bus } from '../bus';
import { addRemoteLocales } from '../i18n';

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

async function fetchModule(remote: TRegistryRemote): Promise<TRemoteModule> {
  const attempt = attempts.get(remote.name) ?? 0;
  // A retry asks for a fresh copy of the entry (a failed script stays cached by URL in the runtime).
  const entry = attempt === 0 ? remote.entry : `${remote.entry}${remote.entry.includes('?') ? '&' : '?'}retry=${attempt}`;
  registerRemotes([{ name: containerName(remote.name), entry }], { force: attempt > 0 });
  const exported = await loadRemote<{ default?: unknown }>(`${containerName(remote.name)}/remote`);
  const mod = exported?.default ?? exported;
  if (!isRemoteModule(mod)) throw new RemoteLoadError('invalid', `remote ${remote.name} does not export a RemoteModule`);
  const module: TRemoteModule = mod;
  if (!satisfies(PLATFORM_VERSION, module.requires.platform)) {
    throw new RemoteLoadError('incompatible', `remote ${remote.name} requires platform ${module.requires.platform}, shell has ${PLATFORM_VERSION}`);
  }
  addRemoteLocales(module.name, module.locales);
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
  const promise = withTimeout(fetchModule(remote), TIMING_MS.remoteLoadTimeout, `remote ${remote.name}`).catch((err: unknown) => {
    loaded.delete(remote.name);
    attempts.set(remote.name, (attempts.get(remote.name) ?? 0) + 1);
    throw classify(err);
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
