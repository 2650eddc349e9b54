import { EMAIL_RESET_PER_ACCOUNT_PER_HOUR, EMAIL_RESET_RESEND_SECONDS, EMAIL_RESET_TTL_MINUTES, type TEmailResetChannel } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { memberHashKey } from '../../lib/password';
import type { TAccountsContext } from './context';
import { clearAccountFailures, claimWindow } from './failures';
import { checkRule, isRealMemberType, normalizeUsername, type TMemberRow } from './members';
import { revokeMemberSessions } from './sessions';
import { isoIn, MINUTE_MS, nowIso } from './time';

// Password recovery by e-mail (docs/decisions/email-recovery.md). A link carries 32 random bytes;
// the database keeps their sha256 only. A link is used once: the reset claims it in one UPDATE
// (used_at IS NULL AND expires_at > now), so two concurrent resets cannot both pass. A newer link
// voids the older ones. Delivery is the email_outbox table (the development gateway).

const HOUR_MS = 60 * MINUTE_MS;

export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Who asks, and where the link should point. */
export interface TResetRequester {
  ip: string;
  /** scheme://host[:port] the link opens on ('' = a path only): resetLinkOrigin(). */
  origin: string;
  /** Requests one client address may make in an hour (route option emailResetPerAddressPerHour). */
  perAddressPerHour: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The origin a recovery link opens on. Never a host the request merely claims (that would let
 * anyone send a member a working link to their own site): the request's host only when it is
 * one of the merchant's domains or this machine; else the merchant's first domain; else none
 * (the e-mail carries the path).
 */
export function resetLinkOrigin(protocol: string, host: string, hostname: string, domains: readonly string[]): string {
  const name = hostname.toLowerCase();
  if (domains.some((d) => d.toLowerCase() === name) || LOOPBACK.has(name)) return `${protocol}://${host}`;
  const first = domains[0];
  return first ? `https://${first.toLowerCase()}` : '';
}

const isLive = (m: TMemberRow | undefined): m is TMemberRow => m !== undefined && m.disabled === 0 && isRealMemberType(m.type);

async function findByAccount(db: Kysely<DB>, merchant: string, account: string): Promise<TMemberRow | undefined> {
  const q = db.selectFrom('members').selectAll().where('merchant_code', '=', merchant);
  return account.includes('@')
    ? q.where('email', '=', account.toLowerCase()).executeTakeFirst()
    : q.where('username', '=', normalizeUsername(account)).executeTakeFirst();
}

const tooFrequent = (firstAt: string, windowMs: number) =>
  new ApiError('EMAIL_RESET_TOO_FREQUENT', { retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(firstAt) + windowMs - Date.now()) / 1000)) });

/**
 * Sends a link to the account's e-mail address (see the descriptor requestPasswordResetEmail for
 * the answers). The budgets are taken before anything is looked at: per address, and per account
 * as typed (so a name without an account meets the same limits and answers as one with).
 */
