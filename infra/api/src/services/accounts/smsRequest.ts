import type { TEndpointInput } from '@tessera/contract/api';
import type { sendVerificationCode } from '@tessera/contract/api';
import { ApiError } from '../../errors';
import { merchantFlags } from '../merchants';
import type { TAccountsContext } from './context';
import { claimOne } from './failures';
import { findMemberById, findMemberByMobile, isRealMemberType, parseMobile, type TMemberRow, type TMobile } from './members';
import type { TAuthMember } from './sessions';
import { sendSmsCode, type TSmsSent } from './sms';
import { MINUTE_MS } from './time';

type TBody = TEndpointInput<typeof sendVerificationCode>['body'];

const ADDRESS_WINDOW_MS = 60 * MINUTE_MS;

/** Who asks: the client address, and the member's session when the call carried one. */
export interface TSmsRequester {
  ip: string;
  member: TAuthMember | null;
  /** Texts one client address may ask for in an hour, whatever the numbers (route option smsPerAddressPerHour). */
  perAddressPerHour: number;
}

const isLiveMember = (m: TMemberRow | undefined): m is TMemberRow => m !== undefined && m.disabled === 0 && isRealMemberType(m.type);

/**
 * Sends a code only where one can be used, so the endpoint can neither text anyone at will nor
 * tell who is a member (docs/decisions/accounts-human-check.md, "The same answer"):
 * - register (REGMOBVERF3): a number not registered yet; login (MOBILEVERCODELOGIN3) and forget:
 *   a live member's number. Any other number gets the very same answer and the same code row
 *   and limits, but no text (a registered number learns it is taken from the registration itself).
 * - paymentPassword: only with the member's session, and only to the session member's bound
 *   number (the security centre's sendPaymentPasswordResetCode does the same).
 * Limits: the number's cool-down and daily cap (sms.ts), and perAddressPerHour per address.
 */
export async function requestSmsCode(ctx: TAccountsContext, merchant: string, body: TBody, requester: TSmsRequester): Promise<TSmsSent> {
  const mobileNum = body.mobileNum ?? body.mobileNo;
  if (mobileNum === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'mobileNum' });
  const mobile = parseMobile(body.countryDialingCode, mobileNum);
  const purpose = body.purpose ?? 'register';
  const flags = await merchantFlags(ctx.db, merchant);
  // Merchant-wide switches say nothing about a number: they may refuse openly.
  if (purpose === 'register' && !flags.REGMOBVERF3) throw new ApiError('REGISTRATION_METHOD_DISABLED', { reason: 'REGMOBVERF3 is off' });
  if (purpose === 'login' && !flags.MOBILEVERCODELOGIN3) throw new ApiError('FORBIDDEN', { reason: 'MOBILEVERCODELOGIN3 is off' });
  if (purpose === 'paymentPassword') await checkOwnMobile(ctx, requester.member, mobile);
  await claimAddress(ctx, merchant, requester.ip, requester.perAddressPerHour);
  const member = await findMemberByMobile(ctx.db, merchant, mobile);
  const deliver = purpose === 'register' ? member === undefined : isLiveMember(member);
  return sendSmsCode(ctx.db, merchant, mobile, purpose, { deliver });
}

/**
 * Payment-password codes are the session member's business only: sent to, and checked for, the
 * member's own bound mobile (401 without a session, 403 for any other number), so nobody can text
 * a member or learn whether a reset is under way.
 */
export async function checkOwnMobile(ctx: TAccountsContext, member: TAuthMember | null, mobile: TMobile): Promise<void> {
  if (!member) throw new ApiError('AUTH_REQUIRED');
  const own = await findMemberById(ctx.db, member.id);
  if (own?.country_code !== mobile.countryCode || own.mobile !== mobile.mobile) {
    throw new ApiError('FORBIDDEN', { field: 'mobileNum', reason: "Payment-password codes go only to the member's bound mobile" });
  }
}

/** One request from the address's hourly budget; past it SMS_TOO_FREQUENT until the hour ends. */
async function claimAddress(ctx: TAccountsContext, merchant: string, ip: string, perHour: number): Promise<void> {
  const count = await claimOne(ctx.db, merchant, 'sms-ip', ip, ADDRESS_WINDOW_MS);
  if (count <= perHour) return;
  const row = await ctx.db
    .selectFrom('auth_failures')
    .select('first_failed_at')
    .where('merchant_code', '=', merchant)
    .where('scope', '=', 'sms-ip')
    .where('subject', '=', ip)
    .executeTakeFirst();
  const left = row ? Date.parse(row.first_failed_at) + ADDRESS_WINDOW_MS - Date.now() : ADDRESS_WINDOW_MS;
  throw new ApiError('SMS_TOO_FREQUENT', { retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) });
}
