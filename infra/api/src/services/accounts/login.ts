import type { TLoginPayload, TSessionGrant, TSmsLoginPayload } from '@tessera/contract/api';
import { ACCOUNT_LIMITS } from '@tessera/contract';
import { ApiError } from '../../errors';
import { merchantFlags } from '../merchants';
import { verifyCaptcha } from './captcha';
import type { TAccountsContext, TClientMeta } from './context';
import { claimAttempt, clearAccountFailures, releaseAttempt, type TAttemptClaim } from './failures';
import { verifyHumanCheck } from './humanCheck';
import { findMemberByMobile, findMemberByUsername, isRealMemberType, normalizeUsername, parseMobile, type TMemberRow } from './members';
import { createSession } from './sessions';
import { verifySmsCode } from './sms';

// Login by username + password (behind the human check) and by mobile + SMS code. Both claim a
// place in the failure budgets per identifier and per address before the secret is checked: past
// the third the captcha is required (the error says so with value.captcha), past the tenth the
// identifier is refused until its window ends.

const clip = (s: string | null | undefined, max: number) => (s ? s.slice(0, max) : null);

/** The session a successful login (or registration) answers. */
export async function grantSession(ctx: TAccountsContext, member: TMemberRow, meta: TClientMeta): Promise<TSessionGrant> {
  const session = await createSession(ctx.db, member, { device: meta.device, ip: clip(meta.ip, 64), userAgent: clip(meta.userAgent, 300) });
  return {
    token: session.token,
    userName: member.username,
    type: member.type,
    firstTimeLogin: session.firstTimeLogin,
    merchantCode: member.merchant_code,
    expiresAt: session.expiresAt,
  };
}

/**
 * Claims this attempt's place in the failure budgets before any secret is checked, then refuses a
 * locked identifier and demands the captcha past the free attempts. An attempt refused here gives
 * its claim back (its secret was never tried).
 */
async function gate(
  ctx: TAccountsContext,
  merchant: string,
  subject: string,
  meta: TClientMeta,
  payload: { captcha?: string | undefined; captchaId?: string | undefined },
): Promise<TAttemptClaim> {
  const claim = await claimAttempt(ctx.db, merchant, subject, meta.ip);
  try {
    // The captcha first: attempts of a concurrent burst hold claims until they are refused and give
    // them back, so the count can pass the lock limit for a moment; only an attempt that brought a
    // valid captcha may be told the identifier is locked (a captcha-less burst is only ever asked
    // for the captcha, on SQLite and PostgreSQL alike).
    if (claim.account > ACCOUNT_LIMITS.captchaAfterFailures || claim.ip > ACCOUNT_LIMITS.captchaAfterFailures) {
      await verifyCaptcha(ctx.db, merchant, payload.captchaId, payload.captcha || undefined);
    }
    if (claim.account > ACCOUNT_LIMITS.lockAfterFailures) {
      throw new ApiError('LOGIN_LOCKED', { retryAfterSeconds: claim.accountWindowLeftSeconds, captcha: true });
    }
  } catch (error) {
    await releaseAttempt(ctx.db, merchant, { account: subject, ip: meta.ip });
    throw error;
  }
  return claim;
}

/** The failed attempt keeps its claim; the answer says whether the next attempt needs the captcha. */
const failed = (claim: TAttemptClaim): { captcha: boolean } => ({
  captcha: claim.account >= ACCOUNT_LIMITS.captchaAfterFailures || claim.ip >= ACCOUNT_LIMITS.captchaAfterFailures,
});

/** A success forgets the account's failures and gives back the address's claim. */
async function succeeded(ctx: TAccountsContext, merchant: string, subject: string, meta: TClientMeta): Promise<void> {
  await clearAccountFailures(ctx.db, merchant, subject);
  await releaseAttempt(ctx.db, merchant, { ip: meta.ip });
}

/** Account states that refuse a login even with the right secret. */
function admit(member: TMemberRow): void {
  if (member.disabled === 1) throw new ApiError('ACCOUNT_DISABLED');
  if (!isRealMemberType(member.type)) throw new ApiError('NON_MEMBER_LOGIN');
}

export async function loginWithPassword(ctx: TAccountsContext, merchant: string, payload: TLoginPayload, meta: TClientMeta): Promise<TSessionGrant> {
  const username = normalizeUsername(payload.username);
  const subject = `u:${username}`;
  // The human check first: without one, an attempt neither tries the password nor uses the budget.
  await verifyHumanCheck(ctx.db, merchant, payload.humanCheck);
  const claim = await gate(ctx, merchant, subject, meta, payload);
  const member = await findMemberByUsername(ctx.db, merchant, username);
  // Unknown names and accounts without a password cost the same scrypt work as a wrong password.
  const check = await ctx.hasher.verify(payload.password, member?.password_hash ?? null);
  if (!member || !check.ok) throw new ApiError('AUTH_INVALID_CREDENTIALS', failed(claim));
  admit(member);
  await succeeded(ctx, merchant, subject, meta);
  if (check.needsRehash) {
    await ctx.db
      .updateTable('members')
      .set({ password_hash: await ctx.hasher.hash(payload.password) })
      .where('id', '=', member.id)
      .execute();
  }
  return grantSession(ctx, member, meta);
}

export async function loginWithSms(ctx: TAccountsContext, merchant: string, payload: TSmsLoginPayload, meta: TClientMeta): Promise<TSessionGrant> {
  const flags = await merchantFlags(ctx.db, merchant);
  if (!flags.MOBILEVERCODELOGIN3) throw new ApiError('FORBIDDEN', { reason: 'MOBILEVERCODELOGIN3 is off' });
  const mobile = parseMobile(payload.countryDialingCode, payload.mobileNum);
  const subject = `m:${mobile.countryCode}:${mobile.mobile}`;
  const claim = await gate(ctx, merchant, subject, meta, payload);
  try {
    await verifySmsCode(ctx.db, merchant, mobile, 'login', payload.messageCode);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERIFICATION_CODE_INVALID') {
      throw new ApiError('VERIFICATION_CODE_INVALID', { ...error.value, ...failed(claim) });
    }
    throw error;
  }
  const member = await findMemberByMobile(ctx.db, merchant, mobile);
  if (!member) throw new ApiError('USER_NOT_FOUND');
  admit(member);
  await succeeded(ctx, merchant, subject, meta);
  return grantSession(ctx, member, meta);
}
