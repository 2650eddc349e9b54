// The messaging room's door (routes/messaging.ts and routes/content.ts use only this).
export { announcementUnread, markAnnouncementRead, readAnnouncementIds, UNREAD_ANNOUNCEMENT_TYPES } from './announcements';
export { chatUnread, launchChat, sameSiteBackUrl } from './chat';
export { deleteInboxMessage, inboxPage, inboxUnread, markInboxRead, sendInbox, unreadCount, type TInboxMember } from './inbox';
export { referralInfo } from './referral';
