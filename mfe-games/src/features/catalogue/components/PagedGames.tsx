import { INFINITE_SCROLL } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { EmptyState, ErrorState, GameGridSkeleton, InfiniteScroll, LoadMore } from '@tessera/ui-kit';
import { GameCards, type GameCardsProps } from './GameCards';

export interface PagedGamesProps extends Omit<GameCardsProps, 'games' | 'busy'> {
  games: readonly TGame[] | undefined;
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  /** More pages (pageNum < totalPages): the infinite-scroll sentinel and the load-more button show. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  emptyText: string;
}

/**
 * A paged game list in its four states (loading, error, empty, games) with both ways to the next
 * page of spec §9: scrolling within 300 px of the end (at most once a second) and `load-more`.
 */
export function PagedGames({ games, loading, error, onRetry, hasMore, loadingMore, onMore, emptyText, ...cards }: PagedGamesProps) {
  const t = useT('games');
  if (loading && !games) return <GameGridSkeleton label={t('list.loading')} />;
  if (error && !games) return <ErrorState message={error.message} retryLabel={t('list.retry')} onRetry={onRetry} />;
  if (!games || games.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <GameCards games={games} busy={loadingMore} {...cards} />
      {hasMore && (
        <>
          <InfiniteScroll onMore={onMore} threshold={INFINITE_SCROLL.thresholdPx} throttleMs={INFINITE_SCROLL.throttleMs} disabled={loadingMore} />
          <LoadMore label={t('list.more')} busy={loadingMore} onMore={onMore} />
        </>
      )}
    </>
  );
}
