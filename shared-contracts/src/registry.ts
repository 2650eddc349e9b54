import type * as z from 'zod/v4/mini';
import { isRemoteName } from './constants';
import type { ZRegistry, ZRegistryRemote, ZSystemStatus } from './schemas/registry';

export type TRegistryRemote = z.infer<typeof ZRegistryRemote>;
export type TRegistry = z.infer<typeof ZRegistry>;
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** Status payload → code (spec §2): 1 maintenance (also when both apply), 2 region restriction only. */
export function statusCode(maintenance: boolean, regionRestriction: boolean): 0 | 1 | 2 {
  if (maintenance) return 1;
  return regionRestriction ? 2 : 0;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Shape checks the shell runs on a registry or status it read from the page or from storage,
 * without zod in the first load. They check what the shell dereferences; the API validates the
 * full schemas before answering, and a test keeps these in step with ZRegistry/ZSystemStatus.
 */
export function isRegistry(v: unknown): v is TRegistry {
  return (
    isObject(v) &&
    typeof v.merchant === 'string' &&
    typeof v.platform === 'string' &&
    Array.isArray(v.remotes) &&
    v.remotes.every(
      (r) =>
        isObject(r) &&
        isRemoteName(r.name) &&
        typeof r.version === 'string' &&
        typeof r.entry === 'string' &&
        typeof r.canary === 'boolean' &&
        Array.isArray(r.routes) &&
        r.routes.every((route) => isObject(route) && typeof route.path === 'string' && typeof route.titleKey === 'string') &&
        (r.titles === undefined || isObject(r.titles)) &&
        (r.manifest === undefined || typeof r.manifest === 'string'),
    )
  );
}

export function isSystemStatus(v: unknown): v is TSystemStatus {
  return (
    isObject(v) &&
    (v.status === 0 || v.status === 1 || v.status === 2) &&
    typeof v.maintenance === 'boolean' &&
    typeof v.regionRestriction === 'boolean' &&
    isObject(v.location) &&
    typeof v.location.ip === 'string' &&
    isObject(v.info) &&
    isObject(v.info.whitelabel) &&
    isObject(v.info.currency) &&
    typeof v.info.currency.symbol === 'string' &&
    (v.info.theme === 'dark' || v.info.theme === 'light')
  );
}
