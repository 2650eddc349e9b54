import { isRegistry, isSystemStatus, STORAGE_KEYS, type TRegistry, type TSystemStatus } from '@tessera/contract';
import { getApi } from '@tessera/contract/api/paths';
import type { TPreviewInfo } from '@tessera/contract/api';
import { getValue, setLoadToken, setMerchant } from './http';
import { local } from './storage';

export interface TBootData {
  merchant: string;
  registry: TRegistry | null;
  status: TSystemStatus | null;
  /**
   * The registry and status came inline with the page the server just served (not from the last
   * visit's copies): as fresh as the page itself, so the start does not ask for them again.
   */
  served?: true;
  /** A preview grant the server applied to this page, or the code it refused one with (remotes/overrides.ts). */
  preview?: TPreviewInfo;
  previewRefused?: string;
}

function guarded<T>(guard: (v: unknown) => v is T, what: string): (v: unknown) => T {
  return (v) => {
    if (!guard(v)) throw new Error(`unexpected ${what} shape`);
    return v;
  };
}
const parseStatus = guarded(isSystemStatus, 'status');
const parseRegistry = guarded(isRegistry, 'registry');
const cached = <T>(key: string, guard: (v: unknown) => v is T) => local.readJson(key, (v) => (guard(v) ? v : null));

const nullableString = (v: unknown) => v === null || typeof v === 'string';

/**
 * The preview the server applied to this page (ZPreviewInfo's shape), checked by hand: the boot path
 * of every first visit does not load the schema library for a field almost no page has (issue 31).
 * The server wrote it from a validated grant; this only keeps a broken payload out.
 */
export function previewInfoOf(v: unknown): TPreviewInfo | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const ok =
    typeof o.remote === 'string' &&
    /^[a-z][a-z0-9-]{0,31}$/.test(o.remote) &&
    nullableString(o.version) &&
    nullableString(o.url) &&
    typeof o.expiresAt === 'string';
  return ok ? { remote: o.remote as string, version: o.version as string | null, url: o.url as string | null, expiresAt: o.expiresAt as string } : null;
}
/**
 * What the shell starts from, fastest source first: the JSON the server inlined into the page
 * (no round trip), else the localStorage copies of the last visit (stale-while-revalidate).
 */
export function readBootData(doc: Document = document): TBootData {
  // Only the page the server just served names a load; a cached copy of a last visit does not.
  setLoadToken(null);
  const el = doc.getElementById('tessera-boot');
  if (el?.textContent) {
    try {
      const raw = JSON.parse(el.textContent) as {
        merchant?: unknown;
        registry?: unknown;
        status?: unknown;
        load?: unknown;
        preview?: unknown;
        previewRefused?: unknown;
      };
      const merchant = typeof raw.merchant === 'string' ? raw.merchant : 'demo';
      if (typeof raw.load === 'string') setLoadToken(raw.load);
      const registry = isRegistry(raw.registry) ? raw.registry : null;
      const status = isSystemStatus(raw.status) ? raw.status : null;
      setMerchant(merchant);
      const preview = previewInfoOf(raw.preview);
      // A previewed registry is this page's, never the next visit's start.
      if (registry && !preview) local.set(STORAGE_KEYS.registry, JSON.stringify(registry));
      if (status) local.set(STORAGE_KEYS.status, JSON.stringify(status));
      return {
        merchant,
        registry,
        status,
        ...(registry && status ? { served: true as const } : {}),
        ...(preview ? { preview } : {}),
        ...(typeof raw.previewRefused === 'string' ? { previewRefused: raw.previewRefused } : {}),
      };
    } catch {
      // A broken inline payload falls through to the cache and the network.
    }
  }
  return {
    merchant: 'demo',
    registry: cached(STORAGE_KEYS.registry, isRegistry),
    status: cached(STORAGE_KEYS.status, isSystemStatus),
  };
}

export async function fetchStatus(): Promise<TSystemStatus> {
  const status = await getValue(getApi.status, parseStatus);
  local.set(STORAGE_KEYS.status, JSON.stringify(status));
  return status;
}

export async function fetchRegistry(): Promise<TRegistry> {
  // Canary placement uses the server's tessera_cid cookie, the same one the page request carried.
  const registry = await getValue(getApi.registry, parseRegistry);
  local.set(STORAGE_KEYS.registry, JSON.stringify(registry));
  return registry;
}
