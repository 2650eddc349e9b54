import * as z from 'zod/v4/mini';
import { BANNER_GROUPS, CONTENT_TYPES, PROMOTION_STATUSES } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { MAX_PAGE_SIZE, queryInt, ZLanguageCode, ZPageQuery } from './games';
import { ZMerchantQuery } from './platform';
import { ZContentLangQuery, ZContentTranslations } from './contentTranslations';

// Public content calls (spec §7 "Announcements and winners", "Help center"; §3 Announcement,
// Banner, Help entry). HTML in `content` is sanitised by the API (an allowlist of text tags, no
// attributes but a checked href): it can be rendered as HTML.

/** The notice screen's page size (the spec names none). */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;
/** How many notices the home marquee gets. */
export const NOTICES_LIMIT = 20;

const CONTENT_TYPE_CODES = Object.values(CONTENT_TYPES) as [string, ...string[]];
const BANNER_GROUP_NAMES = Object.values(BANNER_GROUPS) as [string, ...string[]];

/** A comma-separated list of allowed codes ("B,PL,PU"), at most `max` entries. */
const codeList = (codes: readonly string[], max: number) =>
  z.string().check(z.regex(new RegExp(`^(${codes.join('|')})(,(${codes.join('|')})){0,${max - 1}}$`)));

export const ZContentType = z.enum(CONTENT_TYPE_CODES);

export const ZAnnouncement = z.object({
  id: z.number(),
  /** Content type: A agent, PL player notice, B banner, PU pop-up, PR promotion. */
  type: ZContentType,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Read by the member of the session (Authorization: Bearer, optional on these public calls); false without one. See markAnnouncementRead. */
  read: z.boolean(),
  publishedAt: z.string(),
  /** Banner group (m_home, m_live, m_reg); banners only. */
  groupName: z.nullable(z.string()),
  /** Image (banners, pop-ups, promotions): a local SVG served with immutable caching. */
  url: z.nullable(z.string()),
  /** Where a tap goes (a /m/ route or an https link), if anywhere. */
  link: z.nullable(z.string()),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementGroups = z.object({
  banners: z.array(ZAnnouncement),
  playerNotices: z.array(ZAnnouncement),
  popups: z.array(ZAnnouncement),
  promotions: z.array(ZAnnouncement),
  agentNotices: z.array(ZAnnouncement),
});
export type TAnnouncementGroups = z.infer<typeof ZAnnouncementGroups>;

export const announcementsBanner = defineEndpoint({
  name: 'announcementsBanner',
  method: 'GET',
  path: '/api/v1/announcements/banner',
  auth: 'none',
  summary:
    'Announcements banner: current content of the requested types grouped (banners, player notices, pop-ups, promotions), banners of the requested groups',
  tags: ['content'],
  query: z.extend(ZMerchantQuery, {
    /** Content types, comma-separated; default B,PL,PU. */
    types: z.optional(codeList(CONTENT_TYPE_CODES, CONTENT_TYPE_CODES.length)),
    /** Banner groups, comma-separated (m_home, m_live, m_reg); default all. */
    groupName: z.optional(codeList(BANNER_GROUP_NAMES, BANNER_GROUP_NAMES.length)),
    /** M: mobile. */
    platform: z.optional(z.enum(['M'])),
    ...ZContentLangQuery.shape,
  }),
  response: ZAnnouncementGroups,
});

export const announcementList = defineEndpoint({
  name: 'announcementList',
  method: 'GET',
  path: '/api/v1/announcements',
  auth: 'none',
  summary: `Announcements (the notice screen), newest first, paged (default ${ANNOUNCEMENTS_PAGE_SIZE} a page)`,
  tags: ['content'],
  query: z.extend(ZMerchantQuery, {
    ...ZPageQuery.shape,
    /** Content types, comma-separated; default PL,PR. */
    types: z.optional(codeList(CONTENT_TYPE_CODES, CONTENT_TYPE_CODES.length)),
    ...ZContentLangQuery.shape,
  }),
  response: z.object({ list: z.array(ZAnnouncement), pageNum: z.number(), totalPages: z.number(), total: z.number() }),
});

export const notices = defineEndpoint({
  name: 'notices',
  method: 'GET',
  path: '/api/v1/announcements/notices',
  auth: 'none',
  summary: `Notices: the current player notices for the home marquee, newest first (at most ${NOTICES_LIMIT})`,
  tags: ['content'],
  query: z.extend(ZMerchantQuery, ZContentLangQuery.shape),
  response: z.object({ list: z.array(ZAnnouncement) }),
});

export const popularAnnouncements = defineEndpoint({
  name: 'popularAnnouncements',
  method: 'GET',
  path: '/api/v1/announcements/popular',
  auth: 'none',
  summary: 'Popular announcements in the order the operator ranked them',
  tags: ['content'],
  query: z.extend(ZMerchantQuery, ZContentLangQuery.shape),
  response: z.object({ list: z.array(ZAnnouncement) }),
});

// ---- Help center ----

export interface THelpEntry {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  children: THelpEntry[];
}

export const ZHelpEntry: z.ZodMiniType<THelpEntry> = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  get children() {
    return z.array(ZHelpEntry);
  },
});

