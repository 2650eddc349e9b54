import { LOTTERY_LOBBY_VENDORS, LOTTERY_VENDORS, PATHS, PLAY_TYPES, PRIZE_MODES, withQuery } from '@tessera/contract';
import type { TCatalogueCategory, TGame } from '@tessera/contract/api';

// Which way a game opens (spec §7 "Games" special launch handling, §2 /m/launchGame):
// - LOTT and ELOTT: the client's lottery frame, /m/launchGame, with the spec's query;
// - TCG_LOTTO_VN and TCG_SEA (prize mode SEA): the lottery lobby, /m/lottery, on that vendor's group;
// - a vendor's own lobby entry of a non-lottery vendor (a "vassalage H5" game: gameCode 'lobby'):
//   the game list of that vendor, /m/gameList?vassalage=…;
// - everything else: the generic launcher.

export type TLaunchable = Pick<TGame, 'nodeId' | 'gameId' | 'gameCode' | 'vassalage' | 'gameCategory' | 'gameGroupId' | 'lottoMode' | 'supportPlay'>;

export type TLaunchRoute =
  | { kind: 'frame'; to: string }
  | { kind: 'vendorList'; to: string }
  | { kind: 'lotteryLobby'; to: string }
  | { kind: 'generic'; query: { vendor: string; gameId: string; nodeId: string; gameCategory: TGame['gameCategory']; supportPlay: '0' | '1' } };

type TLotteryVendor = (typeof LOTTERY_VENDORS)[number];
const isLotteryVendor = (vendor: string): vendor is TLotteryVendor => (LOTTERY_VENDORS as readonly string[]).includes(vendor);
const LOBBY_VENDORS: readonly TLotteryVendor[] = LOTTERY_LOBBY_VENDORS;
/** The gameCode of a vendor's lobby entry. */
const LOBBY_CODE = 'lobby';

/** The play type of a lottery prize mode: Elott is entertainment, every other mode traditional. */
export const playTypeOf = (lottoMode: string | null) => (lottoMode === PRIZE_MODES.ModeElott ? PLAY_TYPES.Entertainment : PLAY_TYPES.Tradition);

export function launchRouteOf(game: TLaunchable): TLaunchRoute {
  const vendor = game.vassalage;
  if (isLotteryVendor(vendor)) {
    if (LOBBY_VENDORS.includes(vendor)) {
      // The lottery lobby (/m/lottery) on this vendor's group; TCG_SEA in its prize mode SEA.
      return { kind: 'lotteryLobby', to: withQuery(PATHS.lottery, { vendor, prize_mode: vendor === 'TCG_SEA' ? PRIZE_MODES.SEA : game.lottoMode }) };
    }
    return {
      kind: 'frame',
      to: withQuery(PATHS.launchGame, {
        playType: playTypeOf(game.lottoMode),
        gameId: game.gameId,
        gameGroupId: game.gameGroupId,
        prize_mode: game.lottoMode,
        code: game.gameCode,
        vendor,
        nodeId: game.nodeId,
        pageBack: 'home',
      }),
    };
  }
  if (game.gameCode === LOBBY_CODE) {
    return { kind: 'vendorList', to: withQuery(PATHS.gameList, { vassalage: vendor }) };
  }
  return {
    kind: 'generic',
    query: { vendor, gameId: game.gameId, nodeId: game.nodeId, gameCategory: game.gameCategory, supportPlay: game.supportPlay === 0 ? '0' : '1' },
  };
}

/** The server categories whose games open in the lottery (docs/decisions/disabled-remotes.md). */
export const LOTTERY_CATEGORIES: readonly TCatalogueCategory[] = ['LOTT', 'ELOTT'];

/** The categories to offer: the lottery's only while the merchant has the lottery on. */
export function withoutLottery<C extends { gameType: TCatalogueCategory }>(list: readonly C[], lotteryOn: boolean): readonly C[] {
  return lotteryOn ? list : list.filter((c) => !LOTTERY_CATEGORIES.includes(c.gameType));
}