export async function requestResetEmail(
  ctx: TAccountsContext,
  merchant: string,
  rawAccount: string,
  who: TResetRequester,
): Promise<{ channel: TEmailResetChannel; expiredMinutes: number }> {
  const account = rawAccount.trim();
  if (account === '') throw new ApiError('FIELD_REQUIRED', { field: 'account' });
  if (account.includes('@')) checkRule('email', account.toLowerCase(), 'account');

  const address = await claimWindow(ctx.db, merchant, 'mail-ip', who.ip, HOUR_MS);
  if (address.failures > who.perAddressPerHour) throw tooFrequent(address.first_failed_at, HOUR_MS);

  const subject = account.toLowerCase().slice(0, 120);
  const before = await ctx.db
    .selectFrom('auth_failures')
    .select(['last_failed_at', 'first_failed_at', 'failures'])
    .where('merchant_code', '=', merchant)
    .where('scope', '=', 'mail-acct')
    .where('subject', '=', subject)
    .executeTakeFirst();
  if (before && Date.parse(before.first_failed_at) + HOUR_MS > Date.now()) {
    const wait = Date.parse(before.last_failed_at) + EMAIL_RESET_RESEND_SECONDS * 1000 - Date.now();
    if (wait > 0) throw new ApiError('EMAIL_RESET_TOO_FREQUENT', { retryAfterSeconds: Math.ceil(wait / 1000) });
  }
  const claimed = await claimWindow(ctx.db, merchant, 'mail-acct', subject, HOUR_MS);
  if (claimed.failures > EMAIL_RESET_PER_ACCOUNT_PER_HOUR) throw tooFrequent(claimed.first_failed_at, HOUR_MS);

  const member = await findByAccount(ctx.db, merchant, account);
  const answer = (channel: TEmailResetChannel) => ({ channel, expiredMinutes: EMAIL_RESET_TTL_MINUTES });
  if (!isLive(member)) return answer('email');
  if (!member.email) return answer(member.mobile ? 'sms' : 'none');

  const token = randomBytes(32).toString('base64url');
  const now = nowIso();
  const expiresAt = isoIn(EMAIL_RESET_TTL_MINUTES * MINUTE_MS);
  const link = `${who.origin}/m/resetPassword?token=${token}&merchant=${encodeURIComponent(merchant)}`;
  await ctx.db.transaction().execute(async (trx) => {
    // Only the newest link of an account opens anything.
    await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('member_id', '=', member.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        merchant_code: merchant,
        member_id: member.id,
        token_hash: tokenDigest(token),
        email: member.email ?? '',
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    await trx
      .insertInto('email_outbox')
      .values({
        merchant_code: merchant,
        email: member.email ?? '',
        subject: 'Reset your password',
        message:
          `Hello ${member.username},\n\nOpen this link within ${EMAIL_RESET_TTL_MINUTES} minutes to choose a new password:\n${link}\n\n` +
          'It works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
        created_at: now,
      })
      .execute();
  });
  return answer('email');
}

/** The live link's row and member, or RESET_LINK_INVALID. */
async function liveLink(db: Kysely<DB>, token: string) {
  const row = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('members', 'members.id', 'password_reset_tokens.member_id')
    .select(['password_reset_tokens.id as id', 'password_reset_tokens.expires_at as expiresAt', 'members.username as username', 'members.id as memberId'])
    .where('password_reset_tokens.token_hash', '=', tokenDigest(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) throw new ApiError('RESET_LINK_INVALID');
  return row;
}

export async function checkResetLink(db: Kysely<DB>, token: string): Promise<{ userName: string; expiresAt: string }> {
  const row = await liveLink(db, token);
  return { userName: row.username, expiresAt: row.expiresAt };
}

/**
 * Sets the new password with a link's token. The rules are checked first (a bad password does not
 * spend the link); then the token is claimed by one UPDATE that only a live, unused row satisfies,
 * and only the request that claimed it hashes and writes the password. Every session of the account ends.
 */
export async function resetWithLink(
  ctx: TAccountsContext,
  body: { token: string; newPassword: string; confirmNewPassword: string },
): Promise<{ reset: boolean; userName: string }> {
  if (body.confirmNewPassword === '') throw new ApiError('FIELD_REQUIRED', { field: 'confirmNewPassword' });
  if (body.confirmNewPassword !== body.newPassword) throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmNewPassword' });
  checkRule('password', body.newPassword, 'newPassword');
  const link = await liveLink(ctx.db, body.token);
  const member = await ctx.db.selectFrom('members').selectAll().where('id', '=', link.memberId).executeTakeFirst();
  if (!isLive(member)) throw new ApiError('ACCOUNT_DISABLED');
  const now = nowIso();
  const claimed = await ctx.db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', link.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new ApiError('RESET_LINK_INVALID');
  // Claimed: only this request goes on to the (expensive) hash and the write.
  const hash = await ctx.hasher.hash(body.newPassword, memberHashKey(member.id));
  await ctx.db.updateTable('members').set({ password_hash: hash, password_changed_at: now, must_set_password: 0 }).where('id', '=', member.id).execute();
  await revokeMemberSessions(ctx.db, member.id, 'password-reset');
  await clearAccountFailures(ctx.db, member.merchant_code, `u:${member.username}`);
  return { reset: true, userName: member.username };
}

export async function listEmailOutbox(db: Kysely<DB>, q: { merchant?: string | undefined; email?: string | undefined; limit: number }) {
  const rows = await db
    .selectFrom('email_outbox')
    .selectAll()
    .$if(q.merchant !== undefined, (b) => b.where('merchant_code', '=', q.merchant ?? ''))
    .$if(q.email !== undefined, (b) => b.where('email', '=', (q.email ?? '').trim().toLowerCase()))
    .orderBy('id', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({ id: r.id, merchantCode: r.merchant_code, email: r.email, subject: r.subject, message: r.message, createdAt: r.created_at }));
}
