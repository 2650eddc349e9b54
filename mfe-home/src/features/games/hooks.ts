import { LOTTERY_VENDORS, PATHS, SUPPORT_PLAY_FREE, TOAST_MS, withQuery } from '@tessera/contract';
import { useBus, useLoading, useNav, useSession, useT, useToast } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAddFavourite, useFavouriteIds, useFavouritePages, useLaunchCall, useRemoveFavourite } from './api';

/**
 * The favourite star (spec §4, §6, §8): a visitor logs in over the page (the login modal); then the
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

  // The login modal resumes the tap with the toggle of the page as it is after the login.
  const latest = useRef<(game: Pick<TGame, 'nodeId' | 'vassalage'>, next: boolean) => Promise<void>>(async () => {});
  const toggle = useCallback(
    async (game: Pick<TGame, 'nodeId' | 'vassalage'>, next: boolean) => {
      // Spec §4: a visitor logs in over the page (the login modal), then the star is set.
      if (!requireLogin({ visitor: 'modal', resume: () => void latest.current(game, next) })) return;
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
  useEffect(() => {
    latest.current = toggle;
  }, [toggle]);

  // Changes only with the favourites, so memoised game lists re-render when a star changes, not on every page render.
  const isFavourite = useCallback((nodeId: string) => set.has(nodeId), [set]);
  return { isFavourite, toggle };
}

/**
 * Opening a game (spec §7 launch; §4, §6: a visitor logs in first, in the login modal over home). LOTT and ELOTT open the
 * lottery frame (/m/launchGame), TCG_LOTTO_VN and TCG_SEA the lottery lobby, every other game the
 * URL the launch call answers, in this tab (a window opened after an await is a blocked popup).
 */
export function useLaunchGame() {
  const { requireLogin } = useSession();
  const nav = useNav();
  const loading = useLoading();
  const toast = useToast();
  const launch = useLaunchCall();
  const latest = useRef<(game: TGame) => Promise<void>>(async () => {});
  const open = useCallback(
    async (game: TGame) => {
      // Spec §4: a visitor logs in over home (the login modal), then the game opens.
      if (!requireLogin({ visitor: 'modal', resume: () => void latest.current(game) })) return;
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
                // Spec §7 generic launcher: the game's free-play flag as the list gave it (0 = free play).
                supportPlay: game.supportPlay === SUPPORT_PLAY_FREE.gameList ? '0' : '1',
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
  useEffect(() => {
    latest.current = open;
  }, [open]);
  return open;
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
