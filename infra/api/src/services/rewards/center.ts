import type { TReward, TRewardStatus } from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { RewardsTable } from '../../db/schema.rewards';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { changed, merchantPlaces } from './common';
import { versionsIn } from '../content/translations';

// Reward center (menu key REWCEN3): rewards granted to one member, each claimable once into the
// wallet (BONUS from the merchant's promotions book) between available_from and expires_at. The
// status is derived from the row and the clock: claimed, coming soon, expired or claim. The seeded
// members' demo rewards: seeders/rewards.ts.

export function rewardStatus(r: Pick<Selectable<RewardsTable>, 'claimed_at' | 'available_from' | 'expires_at'>, now: string): TRewardStatus {
  if (r.claimed_at !== null) return 'claimed';
  if (r.available_from > now) return 'coming soon';
  if (r.expires_at !== null && r.expires_at <= now) return 'expired';
  return 'claim';
}

const ORDER: Record<TRewardStatus, number> = { claim: 0, 'coming soon': 1, claimed: 2, expired: 3 };

function toReward(r: Selectable<RewardsTable>, places: number, now: string): TReward {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    amount: formatMinor(toMinor(r.amount_minor), places),
    status: rewardStatus(r, now),
    availableFrom: r.available_from,
    expiresAt: r.expires_at,
    claimedAt: r.claimed_at,
  };
}

export async function rewardCenter(db: Kysely<DB>, merchant: string, memberId: number, lang?: string) {
  const now = new Date().toISOString();
  const places = await merchantPlaces(db, merchant);
  const rows = await db
    .selectFrom('rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('merchant_code', '=', merchant)
    .orderBy('id')
    .limit(500)
    .execute();
  // A reward's name in the asked language (content_translations, subject reward; issue 28 item 2).
  const names = await versionsIn(
    db,
    'reward',
    rows.map((r) => r.id),
    lang,
  );
  const list = rows
    .map((r) => toReward(r, places, now))
    .map((r) => ({ ...r, title: names.get(r.id)?.title ?? r.title }))
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.id - b.id);
  const open = rows.filter((r) => rewardStatus(r, now) === 'claim');
  return {
    list,
    unclaimed: open.length,
    unclaimedAmount: formatMinor(
      open.reduce((s, r) => s + toMinor(r.amount_minor), 0),
      places,
    ),
  };
}

/**
 * Claims one reward inside the caller's transaction (withIdempotency's). The conditional UPDATE
 * (unclaimed, available, not expired) is what makes the credit happen once: a concurrent second
 * claim finds the row already claimed and changes nothing.
 */
export async function claimReward(trx: Transaction<DB>, merchant: string, memberId: number, id: number): Promise<{ reward: TReward; balance: string }> {
  const now = new Date().toISOString();
  const row = await trx
    .selectFrom('rewards')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  if (!row) throw new ApiError('REWARD_NOT_FOUND');
  const refuse = (status: TRewardStatus) => {
    if (status === 'claimed') return new ApiError('REWARD_ALREADY_CLAIMED');
    if (status === 'expired') return new ApiError('REWARD_EXPIRED', { expiresAt: row.expires_at });
    return new ApiError('REWARD_NOT_AVAILABLE', { availableFrom: row.available_from });
  };
  const status = rewardStatus(row, now);
  if (status !== 'claim') throw refuse(status);
  const updated = await trx
    .updateTable('rewards')
    .set({ claimed_at: now })
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .where('available_from', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  if (changed(updated) === 0) throw new ApiError('REWARD_ALREADY_CLAIMED');
  const posted = await postMemberMovement(trx, {
    merchant,
    memberId,
    type: 'BONUS',
    amountMinor: toMinor(row.amount_minor),
    book: 'promotions',
    reference: `reward:${id}`,
    description: `Reward center: ${row.title}`.slice(0, 200),
  });
  await trx.updateTable('rewards').set({ transaction_id: posted.transactionId }).where('id', '=', id).execute();
  const places = await merchantPlaces(trx, merchant);
  const claimed = await trx.selectFrom('rewards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { reward: toReward(claimed, places, now), balance: formatMinor(posted.balanceMinor, places) };
}

export interface TRewardGrant {
  kind: string;
  title: string;
  amountMinor: number;
  availableFrom: string;
  expiresAt: string | null;
  claimedAt?: string | null;
  /** Unique per member: a grant with a key the member already has is skipped. */
  grantKey: string;
}

/** Grants rewards to a member; grants whose key the member already has are skipped. */
export async function grantRewards(db: Kysely<DB>, merchant: string, memberId: number, grants: TRewardGrant[]): Promise<void> {
  if (!grants.length) return;
  const now = new Date().toISOString();
  await db
    .insertInto('rewards')
    .values(
      grants.map((g) => ({
        merchant_code: merchant,
        member_id: memberId,
        kind: g.kind,
        title: g.title,
        amount_minor: g.amountMinor,
        available_from: g.availableFrom,
        expires_at: g.expiresAt,
        claimed_at: g.claimedAt ?? null,
        grant_key: g.grantKey,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['member_id', 'grant_key']).doNothing())
    .execute();
}
