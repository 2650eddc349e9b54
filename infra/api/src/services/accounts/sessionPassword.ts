import { ACCOUNT_LIMITS } from '@tessera/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { memberHashKey, type TPasswordHasher } from '../../lib/password';
import { claimAttempt, clearAccountFailures, releaseAttempt } from './failures';
import { normalizeUsername } from './members';

// The login password checked INSIDE a session (change password, bind e-mail, the first payment
// password, security questions confirmed by the login password). Each check takes its place in
// the same failure budget a login by username takes (failures.ts, subject `u:<username>`, and the
// client's address), before the hash: a stolen session cannot guess the password without the
// owner's login noticing. Past the captcha-free attempts the call answers CAPTCHA_REQUIRED, as a
// login without a captcha would (LOGIN_LOCKED once logins spent the whole budget) (these calls carry no captcha: a login with one, which clears the
// count when it succeeds, or the end of the window lets the member in again). docs/decisions/security-center.md.

export interface TSessionPasswordCheck {
  db: Kysely<DB>;
  hasher: TPasswordHasher;
  member: { id: number; merchant_code: string; username: string; password_hash: string | null };
  /** The request's client address (its own budget, as for logins). */
  ip: string;
  candidate: string;
  /** The field a wrong password is reported on. */
  field: string;
}

/** The budget subject a login by this username takes (login.ts loginWithPassword). */
export const loginSubjectOf = (username: string) => `u:${normalizeUsername(username)}`;

/** Checks the member's login password in a session, counted as a login attempt; throws PASSWORD_INCORRECT when wrong. */
export async function checkLoginPasswordInSession(check: TSessionPasswordCheck): Promise<void> {
  const { db, member, ip } = check;
  const merchant = member.merchant_code;
  const subject = loginSubjectOf(member.username);
  const claim = await claimAttempt(db, merchant, subject, ip);
  // Only the account's count refuses here: members behind one shared address keep their sessions
  // usable. The session shows the account is the caller's own, so a lock may be told as it is.
  if (claim.account > ACCOUNT_LIMITS.captchaAfterFailures) {
    await releaseAttempt(db, merchant, { account: subject, ip });
    if (claim.account > ACCOUNT_LIMITS.lockAfterFailures)
      throw new ApiError('LOGIN_LOCKED', { retryAfterSeconds: claim.accountWindowLeftSeconds, captcha: true });
    throw new ApiError('CAPTCHA_REQUIRED', { captcha: true });
  }
  // No password (an account made by SMS): the same work as a wrong one, and the same answer.
  const { ok } = await check.hasher.verify(check.candidate, member.password_hash, memberHashKey(member.id));
  if (!ok || member.password_hash === null) throw new ApiError('PASSWORD_INCORRECT', { field: check.field });
  // As a successful login: the account's failures are forgotten, the address gets its claim back.
  await clearAccountFailures(db, merchant, subject);
  await releaseAttempt(db, merchant, { ip });
}
