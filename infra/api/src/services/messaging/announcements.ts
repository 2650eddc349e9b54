import { CONTENT_TYPES } from '@tessera/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';

// Announcement read state (spec §4: unread → read when opened, marked on the server). Rows of
// announcement_reads (0004_catalog); only current announcements of the member's merchant can be
// marked, and the unread count covers the notice screen's default types.

/** The types the message center's Announcements badge counts: the notice screen's defaults. */
export const UNREAD_ANNOUNCEMENT_TYPES = [CONTENT_TYPES.Player, CONTENT_TYPES.Promotion];

function current(db: Kysely<DB>, merchant: string, now: string) {
  return db
    .selectFrom('announcements as a')
    .where('a.merchant_code', '=', merchant)
    .where('a.enabled', '=', 1)
    .where('a.published_at', '<=', now)
    .where((eb) => eb.or([eb('a.expires_at', 'is', null), eb('a.expires_at', '>', now)]));
}

export async function markAnnouncementRead(db: Kysely<DB>, merchant: string, memberId: number, announcementId: number) {
  const now = new Date().toISOString();
  const found = await current(db, merchant, now).select('a.id').where('a.id', '=', announcementId).executeTakeFirst();
  if (!found) throw new ApiError('ANNOUNCEMENT_NOT_FOUND', { announcementId });
  await db
    .insertInto('announcement_reads')
    .values({ member_id: memberId, announcement_id: announcementId, read_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
    .execute();
  return { announcementId, read: true as const };
}

export async function announcementUnread(db: Kysely<DB>, merchant: string, memberId: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await current(db, merchant, now)
    .where('a.type', 'in', UNREAD_ANNOUNCEMENT_TYPES)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_reads as r').select('r.announcement_id').whereRef('r.announcement_id', '=', 'a.id').where('r.member_id', '=', memberId),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which of `ids` the member has read. */
export async function readAnnouncementIds(db: Kysely<DB>, memberId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('announcement_reads')
    .select('announcement_id')
    .where('member_id', '=', memberId)
    .where('announcement_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.announcement_id));
}
