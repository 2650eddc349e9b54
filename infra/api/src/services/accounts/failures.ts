import { ACCOUNT_LIMITS } from '@tessera/shared-contracts/node';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { MINUTE_MS, nowIso } from './time';

// Failed logins, counted per login identifier ('account': the username or mobile as typed, so
// unknown names count too and the captcha does not reveal which accounts exist) and per client
// address ('ip'), over a window that starts at the first failure.

export type TFailureScope = 'account' | 'ip';

const WINDOW_MS = ACCOUNT_LIMITS.failureWindowMinutes * MINUTE_MS;

export interface TFailureState {
  account: number;
  ip: number;
  /** Seconds until the account's window ends (0 when there is none). */
  accountWindowLeftSeconds: number;
}

export async function failureState(db: Kysely<DB>, merchant: string, account: string, ip: string): Promise<TFailureState> {
  const rows = await db
    .selectFrom('auth_failures')
    .select(['scope', 'subject', 'failures', 'first_failed_at'])
    .where('merchant_code', '=', merchant)
    .where((eb) => eb.or([eb.and([eb('scope', '=', 'account'), eb('subject', '=', account)]), eb.and([eb('scope', '=', 'ip'), eb('subject', '=', ip)])]))
    .execute();
  const now = Date.now();
  const state: TFailureState = { account: 0, ip: 0, accountWindowLeftSeconds: 0 };
  for (const r of rows) {
    const left = Date.parse(r.first_failed_at) + WINDOW_MS - now;
    if (left <= 0) continue;
    if (r.scope === 'account') {
      state.account = r.failures;
      state.accountWindowLeftSeconds = Math.ceil(left / 1000);
    } else state.ip = r.failures;
  }
  return state;
}

export const captchaRequired = (s: TFailureState) => s.account >= ACCOUNT_LIMITS.captchaAfterFailures || s.ip >= ACCOUNT_LIMITS.captchaAfterFailures;
export const accountLocked = (s: TFailureState) => s.account >= ACCOUNT_LIMITS.lockAfterFailures;

async function bump(db: Kysely<DB>, merchant: string, scope: TFailureScope, subject: string): Promise<void> {
  const now = nowIso();
  const row = await db
    .selectFrom('auth_failures')
    .select('first_failed_at')
    .where('merchant_code', '=', merchant)
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .executeTakeFirst();
  if (row && Date.parse(row.first_failed_at) + WINDOW_MS <= Date.now()) {
    await db
      .updateTable('auth_failures')
      .set({ failures: 1, first_failed_at: now, last_failed_at: now })
      .where('merchant_code', '=', merchant)
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .execute();
    return;
  }
  // Concurrent failures add up (no lost update): the increment happens in the database.
  await db
    .insertInto('auth_failures')
    .values({ merchant_code: merchant, scope, subject, failures: 1, first_failed_at: now, last_failed_at: now })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'scope', 'subject']).doUpdateSet((eb) => ({ failures: eb('auth_failures.failures', '+', 1), last_failed_at: now })),
    )
    .execute();
}

export async function recordFailure(db: Kysely<DB>, merchant: string, account: string, ip: string): Promise<void> {
  await bump(db, merchant, 'account', account);
  await bump(db, merchant, 'ip', ip);
}

/** A successful login forgets the account's failures (the address keeps its own until the window ends). */
export async function clearAccountFailures(db: Kysely<DB>, merchant: string, account: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('merchant_code', '=', merchant).where('scope', '=', 'account').where('subject', '=', account).execute();
}
