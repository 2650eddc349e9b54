import { vendorList } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';
import { useMemo } from 'react';

/** The merchant's providers, once each, for the footer's logo wall. */
export function useProviders() {
  const vendors = useApiQuery(vendorList, { query: {} }, { staleTime: 5 * 60_000 });
  return useMemo(() => {
    const seen = new Map<string, { code: string; name: string; iconUrl: string }>();
    for (const group of Object.values(vendors.data?.mapping ?? {}))
      for (const v of group.vendorNames) if (!seen.has(v.vendor)) seen.set(v.vendor, { code: v.vendor, name: v.vendorName, iconUrl: v.iconUrl });
    return [...seen.values()];
  }, [vendors.data]);
}
