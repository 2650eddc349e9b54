import { STORAGE_KEYS, ZRegistry, ZSystemStatus, type TRegistry, type TSystemStatus } from '@tessera/shared-contracts';
import { getApi } from '@tessera/shared-contracts/api/paths';
import { getValue, setMerchant } from './http';
import { local } from './storage';

export interface TBootData {
  merchant: string;
  registry: TRegistry | null;
  status: TSystemStatus | null;
}

const parseStatus = (v: unknown) => ZSystemStatus.parse(v);
const parseRegistry = (v: unknown) => ZRegistry.parse(v);
const cached = <T>(key: string, parse: (v: unknown) => T) =>
  local.readJson(key, (v) => {
    try {
      return parse(v);
    } catch {
      return null;
    }
  });

/**
 * What the shell starts from, fastest source first: the JSON the server inlined into the page
 * (no round trip), else the localStorage copies of the last visit (stale-while-revalidate).
 */
export function readBootData(doc: Document = document): TBootData {
  const el = doc.getElementById('tessera-boot');
  if (el?.textContent) {
    try {
      const raw = JSON.parse(el.textContent) as { merchant?: unknown; registry?: unknown; status?: unknown };
      const merchant = typeof raw.merchant === 'string' ? raw.merchant : 'demo';
      const registry = ZRegistry.safeParse(raw.registry);
      const status = ZSystemStatus.safeParse(raw.status);
      setMerchant(merchant);
      if (registry.success) local.set(STORAGE_KEYS.registry, JSON.stringify(registry.data));
      if (status.success) local.set(STORAGE_KEYS.status, JSON.stringify(status.data));
      return { merchant, registry: registry.success ? registry.data : null, status: status.success ? status.data : null };
    } catch {
      // A broken inline payload falls through to the cache and the network.
    }
  }
  return {
    merchant: 'demo',
    registry: cached(STORAGE_KEYS.registry, parseRegistry),
    status: cached(STORAGE_KEYS.status, parseStatus),
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
