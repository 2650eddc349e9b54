import { useCallback, useMemo } from 'react';
import { PAGE_SIZES, PATHS, withQuery } from '@tessera/contract';
import { useI18n, useNav, useSession } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { useFavouritePages, useGamePages, useHotGamesQuery, useLiveRoomPages, useVendorGameTypesQuery, withoutLottery, type TListType } from '../catalogue';
import { queryOfTab, tabOfQuery, tabsOf, type TListTab } from './tabs';

export interface TPagedState {
  loading: boolean;
  error: { message: string } | null;
  hasMore: boolean;
  loadingMore: boolean;
  more: () => void;
  retry: () => void;
}

/** A paged query's state for PagedGames: more pages while pageNum < totalPages, one page at a time. */
function pagedState(q: {
  isPending: boolean;
  error: { message: string } | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}): TPagedState {
  return {
    loading: q.isPending,
    error: q.error,
    hasMore: q.hasNextPage,
    loadingMore: q.isFetchingNextPage,
    more: () => {
      if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
    },
    retry: () => void q.refetch(),
  };
}

/**
 * The game list (spec §2 "Game list"): tabs by category; HOT is the preloaded hot list with no more
 * pages; any other tab starts again at page 1 (its own cached list) and pages by 21; FAV is the
 * member's favourites; LIVESTREAM the live rooms. With `vassalage` it is that vendor's list.
 */
export function useGameListScreen() {
  const { language } = useI18n();
  const { isLoggedIn } = useSession();
  const nav = useNav();
  const types = useVendorGameTypesQuery();
  // The lottery categories lead into the lottery: no tab while the merchant has it off.
  const lotteryOn = nav.canNavigate?.(PATHS.lottery) ?? true;
  const served = useMemo(
    () =>
      withoutLottery(types.data?.list ?? [], lotteryOn)
        .filter((c) => c.vendors.length > 0)
        .map((c) => c.gameType),
    [types.data, lotteryOn],
  );
  const tabs = useMemo(() => tabsOf(served, isLoggedIn), [served, isLoggedIn]);
  const vassalage = nav.query.get('vassalage');
  const vendorName = useMemo(
    () => (types.data?.list ?? []).flatMap((c) => c.vendors).find((v) => v.vendor === vassalage)?.vendorName ?? vassalage,
    [types.data, vassalage],
  );
  const tab = tabOfQuery(nav.query, tabs, isLoggedIn);

  // Hot games are preloaded whatever the tab (the list opens on HOT and comes back to it at once).
  const hot = useHotGamesQuery(language);
  const favs = useFavouritePages(PAGE_SIZES.gameList, language, !vassalage && tab === 'FAV');
  const listed = !vassalage && tab !== 'HOT' && tab !== 'FAV' && tab !== 'LIVESTREAM';
  const pages = useGamePages(vassalage ? { vassalage } : listed ? { gameType: tab as TListType } : null, language);
  const rooms = useLiveRoomPages(!vassalage && tab === 'LIVESTREAM');

  const choose = useCallback(
    (next: TListTab) => {
      nav.navigate(withQuery(PATHS.gameList, queryOfTab(next)), { replace: true });
      window.scrollTo({ top: 0 });
    },
    [nav],
  );

  let games: TGame[] | undefined;
  let state: TPagedState;
  if (vassalage || listed) {
    games = pages.data?.pages.flatMap((pg) => pg.games);
    state = pagedState(pages);
  } else if (tab === 'FAV') {
    games = favs.data?.pages.flatMap((pg) => pg.content);
    state = pagedState(favs);
  } else if (tab === 'LIVESTREAM') {
    games = undefined;
    state = pagedState(rooms);
  } else {
    games = hot.data?.list;
    state = { loading: hot.isPending, error: hot.error, hasMore: false, loadingMore: false, more: () => undefined, retry: () => void hot.refetch() };
  }

  return {
    tabs,
    tab,
    choose,
    vassalage,
    vendorName,
    games,
    rooms: rooms.data?.pages.flatMap((pg) => pg.list),
    ...state,
  };
}