export const helpCenter = defineEndpoint({
  name: 'helpCenter',
  method: 'GET',
  path: '/api/v1/help',
  auth: 'none',
  summary: 'Help center: the main entries with their (numbered) children, in the requested language (PT-BR → PT → EN fallback)',
  tags: ['content'],
  query: z.extend(ZMerchantQuery, {
    lang: z.optional(ZLanguageCode),
    /** MOBILE (default) or WEB. */
    device: z.optional(z.enum(['MOBILE', 'WEB'])),
  }),
  response: z.array(ZHelpEntry),
});

// ---- Promotions ----

export const ZPromotion = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML: terms and how to join. */
  content: z.string(),
  /** Promotion category (NEW_MEMBER, DAILY, SLOTS, LIVE, SPORTS, VIP, REFERRAL). */
  category: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const promotionList = defineEndpoint({
  name: 'promotionList',
  method: 'GET',
  path: '/api/v1/promotions',
  auth: 'none',
  summary: "Available promotions of the merchant (visitors may fetch them, spec §6), in the operator's order",
  tags: ['content'],
  query: z.extend(ZMerchantQuery, {
    category: z.optional(z.string().check(z.regex(/^[A-Z_]{1,24}$/))),
    status: z.optional(z.enum(PROMOTION_STATUSES)),
    /** At most this many; default every promotion. */
    limit: z.optional(queryInt(1, MAX_PAGE_SIZE)),
    /** Titles and summaries in that language where given (issue 28 item 2); offer figures from the deposit promotion's record. */
    ...ZContentLangQuery.shape,
  }),
  response: z.object({ list: z.array(ZPromotion) }),
});

// ---- Operator content (banners, announcements, help entries, hot list, winners) ----
// Every change is audited; removing seeded content sticks across restarts (the seed does not bring it back).

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_HTML_MAX = 20_000;
/** How many games an operator's hot list may hold. */
export const HOT_LIST_MAX = 200;

