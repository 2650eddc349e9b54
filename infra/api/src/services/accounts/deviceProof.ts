import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { REMEMBER_DEVICE, rememberHash } from './remember';
import { DAY_MS, isoIn, nowIso } from './time';

// Device proof (docs/decisions/accounts-human-check.md, "Owner and stranger"): a device that
// logged in to an account successfully gets a random token in an httpOnly cookie, kept in the
// sessions table as a row of its own kind (device `proof:device`, which the Device header cannot
// spell: it allows no ':'), digested over `device:<token>`, so it is never a bearer token nor a
// remember-me token. A live remember-me token of the account counts as a proof too. With a proof,
// a login attempt is the owner's: it does not use the account's budget (which strangers can
// exhaust), but the proof's own, smaller one; past it the proof ends and the device is a stranger.
// A password change or reset revokes the proofs with the member's sessions (revokeMemberSessions).

export const DEVICE_COOKIE = 'tessera_device';
export const DEVICE_PROOF_KIND = 'proof:device';
export const DEVICE_PROOF_DAYS = 30;
export const DEVICE_PROOF_MAX_AGE_SECONDS = DEVICE_PROOF_DAYS * 24 * 3600;
/** Wrong secrets a proven device may try over the proof's life (a success starts it again). */
export const DEVICE_PROOF_MAX_FAILURES = 5;
export const DEVICE_PROOF_WINDOW_MS = DEVICE_PROOF_DAYS * DAY_MS;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const proofHash = (token: string): string => createHash('sha256').update(`device:${token}`, 'utf8').digest('hex');

/** The cookies a login request brings that may prove its device. */
export interface TProofCookies {
  device?: string | undefined;
  remember?: string | undefined;
}

/** A live proof of the member's device: the sessions row that proves it (its token_hash). */
export interface TDeviceProof {
  hash: string;
  /** The device-proof cookie's token, when the proof is one (not a remember-me token). */
  token: string | null;
}

async function liveRow(db: Kysely<DB>, merchant: string, memberId: number, hash: string, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('member_id')
    .where('token_hash', '=', hash)
    .where('device', '=', kind)
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The proof the request's cookies give for this member, or null: no cookie, the wrong shape, never
 * issued, expired, revoked, another member's or another merchant's — all count as a stranger.
 */
export async function findDeviceProof(db: Kysely<DB>, merchant: string, memberId: number | undefined, cookies: TProofCookies): Promise<TDeviceProof | null> {
  if (memberId === undefined) return null;
  if (cookies.device && TOKEN.test(cookies.device)) {
    const hash = proofHash(cookies.device);
    if (await liveRow(db, merchant, memberId, hash, DEVICE_PROOF_KIND)) return { hash, token: cookies.device };
  }
  if (cookies.remember && TOKEN.test(cookies.remember)) {
    const hash = rememberHash(cookies.remember);
    if (await liveRow(db, merchant, memberId, hash, REMEMBER_DEVICE)) return { hash, token: null };
  }
  return null;
}

/**
 * After a successful login: the device's proof for the member, good for DEVICE_PROOF_DAYS from
 * now. A live device-proof cookie of the member is extended; otherwise a new one is issued.
 * Answers the cookie's value.
 */
export async function issueDeviceProof(
  db: Kysely<DB>,
  member: { id: number; merchant_code: string },
  meta: { ip: string | null; userAgent: string | null },
  current: TDeviceProof | null,
): Promise<string> {
  const expiresAt = isoIn(DEVICE_PROOF_WINDOW_MS);
  const now = nowIso();
  if (current?.token) {
    await db.updateTable('sessions').set({ expires_at: expiresAt, last_seen_at: now }).where('token_hash', '=', current.hash).execute();
    return current.token;
  }
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: proofHash(token),
      member_id: member.id,
      merchant_code: member.merchant_code,
      device: DEVICE_PROOF_KIND,
      ip: meta.ip,
      user_agent: meta.userAgent,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  return token;
}

/** Ends a proof (its budget is spent): the device is a stranger from now on. */
export async function revokeDeviceProof(db: Kysely<DB>, proof: TDeviceProof, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('token_hash', '=', proof.hash)
    .where('revoked_at', 'is', null)
    .execute();
}
