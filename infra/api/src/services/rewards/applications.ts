import type { TApplicationStatus, TPromotionApplication } from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import type { PromotionApplicationsTable } from '../../db/schema.rewards';
import { ApiError } from '../../errors';
import { currencyPlaces, formatMinor, parseAmountToMinor } from '../../lib/money';
import { audit } from '../admin';
import { isUniqueViolation } from '../accounts/members';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { changed, merchantPlaces } from './common';
import type { TUploadedImage } from './upload';

// Promotion applications (spec §2 /m/activity, §3 activity statuses, §5 limits). A member applies
// with a comment and images; the application is open (applying, then processing) until the
// operator issues it (crediting a BONUS once) or rejects it. One open application per member and
// promotion, enforced by a unique key that is cleared when the application is closed.

/** Promotion statuses that take applications (the others are shown but closed to applying). */
export const APPLICABLE_PROMOTION_STATUSES = ['applying', 'joining'] as const;
export const OPEN_APPLICATION_STATUSES: readonly TApplicationStatus[] = ['applying', 'processing'];

type TRow = Selectable<PromotionApplicationsTable> & { promotion_title: string };

function toApplication(r: TRow, places: number): TPromotionApplication {
  return {
    id: r.id,
    promotionId: r.promotion_id,
    promotionTitle: r.promotion_title,
    status: r.status as TApplicationStatus,
    comment: r.comment,
    imageCount: r.image_count,
    bonusAmount: r.bonus_minor === null ? null : formatMinor(toMinor(r.bonus_minor), places),
    createdAt: r.created_at,
    reviewedAt: r.reviewed_at,
  };
}

const openKey = (memberId: number, promotionId: number) => `${memberId}:${promotionId}`;

function selectApplications(db: Kysely<DB> | Transaction<DB>) {
  return db
    .selectFrom('promotion_applications as a')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .selectAll('a')
    .select('p.title as promotion_title');
}

export async function applyForPromotion(
  db: Kysely<DB>,
  merchant: string,
  memberId: number,
  promotionId: number,
  form: { comment: string; images: TUploadedImage[] },
): Promise<TPromotionApplication> {
  const promotion = await db
    .selectFrom('promotions')
    .select(['id', 'status', 'starts_at', 'ends_at'])
    .where('id', '=', promotionId)
    .where('merchant_code', '=', merchant)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!promotion) throw new ApiError('PROMOTION_NOT_FOUND');
  const now = new Date().toISOString();
  const running = promotion.starts_at <= now && (promotion.ends_at === null || promotion.ends_at > now);
  if (!(APPLICABLE_PROMOTION_STATUSES as readonly string[]).includes(promotion.status) || !running) {
    throw new ApiError('PROMOTION_NOT_APPLICABLE', { status: promotion.status });
  }
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('promotion_applications')
        .values({
          merchant_code: merchant,
          member_id: memberId,
          promotion_id: promotionId,
          status: 'applying',
          comment: form.comment,
          image_count: form.images.length,
          open_key: openKey(memberId, promotionId),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, image] of form.images.entries()) {
        await trx
          .insertInto('promotion_application_images')
          .values({
            application_id: row.id,
            position,
            name: `${randomBytes(12).toString('hex')}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`,
            content_type: image.contentType,
            size_bytes: image.bytes.length,
            data: image.bytes.toString('base64'),
            created_at: now,
          })
          .execute();
      }
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('APPLICATION_PENDING', { promotionId });
    throw err;
  }
  const places = await merchantPlaces(db, merchant);
  return toApplication(await selectApplications(db).where('a.id', '=', id).executeTakeFirstOrThrow(), places);
}

export async function memberApplications(db: Kysely<DB>, merchant: string, memberId: number, status?: TApplicationStatus): Promise<TPromotionApplication[]> {
  let q = selectApplications(db).where('a.member_id', '=', memberId).where('a.merchant_code', '=', merchant);
  if (status) q = q.where('a.status', '=', status);
  const rows = await q.orderBy('a.id', 'desc').limit(200).execute();
  const places = await merchantPlaces(db, merchant);
  return rows.map((r) => toApplication(r, places));
}

