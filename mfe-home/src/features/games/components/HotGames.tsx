import { memo } from 'react';
import { PAGE_SIZES } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { EmptyState, ErrorState, GameGridSkeleton, PageSection, useDelayedFlag } from '@tessera/ui-kit';
import { HomeGameGrid, type HomeGameGridProps } from './HomeGameGrid';

export interface HotGamesProps extends Omit<HomeGameGridProps, 'games' | 'label'> {
  games: readonly TGame[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The more button (spec §2: only above 21 games; opens /m/gameList with HOT). */
  onMore: () => void;
}

/** Hot games (spec §2): at most PAGE_SIZES.hotGamesBlock (21), a more button when there are more. */
export const HotGames = memo(function HotGames({ games, pending, failed, onRetry, onMore, ...grid }: HotGamesProps) {
  const t = useT('home');
  const skeleton = useDelayedFlag(pending);
  const shown = games?.slice(0, PAGE_SIZES.hotGamesBlock) ?? [];
  const more = (games?.length ?? 0) > PAGE_SIZES.hotGamesBlock;
  let body;
  if (failed) body = <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />;
  else if (pending) body = skeleton ? <GameGridSkeleton label={t('common.loading')} /> : <div className="home-grid-placeholder" />;
  else if (shown.length === 0) body = <EmptyState text={t('common.noData')} />;
  else body = <HomeGameGrid {...grid} games={shown} label={t('games.hot')} />;
  return (
    <PageSection title={t('games.hot')} data-testid="hot-games" moreLabel={more ? t('common.more') : undefined} onMore={more ? onMore : undefined}>
      {body}
    </PageSection>
  );
});
