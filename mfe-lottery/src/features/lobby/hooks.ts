import { useCallback, useMemo } from 'react';
import { PATHS, PRIZE_MODES, PLAY_TYPES, withQuery, type LOTTERY_VENDORS } from '@tessera/contract';
import { useI18n, useNav, useSession } from '@tessera/platform-sdk';
import { useLotteryMenuQuery } from './api';

/** Which vendor's group a prize mode names (the lobby opened from a TCG game: ?vendor=TCG_SEA&prize_mode=SEA). */
export const VENDOR_OF_PRIZE_MODE: Readonly<Record<string, (typeof LOTTERY_VENDORS)[number]>> = {
  [PRIZE_MODES.Lott]: 'LOTT',
  [PRIZE_MODES.ModeElott]: 'ELOTT',
  [PRIZE_MODES.SEA]: 'TCG_SEA',
  [PRIZE_MODES.ZY]: 'TCG_LOTTO_VN',
};

export interface TLotteryPick {
  gameCode: string;
  vassalage: string;
  gameId: string;
  nodeId: string;
  gameGroupId: number;
  lottoMode: string;
  playType: string;
}

/** The lobby's state: the menu's groups, the chosen group (?group=, or the vendor's / prize mode's group), and opening a game. */
export function useLotteryLobby() {
  const nav = useNav();
  const { requireLogin } = useSession();
  const { language } = useI18n();
  const menu = useLotteryMenuQuery(language);
  const groups = useMemo(() => menu.data?.list ?? [], [menu.data]);
  const q = nav.query;
  const askedGroup = Number(q.get('group'));
  const askedVendor = q.get('vendor') ?? VENDOR_OF_PRIZE_MODE[q.get('prize_mode') ?? ''] ?? null;
  const group =
    groups.find((g) => g.gameGroupId === askedGroup) ??
    (askedVendor ? groups.find((g) => g.games.some((x) => x.vassalage === askedVendor)) : undefined) ??
    groups[0];

  const choose = useCallback((id: number) => nav.navigate(withQuery(nav.path, { group: id }), { replace: true }), [nav]);

  /** A game opens in the lottery frame (/m/launchGame, members only: a visitor logs in and comes back). */
  const open = useCallback(
    (pick: TLotteryPick) => {
      const to = withQuery(PATHS.launchGame, {
        playType: pick.playType === PLAY_TYPES.Entertainment ? PLAY_TYPES.Entertainment : PLAY_TYPES.Tradition,
        gameId: pick.gameId,
        gameGroupId: pick.gameGroupId,
        prize_mode: pick.lottoMode,
        code: pick.gameCode,
        vendor: pick.vassalage,
        nodeId: pick.nodeId,
        pageBack: 'home',
      });
      if (!requireLogin({ visitor: 'redirect', returnTo: to })) return;
      nav.navigate(to);
    },
    [requireLogin, nav],
  );

  return { groups, group, choose, open, loading: menu.isPending, error: menu.error, retry: () => void menu.refetch() };
}
