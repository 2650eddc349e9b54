import { matchesRule } from '@tessera/contract';
import {
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_PROOF_TTL_MINUTES,
  SECURITY_QUESTION_COUNT,
  SECURITY_QUESTIONS,
  SECURITY_QUESTIONS_LOCK_MINUTES,
  SECURITY_QUESTIONS_MAX_FAILURES,
} from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { sha256 } from '../../lib/hash';
import type { TPasswordHasher } from '../../lib/password';
import type { TMobile } from '../accounts/members';
import { checkLoginPasswordInSession } from '../accounts/sessionPassword';
import { sendSmsCode, verifySmsCode } from '../accounts/sms';
import { claimGuardedAttempt, guardFailed, guardLockedUntil, guardSucceeded, oneAtATime, type TGuardBudget } from './guard';
import { checkPaymentPassword, hashKeyOf } from './security';

// Getting back to a payment password without the old one (docs/decisions/security-center.md):
// an SMS code sent to the member's bound mobile, or a short-lived proof earned by answering the
// member's security questions. Answers are normalised and kept only as scrypt hashes; they are
// never answered, stored or logged (the request log redacts `answers`).

export const PROOF_PURPOSE = 'paymentPasswordReset';
const QUESTION_IDS = new Set<number>(SECURITY_QUESTIONS.map((q) => q.id));

export interface TSecurityAnswer {
  questionId: number;
  answer: string;
}

/** What answers are compared as: NFKC, trimmed, inner white space collapsed to one space, case-folded. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/gu, ' ').toUpperCase().toLowerCase();
}

async function memberRow(db: Kysely<DB>, memberId: number) {
  const row = await db
    .selectFrom('members')
    .select(['id', 'merchant_code', 'username', 'password_hash', 'country_code', 'mobile'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError('SESSION_EXPIRED');
  return row;
}

function boundMobile(row: { country_code: string | null; mobile: string | null }): TMobile {
  if (!row.country_code || !row.mobile) throw new ApiError('MOBILE_NOT_BOUND');
  return { countryCode: row.country_code, mobile: row.mobile };
}

/** +86 138****8000: enough to recognise one's own number. */
export function maskMobile(m: TMobile): string {
  const n = m.mobile;
  const shown = n.length >= 8 ? `${n.slice(0, 3)}****${n.slice(-4)}` : `****${n.slice(-2)}`;
  return `+${m.countryCode} ${shown}`;
}

// ---- Payment password reset ----

export async function sendResetCode(db: Kysely<DB>, merchant: string, memberId: number) {
  const mobile = boundMobile(await memberRow(db, memberId));
  const sent = await sendSmsCode(db, merchant, mobile, 'paymentPassword');
  return { mobile: maskMobile(mobile), ...sent };
}

export interface TResetBody {
  verificationCode?: string | undefined;
  securityProof?: string | undefined;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/**
 * Sets a new payment password proven by an SMS code (purpose paymentPassword, to the bound mobile)
 * or a security-questions proof; the old one is not needed (also sets a first one). The proof is
 * spent first; the new hash and the cleared lockout are written together.
 */
export async function resetPaymentPassword(db: Kysely<DB>, pinHasher: TPasswordHasher, merchant: string, memberId: number, body: TResetBody) {
  // Cheap checks first, so a typo does not spend the code.
  if (!matchesRule('paymentPassword', body.newPaymentPassword)) throw new ApiError('PASSWORD_FORMAT_INVALID', { field: 'newPaymentPassword' });
  if (body.confirmPaymentPassword !== body.newPaymentPassword) throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmPaymentPassword' });
  if (body.verificationCode !== undefined && body.securityProof !== undefined) {
    throw validationError([{ in: 'body', path: 'securityProof', message: 'Send either verificationCode or securityProof, not both' }]);
  }
  const row = await memberRow(db, memberId);
  if (body.verificationCode !== undefined) {
    await verifySmsCode(db, merchant, boundMobile(row), 'paymentPassword', body.verificationCode);
  } else if (body.securityProof !== undefined) {
    await spendProof(db, memberId, body.securityProof);
  } else {
    throw new ApiError('FIELD_REQUIRED', { field: 'verificationCode' });
  }
  const hash = await pinHasher.hash(body.newPaymentPassword, hashKeyOf(memberId));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();
    await trx.deleteFrom('payment_password_guards').where('member_id', '=', memberId).execute();
  });
  return { paymentPasswordSet: true as const };
}

async function spendProof(db: Kysely<DB>, memberId: number, token: string): Promise<void> {
  const now = new Date().toISOString();
  const spent = await db
    .updateTable('security_proofs')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token).toString('hex'))
    .where('member_id', '=', memberId)
    .where('purpose', '=', PROOF_PURPOSE)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw new ApiError('SECURITY_PROOF_INVALID', { field: 'securityProof' });
}

// ---- Security questions ----

export async function questionsSet(db: Kysely<DB>, memberId: number): Promise<number[]> {
  const rows = await db.selectFrom('member_security_questions').select('question_id').where('member_id', '=', memberId).orderBy('question_id').execute();
  return rows.map((r) => r.question_id);
}

export async function securityQuestions(db: Kysely<DB>, memberId: number) {
  return {
    list: SECURITY_QUESTIONS.map((q) => ({ id: q.id, i18nKey: q.i18nKey, text: q.text })),
    selected: await questionsSet(db, memberId),
    required: SECURITY_QUESTION_COUNT,
    lockedUntil: await guardLockedUntil(db, 'security_question_guards', memberId),
  };
}

