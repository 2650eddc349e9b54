import { isRemoteName, type TRegistry, type TRegistryRemote } from '@tessera/contract';
import { DEV_OVERRIDE_QUERY, DEV_OVERRIDES_STORAGE_KEY, PREVIEW_EXIT, PREVIEW_QUERY, type TPreviewInfo } from '@tessera/contract/api';
import { create } from 'zustand';
import { local } from '../boot/storage';

// Guarded overrides (docs/decisions/remote-overrides.md). A device's shell loads a remote from
// somewhere else than the merchant's registry says in two cases only:
// - a preview grant: the server checked it and already put the grant's remote in the registry it
//   inlined (and answers the registry call the same way); this module only shows the badge and
//   ends the preview on request;
// - a development build (`npm run dev`): `?tessera-override=<remote>@<url or version>` is kept in
//   localStorage and applied here, like single-spa's import-map-overrides. A production build
//   ignores it: IS_DEV is false there and the bundler drops the code.

const IS_DEV = process.env.NODE_ENV === 'development';
const VERSION = /^\d+\.\d+\.\d+([-+][\w.+-]*)?$/;
/** The version a URL override reports (telemetry, the badge): it is not a published version. */
const URL_VERSION = 'dev';

/** remote name → an entry URL (http/https) or a published version. */
export type TDevOverrides = Record<string, string>;

/** What the badge shows: the server's preview, or the development overrides. */
export interface TActivePreview {
  /** 'grant': an operator's preview link; 'dev': a development build's overrides. */
  kind: 'grant' | 'dev';
  targets: string[];
  expiresAt: string | null;
}

interface TPreviewState {
  active: TActivePreview | null;
  /** The code the server refused a presented grant with (the page is the normal one). */
  refused: string | null;
  set(state: Partial<Pick<TPreviewState, 'active' | 'refused'>>): void;
}

export const usePreviewStore = create<TPreviewState>((set) => ({
  active: null,
  refused: null,
  set: (state) => set(state),
}));

const isUrl = (v: string) => /^https?:\/\/[^\s"'<>\\]+$/.test(v);

/**
 * The overrides of a development build: ?tessera-override= values of `search` (`games@http://…`,
 * `games@1.2.0`; `games@` drops one, `clear` drops all) merged into what `stored` holds. Anything
 * else is ignored. Outside development: always none.
 */
export function readDevOverrides(search: string, stored: TDevOverrides | null, dev = IS_DEV): TDevOverrides {
  if (!dev) return {};
  const out: TDevOverrides = { ...(stored ?? {}) };
  for (const value of new URLSearchParams(search).getAll(DEV_OVERRIDE_QUERY)) {
    if (value === 'clear') {
      for (const key of Object.keys(out)) delete out[key];
      continue;
    }
    const at = value.indexOf('@');
    const remote = value.slice(0, at);
    const target = value.slice(at + 1);
    if (at <= 0 || !isRemoteName(remote)) continue;
    if (target === '') delete out[remote];
    else if (isUrl(target) || VERSION.test(target)) out[remote] = target;
  }
  return out;
}

function overridden(remote: TRegistryRemote | undefined, name: string, target: string): TRegistryRemote {
  const base: TRegistryRemote = remote ?? { name: name as TRegistryRemote['name'], version: '', entry: '', canary: false, routes: [] };
  // Another file than the published one: no SRI hash.
  const { integrity: _integrity, ...rest } = base;
  return isUrl(target)
    ? { ...rest, version: URL_VERSION, entry: target, canary: false }
    : { ...rest, version: target, entry: `/remotes/${name}/${target}/remoteEntry.js`, canary: false };
}

/** The registry with the development overrides in place (a remote the registry lacks is added, without routes). */
export function applyDevOverrides(registry: TRegistry, overrides: TDevOverrides): TRegistry {
  const names = Object.keys(overrides);
  if (!names.length) return registry;
  const remotes = registry.remotes.map((r) => (overrides[r.name] ? overridden(r, r.name, overrides[r.name] ?? '') : r));
  for (const name of names) if (!registry.remotes.some((r) => r.name === name)) remotes.push(overridden(undefined, name, overrides[name] ?? ''));
  return { ...registry, remotes };
}

const isOverrides = (v: unknown): v is TDevOverrides =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

let devOverrides: TDevOverrides = {};

/**
 * At start: the server's preview of this page (boot JSON) or its refusal, and a development
 * build's overrides from the URL and storage. Takes the grant's token out of the address bar (the
 * HttpOnly cookie carries it from here on).
 */
export function initOverrides(boot: { preview?: TPreviewInfo; previewRefused?: string } | null, loc: Location = window.location): void {
  devOverrides = readDevOverrides(
    loc.search,
    local.readJson(DEV_OVERRIDES_STORAGE_KEY, (v) => (isOverrides(v) ? v : null)),
  );
  if (IS_DEV) {
    if (Object.keys(devOverrides).length) local.set(DEV_OVERRIDES_STORAGE_KEY, JSON.stringify(devOverrides));
    else local.remove(DEV_OVERRIDES_STORAGE_KEY);
  }
  const grant = boot?.preview;
  const devTargets = Object.entries(devOverrides).map(([name, target]) => `${name}@${target}`);
  const active: TActivePreview | null = grant
    ? { kind: 'grant', targets: [`${grant.remote}@${grant.version ?? grant.url ?? ''}`], expiresAt: grant.expiresAt }
    : devTargets.length
      ? { kind: 'dev', targets: devTargets, expiresAt: null }
      : null;
  usePreviewStore.getState().set({ active, refused: boot?.previewRefused ?? null });
  const url = new URL(loc.href);
  if (url.searchParams.has(PREVIEW_QUERY)) {
    url.searchParams.delete(PREVIEW_QUERY);
    try {
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    } catch {
      // A page whose history cannot be rewritten keeps the parameter: harmless (the grant is checked anyway).
    }
  }
}

/** The registry as this device loads it: the development overrides applied (none outside development). */
export function withOverrides(registry: TRegistry): TRegistry {
  return IS_DEV ? applyDevOverrides(registry, devOverrides) : registry;
}

/** The URL that leaves the preview: the same page with ?tessera-preview=exit (the server drops the grant's cookie). */
export function exitUrl(loc: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(loc.search);
  params.delete(DEV_OVERRIDE_QUERY);
  params.set(PREVIEW_QUERY, PREVIEW_EXIT);
  return `${loc.pathname}?${params.toString()}${loc.hash}`;
}

/** Ends this device's preview: forgets the development overrides and reloads the page on the normal registry. */
export function exitPreview(loc: Location = window.location): void {
  local.remove(DEV_OVERRIDES_STORAGE_KEY);
  devOverrides = {};
  loc.replace(exitUrl(loc));
}

/** A refusal of the grant by the registry call (it expired or was revoked while the page was open). */
export function isPreviewRefusal(err: unknown): boolean {
  return err instanceof Error && /^PREVIEW_/.test(err.message);
}