/** Operator list, with the applicant and the stored images (names, types, sizes). */
export async function adminApplications(db: Kysely<DB>, filter: { merchant?: string | undefined; status?: TApplicationStatus | undefined }) {
  let q = selectApplications(db)
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('merchants as mc', 'mc.code', 'a.merchant_code')
    .select(['m.username', 'mc.currency_code']);
  if (filter.merchant) q = q.where('a.merchant_code', '=', filter.merchant);
  if (filter.status) q = q.where('a.status', '=', filter.status);
  const rows = await q.orderBy('a.id', 'desc').limit(200).execute();
  const ids = rows.map((r) => r.id);
  const images = ids.length
    ? await db
        .selectFrom('promotion_application_images')
        .select(['application_id', 'name', 'content_type', 'size_bytes'])
        .where('application_id', 'in', ids)
        .orderBy('application_id')
        .orderBy('position')
        .execute()
    : [];
  return rows.map((r) => ({
    ...toApplication(r, currencyPlaces(r.currency_code)),
    merchantCode: r.merchant_code,
    memberId: r.member_id,
    username: r.username,
    images: images.filter((i) => i.application_id === r.id).map((i) => ({ name: i.name, contentType: i.content_type, size: i.size_bytes })),
  }));
}

/** One stored image of an application, bytes as base64. */
export async function applicationImage(db: Kysely<DB>, id: number, position: number) {
  const row = await db
    .selectFrom('promotion_application_images')
    .select(['name', 'content_type', 'size_bytes', 'data'])
    .where('application_id', '=', id)
    .where('position', '=', position)
    .executeTakeFirst();
  if (!row) throw new ApiError('APPLICATION_NOT_FOUND', { id, position });
  return { name: row.name, contentType: row.content_type, size: row.size_bytes, data: row.data };
}

export type TReviewDecision = 'processing' | 'approve' | 'reject';

/**
 * The operator's decision on an open application, in one transaction with its audit entry. The
 * status change is a conditional UPDATE on an open status, so of two concurrent approvals only
 * one changes the row and credits the bonus.
 */
export async function reviewApplication(
  db: Kysely<DB>,
  actor: string,
  id: number,
  review: { decision: TReviewDecision; bonusAmount?: string | undefined; note?: string | undefined },
): Promise<TPromotionApplication> {
  return db.transaction().execute(async (trx) => {
    const before = await selectApplications(trx).where('a.id', '=', id).executeTakeFirst();
    if (!before) throw new ApiError('APPLICATION_NOT_FOUND');
    const places = await merchantPlaces(trx, before.merchant_code);
    if (!OPEN_APPLICATION_STATUSES.includes(before.status as TApplicationStatus)) throw new ApiError('APPLICATION_ALREADY_REVIEWED', { status: before.status });
    const now = new Date().toISOString();
    let bonusMinor: number | null = null;
    if (review.decision === 'approve') {
      bonusMinor = review.bonusAmount === undefined ? null : parseAmountToMinor(review.bonusAmount, places);
      if (bonusMinor === null || bonusMinor <= 0) throw new ApiError('APPLICATION_BONUS_INVALID', { places });
    }
    const status: TApplicationStatus = review.decision === 'approve' ? 'issued' : review.decision === 'reject' ? 'rejected' : 'processing';
    const closes = status !== 'processing';
    const updated = await trx
      .updateTable('promotion_applications')
      .set({
        status,
        ...(closes ? { open_key: null, reviewed_at: now } : {}),
        ...(bonusMinor !== null ? { bonus_minor: bonusMinor } : {}),
        ...(review.note !== undefined ? { note: review.note } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', [...OPEN_APPLICATION_STATUSES])
      .executeTakeFirst();
    if (changed(updated) === 0) throw new ApiError('APPLICATION_ALREADY_REVIEWED');
    if (bonusMinor !== null) {
      const posted = await postMemberMovement(trx, {
        merchant: before.merchant_code,
        memberId: before.member_id,
        type: 'BONUS',
        amountMinor: bonusMinor,
        book: 'promotions',
        reference: `promotion-application:${id}`,
        description: `Promotion bonus: ${before.promotion_title}`.slice(0, 200),
      });
      await trx.updateTable('promotion_applications').set({ transaction_id: posted.transactionId }).where('id', '=', id).execute();
    }
    const after = await selectApplications(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
    const value = toApplication(after, places);
    await audit(trx, {
      actor,
      action: 'promotionApplication.review',
      target: `promotion-application:${id}`,
      before: { ...toApplication(before, places), merchantCode: before.merchant_code, memberId: before.member_id },
      after: { ...value, decision: review.decision, note: review.note ?? null },
    });
    return value;
  });
}
