import { announcementList, announcementsBanner, announcementUnreadCount, ANNOUNCEMENTS_PAGE_SIZE, markAnnouncementRead, notices } from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiInfinite, useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

/** The home marquee's player notices, in the app's language (the operator's versions, else the default text). */
export function useNotices() {
  const { language } = useI18n();
  return useApiQuery(notices, { query: { lang: language } });
}

/** The notice screen: announcements (player notices and promotions), newest first, paged. */
export function useAnnouncementPages() {
  const { language } = useI18n();
  return useApiInfinite(announcementList, { query: { pageSize: ANNOUNCEMENTS_PAGE_SIZE, lang: language } });
}

/** Spec §4: marked read on the server, then every list with read flags reloads (and the message-center badge). */
export function useMarkAnnouncementRead() {
  return useApiMutation(markAnnouncementRead, { invalidates: [announcementList, notices, announcementsBanner, announcementUnreadCount] });
}
