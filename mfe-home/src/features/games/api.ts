import { PAGE_SIZES } from '@tessera/contract';
import { addFavourite, favouriteGames, favouriteIds, hotGames, launchGame, removeFavourite } from '@tessera/contract/api';
import { useApiInfinite, useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

/** Spec §7: the hot list is asked in the current language, UR as EN. */
const hotLanguage = (language: string) => (language === 'UR' ? 'EN' : language);

/** The merchant's hot games in the current language (reloaded when it changes, spec §4). */
export function useHotGames(language: string, enabled = true) {
  return useApiQuery(hotGames, enabled ? { query: { isPlatform: 2, platform: 'html5', language: hotLanguage(language) } } : null);
}

/** The member's favourite ids (for the stars); not asked for a visitor. */
export function useFavouriteIds(enabled: boolean) {
  return useApiQuery(favouriteIds, enabled ? {} : null);
}

/** 'My collection': favourites, PAGE_SIZES.favouritesHome (15) a page, later pages appended (spec §4). */
export function useFavouritePages(enabled: boolean, language: string) {
  return useApiInfinite(favouriteGames, enabled ? { query: { pageSize: PAGE_SIZES.favouritesHome, language } } : null);
}

// Both invalidate every favourites list in every remote through the shared cache (data-layer.md).
export function useAddFavourite() {
  return useApiMutation(addFavourite, { invalidates: [favouriteIds, favouriteGames] });
}
export function useRemoveFavourite() {
  return useApiMutation(removeFavourite, { invalidates: [favouriteIds, favouriteGames] });
}

/** The launch call (a GET that issues a ticket: an action, so a mutation, never cached). */
export function useLaunchCall() {
  return useApiMutation(launchGame);
}
