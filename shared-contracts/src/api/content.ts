import * as z from 'zod/v4/mini';
import { BANNER_GROUPS, CONTENT_TYPES, PROMOTION_STATUSES } from '../constants';
import { defineEndpoint } from './endpoint';
import { MAX_PAGE_SIZE, queryInt, ZLanguageCode, ZPageQuery } from './games';
import { ZMerchantQuery } from './platform';

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
  query: ZMerchantQuery,
  response: z.object({ list: z.array(ZAnnouncement) }),
});

export const popularAnnouncements = defineEndpoint({
  name: 'popularAnnouncements',
  method: 'GET',
  path: '/api/v1/announcements/popular',
  auth: 'none',
  summary: 'Popular announcements in the order the operator ranked them',
  tags: ['content'],
  query: ZMerchantQuery,
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
  }),
  response: z.object({ list: z.array(ZPromotion) }),
});

export const contentEndpoints = [announcementsBanner, announcementList, notices, popularAnnouncements, helpCenter, promotionList] as const;
