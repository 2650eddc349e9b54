import { announcementList, announcementsBanner, announcementUnreadCount, ANNOUNCEMENTS_PAGE_SIZE, markAnnouncementRead, notices } from '@tessera/contract/api';
import { useApiInfinite, useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

/** The home marquee's player notices. */
export function useNotices() {
  return useApiQuery(notices, { query: {} });
}

/** The notice screen: announcements (player notices and promotions), newest first, paged. */
export function useAnnouncementPages() {
  return useApiInfinite(announcementList, { query: { pageSize: ANNOUNCEMENTS_PAGE_SIZE } });
}

/** Spec §4: marked read on the server, then every list with read flags reloads (and the message-center badge). */
export function useMarkAnnouncementRead() {
  return useApiMutation(markAnnouncementRead, { invalidates: [announcementList, notices, announcementsBanner, announcementUnreadCount] });
}
