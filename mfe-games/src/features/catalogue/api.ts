import { PAGE_SIZES } from '@tessera/contract';
import { useSession } from '@tessera/platform-sdk';
import {
  addFavourite,
  favouriteGames,
  favouriteIds,
  gameList,
  hotGames,
  launchGame,
  liveModels,
  recentGames,
  removeFavourite,
  vendorGameTypes,
  type GAME_LIST_TYPES,
} from '@tessera/contract/api';
import { useApiInfinite, useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

// The calls every games screen shares: the member's favourite ids (for the stars), the favourite
// toggle and the launch. Favourite toggles invalidate every favourites list of the shared cache,
// so home's "my collection" and the games screens follow each other without a reload.

/** What a favourite toggle changes, in any remote: the ids behind the stars and every favourites page. */
export const FAVOURITE_LISTS = [favouriteIds, favouriteGames] as const;

/** The member's favourite nodeIds; nothing for a visitor. */
export function useFavouriteIdsQuery() {
  const { isLoggedIn } = useSession();
  return useApiQuery(favouriteIds, isLoggedIn ? {} : null);
}

export const useAddFavourite = () => useApiMutation(addFavourite, { invalidates: FAVOURITE_LISTS });
export const useRemoveFavourite = () => useApiMutation(removeFavourite, { invalidates: FAVOURITE_LISTS });

/** The launch: a GET asked on a tap, so it is a mutation of the data layer; it records a recent game. */
export const useLaunchCall = () => useApiMutation(launchGame, { invalidates: [recentGames] });

/** Recently played games (members only). */
export function useRecentGamesQuery(language: string) {
  const { isLoggedIn } = useSession();
  return useApiQuery(recentGames, isLoggedIn ? { query: { language } } : null);
}

/** The merchant's categories in server order, each with its vendors in the vendor order of spec §9. */
export const useVendorGameTypesQuery = () => useApiQuery(vendorGameTypes, { query: { typeId: 1 } });

/** The hot games, in hot order (one list, no pages). */
export const useHotGamesQuery = (language: string, enabled = true) =>
  useApiQuery(hotGames, { query: { language, isPlatform: 2, platform: 'html5' } }, { enabled });

export type TListType = (typeof GAME_LIST_TYPES)[number];

/** A category's (or one vendor's) games, PAGE_SIZES.gameList a page: later pages append. */
export function useGamePages(filter: { gameType?: TListType; vassalage?: string } | null, language: string) {
  return useApiInfinite(gameList, filter ? { query: { ...filter, language, pageSize: PAGE_SIZES.gameList, platform: 'html5', clientType: 2 } } : null);
}

/** The member's favourite games, newest first, `pageSize` a page (100 on the game entry screen). */
export function useFavouritePages(pageSize: number, language: string, enabled = true) {
  const { isLoggedIn } = useSession();
  return useApiInfinite(favouriteGames, isLoggedIn && enabled ? { query: { pageSize, language } } : null);
}

/** The live rooms (LIVESTREAM), online first. */
export const useLiveRoomPages = (enabled: boolean) => useApiInfinite(liveModels, enabled ? { query: { pageSize: PAGE_SIZES.gameList } } : null);
