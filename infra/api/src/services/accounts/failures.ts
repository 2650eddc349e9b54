import { ACCOUNT_LIMITS } from '@tessera/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { MINUTE_MS, nowIso } from './time';

// Failed logins, counted per login identifier ('account': the username or mobile as typed, so
// unknown names count too and the captcha does not reveal which accounts exist) and per client
// address ('ip'), over a window that starts at the first failure. A device that proved itself
// (deviceProof.ts) has a budget of its own ('device', per proof, over the proof's life). The same
// table counts SMS requests per address ('sms-ip', smsRequest.ts) and recovery e-mails per address
// and per account ('mail-ip', 'mail-acct', emailRecovery.ts).

export type TFailureScope = 'account' | 'ip' | 'device' | 'sms-ip' | 'mail-ip' | 'mail-acct';

const WINDOW_MS = ACCOUNT_LIMITS.failureWindowMinutes * MINUTE_MS;

/** One attempt's place in the budgets: its own number in the account's and the address's window. */
export interface TAttemptClaim {
  /** This attempt's number among the account's attempts in the window (1 = the first). */
  account: number;
  ip: number;
  accountWindowLeftSeconds: number;
}

/**
 * Takes one attempt from the budgets of the account and the address BEFORE the secret is checked,
 * in one statement each (an upsert that increments in the database and answers the new count), so
 * a burst of concurrent attempts gets numbers 1, 2, 3, ... and only the first
 * `captchaAfterFailures` go without a captcha. A failed attempt keeps its claim; one refused before
 * the check, or a success, gives it back (releaseAttempt). Works the same on SQLite (statements are
 * serialised) and PostgreSQL (ON CONFLICT DO UPDATE locks the row).
 */
export async function claimAttempt(db: Kysely<DB>, merchant: string, account: string, ip: string): Promise<TAttemptClaim> {
  const a = await claim(db, merchant, 'account', account);
  const i = await claim(db, merchant, 'ip', ip);
  const left = Date.parse(a.first_failed_at) + WINDOW_MS - Date.now();
  return { account: a.failures, ip: i.failures, accountWindowLeftSeconds: Math.max(0, Math.ceil(left / 1000)) };
}

/**
 * Takes one from a budget of its own (a proven device's, an address's SMS requests): the count in
 * the window, this one included. The same atomic upsert as claimAttempt.
 */
export async function claimOne(
  db: Kysely<DB>,
  merchant: string,
  scope: 'device' | 'sms-ip' | 'mail-ip' | 'mail-acct',
  subject: string,
  windowMs: number,
): Promise<number> {
  return (await claim(db, merchant, scope, subject, windowMs)).failures;
}

/** claimOne, answering the window's start as well (for a retry-after). */
export async function claimWindow(db: Kysely<DB>, merchant: string, scope: 'mail-ip' | 'mail-acct', subject: string, windowMs: number) {
  return claim(db, merchant, scope, subject, windowMs);
}

async function claim(
  db: Kysely<DB>,
  merchant: string,
  scope: TFailureScope,
  subject: string,
  windowMs = WINDOW_MS,
): Promise<{ failures: number; first_failed_at: string }> {
  const now = nowIso();
  // A window that ended starts again at this attempt.
  const ended = new Date(Date.now() - windowMs).toISOString();
  return db
    .insertInto('auth_failures')
    .values({ merchant_code: merchant, scope, subject, failures: 1, first_failed_at: now, last_failed_at: now })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'scope', 'subject']).doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('auth_failures.first_failed_at', '<=', ended)
          .then(1)
          .else(eb('auth_failures.failures', '+', 1))
          .end(),
        first_failed_at: eb.case().when('auth_failures.first_failed_at', '<=', ended).then(now).else(eb.ref('auth_failures.first_failed_at')).end(),
        last_failed_at: now,
      })),
    )
    .returning(['failures', 'first_failed_at'])
    .executeTakeFirstOrThrow();
}

/** Gives a claim back: the attempt was refused before its secret was checked (or succeeded). */
export async function releaseAttempt(db: Kysely<DB>, merchant: string, scopes: { account?: string; ip?: string; device?: string }): Promise<void> {
  for (const [scope, subject] of [
    ['account', scopes.account],
    ['ip', scopes.ip],
    ['device', scopes.device],
  ] as const) {
    if (subject === undefined) continue;
    await db
      .updateTable('auth_failures')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('merchant_code', '=', merchant)
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('failures', '>', 0)
      .execute();
  }
}

/** A successful login forgets the account's failures (the address keeps its own until the window ends). */
export async function clearAccountFailures(db: Kysely<DB>, merchant: string, account: string): Promise<void> {
  await clearFailures(db, merchant, 'account', account);
}

export async function clearFailures(db: Kysely<DB>, merchant: string, scope: TFailureScope, subject: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('merchant_code', '=', merchant).where('scope', '=', scope).where('subject', '=', subject).execute();
}
