import { matchesRule } from '@tessera/contract';
import { PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_FAILURES } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { memberHashKey, type TPasswordHasher } from '../../lib/password';
import { checkLoginPasswordInSession } from '../accounts/sessionPassword';
import type { TDb } from './common';
import { claimGuardedAttempt, guardFailed, guardSucceeded, oneAtATime, type TGuardBudget } from './guard';

// The security center: payment password (6 digits, scrypt like login passwords, locked for a while
// after too many wrong ones in a row) and the payee name (bound once; the holder of every card).
// Resetting the payment password and the security questions: recovery.ts.

/** Payee names: 2-64 letters of any script, spaces and dots; starts with a letter. */
const PAYEE_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .]{1,63}$/u;

async function memberRow(db: TDb, memberId: number) {
  const row = await db
    .selectFrom('members')
    .select(['id', 'merchant_code', 'username', 'password_hash', 'payment_password_hash', 'profile', 'email', 'mobile'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError('SESSION_EXPIRED');
  return row;
}

export function payeeNameOf(profileText: string): string | null {
  const profile = parseJson<Record<string, unknown>>(profileText, {});
  return typeof profile.payeeName === 'string' && profile.payeeName ? profile.payeeName : null;
}

export async function memberPayeeName(db: TDb, memberId: number): Promise<string | null> {
  return payeeNameOf((await memberRow(db, memberId)).profile);
}

export async function securityConfig(db: Kysely<DB>, memberId: number) {
  const row = await memberRow(db, memberId);
  const cards = await db
    .selectFrom('bank_cards')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const questions = await db.selectFrom('member_security_questions').select('question_id').where('member_id', '=', memberId).limit(1).executeTakeFirst();
  return {
    paymentPasswordSet: row.payment_password_hash !== null,
    bankCardCount: Number(cards.n),
    payeeName: payeeNameOf(row.profile),
    emailBound: row.email !== null,
    mobileBound: row.mobile !== null,
    securityQuestionsSet: questions !== undefined,
  };
}

export const PAYMENT_PASSWORD_BUDGET: TGuardBudget = {
  table: 'payment_password_guards',
  maxFailures: PAYMENT_PASSWORD_MAX_FAILURES,
  lockMinutes: PAYMENT_PASSWORD_LOCK_MINUTES,
};

/** The hasher's fairness key of a member's work (lib/password.ts): one hash of theirs at a time. */
export const hashKeyOf = memberHashKey;

/**
 * Checks a payment password against the member's. The attempt claims its place in the lockout
 * budget before the hash (guard.ts), so parallel guesses cannot outrun the count: the
 * PAYMENT_PASSWORD_MAX_FAILURES-th wrong one in a row locks it for PAYMENT_PASSWORD_LOCK_MINUTES
 * (PAYMENT_PASSWORD_LOCKED), claims past it are refused unhashed; a right one resets the count.
 * Runs outside the money transaction: the hash takes a while and must not hold row locks.
 */
export async function checkPaymentPassword(db: Kysely<DB>, hasher: TPasswordHasher, memberId: number, candidate: string): Promise<void> {
  const row = await memberRow(db, memberId);
  if (row.payment_password_hash === null) throw new ApiError('PAYMENT_PASSWORD_NOT_SET');
  const stored = row.payment_password_hash;
  await oneAtATime(db, `pin:${memberId}`, () => claimAndCheck(db, hasher, memberId, candidate, stored));
}

async function claimAndCheck(db: Kysely<DB>, hasher: TPasswordHasher, memberId: number, candidate: string, stored: string): Promise<void> {
  const claim = await claimGuardedAttempt(db, PAYMENT_PASSWORD_BUDGET, memberId);
  if (claim.locked) throw new ApiError('PAYMENT_PASSWORD_LOCKED', { lockedUntil: claim.lockedUntil });
  const { ok, needsRehash } = await hasher.verify(candidate, stored, hashKeyOf(memberId));
  if (ok) {
    await guardSucceeded(db, PAYMENT_PASSWORD_BUDGET, memberId);
    // A PIN stored before the keyed hash (scrypt) moves to it once proven; a concurrent change wins.
    if (needsRehash) {
      const hash = await hasher.hash(candidate, hashKeyOf(memberId));
      await db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).where('payment_password_hash', '=', stored).execute();
    }
    return;
  }
  const outcome = await guardFailed(db, PAYMENT_PASSWORD_BUDGET, memberId, claim.attempt);
  if ('lockedUntil' in outcome) throw new ApiError('PAYMENT_PASSWORD_LOCKED', outcome);
  throw new ApiError('PAYMENT_PASSWORD_INCORRECT', outcome);
}

export interface TSetPaymentPassword {
  password?: string | undefined;
  oldPaymentPassword?: string | undefined;
  newPaymentPassword: string;
}

/**
 * First time: the login password confirms it (counted as a login attempt: sessionPassword.ts);
 * afterwards the old payment password (its own lockout). `ip`: the request's client address.
 */
export async function setPaymentPassword(
  db: Kysely<DB>,
  { hasher, pinHasher }: { hasher: TPasswordHasher; pinHasher: TPasswordHasher },
  memberId: number,
  body: TSetPaymentPassword,
  ip: string,
) {
  if (!matchesRule('paymentPassword', body.newPaymentPassword)) throw new ApiError('PASSWORD_FORMAT_INVALID', { field: 'newPaymentPassword' });
  const row = await memberRow(db, memberId);
  const current = row.payment_password_hash;
  if (current === null) {
    if (body.password === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'password' });
    await checkLoginPasswordInSession({ db, hasher, member: row, ip, candidate: body.password, field: 'password' });
  } else {
    if (body.oldPaymentPassword === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'oldPaymentPassword' });
    await checkPaymentPassword(db, pinHasher, memberId, body.oldPaymentPassword);
    if (body.oldPaymentPassword === body.newPaymentPassword) throw new ApiError('PASSWORD_SAME_AS_OLD', { field: 'newPaymentPassword' });
  }
  const hash = await pinHasher.hash(body.newPaymentPassword, hashKeyOf(memberId));
  // Guarded on the hash read above: of two concurrent changes, only one applies.
  const updated = await db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('id', '=', memberId)
    .where((eb) => (current === null ? eb('payment_password_hash', 'is', null) : eb('payment_password_hash', '=', current)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('PAYMENT_PASSWORD_INCORRECT', { field: 'oldPaymentPassword' });
  return { paymentPasswordSet: true as const };
}

/** Binds the payee name once (kept in the member's profile, where registration puts it too). */
export async function bindPayeeName(db: Kysely<DB>, memberId: number, input: string) {
  const name = input.trim().replace(/\s+/g, ' ').normalize('NFC');
  if (!PAYEE_NAME.test(name)) throw new ApiError('NAME_FORMAT_INVALID', { field: 'payeeName' });
  const row = await memberRow(db, memberId);
  if (payeeNameOf(row.profile) !== null) throw new ApiError('PAYEE_NAME_ALREADY_BOUND');
  const profile = { ...parseJson<Record<string, unknown>>(row.profile, {}), payeeName: name };
  // Guarded on the profile read above: a concurrent binding (or profile change) wins, this one is refused.
  const updated = await db
    .updateTable('members')
    .set({ profile: JSON.stringify(profile) })
    .where('id', '=', memberId)
    .where('profile', '=', row.profile)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('PAYEE_NAME_ALREADY_BOUND');
  return { payeeName: name };
}
