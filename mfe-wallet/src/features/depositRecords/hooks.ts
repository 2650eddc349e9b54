import type { TDepositStatus } from '@tessera/contract/api';
import { useDepositRecordsQuery } from './api';

/** The records list of one filter, shaped for DepositRecordsView. */
export function useDepositRecords(status: TDepositStatus | null) {
  const q = useDepositRecordsQuery(status);
  const records = q.data?.pages.flatMap((p) => p.list) ?? [];
  return {
    status: q.data ? ('ready' as const) : q.isError ? ('error' as const) : ('loading' as const),
    records,
    hasMore: q.hasNextPage,
    loadingMore: q.isFetchingNextPage,
    onMore: () => void q.fetchNextPage(),
    onRetry: () => void q.refetch(),
  };
}
