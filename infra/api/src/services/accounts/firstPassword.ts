import type { createDownline as createDownlineEndpoint, setFirstPassword as setFirstPasswordEndpoint, TEndpointInput } from '@tessera/contract/api';
import { ApiError } from '../../errors';
import { memberHashKey } from '../../lib/password';
import { isAgentType } from '../agents/common';
import type { TAccountsContext } from './context';
import { refuseExcludedIdentity } from '../responsible';
import { checkRule, findMemberById, findMemberByMobile, isUniqueViolation, normalizeUsername, parseMobile, usernameTaken } from './members';
import { revokeMemberSessions, type TAuthMember } from './sessions';
import { nowIso } from './time';

// A password chosen for the member by someone else, replaced by their own at first login
// (docs/decisions/first-password.md). members.must_set_password is 1 from the account's creation
// by an agent until the member sets their own (here, or by an SMS reset); while it is 1 the
// session may call only FIRST_PASSWORD_CALLS (route.ts refuses the rest).

/** What a session that must set its password may still call. */
export const FIRST_PASSWORD_CALLS: ReadonlySet<string> = new Set(['setFirstPassword', 'logout', 'memberInfo']);

/** Downlines one agent may open a day (a bound on account farming; the route also limits per minute). */
export const DOWNLINES_PER_DAY = 50;

type TSetBody = TEndpointInput<typeof setFirstPasswordEndpoint>['body'];
type TCreateBody = TEndpointInput<typeof createDownlineEndpoint>['body'];

/**
 * The member's own password in place of the chosen one. Only while the flag is up (else 409
 * FIRST_PASSWORD_NOT_REQUIRED); the new password must differ from the chosen one; the flag drops in
 * the same statement that writes the hash (a second request finds it down), and other sessions end.
 */
export async function setFirstPassword(ctx: TAccountsContext, auth: TAuthMember, body: TSetBody): Promise<{ changed: boolean }> {
  if (!auth.mustSetPassword) throw new ApiError('FIRST_PASSWORD_NOT_REQUIRED');
  if (body.confirmNewPassword === '') throw new ApiError('FIELD_REQUIRED', { field: 'confirmNewPassword' });
  if (body.confirmNewPassword !== body.newPassword) throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmNewPassword' });
  checkRule('password', body.newPassword, 'newPassword');
  const member = await findMemberById(ctx.db, auth.id);
  if (!member) throw new ApiError('SESSION_EXPIRED');
  if (member.must_set_password !== 1) throw new ApiError('FIRST_PASSWORD_NOT_REQUIRED');
  if (member.password_hash !== null && (await ctx.hasher.verify(body.newPassword, member.password_hash, memberHashKey(member.id))).ok)
    throw new ApiError('PASSWORD_SAME_AS_OLD', { field: 'newPassword' });
  const hash = await ctx.hasher.hash(body.newPassword, memberHashKey(member.id));
  const done = await ctx.db
    .updateTable('members')
    .set({ password_hash: hash, password_changed_at: nowIso(), must_set_password: 0 })
    .where('id', '=', member.id)
    .where('must_set_password', '=', 1)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new ApiError('FIRST_PASSWORD_NOT_REQUIRED');
  await revokeMemberSessions(ctx.db, member.id, 'first-password', auth.sessionHash);
  return { changed: true };
}

/**
 * An agent opens an account for a new direct downline: username and a first password the agent
 * chooses, in the agent's merchant, parent the agent, flagged to set their own at first login.
 */
export async function createDownline(ctx: TAccountsContext, auth: TAuthMember, body: TCreateBody): Promise<{ memberId: number; username: string }> {
  if (!isAgentType(auth.type)) throw new ApiError('NOT_AGENT');
  const username = normalizeUsername(body.username);
  checkRule('username', username);
  checkRule('password', body.password);
  const since = new Date(Date.now() - 24 * 3600_000).toISOString();
  const recent = await ctx.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', auth.id)
    .where('register_method', '=', 'AGENT')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= DOWNLINES_PER_DAY) throw new ApiError('RATE_LIMITED', { limit: 'day', max: DOWNLINES_PER_DAY });
  if (await usernameTaken(ctx.db, auth.merchantCode, username)) throw new ApiError('USERNAME_TAKEN', { field: 'username' });
  // An optional mobile number, checked as registration checks it (format, a running exclusion, taken).
  const mobile = body.mobileNum !== undefined && body.countryDialingCode !== undefined ? parseMobile(body.countryDialingCode, body.mobileNum) : null;
  if (mobile) {
    await refuseExcludedIdentity(ctx.db, auth.merchantCode, { mobile, email: null, idNumber: null });
    if (await findMemberByMobile(ctx.db, auth.merchantCode, mobile)) throw new ApiError('MOBILE_TAKEN', { field: 'mobileNum' });
  }
  const hash = await ctx.hasher.hash(body.password, memberHashKey(auth.id));
  try {
    const row = await ctx.db
      .insertInto('members')
      .values({
        merchant_code: auth.merchantCode,
        username,
        password_hash: hash,
        payment_password_hash: null,
        type: 0,
        disabled: 0,
        nickname: '',
        email: null,
        country_code: mobile?.countryCode ?? null,
        mobile: mobile?.mobile ?? null,
        vip_level: 0,
        head_icon: '1',
        parent_id: auth.id,
        profile: '{}',
        register_method: 'AGENT',
        register_url: null,
        register_ip: null,
        claimed_at: null,
        last_login_at: null,
        password_changed_at: null,
        created_at: nowIso(),
        must_set_password: 1,
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    return { memberId: row.id, username: row.username };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone took the name (or the number) a moment ago.
    if (!mobile || (await usernameTaken(ctx.db, auth.merchantCode, username))) throw new ApiError('USERNAME_TAKEN', { field: 'username' });
    throw new ApiError('MOBILE_TAKEN', { field: 'mobileNum' });
  }
}