/** Distinct catalogue questions, each with a usable answer; answers normalised. */
function checkedAnswers(answers: TSecurityAnswer[]): TSecurityAnswer[] {
  const ids = answers.map((a) => a.questionId);
  if (answers.length !== SECURITY_QUESTION_COUNT || new Set(ids).size !== ids.length || ids.some((id) => !QUESTION_IDS.has(id))) {
    throw new ApiError('SECURITY_QUESTIONS_INVALID', { field: 'answers' });
  }
  return answers.map((a, index) => {
    const answer = normaliseAnswer(a.answer);
    if (answer.length === 0 || [...answer].length > SECURITY_ANSWER_MAX_LENGTH) throw new ApiError('SECURITY_ANSWER_INVALID', { field: 'answers', index });
    return { questionId: a.questionId, answer };
  });
}

export interface TSetQuestionsBody {
  answers: TSecurityAnswer[];
  password?: string | undefined;
  paymentPassword?: string | undefined;
}

/**
 * Sets (or replaces) the member's answers, confirmed by the payment password (counted by its
 * lockout) or the login password: a session alone must not be enough, as the answers can reset
 * the payment password. Replacing them clears their failure count and voids unspent proofs.
 * `ip`: the request's client address (a login password check counts against it too).
 */
export async function setSecurityQuestions(
  db: Kysely<DB>,
  { hasher, pinHasher }: { hasher: TPasswordHasher; pinHasher: TPasswordHasher },
  memberId: number,
  body: TSetQuestionsBody,
  ip: string,
) {
  const answers = checkedAnswers(body.answers);
  if (body.paymentPassword !== undefined) {
    await checkPaymentPassword(db, pinHasher, memberId, body.paymentPassword);
  } else if (body.password !== undefined) {
    // Counted as a login attempt (sessionPassword.ts).
    await checkLoginPasswordInSession({ db, hasher, member: await memberRow(db, memberId), ip, candidate: body.password, field: 'password' });
  } else {
    throw new ApiError('FIELD_REQUIRED', { field: 'password' });
  }
  const hashes = await Promise.all(answers.map((a) => hasher.hash(a.answer, hashKeyOf(memberId))));
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_security_questions').where('member_id', '=', memberId).execute();
    await trx
      .insertInto('member_security_questions')
      .values(answers.map((a, i) => ({ member_id: memberId, question_id: a.questionId, answer_hash: hashes[i] ?? '', created_at: now })))
      .execute();
    await trx.deleteFrom('security_question_guards').where('member_id', '=', memberId).execute();
    await trx.updateTable('security_proofs').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
  });
  return { securityQuestionsSet: true as const, selected: answers.map((a) => a.questionId).sort((x, y) => x - y) };
}

export const SECURITY_QUESTIONS_BUDGET: TGuardBudget = {
  table: 'security_question_guards',
  maxFailures: SECURITY_QUESTIONS_MAX_FAILURES,
  lockMinutes: SECURITY_QUESTIONS_LOCK_MINUTES,
};

/**
 * Checks answers to the member's questions (all three, always: no hint which one was wrong). Right:
 * a proof for resetPaymentPassword (random, only its hash kept). Wrong: counted like payment
 * passwords (SECURITY_QUESTIONS_MAX_FAILURES in a row lock them for SECURITY_QUESTIONS_LOCK_MINUTES).
 * Malformed sets are refused before the attempt is claimed; the claim comes before any hash
 * (guard.ts), so a burst checks at most the budget's sets.
 */
export async function verifySecurityQuestions(db: Kysely<DB>, hasher: TPasswordHasher, memberId: number, input: TSecurityAnswer[]) {
  const stored = await db.selectFrom('member_security_questions').select(['question_id', 'answer_hash']).where('member_id', '=', memberId).execute();
  if (stored.length === 0) throw new ApiError('SECURITY_QUESTIONS_NOT_SET');
  const locked = await guardLockedUntil(db, 'security_question_guards', memberId);
  if (locked) throw new ApiError('SECURITY_QUESTIONS_LOCKED', { lockedUntil: locked });
  const answers = checkedAnswers(input);
  const hashById = new Map(stored.map((r) => [r.question_id, r.answer_hash]));
  if (answers.some((a) => !hashById.has(a.questionId)) || hashById.size !== answers.length)
    throw new ApiError('SECURITY_QUESTIONS_INVALID', { field: 'answers' });
  await oneAtATime(db, `answers:${memberId}`, async () => {
    const claim = await claimGuardedAttempt(db, SECURITY_QUESTIONS_BUDGET, memberId);
    if (claim.locked) throw new ApiError('SECURITY_QUESTIONS_LOCKED', { lockedUntil: claim.lockedUntil });
    // One after the other under the member's key: a member's checks never take more than one slot.
    const checks = [];
    for (const a of answers) checks.push(await hasher.verify(a.answer, hashById.get(a.questionId) ?? null, hashKeyOf(memberId)));
    if (!checks.every((c) => c.ok)) {
      const outcome = await guardFailed(db, SECURITY_QUESTIONS_BUDGET, memberId, claim.attempt);
      if ('lockedUntil' in outcome) throw new ApiError('SECURITY_QUESTIONS_LOCKED', outcome);
      throw new ApiError('SECURITY_ANSWERS_INCORRECT', outcome);
    }
    await guardSucceeded(db, SECURITY_QUESTIONS_BUDGET, memberId);
  });
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SECURITY_PROOF_TTL_MINUTES * 60_000).toISOString();
  await db
    .insertInto('security_proofs')
    .values({
      member_id: memberId,
      token_hash: sha256(token).toString('hex'),
      purpose: PROOF_PURPOSE,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { securityProof: token, expiresAt };
}
