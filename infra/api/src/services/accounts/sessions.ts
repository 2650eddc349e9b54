import { ACCOUNT_LIMITS } from '@tessera/contract';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { DAY_MS, isoIn, nowIso } from './time';

// Opaque session tokens: 128 random bits (base64url, 22 characters). The database keeps only
// their SHA-256, so a leaked table opens no session. A session ends on logout (revoked), after
// 7 idle days, or 30 days after login, whichever comes first.

const TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** last_seen_at is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The member behind a request's session (request.member). */
export interface TAuthMember {
  id: number;
  merchantCode: string;
  username: string;
  type: number;
  /** sha256 of the request's token: logout and password changes use it. */
  sessionHash: string;
  /** The password was chosen for the member (agent, operator): the session may only set their own (first-password.md). */
  mustSetPassword: boolean;
}

export interface TSessionMeta {
  device: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface TNewSession {
  token: string;
  expiresAt: string;
  /**
   * Spec §3 firstTimeLogin, read by the shell's first-password screen: true while the account's
   * password was chosen for the member (an agent for a downline, an operator) and they have not set
   * their own (docs/decisions/first-password.md).
   */
  firstTimeLogin: boolean;
}

export async function createSession(
  db: Kysely<DB>,
  member: { id: number; merchant_code: string; must_set_password: number },
  meta: TSessionMeta,
): Promise<TNewSession> {
  const token = randomBytes(16).toString('base64url');
  const now = Date.now();
  const nowText = new Date(now).toISOString();
  const expiresAt = isoIn(ACCOUNT_LIMITS.sessionMaxDays * DAY_MS, now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(token),
        member_id: member.id,
        merchant_code: member.merchant_code,
        device: meta.device,
        ip: meta.ip,
        user_agent: meta.userAgent,
        created_at: nowText,
        last_seen_at: nowText,
        expires_at: expiresAt,
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    await trx.updateTable('members').set({ last_login_at: nowText }).where('id', '=', member.id).execute();
  });
  return { token, expiresAt, firstTimeLogin: member.must_set_password === 1 };
}

export type TSessionLookup = { status: 'ok'; member: TAuthMember } | { status: 'unknown' } | { status: 'expired' };

/** The session of a bearer token: ok, unknown (never issued), or expired (revoked, idle, too old, account disabled). */
export async function resolveSession(db: Kysely<DB>, token: string): Promise<TSessionLookup> {
  if (!TOKEN.test(token)) return { status: 'unknown' };
  const hash = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.member_id',
      'sessions.merchant_code',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'members.username',
      'members.type',
      'members.disabled',
      'members.must_set_password',
    ])
    .where('sessions.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  const now = Date.now();
  const idleEnd = Date.parse(row.last_seen_at) + ACCOUNT_LIMITS.sessionIdleDays * DAY_MS;
  if (row.revoked_at !== null || Date.parse(row.expires_at) <= now || idleEnd <= now || row.disabled === 1) return { status: 'expired' };
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('token_hash', '=', hash)
      .execute();
  }
  return {
    status: 'ok',
    member: {
      id: row.member_id,
      merchantCode: row.merchant_code,
      username: row.username,
      type: row.type,
      sessionHash: hash,
      mustSetPassword: row.must_set_password === 1,
    },
  };
}

export async function revokeSession(db: Kysely<DB>, sessionHash: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('token_hash', '=', sessionHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a member (but `keep`, the caller's own, when given). */
export async function revokeMemberSessions(db: Kysely<DB>, memberId: number, reason: string, keep?: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (q) => q.where('token_hash', '!=', keep ?? ''))
    .execute();
}
