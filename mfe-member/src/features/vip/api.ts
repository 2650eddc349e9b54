import { vipLevels } from '@tessera/shared-contracts/api';
import { useApiQuery } from '@tessera/shared-contracts/data';

/** The merchant's VIP ladder, the member's level and the progress to the next one. */
export function useVipRoom() {
  return useApiQuery(vipLevels, {});
}
