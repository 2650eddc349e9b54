import { useT } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { LoadMore, PageSection } from '@tessera/ui-kit';
import { HomeGameGrid, type HomeGameGridProps } from './HomeGameGrid';

export interface MyCollectionProps extends Omit<HomeGameGridProps, 'games' | 'label'> {
  games: readonly TGame[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The more button: /m/gameList with FAV (spec §2). */
  onMore: () => void;
}

/** 'My collection' (spec §2, §4): the member's favourites, 15 a page, later pages appended. Render it only when there are favourites. */
export function MyCollection({ games, hasMore, loadingMore, onLoadMore, onMore, ...grid }: MyCollectionProps) {
  const t = useT('home');
  return (
    <PageSection title={t('games.collection')} data-testid="my-collection" moreLabel={t('common.more')} onMore={onMore}>
      <HomeGameGrid {...grid} games={games} label={t('games.collection')} busy={loadingMore} />
      {hasMore && <LoadMore label={t('common.loadMore')} onMore={onLoadMore} busy={loadingMore} />}
    </PageSection>
  );
}
