import {
  getHeadIcon,
  launchGame,
  personalInfo,
  popularAnnouncements,
  recentGames,
  setHeadIcon,
  thirdPartyGameRecords,
  updateNickname,
  uploadHeadIcon,
  verifySecurityQuestions,
} from '@tessera/contract/api';
import { useApiInfinite, useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';
import { RECORDS_PAGE_SIZE } from '../../components/constants';

/** How many recently played games the member center's row shows. */
export const RECENT_ROW_SIZE = 8;
/** How many popular announcements the member center lists (the rest are on /m/notice). */
export const POPULAR_ROW_SIZE = 3;

/** Nickname, VIP label, what is bound: the personal info screen and the member center's names. */
export function usePersonalInfo() {
  return useApiQuery(personalInfo, {});
}

/** The member's head icon and the icons to choose from. */
export function useHeadIcon() {
  return useApiQuery(getHeadIcon, {});
}

export function useProfileActions() {
  return {
    updateNickname: useApiMutation(updateNickname, { invalidates: [personalInfo] }),
    setHeadIcon: useApiMutation(setHeadIcon, { invalidates: [getHeadIcon] }),
    uploadHeadIcon: useApiMutation(uploadHeadIcon, { invalidates: [getHeadIcon, personalInfo] }),
  };
}

/** The games the member launched lately, most recent first (the launch call records them). */
export function useRecentGames(language: string) {
  return useApiQuery(recentGames, { query: { language, limit: RECENT_ROW_SIZE } });
}

/** The launch call; a launch moves the game to the front of the recent games. */
export function useLaunch() {
  return useApiMutation(launchGame, { invalidates: [recentGames] });
}

/** The operator's popular announcements in the player's language, in the operator's order. */
export function usePopularAnnouncements(language: string) {
  return useApiQuery(popularAnnouncements, { query: { lang: language as never } });
}

export interface TThirdPartyFilters {
  from: string;
  to: string;
}

/** The vendors' records: the member's bets summed by vendor and day, page by page. */
export function useThirdPartyRecords(filters: TThirdPartyFilters) {
  return useApiInfinite(thirdPartyGameRecords, { query: { ...filters, pageSize: RECORDS_PAGE_SIZE } });
}

export function useVerifySecurityQuestions() {
  return useApiMutation(verifySecurityQuestions);
}
