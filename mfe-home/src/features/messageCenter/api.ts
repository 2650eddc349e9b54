import { THROTTLE_MS } from '@tessera/contract';
import { announcementUnreadCount, chatLaunch, chatUnreadCount, inboxUnreadCount } from '@tessera/contract/api';
import { useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

// Unread counts (spec §7): asked at most once per THROTTLE_MS.unreadCounts (250 ms); a repeat inside
// that window reads the cached answer. They are never shown as errors (spec: "no alert").
const COUNT_OPTIONS = { staleTime: THROTTLE_MS.unreadCounts };

export function useAnnouncementUnread(enabled: boolean) {
  return useApiQuery(announcementUnreadCount, enabled ? {} : null, COUNT_OPTIONS);
}
export function useInboxUnread(enabled: boolean) {
  return useApiQuery(inboxUnreadCount, enabled ? {} : null, COUNT_OPTIONS);
}
export function useChatUnread(enabled: boolean) {
  return useApiQuery(chatUnreadCount, enabled ? {} : null, COUNT_OPTIONS);
}

/** The chat launch (an action: a signed address each time). */
export function useChatLaunch() {
  return useApiMutation(chatLaunch, { invalidates: [chatUnreadCount] });
}
