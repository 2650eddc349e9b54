import { inboxDelete, inboxList, inboxRead, inboxUnreadCount, INBOX_PAGE_SIZE } from '@tessera/contract/api';
import { useApiInfinite, useApiMutation } from '@tessera/platform-sdk/data';

/** The member's inbox, newest first, paged. */
export function useInboxPages(enabled: boolean) {
  return useApiInfinite(inboxList, enabled ? { query: { pageSize: INBOX_PAGE_SIZE } } : null);
}
/** Reading or deleting a message reloads the inbox and the message-center badge. */
export function useInboxRead() {
  return useApiMutation(inboxRead, { invalidates: [inboxList, inboxUnreadCount] });
}
export function useInboxDelete() {
  return useApiMutation(inboxDelete, { invalidates: [inboxList, inboxUnreadCount] });
}
