import { bettingRecords, cancelOrder, consolidatedFunds, orderDetail, walletBalance, type TBetStatus, type TCatalogueCategory } from '@tessera/contract/api';
import { useApiInfinite, useApiQuery, useIdempotentAction } from '@tessera/platform-sdk/data';
import { RECORDS_PAGE_SIZE } from '../../components/constants';

export interface TBetFilters {
  from: string;
  to: string;
  status?: TBetStatus;
  category?: TCatalogueCategory;
}

/** The member's bets for the filters, page by page, with the totals of the whole selection. */
export function useBetRecords(filters: TBetFilters) {
  return useApiInfinite(bettingRecords, { query: { ...filters, pageSize: RECORDS_PAGE_SIZE } });
}

export function useOrderDetail(orderNo: string | null) {
  return useApiQuery(orderDetail, orderNo ? { params: { orderNo } } : null);
}

/**
 * Cancels an open lottery bet as one user action (a retry of the same order's cancel reuses its
 * Idempotency-Key, so the stake comes back once); the lists, the balance and the summary refetch.
 */
export function useCancelOrder() {
  return useIdempotentAction(cancelOrder, { invalidates: [bettingRecords, orderDetail, walletBalance, consolidatedFunds] });
}
