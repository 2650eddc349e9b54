import { useCallback, useMemo, type MouseEvent, type ReactNode } from 'react';
import { PATHS, withQuery } from '@tessera/contract';
import type { TGame } from '@tessera/contract/api';
import { PageTitle, useI18n, useNav, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, GameGridSkeleton, PageSection } from '@tessera/ui-kit';
import { GameCards, useFavourites, useGameLauncher, useHotGamesQuery, withoutLottery } from '../features/catalogue';
import { jackpotNumberOf, splitHotGames } from '../features/hotGames';
import '../games.css';

/** Where the more link goes (spec §2: /m/gameList?type=hot). */
const MORE_HREF = withQuery(PATHS.gameList, { type: 'hot' });

/**
 * /m/hotGames, the hot-games screen (spec §2 Home, §9 PAGE_SIZES.hotGamesScreen): at most 18 hot
 * games, each with its jackpot-like number, a separate section of the live-casino hot games, and a
 * more link to the game list's hot tab. docs/decisions/hot-games-screen.md.
 */
export default function HotGamesPage() {
  const t = useT('games');
  const { language } = useI18n();
  const nav = useNav();
  const hot = useHotGamesQuery(language);
  const favourites = useFavourites();
  const launch = useGameLauncher();
  // The lottery's games lead into the lottery: none while the merchant has it off.
  const lotteryOn = nav.canNavigate?.(PATHS.lottery) ?? true;
  const list = hot.data?.list;
  const parts = useMemo(() => (list ? splitHotGames(withoutLottery(list, lotteryOn)) : null), [list, lotteryOn]);
  const jackpot = useCallback(
    (g: TGame) => {
      const value = jackpotNumberOf(g.nodeId);
      return (
        <span data-testid="jackpot-number" aria-label={t('hot.jackpotOf', { value })}>
          {value}
        </span>
      );
    },
    [t],
  );
  const more = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    nav.navigate(MORE_HREF);
  };
  const onFavourite = (g: TGame, next: boolean) => void favourites.toggle(g, next);
  const onOpen = (g: TGame) => void launch(g);

  const section = (games: readonly TGame[] | undefined, label: string, emptyText: string, extra?: (g: TGame) => ReactNode) =>
    hot.isPending ? (
      <GameGridSkeleton label={t('list.loading')} count={6} />
    ) : hot.isError || !games ? (
      <ErrorState message={hot.error?.message ?? t('hot.failed')} retryLabel={t('list.retry')} onRetry={() => void hot.refetch()} />
    ) : games.length === 0 ? (
      <EmptyState text={emptyText} />
    ) : (
      <GameCards games={games} label={label} isFavourite={favourites.isFavourite} onFavourite={onFavourite} onOpen={onOpen} extraOf={extra} />
    );

  return (
    <div className="gm-hot">
      <PageTitle>{t('title.hotGames')}</PageTitle>
      <PageSection title={t('hot.games')} moreLabel={t('hot.more')} moreHref={MORE_HREF} onMore={more} data-testid="hot-screen-games">
        {section(parts?.games, t('hot.games'), t('list.empty'), jackpot)}
      </PageSection>
      <PageSection title={t('hot.live')} data-testid="hot-screen-live">
        {section(parts?.live, t('hot.live'), t('hot.noLive'))}
      </PageSection>
    </div>
  );
}
