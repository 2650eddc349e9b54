import { vipLevels } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** The merchant's VIP ladder, the member's level and the progress to the next one. */
export function useVipRoom() {
  return useApiQuery(vipLevels, {});
}
