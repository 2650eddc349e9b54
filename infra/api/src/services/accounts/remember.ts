import { ACCOUNT_LIMITS } from '@tessera/contract';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { DAY_MS, isoIn, nowIso } from './time';

// Remember me (docs/decisions/accounts-remember-me.md): a long-lived random token in an httpOnly
// cookie the page's scripts cannot read, kept in the sessions table as a row of its own kind
// (device REMEMBER). Its digest is taken over `remember:<token>` and the token is 43 characters,
// so it can never be used as a bearer token (those are 22 characters and digested bare). It is
// single use: every re-login spends it and sets a new one; logout, a password change and a
// password reset revoke it with the member's sessions.

export const REMEMBER_COOKIE = 'tessera_remember';
export const REMEMBER_DEVICE = 'REMEMBER';
export const REMEMBER_MAX_AGE_SECONDS = ACCOUNT_LIMITS.sessionMaxDays * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const rememberHash = (token: string): string => createHash('sha256').update(`remember:${token}`, 'utf8').digest('hex');

/** A new remember token for the member (the cookie's value). */
export async function issueRememberToken(
  db: Kysely<DB>,
  member: { id: number; merchant_code: string },
  meta: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({
      token_hash: rememberHash(token),
      member_id: member.id,
      merchant_code: member.merchant_code,
      device: REMEMBER_DEVICE,
      ip: meta.ip,
      user_agent: meta.userAgent,
      created_at: now,
      last_seen_at: now,
      expires_at: isoIn(ACCOUNT_LIMITS.sessionMaxDays * DAY_MS),
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  return token;
}

/**
 * Spends a remember token: answers its member id when it is live, of this merchant and its
 * account enabled; revokes it either way (a token is good for one re-login). Concurrent uses:
 * only the one whose update revokes it gets the member.
 */
export async function spendRememberToken(db: Kysely<DB>, merchant: string, token: string | undefined): Promise<number | null> {
  if (!token || !TOKEN.test(token)) return null;
  const now = nowIso();
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: 'remember-used' })
    .where('token_hash', '=', rememberHash(token))
    .where('device', '=', REMEMBER_DEVICE)
    .where('merchant_code', '=', merchant)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** Logout: the cookie's token ends with the session. */
export async function revokeRememberToken(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: 'logout' })
    .where('token_hash', '=', rememberHash(token))
    .where('revoked_at', 'is', null)
    .execute();
}
