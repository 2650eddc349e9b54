import { ACCOUNT_LIMITS } from '@tessera/contract';
import type { Kysely } from 'kysely';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { captchaAnswer, captchaDataUrl } from '../../lib/captchaImage';
import { isoIn, nowIso } from './time';

// Image captchas: the answer is kept only as a hash bound to the captcha id, expires after 5
// minutes, and every captcha is good for one check, right or wrong.

const answerHash = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer}`, 'utf8').digest();
/** Expired captchas are swept now and then, not on every request. */
const SWEEP_ONE_IN = 50;

export async function createCaptcha(db: Kysely<DB>, merchant: string): Promise<{ captchaId: string; image: string; expiredSeconds: number }> {
  const id = randomBytes(16).toString('hex');
  const answer = captchaAnswer(ACCOUNT_LIMITS.captchaLength);
  await db
    .insertInto('captchas')
    .values({
      id,
      merchant_code: merchant,
      answer_hash: answerHash(id, answer).toString('hex'),
      expires_at: isoIn(ACCOUNT_LIMITS.captchaTtlSeconds * 1000),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  if (Math.random() * SWEEP_ONE_IN < 1) await db.deleteFrom('captchas').where('expires_at', '<', isoIn(-3_600_000)).execute();
  return { captchaId: id, image: captchaDataUrl(answer), expiredSeconds: ACCOUNT_LIMITS.captchaTtlSeconds };
}

/**
 * Checks and spends a captcha. Throws CAPTCHA_REQUIRED when none was given and CAPTCHA_INVALID
 * when it is unknown, used, expired or wrong; both carry `{ captcha: true }` so the screen shows
 * and refreshes the captcha (spec §4, §8).
 */
export async function verifyCaptcha(db: Kysely<DB>, merchant: string, captchaId: string | undefined, answer: string | undefined): Promise<void> {
  if (!captchaId || !answer) throw new ApiError('CAPTCHA_REQUIRED', { captcha: true });
  const now = nowIso();
  // Spend it first: of two concurrent checks of the same captcha only one gets a row back.
  const spent = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('merchant_code', '=', merchant)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  const expected = spent ? Buffer.from(spent.answer_hash, 'hex') : null;
  if (!expected || expected.length !== 32 || !timingSafeEqual(expected, answerHash(captchaId, answer))) {
    throw new ApiError('CAPTCHA_INVALID', { captcha: true });
  }
}
