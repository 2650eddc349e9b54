import { CONTENT_TYPES, type TPromotionStatus } from '@tessera/contract';
import type { TAnnouncement, TAnnouncementGroups, THelpEntry, TPromotion } from '@tessera/contract/api';
import type { Kysely, Selectable } from 'kysely';
import type { AnnouncementsTable } from '../../db/schema.catalog';
import type { DB } from '../../db/schema';
import { contentImageUrl } from './images';
import { offerStatus } from './memberPromotions';

// Public content reads: announcements (current = enabled, published, not expired), the help tree
// and promotions. Content HTML was sanitised when it was written (lib/html); titles are text.

type TAnnouncementRow = Pick<
  Selectable<AnnouncementsTable>,
  'id' | 'type' | 'group_name' | 'title' | 'content' | 'link' | 'has_image' | 'published_at' | 'sort' | 'popular_rank'
>;

const ANNOUNCEMENT_COLUMNS = ['id', 'type', 'group_name', 'title', 'content', 'link', 'has_image', 'published_at', 'sort', 'popular_rank'] as const;

function currentAnnouncements(db: Kysely<DB>, merchant: string, types: readonly string[], now: string) {
  return db
    .selectFrom('announcements')
    .where('merchant_code', '=', merchant)
    .where('type', 'in', [...types])
    .where('enabled', '=', 1)
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
}

export function toAnnouncement(row: TAnnouncementRow): TAnnouncement {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    // Read state is per member (announcement_reads): routes/content.ts fills it in for a member's session.
    read: false,
    publishedAt: row.published_at,
    groupName: row.group_name,
    url: row.has_image ? contentImageUrl({ kind: 'announcement', id: row.id, title: row.title, tag: row.group_name ?? row.type }) : null,
    link: row.link,
  };
}

/** Splits a comma list of codes ("B,PL") into unique codes. */
export const codes = (list: string | undefined, fallback: readonly string[]): string[] => [...new Set(list ? list.split(',') : fallback)];

/** The announcements banner call: current content of `types`, banners only of `groups`, grouped by type. */
export async function announcementGroups(
  db: Kysely<DB>,
  merchant: string,
  types: string[],
  groups: string[] | null,
  now: string,
): Promise<TAnnouncementGroups> {
  const rows = await currentAnnouncements(db, merchant, types, now)
    .select(ANNOUNCEMENT_COLUMNS)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const of = (type: string) => rows.filter((r) => r.type === type);
  const banners = of(CONTENT_TYPES.Banner)
    .filter((r) => groups === null || (r.group_name !== null && groups.includes(r.group_name)))
    // Banners in the operator's order (the carousel's order), the rest newest first.
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  return {
    banners: banners.map(toAnnouncement),
    playerNotices: of(CONTENT_TYPES.Player).map(toAnnouncement),
    popups: of(CONTENT_TYPES.PopUp).map(toAnnouncement),
    promotions: of(CONTENT_TYPES.Promotion).map(toAnnouncement),
    agentNotices: of(CONTENT_TYPES.Agent).map(toAnnouncement),
  };
}

export async function announcementPage(db: Kysely<DB>, merchant: string, types: string[], page: { pageNo: number; pageSize: number }, now: string) {
  const base = currentAnnouncements(db, merchant, types, now);
  const [rows, counted] = await Promise.all([
    base
      .select(ANNOUNCEMENT_COLUMNS)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const total = Number(counted?.n ?? 0);
  return { list: rows.map(toAnnouncement), pageNum: page.pageNo, totalPages: Math.ceil(total / page.pageSize), total };
}

export async function latestNotices(db: Kysely<DB>, merchant: string, limit: number, now: string): Promise<TAnnouncement[]> {
  const rows = await currentAnnouncements(db, merchant, [CONTENT_TYPES.Player], now)
    .select(ANNOUNCEMENT_COLUMNS)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toAnnouncement);
}

export async function popular(db: Kysely<DB>, merchant: string, now: string): Promise<TAnnouncement[]> {
  const rows = await currentAnnouncements(db, merchant, Object.values(CONTENT_TYPES), now)
    .where('popular_rank', 'is not', null)
    .select(ANNOUNCEMENT_COLUMNS)
    .orderBy('popular_rank')
    .orderBy('id')
    .execute();
  return rows.map(toAnnouncement);
}

/** Languages to try for the help tree: the one asked, its base (PT-BR → PT), then EN. */
export function helpLanguages(lang: string | undefined): string[] {
  const asked = lang ?? 'EN';
  return [...new Set([asked, asked.split('-')[0] ?? asked, 'EN'])];
}

/** The help tree in the first language of the chain that has one; entries for this device or ALL. */
export async function helpTree(db: Kysely<DB>, merchant: string, lang: string | undefined, device: string): Promise<THelpEntry[]> {
  const chain = helpLanguages(lang);
  const rows = await db
    .selectFrom('help_entries')
    .select(['id', 'parent_id', 'language', 'title', 'content', 'sort'])
    .where('merchant_code', '=', merchant)
    .where('language', 'in', chain)
    .where('device', 'in', ['ALL', device])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const language = chain.find((l) => rows.some((r) => r.language === l));
  const chosen = rows.filter((r) => r.language === language);
  const children = new Map<number | null, typeof chosen>();
  for (const r of chosen) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const build = (parent: number | null, depth: number): THelpEntry[] =>
    (children.get(parent) ?? []).map((r) => ({ id: r.id, title: r.title, content: r.content, children: depth < 4 ? build(r.id, depth + 1) : [] }));
  return build(null, 0);
}

export async function promotions(
  db: Kysely<DB>,
  merchant: string,
  filter: { category?: string | undefined; status?: TPromotionStatus | undefined; limit?: number | undefined },
  now = new Date(),
): Promise<TPromotion[]> {
  let q = db.selectFrom('promotions').where('merchant_code', '=', merchant).where('enabled', '=', 1);
  if (filter.category) q = q.where('category', '=', filter.category);
  const rows = await q.select(['id', 'category', 'title', 'summary', 'content', 'status', 'starts_at', 'ends_at']).orderBy('sort').orderBy('id').execute();
  // The status everyone sees is the offer (memberPromotions.ts offerStatus), so the status filter and
  // the limit apply to it, after it is worked out (a merchant has tens of promotions, not thousands).
  const list = rows
    .map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      content: r.content,
      category: r.category,
      status: offerStatus(r.status as TPromotionStatus, r.starts_at, r.ends_at, now),
      imageUrl: contentImageUrl({ kind: 'promotion', id: r.id, title: r.title, tag: r.category }),
      startsAt: r.starts_at,
      endsAt: r.ends_at,
    }))
    .filter((p) => !filter.status || p.status === filter.status);
  return filter.limit === undefined ? list : list.slice(0, filter.limit);
}

/** What a content image shows, by kind and id (null when there is no such row or it has no image). */
export async function contentImageSource(db: Kysely<DB>, kind: 'announcement' | 'promotion', id: number) {
  if (kind === 'announcement') {
    const row = await db.selectFrom('announcements').select(['id', 'title', 'type', 'group_name', 'has_image']).where('id', '=', id).executeTakeFirst();
    return row && row.has_image ? { kind, id: row.id, title: row.title, tag: row.group_name ?? row.type } : null;
  }
  const row = await db.selectFrom('promotions').select(['id', 'title', 'category']).where('id', '=', id).executeTakeFirst();
  return row ? { kind, id: row.id, title: row.title, tag: row.category } : null;
}
