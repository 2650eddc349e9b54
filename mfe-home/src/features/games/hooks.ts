import { LOTTERY_VENDORS, PATHS, TOAST_MS, withQuery } from '@tessera/contract';
import { useBus, useLoading, useNav, useSession, useT, useToast } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { useCallback, useMemo } from 'react';
import { useAddFavourite, useFavouriteIds, useFavouritePages, useLaunchCall, useRemoveFavourite } from './api';

/**
 * The favourite star (spec §4, §6, §8): a visitor gets the in_logged_login toast; otherwise the
 * blocking 'please wait', add or remove, then 'saved' for 1 s. Every favourites list (here and in
 * other remotes) refetches through the shared cache; on failure the loading hides silently (spec §8).
 */
export function useFavourites(enabled = true) {
  const { requireLogin, isLoggedIn } = useSession();
  const loading = useLoading();
  const toast = useToast();
  const bus = useBus();
  const t = useT('home');
  const ids = useFavouriteIds(isLoggedIn && enabled);
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const set = useMemo(() => new Set(ids.data?.list ?? []), [ids.data]);

  const toggle = useCallback(
    async (game: Pick<TGame, 'nodeId' | 'vassalage'>, next: boolean) => {
      if (!requireLogin({ visitor: 'toast' })) return;
      loading.show(t('games.pleaseWait'));
      try {
        if (next) await add.call({ body: { nodeId: game.nodeId, vendor: game.vassalage } });
        else await remove.call({ params: { nodeId: game.nodeId }, query: { vendor: game.vassalage } });
        bus.publish('favourites.changed', { nodeId: game.nodeId, vendor: game.vassalage, favourite: next });
        toast.show('success', t('games.saved'), { durationMs: TOAST_MS.favouriteSaved });
      } catch {
        // Spec §8: on failure the loading is hidden silently.
      } finally {
        loading.hide();
      }
    },
    [add, remove, bus, loading, requireLogin, t, toast],
  );

  // Changes only with the favourites, so memoised game lists re-render when a star changes, not on every page render.
  const isFavourite = useCallback((nodeId: string) => set.has(nodeId), [set]);
  return { isFavourite, toggle };
}

/**
 * Opening a game (spec §7 launch, §6: visitors go to /m/login first). LOTT and ELOTT open the
 * lottery frame (/m/launchGame), TCG_LOTTO_VN and TCG_SEA the lottery lobby, every other game the
 * URL the launch call answers, in this tab (a window opened after an await is a blocked popup).
 */
export function useLaunchGame() {
  const { requireLogin } = useSession();
  const nav = useNav();
  const loading = useLoading();
  const toast = useToast();
  const launch = useLaunchCall();
  return useCallback(
    async (game: TGame) => {
      if (!requireLogin({ visitor: 'redirect' })) return;
      const lottery = (LOTTERY_VENDORS as readonly string[]).includes(game.vassalage);
      loading.show();
      try {
        const answer = await launch.call({
          query: lottery
            ? { vendor: game.vassalage, gameCode: game.gameCode, nodeId: game.nodeId }
            : {
                vendor: game.vassalage,
                gameCategory: game.gameCategory,
                gameId: game.gameId,
                nodeId: game.nodeId,
              },
        });
        if (answer.page === 'launchGame') {
          nav.navigate(
            withQuery(PATHS.launchGame, {
              playType: answer.playType,
              gameId: answer.gameId,
              gameGroupId: game.gameGroupId,
              prize_mode: answer.prizeMode,
              code: answer.gameCode,
              pageBack: 'home',
            }),
          );
        } else if (answer.page === 'lotteryLobby') nav.navigate(PATHS.lottery);
        else window.location.assign(answer.url);
      } catch (e) {
        toast.show('fail', e instanceof Error ? e.message : String(e));
      } finally {
        loading.hide();
      }
    },
    [launch, loading, nav, requireLogin, toast],
  );
}

/** 'My collection' pages (member only) as one list. */
export function useMyCollection(enabled: boolean, language: string) {
  const pages = useFavouritePages(enabled, language);
  const games = useMemo(() => pages.data?.pages.flatMap((p) => p.content) ?? [], [pages.data]);
  return {
    games,
    pending: enabled && pages.isPending,
    failed: pages.isError,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    retry: () => void pages.refetch(),
  };
}
