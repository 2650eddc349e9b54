import { inboxDelete, inboxList, inboxRead, inboxUnreadCount, INBOX_PAGE_SIZE } from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiInfinite, useApiMutation } from '@tessera/platform-sdk/data';

/** The member's inbox, newest first, paged, in the app's language (the operator's versions, else the default text). */
export function useInboxPages(enabled: boolean) {
  const { language } = useI18n();
  return useApiInfinite(inboxList, enabled ? { query: { pageSize: INBOX_PAGE_SIZE, lang: language } } : null);
}
/** Reading or deleting a message reloads the inbox and the message-center badge. */
export function useInboxRead() {
  return useApiMutation(inboxRead, { invalidates: [inboxList, inboxUnreadCount] });
}
export function useInboxDelete() {
  return useApiMutation(inboxDelete, { invalidates: [inboxList, inboxUnreadCount] });
}
