import type { TPromotion } from '@tessera/contract/api';
import type { TPromotionStatus } from '@tessera/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// Promotion statuses per member (spec §3 activity statuses; docs/decisions/promotions-as-data.md).
// A promotion's offer (offerStatus: how to join) is what everyone sees until the member takes part:
// the member's latest application for it then decides what that member sees.

/**
 * What a promotion offers to someone who has not taken part (a visitor, a member who never applied):
 * how to join, never a player's own outcome. A stored status that is a player's outcome (the spec's
 * labels "processing", "issued", "claimed", "joined", "rejected", which an operator may store) reads as
 * the offer it stands for; a promotion that has ended is closed and one that has not started is coming
 * soon, whatever is stored (issue 28: visitors saw "Rejected").
 */
export function offerStatus(stored: TPromotionStatus, startsAt: string | null, endsAt: string | null, now: Date): TPromotionStatus {
  if (endsAt !== null && Date.parse(endsAt) <= now.getTime()) return 'closed';
  if (startsAt !== null && Date.parse(startsAt) > now.getTime()) return 'coming soon';
  switch (stored) {
    case 'joined':
      return 'joining';
    case 'issued':
    case 'claimed':
      return 'claim';
    case 'processing':
    case 'rejected':
      return 'applying';
    default:
      return stored;
  }
}

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
