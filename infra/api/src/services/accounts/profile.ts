import type { TPersonalInfo } from '@tessera/contract/api';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import type { TAccountsContext } from './context';
import { checkLoginPasswordInSession } from './sessionPassword';
import { checkRule, emailTaken, findMemberById, isUniqueViolation, vipLabel, type TMemberRow } from './members';

// Personal info (spec §7 "personal info (info, nickname)" and "security: email bind"). What a
// screen shows of contact details is masked: the full values never leave the server again.

/** "demo1@example.com" → "de***@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** "13800138000" → "138****8000" (the last 4 digits only for short numbers). */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  if (mobile.length < 8) return `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}

export function personalInfoOf(row: TMemberRow): TPersonalInfo {
  const profile = parseJson<Record<string, unknown>>(row.profile, {});
  const payeeName = typeof profile.payeeName === 'string' && profile.payeeName ? profile.payeeName : null;
  return {
    account: row.username,
    nickname: row.nickname,
    vipLabel: vipLabel(row.vip_level),
    vipLevel: row.vip_level,
    email: row.email ? maskEmail(row.email) : null,
    mobile: row.mobile ? { countryDialingCode: row.country_code ?? '', number: maskMobile(row.mobile) } : null,
    payeeNameBound: payeeName !== null,
    hasPaymentPassword: row.payment_password_hash !== null,
    registeredAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

async function member(ctx: TAccountsContext, id: number): Promise<TMemberRow> {
  const row = await findMemberById(ctx.db, id);
  if (!row) throw new ApiError('SESSION_EXPIRED');
  return row;
}

export async function personalInfo(ctx: TAccountsContext, memberId: number): Promise<TPersonalInfo> {
  return personalInfoOf(await member(ctx, memberId));
}

export async function updateNickname(ctx: TAccountsContext, memberId: number, nickname: string): Promise<TPersonalInfo> {
  const value = nickname.trim();
  checkRule('name', value, 'nickname');
  await ctx.db.updateTable('members').set({ nickname: value }).where('id', '=', memberId).execute();
  return personalInfo(ctx, memberId);
}

/**
 * Binds (or changes) the member's e-mail: the login password confirms it is the member (counted
 * as a login attempt, sessionPassword.ts; `ip` is the request's client address), the address
 * must be free in the merchant.
 */
export async function bindEmail(ctx: TAccountsContext, memberId: number, email: string, password: string, ip: string): Promise<TPersonalInfo> {
  const address = email.trim().toLowerCase();
  checkRule('email', address);
  const row = await member(ctx, memberId);
  if (row.password_hash === null) throw new ApiError('PASSWORD_INCORRECT', { field: 'password' });
  await checkLoginPasswordInSession({ db: ctx.db, hasher: ctx.hasher, member: row, ip, candidate: password, field: 'password' });
  if (row.email !== address) {
    if (await emailTaken(ctx.db, row.merchant_code, address)) throw new ApiError('EMAIL_TAKEN', { field: 'email' });
    try {
      await ctx.db.updateTable('members').set({ email: address }).where('id', '=', memberId).execute();
    } catch (err) {
      // A concurrent binding of the same address won the unique index.
      if (isUniqueViolation(err)) throw new ApiError('EMAIL_TAKEN', { field: 'email' });
      throw err;
    }
  }
  return personalInfo(ctx, memberId);
}
