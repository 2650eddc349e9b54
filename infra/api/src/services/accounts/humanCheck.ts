import { HUMAN_CHECK, hasLeadingZeroBits } from '@tessera/contract';
import type { THumanCheckAnswer } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { isoIn, nowIso } from './time';

// The human check (docs/decisions/accounts-human-check.md): a challenge id from the API, a
// proof of work the browser computes while the player drags the slider, checked here once.
// Challenges live in the captchas table (same shape: random id, merchant, expiry, spent once);
// their answer_hash holds `human:<difficulty>`, which never equals a captcha's 64-hex digest, so
// neither kind can be spent as the other.

const PREFIX = 'human:';

export async function createHumanCheck(db: Kysely<DB>, merchant: string): Promise<{ challengeId: string; difficulty: number; expiredSeconds: number }> {
  const id = randomBytes(16).toString('hex');
  await db
    .insertInto('captchas')
    .values({
      id,
      merchant_code: merchant,
      answer_hash: `${PREFIX}${HUMAN_CHECK.difficulty}`,
      expires_at: isoIn(HUMAN_CHECK.ttlSeconds * 1000),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return { challengeId: id, difficulty: HUMAN_CHECK.difficulty, expiredSeconds: HUMAN_CHECK.ttlSeconds };
}

/**
 * Checks and spends a human check. HUMAN_CHECK_REQUIRED when none was sent; HUMAN_CHECK_FAILED
 * when it is unknown, of another merchant, expired, spent, or the solution is wrong. The
 * challenge is spent before the solution is looked at: of two concurrent uses only one gets it,
 * and a wrong answer costs the challenge (the screen fetches a new one).
 */
export async function verifyHumanCheck(db: Kysely<DB>, merchant: string, answer: THumanCheckAnswer | undefined): Promise<void> {
  if (!answer) throw new ApiError('HUMAN_CHECK_REQUIRED', { humanCheck: true });
  const now = nowIso();
  const spent = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', answer.challengeId)
    .where('merchant_code', '=', merchant)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('answer_hash', 'like', `${PREFIX}%`)
    .returning('answer_hash')
    .executeTakeFirst();
  const difficulty = spent ? Number(spent.answer_hash.slice(PREFIX.length)) : NaN;
  const digest = createHash('sha256').update(`${answer.challengeId}:${answer.solution}`, 'utf8').digest();
  if (!Number.isInteger(difficulty) || !hasLeadingZeroBits(digest, difficulty)) throw new ApiError('HUMAN_CHECK_FAILED', { humanCheck: true });
}
