import { accountRecords, transactionCodes, type TTransactionCode } from '@tessera/contract/api';
import { useApiInfinite, useApiQuery } from '@tessera/platform-sdk/data';
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

/** The transaction codes the API offers for the filter (the spec's transaction-codes call); they change with a release only. */
export function useTransactionCodes() {
  return useApiQuery(transactionCodes, {}, { staleTime: 60 * 60_000 });
}
