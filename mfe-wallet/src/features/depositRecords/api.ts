// The calls of the depositRecords feature, over the platform's shared cache.
import type { TDepositStatus } from '@tessera/contract/api';
import { depositRecords } from '@tessera/contract/api';
import { useApiInfinite } from '@tessera/platform-sdk/data';

/** Records per page. */
export const DEPOSIT_RECORDS_PAGE_SIZE = 20;

/** The member's deposit orders, newest first, pages appended; optionally of one status. */
export function useDepositRecordsQuery(status: TDepositStatus | null) {
  return useApiInfinite(depositRecords, { query: { pageSize: DEPOSIT_RECORDS_PAGE_SIZE, ...(status ? { status } : {}) } });
}
