import { useCallback, useMemo } from 'react';
import { PATHS, withQuery } from '@tessera/contract';
import { useI18n, useNav } from '@tessera/platform-sdk';
import { useLotteryMenuQuery } from '../lobby';
import { useDrawHistoryPages } from './api';

export interface THistoryGame {
  gameCode: string;
  vendor: string;
  name: string;
}

/** The lottery history's address for one game (?gameCode=&vendor=), linked from each game of the lobby. */
export const historyPathOf = (game: { gameCode: string; vendor: string }) => withQuery(PATHS.lotteryHistory, { gameCode: game.gameCode, vendor: game.vendor });

/** The history screen's state: the merchant's lottery games (lotteryMenu), the one asked for (?gameCode=&vendor=, else the first), its draws page by page. */
export function useLotteryHistory() {
  const nav = useNav();
  const { language } = useI18n();
  const menu = useLotteryMenuQuery(language);
  const games = useMemo<THistoryGame[]>(() => {
    const seen = new Set<string>();
    const out: THistoryGame[] = [];
    for (const group of menu.data?.list ?? [])
      for (const g of group.games) {
        const key = `${g.vassalage}:${g.gameCode}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ gameCode: g.gameCode, vendor: g.vassalage, name: g.displayName });
      }
    return out;
  }, [menu.data]);
  const askedCode = nav.query.get('gameCode');
  const askedVendor = nav.query.get('vendor');
  const game = games.find((g) => g.gameCode === askedCode && (!askedVendor || g.vendor === askedVendor)) ?? games[0] ?? null;
  const pages = useDrawHistoryPages(game);
  const draws = useMemo(() => pages.data?.pages.flatMap((p) => p.list) ?? [], [pages.data]);
  const choose = useCallback(
    (key: string) => {
      const next = games.find((g) => `${g.vendor}:${g.gameCode}` === key);
      if (next) nav.navigate(historyPathOf(next), { replace: true });
    },
    [games, nav],
  );
  return {
    games,
    game,
    choose,
    menuLoading: menu.isPending,
    menuError: menu.error,
    draws,
    loading: pages.isPending,
    error: pages.error,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    more: () => void pages.fetchNextPage(),
    retry: () => void (menu.error ? menu.refetch() : pages.refetch()),
  };
}
