// The call of the contract prompt, over the platform's shared cache.
import { contractRequests } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** The pending contract requests (spec §3): read when `enabled`, always fresh (staleTime 0). */
export function useContractRequestsQuery(enabled: boolean) {
  return useApiQuery(contractRequests, enabled ? {} : null, { staleTime: 0 });
}
