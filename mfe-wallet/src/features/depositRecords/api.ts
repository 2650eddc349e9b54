// The calls of the depositRecords feature, over the platform's shared cache.
import type { TDepositStatus } from '@tessera/shared-contracts/api';
import { depositRecords } from '@tessera/shared-contracts/api';
import { useApiInfinite } from '@tessera/shared-contracts/data';

/** Records per page. */
export const DEPOSIT_RECORDS_PAGE_SIZE = 20;

/** The member's deposit orders, newest first, pages appended; optionally of one status. */
export function useDepositRecordsQuery(status: TDepositStatus | null) {
  return useApiInfinite(depositRecords, { query: { pageSize: DEPOSIT_RECORDS_PAGE_SIZE, ...(status ? { status } : {}) } });
}
