import { ACCOUNT_LIMITS, HUMAN_CHECK, hasLeadingZeroBits } from '@tessera/contract';
import type { THumanCheckAnswer } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { normalizeUsername } from './members';
import { isoIn, MINUTE_MS, nowIso } from './time';

// The human check (docs/decisions/accounts-human-check.md): a challenge id from the API, a
// proof of work the browser computes while the player drags the slider, checked here once.
// Challenges live in the captchas table (same shape: random id, merchant, expiry, spent once);
// their answer_hash holds `human:<difficulty>`, which never equals a captcha's 64-hex digest, so
// neither kind can be spent as the other.
//
// Its price follows the pressure: recent failed logins of the client's address and of the
// account being logged in to (login's budgets, failures.ts, read here and never written) add
// bits past the free failures, up to HUMAN_CHECK.maxDifficulty. The challenge states its
// difficulty; at login the API asks again what the account's pressure is now, so a challenge
// fetched before a burst of failures, or without naming the account, does not pass for less.

const PREFIX = 'human:';

/** Who a human check is for: the client's address and, for a login, the username typed. */
export interface THumanCheckSubject {
  ip: string;
  username?: string | undefined;
}

/** Leading zero bits a challenge costs after `failures` recent failures (12 → 20). */
export function humanCheckDifficulty(failures: number): number {
  const past = Math.max(0, failures - ACCOUNT_LIMITS.captchaAfterFailures);
  return Math.min(HUMAN_CHECK.maxDifficulty, HUMAN_CHECK.difficulty + Math.ceil(past / HUMAN_CHECK.failuresPerBit));
}

/**
 * How long a challenge of `difficulty` bits stays valid: 2 minutes, doubling with each bit past 16,
 * so a slow phone under pressure (2^20 hashes can take a minute there) still finishes in time.
 */
export function humanCheckTtlSeconds(difficulty: number): number {
  return HUMAN_CHECK.ttlSeconds * 2 ** Math.max(0, difficulty - 16);
}

/**
 * The larger of the address's and the account's failure counts in their current windows (a
 * window that began longer ago than failureWindowMinutes is over: claimAttempt starts it again).
 * Login counts an account as `u:<normalised username>` (login.ts).
 */
async function recentFailures(db: Kysely<DB>, merchant: string, who: THumanCheckSubject): Promise<number> {
  const since = new Date(Date.now() - ACCOUNT_LIMITS.failureWindowMinutes * MINUTE_MS).toISOString();
  const subjects: { scope: 'ip' | 'account'; subject: string }[] = [{ scope: 'ip', subject: who.ip }];
  if (who.username) subjects.push({ scope: 'account', subject: `u:${normalizeUsername(who.username)}` });
  const rows = await db
    .selectFrom('auth_failures')
    .select('failures')
    .where('merchant_code', '=', merchant)
    .where('first_failed_at', '>', since)
    .where((eb) => eb.or(subjects.map((s) => eb.and([eb('scope', '=', s.scope), eb('subject', '=', s.subject)]))))
    .execute();
  return Math.max(0, ...rows.map((r) => r.failures));
}

/** The difficulty a challenge for `who` costs now (the base one without a subject). */
async function difficultyFor(db: Kysely<DB>, merchant: string, who: THumanCheckSubject | undefined): Promise<number> {
  return who ? humanCheckDifficulty(await recentFailures(db, merchant, who)) : HUMAN_CHECK.difficulty;
}

export async function createHumanCheck(
  db: Kysely<DB>,
  merchant: string,
  who?: THumanCheckSubject,
): Promise<{ challengeId: string; difficulty: number; expiredSeconds: number }> {
  const id = randomBytes(16).toString('hex');
  const difficulty = await difficultyFor(db, merchant, who);
  const ttlSeconds = humanCheckTtlSeconds(difficulty);
  await db
    .insertInto('captchas')
    .values({
      id,
      merchant_code: merchant,
      answer_hash: `${PREFIX}${difficulty}`,
      expires_at: isoIn(ttlSeconds * 1000),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return { challengeId: id, difficulty, expiredSeconds: ttlSeconds };
}

/**
 * Checks and spends a human check. HUMAN_CHECK_REQUIRED when none was sent; HUMAN_CHECK_FAILED
 * when it is unknown, of another merchant, expired, spent, the solution does not meet the
 * difficulty the challenge stated, or (with `who`) that difficulty is below what the pressure on
 * `who` asks now — then the refusal says what a new challenge costs (`value.difficulty`). The
 * challenge is spent before the solution is looked at: of two concurrent uses only one gets it,
 * and a wrong answer costs the challenge (the screen fetches a new one).
 */
export async function verifyHumanCheck(db: Kysely<DB>, merchant: string, answer: THumanCheckAnswer | undefined, who?: THumanCheckSubject): Promise<void> {
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
  const required = await difficultyFor(db, merchant, who);
  if (difficulty < required) throw new ApiError('HUMAN_CHECK_FAILED', { humanCheck: true, difficulty: required });
}
