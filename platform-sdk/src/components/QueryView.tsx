import type { ReactNode } from 'react';
import { PLATFORM_NS, type ApiError } from '@tessera/contract';
import { Delayed, EmptyState, ErrorState, ListSkeleton } from '@tessera/ui-kit';
import { useT } from '../platform';

/** What QueryView reads of a data-layer query (useApiQuery's result fits). */
export interface TQueryLike<T> {
  data: T | undefined;
  error: ApiError | null;
  isPending: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * The four states every screen has (DESIGN.md "States"): a skeleton in the content's shape after
 * 150 ms, the error in the player's words with a retry, the empty state when `isEmpty` says so,
 * then the content.
 *
 *   <QueryView query={records} isEmpty={(d) => d.list.length === 0} empty={t('records.empty')}>
 *     {(d) => <RecordList items={d.list} />}
 *   </QueryView>
 */
export function QueryView<T>({
  query,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  query: TQueryLike<T>;
  skeleton?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The empty state's message (or a whole element). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}): ReactNode {
  const t = useT(PLATFORM_NS);
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return typeof empty === 'string' || empty === undefined ? <EmptyState text={empty ?? t('sdk.empty')} /> : empty;
    return <>{children(query.data)}</>;
  }
  if (query.error)
    return <ErrorState message={query.error.message} retryLabel={t('sdk.retry')} retrying={Boolean(query.isFetching)} onRetry={() => void query.refetch()} />;
  return <Delayed>{skeleton ?? <ListSkeleton rows={4} label={t('sdk.loading')} />}</Delayed>;
}
