import type { TPromotion } from '@tessera/contract/api';
import type { TPromotionStatus } from '@tessera/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// Promotion statuses per member (spec §3 activity statuses; docs/decisions/home-activity.md).
// A promotion's stored status is what everyone sees until the member takes part: the member's
// latest application for it then decides what that member sees.

/** The status a member sees once they have applied, by the application's state and the offer. */
export function memberStatus(offer: TPromotionStatus, application: string | undefined): TPromotionStatus {
  switch (application) {
    case 'applying':
    case 'processing':
      return 'processing';
    case 'issued':
      // Joining a promotion ends in 'joined'; an application for a bonus ends in 'issued'.
      return offer === 'joining' ? 'joined' : 'issued';
    case 'rejected':
      return 'rejected';
    default:
      return offer;
  }
}

/** The promotions with the statuses this member sees (one query for the member's latest application per promotion). */
export async function withMemberStatuses(db: Kysely<DB>, memberId: number, list: TPromotion[]): Promise<TPromotion[]> {
  if (list.length === 0) return list;
  const rows = await db
    .selectFrom('promotion_applications')
    .select(['promotion_id', 'status', 'id'])
    .where('member_id', '=', memberId)
    .where(
      'promotion_id',
      'in',
      list.map((p) => p.id),
    )
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<number, string>();
  for (const r of rows) if (!latest.has(r.promotion_id)) latest.set(r.promotion_id, r.status);
  return list.map((p) => (latest.has(p.id) ? { ...p, status: memberStatus(p.status, latest.get(p.id)) } : p));
}
