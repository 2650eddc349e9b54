import { countFeedbackWords, FEEDBACK_LIMITS, type TFeedbackCategory, type TFeedbackEntry } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DAY_MS } from '../../lib/days';
import { ApiError } from '../../errors';

// Members' feedback from the help center (docs/decisions/feedback.md): a category and a text of
// FEEDBACK_LIMITS words, at most perMemberPerDay a day per member, listed to the operator.

/** Stores one feedback; FEEDBACK_WORDS outside the word limits, RATE_LIMITED past the day's count. */
export async function submitFeedback(
  db: Kysely<DB>,
  member: { id: number; merchantCode: string },
  body: { category: TFeedbackCategory; content: string },
): Promise<{ id: number; createdAt: string }> {
  const content = body.content.trim();
  const words = countFeedbackWords(content);
  if (words < FEEDBACK_LIMITS.minWords || words > FEEDBACK_LIMITS.maxWords) {
    throw new ApiError('FEEDBACK_WORDS', { field: 'content', min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords, words });
  }
  const now = new Date();
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const today = await trx
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('member_id', '=', member.id)
      .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
      .executeTakeFirst();
    if (Number(today?.n ?? 0) >= FEEDBACK_LIMITS.perMemberPerDay)
      throw new ApiError('RATE_LIMITED', { reason: `At most ${FEEDBACK_LIMITS.perMemberPerDay} feedbacks a day` });
    const row = await trx
      .insertInto('feedback')
      .values({ merchant_code: member.merchantCode, member_id: member.id, category: body.category, content, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, createdAt };
  });
}

export async function listFeedback(db: Kysely<DB>, q: { merchant?: string | undefined; limit: number }): Promise<TFeedbackEntry[]> {
  const rows = await db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .select(['feedback.id', 'feedback.merchant_code', 'members.username', 'feedback.category', 'feedback.content', 'feedback.created_at'])
    .$if(q.merchant !== undefined, (b) => b.where('feedback.merchant_code', '=', q.merchant ?? ''))
    .orderBy('feedback.id', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    merchantCode: r.merchant_code,
    userName: r.username,
    category: r.category as TFeedbackCategory,
    content: r.content,
    createdAt: r.created_at,
  }));
}
