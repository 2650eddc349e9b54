import type { TLoginPayload, TSessionGrant, TSmsLoginPayload } from '@tessera/contract/api';
import { ACCOUNT_LIMITS } from '@tessera/contract';
import { ApiError } from '../../errors';
import { memberHashKey } from '../../lib/password';
import { merchantFlags } from '../merchants';
import { refuseExcludedLogin } from '../responsible';
import { verifyCaptcha } from './captcha';
import type { TAccountsContext, TClientMeta } from './context';
import {
  DEVICE_PROOF_MAX_FAILURES,
  DEVICE_PROOF_WINDOW_MS,
  findDeviceProof,
  issueDeviceProof,
  revokeDeviceProof,
  type TDeviceProof,
  type TProofCookies,
} from './deviceProof';
import { claimAttempt, claimOne, clearAccountFailures, clearFailures, releaseAttempt, type TAttemptClaim } from './failures';
import { verifyHumanCheck } from './humanCheck';
import { findMemberByMobile, findMemberByUsername, isRealMemberType, normalizeUsername, parseMobile, type TMemberRow } from './members';
import { createSession } from './sessions';
import { verifySmsCode } from './sms';

// Login by username + password (behind the human check) and by mobile + SMS code. Both claim a
// place in the failure budgets per identifier and per address before the secret is checked: past
// the third the captcha is required (the error says so with value.captcha), past the tenth the
// identifier is refused to strangers until its window ends. A device that proved itself for the
// account (deviceProof.ts) uses a budget of its own instead, so strangers cannot lock the owner out.

const clip = (s: string | null | undefined, max: number) => (s ? s.slice(0, max) : null);

