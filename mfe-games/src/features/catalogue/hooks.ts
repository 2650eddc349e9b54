import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, isApiErrorOf, TOAST_MS } from '@tessera/contract';
import { useBus, useDevice, useI18n, useLoading, useNav, useSession, useT, useTheme, useToast } from '@tessera/platform-sdk';
import { addFavourite, ZPlayMessage, type TGame } from '@tessera/contract/api';
import { useAddFavourite, useFavouriteIdsQuery, useLaunchCall, useRemoveFavourite } from './api';
import { launchRouteOf, type TLaunchable } from './launch';

/**
 * The favourite stars (spec §4, §8): a visitor logs in over the page (the login modal); a member sees the
 * blocking 'in_please_wait' loading, then 'in_chang_saved' for 1 s; a failure hides the loading
 * silently (a full list says so: the player can act on it). The star flips at once and follows the
 * server's answer; every favourites list in the page refetches through the shared cache.
 */
export function useFavourites() {
  const { requireLogin, isLoggedIn } = useSession();
  const loading = useLoading();
  const toast = useToast();
  const bus = useBus();
  const t = useT('games');
  const ids = useFavouriteIdsQuery();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const saved = useMemo(() => new Set(ids.data?.list ?? []), [ids.data]);

  const isFavourite = useCallback((nodeId: string) => pending.get(nodeId) ?? saved.has(nodeId), [pending, saved]);

  // The login modal resumes the tap with the toggle of the page as it is after the login.
  const latest = useRef<(game: Pick<TGame, 'nodeId' | 'vassalage'>, next: boolean) => Promise<void>>(async () => {});
  const toggle = useCallback(
    async (game: Pick<TGame, 'nodeId' | 'vassalage'>, next: boolean) => {
      // Spec §4: a visitor logs in over the list (the login modal), then the star is set.
      if (!requireLogin({ visitor: 'modal', resume: () => void latest.current(game, next) })) return;
      const mark = (value: boolean | undefined) =>
        setPending((m) => {
          const copy = new Map(m);
          if (value === undefined) copy.delete(game.nodeId);
          else copy.set(game.nodeId, value);
          return copy;
        });
      mark(next);
      loading.show(t('favourite.wait'));
      try {
        if (next) await add.call({ body: { nodeId: game.nodeId, vendor: game.vassalage } });
        else await remove.call({ params: { nodeId: game.nodeId }, query: { vendor: game.vassalage } });
        loading.hide();
        toast.show('success', t('favourite.saved'), { durationMs: TOAST_MS.favouriteSaved });
        bus.publish('favourites.changed', { nodeId: game.nodeId, vendor: game.vassalage, favourite: next });
      } catch (e) {
        loading.hide();
        // Only adding answers FAVOURITES_FULL.
        if (isApiErrorOf(e, addFavourite) && e.code === 'FAVOURITES_FULL') toast.show('fail', e.message);
      } finally {
        mark(undefined);
      }
    },
    [requireLogin, loading, toast, bus, t, add, remove],
  );
  useEffect(() => {
    latest.current = toggle;
  }, [toggle]);

  return { isFavourite, toggle, ready: !isLoggedIn || ids.isSuccess };
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
  const { requireLogin } = useSession();
  const nav = useNav();
  const device = useDevice();
  const loading = useLoading();
  const toast = useToast();
  const bus = useBus();
  const t = useT('games');
  const call = useLaunchCall();
  const { language } = useI18n();
  const { theme } = useTheme();

  // A game page in another window (or the lottery frame) says when money moved: ask the platform
  // to refresh the header balance (the bus, not useWallet(): a screen that does not show the
  // balance does not re-render with it). Only messages of this origin, from a window we opened,
  // in the agreed shape count.
  useEffect(() => {
    const refreshBalance = () => bus.publish('wallet.refreshRequested', {});
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = ZPlayMessage.safeParse(event.data);
      if (parsed.success && parsed.data.type === 'balance') refreshBalance();
    };
    // Back from a game's window: the balance may have changed.
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshBalance();
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [bus]);

  const latest = useRef<(game: TLaunchable) => Promise<void>>(async () => {});
  const open = useCallback(
    async (game: TLaunchable) => {
      const route = launchRouteOf(game);
      // A lottery game while the merchant has the lottery off: its page is not there (docs/decisions/disabled-remotes.md).
      if ((route.kind === 'frame' || route.kind === 'lotteryLobby') && !(nav.canNavigate?.(route.to) ?? true)) {
        toast.show('info', t('launch.unavailable'));
        return;
      }
      // Lobbies and lists are public; a game itself needs a session.
      if (route.kind === 'vendorList' || route.kind === 'lotteryLobby') return nav.navigate(route.to);
      // Spec §4: a visitor logs in over the list (the login modal), then the game opens.
      if (!requireLogin({ visitor: 'modal', resume: () => void latest.current(game) })) return;
      if (route.kind === 'frame') return nav.navigate(route.to);
      const win = canOpenWindow(device.standalone, device.inApp) ? window.open('', '_blank') : null;
      const blocked = canOpenWindow(device.standalone, device.inApp) && !win;
      loading.show(t('launch.wait'));
      try {
        const answer = await call.call({ query: route.query });
        if (!answer.url) {
          win?.close();
          toast.show('fail', t('launch.emptyUrl'));
          return;
        }
        // The demo page in the player's language and theme (it speaks EN, PT and PT-BR).
        const url = new URL(answer.url, window.location.origin);
        url.searchParams.set('lang', language);
        url.searchParams.set('css', theme);
        const href = `${url.pathname}${url.search}`;
        if (win) win.location.href = href;
        else {
          if (blocked) toast.show('info', t('launch.popupBlocked'), { durationMs: TOAST_MS.default });
          window.location.assign(href);
        }
      } catch (e) {
        win?.close();
        if (isApiError(e)) toast.show('fail', e.message);
      } finally {
        loading.hide();
      }
    },
    [requireLogin, nav, device, loading, toast, t, call, language, theme],
  );
  useEffect(() => {
    latest.current = open;
  }, [open]);
  return open;
}
