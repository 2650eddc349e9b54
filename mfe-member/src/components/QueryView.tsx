import { type ApiError } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import { Delayed, ErrorState, ListSkeleton } from '@tessera/ui-kit';
import type { ReactNode } from 'react';

/** What QueryView reads of a data-layer query. */
export interface TQueryLike<T> {
  data: T | undefined;
  error: ApiError | null;
  isPending: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * The three states every screen has (DESIGN.md): a skeleton in the content's shape after 150 ms,
 * the error in the player's words with a retry, then the content.
 */
export function QueryView<T>({ query, skeleton, children }: { query: TQueryLike<T>; skeleton?: ReactNode; children: (data: T) => ReactNode }) {
  const t = useT('member');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <ErrorState message={query.error.message} retryLabel={t('common.retry')} retrying={Boolean(query.isFetching)} onRetry={() => void query.refetch()} />
    );
  return <Delayed>{skeleton ?? <ListSkeleton rows={4} label={t('common.loading')} />}</Delayed>;
}
