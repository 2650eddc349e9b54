import { consolidatedFunds, whitelabelMenu } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** The member-center menu as the API filters it (permission keys, viewer type, template). */
export function useMemberMenu() {
  return useApiQuery(whitelabelMenu, { query: {} });
}

/** Balance, unclaimed rewards, claimable cash back and pending money in one call. */
export function useFundsSummary() {
  return useApiQuery(consolidatedFunds, {});
}