const ZMerchantParam = z.object({ code: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)) });
const ZContentId = z.string().check(z.regex(/^[1-9]\d{0,9}$/));
/** Where a tap goes: a path of this site (/m/...) or an https address. */
const ZContentLink = z.string().check(z.maxLength(512), z.regex(/^(\/m\/[A-Za-z0-9/_.?=&%-]*|https:\/\/[^\s<>"']+)$/));
const ZIsoTime = z.iso.datetime();
const ZOperatorTitle = z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_TITLE_MAX), z.regex(/^[^<>\u0000-\u001f\u007f]*$/));
const ZOperatorHtml = z.string().check(z.maxLength(CONTENT_HTML_MAX));

/** An announcement as the operator sees it: the public shape plus whether it is live and its dates. */
export const ZAdminAnnouncement = z.extend(ZAnnouncement, {
  enabled: z.boolean(),
  expiresAt: z.nullable(z.string()),
  sort: z.number(),
  popularRank: z.nullable(z.number()),
  /** The versions per language (the default text is title/content). */
  translations: ZContentTranslations,
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

const announcementFields = {
  title: ZOperatorTitle,
  /** HTML, sanitised on write (an allowlist of text tags; links checked). */
  content: ZOperatorHtml,
  /** Banner group (m_home, m_live, m_reg): banners (type B) only. */
  groupName: z.nullable(z.enum(BANNER_GROUP_NAMES)),
  link: z.nullable(ZContentLink),
  /** Shows a generated image (banners, pop-ups, promotions). */
  image: z.boolean(),
  publishedAt: ZIsoTime,
  expiresAt: z.nullable(ZIsoTime),
  /** Order among its type (lower first). */
  sort: z.int().check(z.gte(0), z.lte(1_000_000)),
  popularRank: z.nullable(z.int().check(z.gte(1), z.lte(1000))),
  enabled: z.boolean(),
  /** Versions per language (title and HTML content); on update, the given set replaces the stored one ({} removes all). */
  translations: ZContentTranslations,
};

export const adminAnnouncements = defineEndpoint({
  name: 'adminAnnouncements',
  method: 'GET',
  path: '/api/admin/merchants/:code/announcements',
  auth: 'admin',
  summary: "Operator: the merchant's announcements and banners of a type (or all), live or not, newest first",
  tags: ['admin'],
  params: ZMerchantParam,
  query: z.object({ type: z.optional(ZContentType) }),
  response: z.object({ list: z.array(ZAdminAnnouncement) }),
});

export const createAnnouncement = defineEndpoint({
  name: 'createAnnouncement',
  method: 'POST',
  path: '/api/admin/merchants/:code/announcements',
  auth: 'admin',
  summary: `Operator: add a banner (type B with a groupName), notice (PL), pop-up (PU), promotion notice (PR) or agent notice (A); HTML sanitised; audited. CONTENT_GROUP_INVALID for a banner without a group or a group on another type`,
  tags: ['admin'],
  params: ZMerchantParam,
  body: z.strictObject({
    type: ZContentType,
    title: ZOperatorTitle,
    content: z.optional(ZOperatorHtml),
    groupName: z.optional(announcementFields.groupName),
    link: z.optional(announcementFields.link),
    image: z.optional(z.boolean()),
    publishedAt: z.optional(ZIsoTime),
    expiresAt: z.optional(announcementFields.expiresAt),
    sort: z.optional(announcementFields.sort),
    popularRank: z.optional(announcementFields.popularRank),
    enabled: z.optional(z.boolean()),
    translations: z.optional(announcementFields.translations),
  }),
  response: ZAdminAnnouncement,
});

export const updateAnnouncement = defineEndpoint({
  name: 'updateAnnouncement',
  method: 'PATCH',
  path: '/api/admin/merchants/:code/announcements/:id',
  auth: 'admin',
  summary:
    "Operator: change an announcement or banner (the fields given); audited with before and after. CONTENT_NOT_FOUND for another merchant's or an unknown one",
  tags: ['admin'],
  params: z.extend(ZMerchantParam, { id: ZContentId }),
  body: z.strictObject({
    title: z.optional(announcementFields.title),
    content: z.optional(announcementFields.content),
    groupName: z.optional(announcementFields.groupName),
    link: z.optional(announcementFields.link),
    image: z.optional(announcementFields.image),
    publishedAt: z.optional(announcementFields.publishedAt),
    expiresAt: z.optional(announcementFields.expiresAt),
    sort: z.optional(announcementFields.sort),
    popularRank: z.optional(announcementFields.popularRank),
    enabled: z.optional(announcementFields.enabled),
    translations: z.optional(announcementFields.translations),
  }),
  response: ZAdminAnnouncement,
});

export const deleteAnnouncement = defineEndpoint({
  name: 'deleteAnnouncement',
  method: 'DELETE',
  path: '/api/admin/merchants/:code/announcements/:id',
  auth: 'admin',
  summary: 'Operator: remove an announcement or banner (players stop seeing it at once); audited. CONTENT_NOT_FOUND when there is none',
  tags: ['admin'],
  params: z.extend(ZMerchantParam, { id: ZContentId }),
  response: z.object({ removed: z.literal(true), id: z.number() }),
});

export const ZAdminHelpEntry = z.object({
  id: z.number(),
  parentId: z.nullable(z.number()),
  language: z.string(),
  device: z.enum(['MOBILE', 'WEB', 'ALL']),
  title: z.string(),
  content: z.string(),
  sort: z.number(),
});
export type TAdminHelpEntry = z.infer<typeof ZAdminHelpEntry>;

export const adminHelpEntries = defineEndpoint({
  name: 'adminHelpEntries',
  method: 'GET',
  path: '/api/admin/merchants/:code/help',
  auth: 'admin',
  summary: "Operator: the merchant's help entries of a language (or all), flat, parents before children",
  tags: ['admin'],
  params: ZMerchantParam,
  query: z.object({ lang: z.optional(ZLanguageCode) }),
  response: z.object({ list: z.array(ZAdminHelpEntry) }),
});

export const createHelpEntry = defineEndpoint({
  name: 'createHelpEntry',
  method: 'POST',
  path: '/api/admin/merchants/:code/help',
  auth: 'admin',
  summary:
    "Operator: add a help entry (a main entry, or a child with parentId: children take the parent's language and device); HTML sanitised; audited. CONTENT_NOT_FOUND for an unknown parent",
  tags: ['admin'],
  params: ZMerchantParam,
  body: z.strictObject({
    parentId: z.optional(z.nullable(z.int().check(z.gte(1)))),
    language: z.optional(ZLanguageCode),
    device: z.optional(z.enum(['MOBILE', 'WEB', 'ALL'])),
    title: ZOperatorTitle,
    content: z.optional(ZOperatorHtml),
    sort: z.optional(z.int().check(z.gte(0), z.lte(1_000_000))),
  }),
  response: ZAdminHelpEntry,
});

export const updateHelpEntry = defineEndpoint({
  name: 'updateHelpEntry',
  method: 'PATCH',
  path: '/api/admin/merchants/:code/help/:id',
  auth: 'admin',
  summary: "Operator: change a help entry's title, content or order; audited. CONTENT_NOT_FOUND when there is none",
  tags: ['admin'],
  params: z.extend(ZMerchantParam, { id: ZContentId }),
  body: z.strictObject({
    title: z.optional(ZOperatorTitle),
    content: z.optional(ZOperatorHtml),
    sort: z.optional(z.int().check(z.gte(0), z.lte(1_000_000))),
  }),
  response: ZAdminHelpEntry,
});

export const deleteHelpEntry = defineEndpoint({
  name: 'deleteHelpEntry',
  method: 'DELETE',
  path: '/api/admin/merchants/:code/help/:id',
  auth: 'admin',
  summary: 'Operator: remove a help entry and its children; audited. CONTENT_NOT_FOUND when there is none',
  tags: ['admin'],
  params: z.extend(ZMerchantParam, { id: ZContentId }),
  response: z.object({ removed: z.number() }),
});

export const setHotList = defineEndpoint({
  name: 'setHotList',
  method: 'PUT',
  path: '/api/admin/merchants/:code/hot',
  auth: 'admin',
  summary: `Operator: replace the merchant's hot list with these games in this order (nodeIds, at most ${HOT_LIST_MAX}, none twice; an empty list empties it); audited. CONTENT_GAME_UNKNOWN names a game the merchant does not offer`,
  tags: ['admin'],
  params: ZMerchantParam,
  body: z.strictObject({ nodeIds: z.array(z.string().check(z.regex(/^[1-9]\d{0,8}$/))).check(z.maxLength(HOT_LIST_MAX)) }),
  response: z.object({ nodeIds: z.array(z.string()) }),
});

export const clearWinners = defineEndpoint({
  name: 'clearWinners',
  method: 'DELETE',
  path: '/api/admin/merchants/:code/winners',
  auth: 'admin',
  summary: "Operator: empty the merchant's Latest Winner board (new wins fill it again); audited",
  tags: ['admin'],
  params: ZMerchantParam,
  response: z.object({ removed: z.number() }),
});

export const contentEndpoints = [
  announcementsBanner,
  announcementList,
  notices,
  popularAnnouncements,
  helpCenter,
  promotionList,
  adminAnnouncements,
  createAnnouncement,
  updateAnnouncement,
  deleteAnnouncement,
  adminHelpEntries,
  createHelpEntry,
  updateHelpEntry,
  deleteHelpEntry,
  setHotList,
  clearWinners,
] as const;
