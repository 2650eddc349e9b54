import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { MAX_PAGE_SIZE, ZLanguageCode, ZPageQuery } from './games';
import { badgeText } from '@tessera/contract';
import { ZContentLangQuery } from './contentTranslations';

// Message center (spec §2 "Message center", §3 counters, §4 announcement state, §5/§6 inbox and
// chat need a real member, §9 unread badge cap 99+): announcement read state, the member inbox
// (personal messages and merchant broadcasts, each with a per-member read / deleted state), the
// customer-service chat (flag CBS3) and the invite-friends summary (REFERRAL).
// See docs/decisions/messaging.md.

/** Inbox page size when none is asked (the spec names none). */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_TITLE_MAX = 100;
export const INBOX_CONTENT_MAX = 5000;
export const CHAT_TITLE_MAX = 40;

/** A counter for a message-center badge: the exact count and its label ('' at 0, '99+' above 99). */
export const ZUnreadCount = z.object({
  unReadCount: z.number(),
  /** What the badge shows: '' (no badge) at 0, the count up to 99, '99+' above. */
  badge: z.string(),
});
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** The badge text of a count (spec §2 / §9): the contract's one rule, also what ui-kit's Badge shows. */
export { badgeText };

// ---- Announcements (read state) ----

export const markAnnouncementRead = defineEndpoint({
  name: 'markAnnouncementRead',
  method: 'POST',
  path: '/api/v1/announcements/read',
  auth: 'member',
  summary:
    "Mark a current announcement of the member's merchant as read (spec §4: unread → read when opened); marking again changes nothing. ANNOUNCEMENT_NOT_FOUND for an unknown, expired or other merchant's one",
  tags: ['messaging'],
  body: z.strictObject({
    announcementId: z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
    /** Only marking read exists (the spec's payload carries read: true). */
    read: z.literal(true),
  }),
  response: z.object({ announcementId: z.number(), read: z.literal(true) }),
});

export const announcementUnreadCount = defineEndpoint({
  name: 'announcementUnreadCount',
  method: 'GET',
  path: '/api/v1/announcements/unread-count',
  auth: 'member',
  summary: "Current announcements the member has not read (the notice screen's types, player notices and promotions, PL,PR), for the message-center badge",
  tags: ['messaging'],
  response: ZUnreadCount,
});

// ---- Inbox ----

export const ZInboxMessage = z.object({
  id: z.number(),
  title: z.string(),
  /** Plain text (render as text, never as HTML); line breaks are kept. */
  content: z.string(),
  /** WELCOME, BONUS, SECURITY, NOTICE (operator messages are NOTICE). */
  kind: z.string(),
  /** true: sent to every member of the merchant. */
  broadcast: z.boolean(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;

const ZMessageParams = z.object({ id: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)) });

export const inboxList = defineEndpoint({
  name: 'inboxList',
  method: 'GET',
  path: '/api/v1/inbox',
  auth: 'realMember',
  permission: 'MAILCEN',
  summary: `The member's inbox: personal messages and merchant broadcasts not deleted by the member, newest first, paged (default ${INBOX_PAGE_SIZE}, at most ${MAX_PAGE_SIZE} a page), with a read flag and the unread total`,
  tags: ['messaging'],
  query: z.extend(ZPageQuery, ZContentLangQuery.shape),
  response: z.object({ list: z.array(ZInboxMessage), pageNum: z.number(), totalPages: z.number(), total: z.number(), unReadCount: z.number() }),
});

export const inboxUnreadCount = defineEndpoint({
  name: 'inboxUnreadCount',
  method: 'GET',
  path: '/api/v1/inbox/unread-count',
  auth: 'realMember',
  permission: 'MAILCEN',
  summary: 'Unread inbox messages of the member (not deleted), for the message-center badge',
  tags: ['messaging'],
  response: ZUnreadCount,
});

export const inboxRead = defineEndpoint({
  name: 'inboxRead',
  method: 'POST',
  path: '/api/v1/inbox/:id/read',
  auth: 'realMember',
  permission: 'MAILCEN',
  summary: "Mark one of the member's messages read (again: no change); MESSAGE_NOT_FOUND for another member's or a deleted message",
  tags: ['messaging'],
  params: ZMessageParams,
  response: ZInboxMessage,
});

export const inboxDelete = defineEndpoint({
  name: 'inboxDelete',
  method: 'DELETE',
  path: '/api/v1/inbox/:id',
  auth: 'realMember',
  permission: 'MAILCEN',
  summary: "Delete one of the member's messages from their inbox (a broadcast stays for the other members); MESSAGE_NOT_FOUND when it is not in the inbox",
  tags: ['messaging'],
  params: ZMessageParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const sendInboxMessage = defineEndpoint({
  name: 'sendInboxMessage',
  method: 'POST',
  path: '/api/admin/merchants/:code/inbox',
  auth: 'admin',
  summary: `Operator: send an inbox message (plain text) to one member of the merchant (username) or, without a username, to every member of the merchant; audited`,
  tags: ['admin'],
  params: z.object({ code: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)) }),
  body: z.strictObject({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(INBOX_TITLE_MAX)),
    content: z.string().check(z.trim(), z.minLength(1), z.maxLength(INBOX_CONTENT_MAX)),
    username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  }),
  response: z.object({ id: z.number(), broadcast: z.boolean(), memberId: z.nullable(z.number()), createdAt: z.string() }),
});

