import { accountRecords, type TTransactionCode } from '@tessera/contract/api';
import { useApiInfinite } from '@tessera/platform-sdk/data';
import { RECORDS_PAGE_SIZE } from '../../components/constants';

export interface TAccountFilters {
  from: string;
  to: string;
  type?: TTransactionCode;
}

/** Wallet movements for the filters, page by page. */
export function useAccountRecords(filters: TAccountFilters) {
  return useApiInfinite(accountRecords, { query: { ...filters, pageSize: RECORDS_PAGE_SIZE } });
}