/** The session a successful login (or registration) answers. */
export async function grantSession(ctx: TAccountsContext, member: TMemberRow, meta: TClientMeta): Promise<TSessionGrant> {
  // A member in a cool-off or self-exclusion gets no session (RG_EXCLUDED with the end time).
  await refuseExcludedLogin(ctx.db, member.id);
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
 * Where an attempt's place is taken: a stranger's in the identifier's and the address's budgets
 * (the captcha past the free attempts, then the lock); a proven device's in its proof's own.
 */
type TBudget = { kind: 'stranger'; subject: string; claim: TAttemptClaim } | { kind: 'device'; proof: TDeviceProof; attempt: number };

/**
 * Claims this attempt's place before any secret is checked. A proven device (deviceProof.ts) is
 * not held by the identifier's lock — strangers can run that down at will — but by its own budget:
 * the captcha past the free attempts, and past DEVICE_PROOF_MAX_FAILURES its proof ends and the
 * attempt goes on as a stranger's. An attempt refused here gives its claim back (its secret was
 * never tried).
 */
async function gate(
  ctx: TAccountsContext,
  merchant: string,
  subject: string,
  meta: TClientMeta,
  payload: { captcha?: string | undefined; captchaId?: string | undefined },
  proof: TDeviceProof | null,
): Promise<TBudget> {
  if (proof) {
    const attempt = await claimOne(ctx.db, merchant, 'device', proof.hash, DEVICE_PROOF_WINDOW_MS);
    if (attempt <= DEVICE_PROOF_MAX_FAILURES) {
      try {
        if (attempt > ACCOUNT_LIMITS.captchaAfterFailures) await verifyCaptcha(ctx.db, merchant, payload.captchaId, payload.captcha || undefined);
      } catch (error) {
        await releaseAttempt(ctx.db, merchant, { device: proof.hash });
        throw error;
      }
      return { kind: 'device', proof, attempt };
    }
    // The device's budget is spent (wrong secrets, or a burst from a stolen cookie): its proof ends.
    await revokeDeviceProof(ctx.db, proof, 'device-budget-spent');
  }
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
  return { kind: 'stranger', subject, claim };
}

/** The failed attempt keeps its claim; the answer says whether the next attempt needs the captcha. */
function failed(budget: TBudget): { captcha: boolean } {
  if (budget.kind === 'device') return { captcha: budget.attempt >= ACCOUNT_LIMITS.captchaAfterFailures };
  const { claim } = budget;
  return { captcha: claim.account >= ACCOUNT_LIMITS.captchaAfterFailures || claim.ip >= ACCOUNT_LIMITS.captchaAfterFailures };
}

/**
 * A stranger's success forgets the account's failures and gives back the address's claim; a proven
 * device's success gives the device its budget back but leaves the strangers' count (and lock) alone.
 */
async function succeeded(ctx: TAccountsContext, merchant: string, budget: TBudget, meta: TClientMeta): Promise<void> {
  if (budget.kind === 'device') {
    await clearFailures(ctx.db, merchant, 'device', budget.proof.hash);
    return;
  }
  await clearAccountFailures(ctx.db, merchant, budget.subject);
  await releaseAttempt(ctx.db, merchant, { ip: meta.ip });
}

/**
 * Whether the request's cookies prove its device for the account named `username` (the human
 * check is then priced without the strangers' failures on that account).
 */
export async function isProvenDevice(ctx: TAccountsContext, merchant: string, username: string, cookies: TProofCookies): Promise<boolean> {
  if (!cookies.device && !cookies.remember) return false;
  const member = await findMemberByUsername(ctx.db, merchant, normalizeUsername(username));
  return (await findDeviceProof(ctx.db, merchant, member?.id, cookies)) !== null;
}

/** A successful login: its session, and the device's proof (the cookie's value) for next time. */
export interface TLoginResult {
  grant: TSessionGrant;
  deviceProof: string;
}

async function loggedIn(ctx: TAccountsContext, member: TMemberRow, meta: TClientMeta, budget: TBudget): Promise<TLoginResult> {
  const grant = await grantSession(ctx, member, meta);
  const deviceProof = await issueDeviceProof(ctx.db, member, meta, budget.kind === 'device' ? budget.proof : null);
  return { grant, deviceProof };
}

/** Account states that refuse a login even with the right secret. */
function admit(member: TMemberRow): void {
  if (member.disabled === 1) throw new ApiError('ACCOUNT_DISABLED');
  if (!isRealMemberType(member.type)) throw new ApiError('NON_MEMBER_LOGIN');
}

export async function loginWithPassword(
  ctx: TAccountsContext,
  merchant: string,
  payload: TLoginPayload,
  meta: TClientMeta,
  cookies: TProofCookies = {},
): Promise<TLoginResult> {
  const username = normalizeUsername(payload.username);
  const subject = `u:${username}`;
  const member = await findMemberByUsername(ctx.db, merchant, username);
  const proof = await findDeviceProof(ctx.db, merchant, member?.id, cookies);
  // The human check first: without one, an attempt neither tries the password nor uses the budget.
  // The owner's proven device pays no price for the strangers' failures on the account.
  await verifyHumanCheck(ctx.db, merchant, payload.humanCheck, proof ? { ip: meta.ip } : { ip: meta.ip, username });
  const budget = await gate(ctx, merchant, subject, meta, payload, proof);
  // Unknown names and accounts without a password cost the same scrypt work as a wrong password.
  // Keyed by the name tried (known or not alike, so the key tells nothing): one name's burst of
  // attempts takes one hashing slot while everyone else's logins use the other (password.ts).
  const check = await ctx.hasher.verify(payload.password, member?.password_hash ?? null, `login:${merchant}:${subject}`);
  if (!member || !check.ok) throw new ApiError('AUTH_INVALID_CREDENTIALS', failed(budget));
  admit(member);
  await succeeded(ctx, merchant, budget, meta);
  if (check.needsRehash && member.password_hash) {
    // A hash stored at another cost (N=2^17 before issue 31) is replaced by one at today's, unless
    // the password changed meanwhile (a concurrent change wins).
    await ctx.db
      .updateTable('members')
      .set({ password_hash: await ctx.hasher.hash(payload.password, memberHashKey(member.id)) })
      .where('id', '=', member.id)
      .where('password_hash', '=', member.password_hash)
      .execute();
  }
  return loggedIn(ctx, member, meta, budget);
}

export async function loginWithSms(
  ctx: TAccountsContext,
  merchant: string,
  payload: TSmsLoginPayload,
  meta: TClientMeta,
  cookies: TProofCookies = {},
): Promise<TLoginResult> {
  const flags = await merchantFlags(ctx.db, merchant);
  if (!flags.MOBILEVERCODELOGIN3) throw new ApiError('FORBIDDEN', { reason: 'MOBILEVERCODELOGIN3 is off' });
  const mobile = parseMobile(payload.countryDialingCode, payload.mobileNum);
  const subject = `m:${mobile.countryCode}:${mobile.mobile}`;
  const member = await findMemberByMobile(ctx.db, merchant, mobile);
  const budget = await gate(ctx, merchant, subject, meta, payload, await findDeviceProof(ctx.db, merchant, member?.id, cookies));
  try {
    await verifySmsCode(ctx.db, merchant, mobile, 'login', payload.messageCode);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERIFICATION_CODE_INVALID') {
      throw new ApiError('VERIFICATION_CODE_INVALID', { ...error.value, ...failed(budget) });
    }
    throw error;
  }
  // No login code is ever delivered to a number without a member (smsRequest.ts): not reached in practice.
  if (!member) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'verificationCode', reason: 'mismatch', ...failed(budget) });
  admit(member);
  await succeeded(ctx, merchant, budget, meta);
  return loggedIn(ctx, member, meta, budget);
}