// ---- Customer-service chat (flag CBS3) ----

export const chatUnreadCount = defineEndpoint({
  name: 'chatUnreadCount',
  method: 'GET',
  path: '/api/v1/chat/unread-count',
  auth: 'realMember',
  summary:
    "Support-chat replies the member has not read (agent messages after the member's read cursor, over all their conversations); CHAT_DISABLED when the merchant's CBS3 flag is off",
  tags: ['messaging'],
  response: ZUnreadCount,
});

export const chatLaunch = defineEndpoint({
  name: 'chatLaunch',
  method: 'GET',
  path: '/api/v1/chat/launch',
  auth: 'realMember',
  summary:
    "The member's customer-service chat address: our own support chat page (/m/chat, with `back` when backUrl is a path), opened inside the site. CHAT_DISABLED when CBS3 is off, CHAT_BACK_URL_INVALID for a back address off the site",
  tags: ['messaging'],
  query: z.object({
    b2c: z.optional(z.enum(['1'])),
    /** A language code of the selector, upper case as stored (CN, EN, PT-BR, ...); default EN. */
    language: z.optional(ZLanguageCode),
    /** Where the chat's back button goes: a path of this site (/m/home) or an https address on one of the merchant's domains. */
    backUrl: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
    headerColor: z.optional(z.string().check(z.regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/))),
    /** The chat window's title: plain text, no control characters. */
    title: z.optional(z.string().check(z.maxLength(CHAT_TITLE_MAX), z.regex(/^[^\u0000-\u001F\u007F]*$/))),
  }),
  response: z.object({ chatUrl: z.string() }),
});

// ---- Invite friends (REFERRAL) ----

export const referralInfo = defineEndpoint({
  name: 'referralInfo',
  method: 'GET',
  path: '/api/v1/referral',
  auth: 'realMember',
  summary:
    "Invite friends: whether the REFERRAL promotion is on, the member's invitation code and link (created on first use while it is on), members invited and how many of them deposited, and the rules",
  tags: ['messaging'],
  /** lang (issue 28 item 2): the rules (the REFERRAL promotion's summary) in that language where given. */
  query: z.object({ ...ZContentLangQuery.shape }),
  response: z.object({
    enabled: z.boolean(),
    /** The member's oldest enabled invitation code; null while referral is off and the member has none. */
    inviteCode: z.nullable(z.string()),
    inviteUrl: z.nullable(z.string()),
    /** Members registered through the member (their downlines). */
    invitedCount: z.number(),
    /** Invited members with at least one deposit. */
    qualifiedCount: z.number(),
    /** Plain text: the REFERRAL promotion's summary ('' without one). */
    rules: z.string(),
  }),
});

export const messagingEndpoints = [
  markAnnouncementRead,
  announcementUnreadCount,
  inboxList,
  inboxUnreadCount,
  inboxRead,
  inboxDelete,
  sendInboxMessage,
  chatUnreadCount,
  chatLaunch,
  referralInfo,
] as const;
