import type { TEndpointInput } from '@tessera/contract/api';
import type { changePassword as changePasswordEndpoint, forgetPassword as forgetPasswordEndpoint } from '@tessera/contract/api';
import { ApiError } from '../../errors';
import { memberHashKey } from '../../lib/password';
import type { TAccountsContext } from './context';
import { clearAccountFailures } from './failures';
import { checkRule, findMemberById, findMemberByMobile, isRealMemberType, parseMobile } from './members';
import { checkLoginPasswordInSession } from './sessionPassword';
import { revokeMemberSessions, type TAuthMember } from './sessions';
import { verifySmsCode } from './sms';
import { nowIso } from './time';

type TChangeBody = TEndpointInput<typeof changePasswordEndpoint>['body'];
type TForgetBody = TEndpointInput<typeof forgetPasswordEndpoint>['body'];

/** Confirmation, then format (spec §5 change password). */
function checkNewPassword(newPassword: string, confirmation: string): void {
  if (confirmation === '') throw new ApiError('FIELD_REQUIRED', { field: 'confirmNewPassword' });
  if (confirmation !== newPassword) throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmNewPassword' });
  checkRule('password', newPassword, 'newPassword');
}

/**
 * Changes the member's password; every other session of the member ends. The old password's
 * check counts as a login attempt (sessionPassword.ts); `ip` is the request's client address.
 */
export async function changePassword(ctx: TAccountsContext, auth: TAuthMember, body: TChangeBody, ip: string): Promise<{ changed: boolean }> {
  checkNewPassword(body.newPassword, body.confirmNewPassword);
  const member = await findMemberById(ctx.db, auth.id);
  if (!member) throw new ApiError('SESSION_EXPIRED');
  if (member.password_hash !== null) {
    const old = body.oldPassword ?? '';
    if (old === '') throw new ApiError('FIELD_REQUIRED', { field: 'oldPassword' });
    if (old === body.newPassword) throw new ApiError('PASSWORD_SAME_AS_OLD', { field: 'newPassword' });
    await checkLoginPasswordInSession({ db: ctx.db, hasher: ctx.hasher, member, ip, candidate: old, field: 'oldPassword' });
  }
  const hash = await ctx.hasher.hash(body.newPassword, memberHashKey(member.id));
  await ctx.db.updateTable('members').set({ password_hash: hash, password_changed_at: nowIso(), must_set_password: 0 }).where('id', '=', member.id).execute();
  await revokeMemberSessions(ctx.db, member.id, 'password-changed', auth.sessionHash);
  return { changed: true };
}

/** Sets a new password for the real member owning the mobile number, proven by an SMS code (purpose forget); all sessions end. */
export async function forgetPassword(ctx: TAccountsContext, merchant: string, body: TForgetBody): Promise<{ reset: boolean; userName: string }> {
  checkNewPassword(body.newPassword, body.confirmNewPassword);
  const mobile = parseMobile(body.countryDialingCode, body.mobileNum);
  await verifySmsCode(ctx.db, merchant, mobile, 'forget', body.verificationCode);
  const member = await findMemberByMobile(ctx.db, merchant, mobile);
  if (!member || !isRealMemberType(member.type)) throw new ApiError('USER_NOT_FOUND');
  if (member.disabled === 1) throw new ApiError('ACCOUNT_DISABLED');
  const hash = await ctx.hasher.hash(body.newPassword);
  await ctx.db.updateTable('members').set({ password_hash: hash, password_changed_at: nowIso(), must_set_password: 0 }).where('id', '=', member.id).execute();
  await revokeMemberSessions(ctx.db, member.id, 'password-reset');
  await clearAccountFailures(ctx.db, merchant, `u:${member.username}`);
  return { reset: true, userName: member.username };
}
