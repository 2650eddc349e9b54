import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, PATHS, PLAY_TYPES } from '@tessera/contract';
import { useBus, useI18n, useNav, useSession, useStatusInfo, useT, useTheme } from '@tessera/platform-sdk';
import { VENDOR_OF_PRIZE_MODE } from '../lobby';
import { useLaunchCall } from './api';
import { frameSourceOf, playMessageOf } from './messages';

const PLAY_TYPE_VALUES: readonly string[] = [PLAY_TYPES.Tradition, PLAY_TYPES.Entertainment];

/**
 * /m/launchGame (spec §2): reads playType, gameId, gameGroupId, prize_mode, code (and vendor,
 * nodeId), launches the game and frames its page with the launch ticket, the merchant code and the
 * merchant stylesheet (the current theme). The frame's messages are origin- and source-checked and
 * schema-validated: a bet refreshes the header balance; Back leaves per pageBack (home, or back).
 */
export function useLaunchFrame() {
  const nav = useNav();
  const bus = useBus();
  const { merchant } = useStatusInfo();
  const { language } = useI18n();
  const { theme } = useTheme();
  const { session } = useSession();
  const t = useT('lottery');
  const q = nav.query;
  const prizeMode = q.get('prize_mode') ?? undefined;
  const vendor = q.get('vendor') ?? VENDOR_OF_PRIZE_MODE[prizeMode ?? ''] ?? null;
  const code = q.get('code') ?? undefined;
  const asked = q.get('playType') ?? '';
  const playType = PLAY_TYPE_VALUES.includes(asked) ? (asked as 'trad' | 'ent') : undefined;
  const pageBack = q.get('pageBack');
  const launch = useLaunchCall();
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The framed page's origin (this site's, or an allowed vendor's): its messages must come from it.
  const frameOrigin = useRef(window.location.origin);
  // The spec's frame parameters (§2 /m/launchGame) as this page was opened with them.
  const gameId = q.get('gameId') ?? undefined;
  const gameGroupId = q.get('gameGroupId') ?? undefined;
  const userName = session?.userName;
  const { call } = launch;
  // The theme is read when the game opens (the merchant stylesheet of the framed page); a change
  // later does not relaunch it, so the launch reads it through a ref kept current by an effect.
  const themeRef = useRef(theme);
  useEffect(() => {
    themeRef.current = theme;
  }, [theme]);

  const leave = useCallback(() => {
    if (pageBack === 'home') nav.navigate(PATHS.home, { replace: true });
    else nav.back();
  }, [nav, pageBack]);

  const start = useCallback(() => {
    if (!vendor) {
      setError('');
      return;
    }
    setError(null);
    call({ query: { vendor, ...(code ? { gameCode: code } : {}), ...(prizeMode ? { prizeMode } : {}), ...(playType ? { playType } : {}) } }).then(
      (answer) => {
        if (!answer.url) return setError('');
        // This site's page, or a vendor's on an allowed origin (the API's list; the CSP's frame-src
        // is the same list): anything else is refused here, with the origin named.
        const framed = frameSourceOf(answer.url, window.location.origin, answer.frameOrigins ?? []);
        if (!framed) return setError(t('frame.originRefused', { origin: originOf(answer.url) }));
        const url = framed;
        // The spec's parameters: the game (gameId, gameGroupId, prize_mode) as the lobby sent them
        // when the API's URL does not carry them already, the member (mui), the merchant and its
        // stylesheet (the current theme).
        const fill = (name: string, value: string | undefined) => {
          if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
        };
        fill('gameId', gameId);
        fill('gameGroupId', gameGroupId);
        fill('prize_mode', prizeMode);
        fill('mui', userName);
        url.searchParams.set('merchant', merchant);
        url.searchParams.set('css', themeRef.current);
        // The shell's bar has the page's one Back (route table: back home); the framed page shows none.
        url.searchParams.set('back', 'none');
        // The framed page in the player's language (the demo lottery speaks EN and PT).
        url.searchParams.set('lang', language);
        frameOrigin.current = url.origin;
        setSrc(url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href);
      },
      (e: unknown) => setError(isApiError(e) ? e.message : ''),
    );
  }, [call, vendor, code, prizeMode, playType, merchant, language, gameId, gameGroupId, userName, t]);

  // One launch per visit (a ref, so a re-render never asks for a second ticket).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = playMessageOf(event, frameRef.current?.contentWindow, frameOrigin.current);
      // The platform refreshes the header balance (the bus, not useWallet(): this page does not show the balance).
      if (message?.type === 'balance') bus.publish('wallet.refreshRequested', {});
      else if (message?.type === 'back') leave();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [bus, leave]);

  return { src, error, loading: !src && error === null, retry: start, frameRef, leave };
}

/** The origin of a URL as the API sent it (for the refusal's message). */
function originOf(raw: string): string {
  try {
    return new URL(raw, window.location.origin).origin;
  } catch {
    return raw;
  }
}
