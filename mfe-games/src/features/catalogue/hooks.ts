import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError, TOAST_MS } from '@tessera/contract';
import { usePlatform, useT } from '@tessera/platform-sdk';
import { ZPlayMessage, type TGame } from '@tessera/contract/api';
import { useAddFavourite, useFavouriteIdsQuery, useLaunchCall, useRemoveFavourite } from './api';
import { launchRouteOf, type TLaunchable } from './launch';

/**
 * The favourite stars (spec §4, §8): a visitor gets the in_logged_login toast; a member sees the
 * blocking 'in_please_wait' loading, then 'in_chang_saved' for 1 s; a failure hides the loading
 * silently (a full list says so: the player can act on it). The star flips at once and follows the
 * server's answer; every favourites list in the page refetches through the shared cache.
 */
export function useFavourites() {
  const p = usePlatform();
  const t = useT('games');
  const ids = useFavouriteIdsQuery();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const saved = useMemo(() => new Set(ids.data?.list ?? []), [ids.data]);

  const isFavourite = useCallback((nodeId: string) => pending.get(nodeId) ?? saved.has(nodeId), [pending, saved]);

  const toggle = useCallback(
    async (game: Pick<TGame, 'nodeId' | 'vassalage'>, next: boolean) => {
      if (!p.requireLogin({ visitor: 'toast' })) return;
      const mark = (value: boolean | undefined) =>
        setPending((m) => {
          const copy = new Map(m);
          if (value === undefined) copy.delete(game.nodeId);
          else copy.set(game.nodeId, value);
          return copy;
        });
      mark(next);
      p.loading.show(t('favourite.wait'));
      try {
        if (next) await add.call({ body: { nodeId: game.nodeId, vendor: game.vassalage } });
        else await remove.call({ params: { nodeId: game.nodeId }, query: { vendor: game.vassalage } });
        p.loading.hide();
        p.toast.show('success', t('favourite.saved'), { durationMs: TOAST_MS.favouriteSaved });
        p.bus.publish('favourites.changed', { nodeId: game.nodeId, vendor: game.vassalage, favourite: next });
      } catch (e) {
        p.loading.hide();
        if (isApiError(e) && e.code === 'FAVOURITES_FULL') p.toast.show('fail', e.message);
      } finally {
        mark(undefined);
      }
    },
    [p, t, add, remove],
  );

  return { isFavourite, toggle, ready: !p.isLoggedIn || ids.isSuccess };
}

/** Whether this page may open a window of its own (an installed app keeps games in its one window). */
const canOpenWindow = (standalone: boolean, inApp: boolean) => !standalone && !inApp && typeof window !== 'undefined';

/**
 * Opening a game (spec §7): LOTT / ELOTT go to the lottery frame, a vendor lobby entry to its game
 * list, the rest through the launch call. A visitor goes to /m/login and comes back here; a trial
 * user plays the free version (the server decides; a game without one says so). The game opens in
 * a new window reserved during the tap (so no popup blocker stops it); blocked, it opens here after
 * "Popup blocked". An empty URL answers "The requested url is empty".
 */
export function useGameLauncher() {
  const p = usePlatform();
  const t = useT('games');
  const call = useLaunchCall();

  // A game page in another window (or the lottery frame) says when money moved: refresh the header
  // balance. Only messages of this origin, from a window we opened, in the agreed shape count.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = ZPlayMessage.safeParse(event.data);
      if (parsed.success && parsed.data.type === 'balance') p.wallet.refresh();
    };
    // Back from a game's window: the balance may have changed.
    const onVisible = () => {
      if (document.visibilityState === 'visible') p.wallet.refresh();
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [p.wallet]);

  return useCallback(
    async (game: TLaunchable) => {
      const route = launchRouteOf(game);
      // Lobbies and lists are public; a game itself needs a session.
      if (route.kind === 'vendorList' || route.kind === 'lotteryLobby') return p.nav.navigate(route.to);
      if (!p.requireLogin({ visitor: 'redirect', returnTo: [p.nav.path, p.nav.query.toString()].filter(Boolean).join('?') })) return;
      if (route.kind === 'frame') return p.nav.navigate(route.to);
      const win = canOpenWindow(p.device.standalone, p.device.inApp) ? window.open('', '_blank') : null;
      const blocked = canOpenWindow(p.device.standalone, p.device.inApp) && !win;
      p.loading.show(t('launch.wait'));
      try {
        const answer = await call.call({ query: route.query });
        if (!answer.url) {
          win?.close();
          p.toast.show('fail', t('launch.emptyUrl'));
          return;
        }
        if (win) win.location.href = answer.url;
        else {
          if (blocked) p.toast.show('info', t('launch.popupBlocked'), { durationMs: TOAST_MS.default });
          window.location.assign(answer.url);
        }
      } catch (e) {
        win?.close();
        if (isApiError(e)) p.toast.show('fail', e.message);
      } finally {
        p.loading.hide();
      }
    },
    [p, t, call],
  );
}
