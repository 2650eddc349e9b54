import type { TLoginPayload, TSessionGrant, TSmsLoginPayload } from '@tessera/shared-contracts/api';
import { ApiError } from '../../errors';
import { merchantFlags } from '../merchants';
import { verifyCaptcha } from './captcha';
import type { TAccountsContext, TClientMeta } from './context';
import { accountLocked, captchaRequired, clearAccountFailures, failureState, recordFailure, type TFailureState } from './failures';
import { findMemberByMobile, findMemberByUsername, isRealMemberType, normalizeUsername, parseMobile, type TMemberRow } from './members';
import { createSession } from './sessions';
import { verifySmsCode } from './sms';

// Login by username + password and by mobile + SMS code. Both count failures per identifier and
// per address: from the third the captcha is required (the error says so with value.captcha),
// from the tenth the identifier is refused until its window ends.

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

/** Refuses a locked identifier and demands the captcha once failures reached the threshold. */
async function gate(
  ctx: TAccountsContext,
  merchant: string,
  subject: string,
  meta: TClientMeta,
  payload: { captcha?: string | undefined; captchaId?: string | undefined },
): Promise<TFailureState> {
  const state = await failureState(ctx.db, merchant, subject, meta.ip);
  if (accountLocked(state)) throw new ApiError('LOGIN_LOCKED', { retryAfterSeconds: state.accountWindowLeftSeconds, captcha: true });
  if (captchaRequired(state)) await verifyCaptcha(ctx.db, merchant, payload.captchaId, payload.captcha || undefined);
  return state;
}

/** Counts a failure and answers whether the next attempt needs the captcha. */
async function fail(ctx: TAccountsContext, merchant: string, subject: string, meta: TClientMeta, state: TFailureState): Promise<{ captcha: boolean }> {
  await recordFailure(ctx.db, merchant, subject, meta.ip);
  return { captcha: captchaRequired({ ...state, account: state.account + 1, ip: state.ip + 1 }) };
}

/** Account states that refuse a login even with the right secret. */
function admit(member: TMemberRow): void {
  if (member.disabled === 1) throw new ApiError('ACCOUNT_DISABLED');
  if (!isRealMemberType(member.type)) throw new ApiError('NON_MEMBER_LOGIN');
}

export async function loginWithPassword(ctx: TAccountsContext, merchant: string, payload: TLoginPayload, meta: TClientMeta): Promise<TSessionGrant> {
  const username = normalizeUsername(payload.username);
  const subject = `u:${username}`;
  const state = await gate(ctx, merchant, subject, meta, payload);
  const member = await findMemberByUsername(ctx.db, merchant, username);
  // Unknown names and accounts without a password cost the same scrypt work as a wrong password.
  const check = await ctx.hasher.verify(payload.password, member?.password_hash ?? null);
  if (!member || !check.ok) throw new ApiError('AUTH_INVALID_CREDENTIALS', await fail(ctx, merchant, subject, meta, state));
  admit(member);
  await clearAccountFailures(ctx.db, merchant, subject);
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
  const state = await gate(ctx, merchant, subject, meta, payload);
  try {
    await verifySmsCode(ctx.db, merchant, mobile, 'login', payload.messageCode);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERIFICATION_CODE_INVALID') {
      throw new ApiError('VERIFICATION_CODE_INVALID', { ...error.value, ...(await fail(ctx, merchant, subject, meta, state)) });
    }
    throw error;
  }
  const member = await findMemberByMobile(ctx.db, merchant, mobile);
  if (!member) throw new ApiError('USER_NOT_FOUND');
  admit(member);
  await clearAccountFailures(ctx.db, merchant, subject);
  return grantSession(ctx, member, meta);
}
