import { useFormat, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, GameGridSkeleton, InfiniteScroll, LoadMore, Tabs } from '@tessera/ui-kit';
import { INFINITE_SCROLL } from '@tessera/contract';
import { PagedGames, useFavourites, useGameLauncher } from '../features/catalogue';
import { LiveRooms, useGameListScreen, type TListTab } from '../features/gameList';
import '../games.css';

/** /m/gameList (spec §2 "Game list"): tabs by category, 21 a page, a vendor's list with ?vassalage. */
export default function GameListPage() {
  const t = useT('games');
  const format = useFormat();
  const list = useGameListScreen();
  const favourites = useFavourites();
  const launch = useGameLauncher();
  const title = list.vassalage ? (list.vendorName ?? list.vassalage) : t(`category.${list.tab}`);

  const games = (
    <PagedGames
      games={list.games}
      label={title}
      loading={list.loading}
      error={list.error}
      onRetry={list.retry}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onMore={list.more}
      emptyText={list.vassalage ? t('list.noVendorGames') : list.tab === 'FAV' ? t('list.noFavourites') : t('list.empty')}
      isFavourite={favourites.isFavourite}
      onFavourite={(g, next) => void favourites.toggle(g, next)}
      onOpen={(g) => void launch(g)}
    />
  );

  const rooms =
    list.loading && !list.rooms ? (
      <GameGridSkeleton label={t('list.loading')} count={6} />
    ) : list.error && !list.rooms ? (
      <ErrorState message={list.error.message} retryLabel={t('list.retry')} onRetry={list.retry} />
    ) : !list.rooms || list.rooms.length === 0 ? (
      <EmptyState text={t('live.none')} />
    ) : (
      <>
        <LiveRooms rooms={list.rooms} money={(x) => format.money(x)} />
        {list.hasMore && (
          <>
            <InfiniteScroll onMore={list.more} threshold={INFINITE_SCROLL.thresholdPx} throttleMs={INFINITE_SCROLL.throttleMs} disabled={list.loadingMore} />
            <LoadMore label={t('list.more')} busy={list.loadingMore} onMore={list.more} />
          </>
        )}
      </>
    );

  return (
    <div className="gm-list">
      <h1 className="gm-list__title">{list.vassalage ? title : t('title.gameList')}</h1>
      {list.vassalage ? (
        games
      ) : (
        <Tabs<TListTab>
          sticky
          items={list.tabs.map((tab) => ({ value: tab, label: t(`category.${tab}`) }))}
          value={list.tab}
          onChange={list.choose}
          label={t('list.categories')}
          data-testid="game-list-tabs"
        >
          {list.tab === 'LIVESTREAM' ? rooms : games}
        </Tabs>
      )}
    </div>
  );
}
