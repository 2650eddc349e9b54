import { matchesRule, normalizeDialingCode, normalizeMobile, REAL_MEMBER_TYPES, type TAccountRuleName } from '@tessera/contract';
import type { TMemberInfo } from '@tessera/contract/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { MembersTable } from '../../db/schema.accounts';
import { ApiError } from '../../errors';
import { isKnownDialingCode } from './countries';
import { HEAD_ICON_DEFAULT } from './headIcons';

export type TMemberRow = Selectable<MembersTable>;

export const isRealMemberType = (type: number): boolean => (REAL_MEMBER_TYPES as readonly number[]).includes(type);

/** Throws the rule's named code (with the field) unless `value` satisfies it. */
export function checkRule(rule: TAccountRuleName, value: string, field: string = rule): void {
  if (!matchesRule(rule, value)) throw new ApiError(ruleCode(rule), { field });
}

function ruleCode(rule: TAccountRuleName) {
  switch (rule) {
    case 'username':
      return 'ACCOUNT_FORMAT_INVALID' as const;
    case 'password':
    case 'paymentPassword':
      return 'PASSWORD_FORMAT_INVALID' as const;
    case 'email':
      return 'EMAIL_FORMAT_INVALID' as const;
    case 'mobileNum':
    case 'countryDialingCode':
      return 'MOBILE_INVALID' as const;
    case 'name':
      return 'NAME_FORMAT_INVALID' as const;
    case 'captcha':
      return 'CAPTCHA_INVALID' as const;
    case 'verificationCode':
      return 'VERIFICATION_CODE_INVALID' as const;
    case 'affiliateCode':
      return 'INVITATION_CODE_INVALID' as const;
  }
}

export interface TMobile {
  /** Digits, no '+'. */
  countryCode: string;
  /** Digits, leading zeros stripped. */
  mobile: string;
}

/** A mobile number as stored, or MOBILE_INVALID (unknown dialling code, not 4-20 digits). */
export function parseMobile(countryDialingCode: string, mobileNum: string, field = 'mobileNum'): TMobile {
  const countryCode = normalizeDialingCode(countryDialingCode.trim());
  const mobile = normalizeMobile(mobileNum.trim());
  if (!matchesRule('countryDialingCode', countryCode) || !isKnownDialingCode(countryCode))
    throw new ApiError('MOBILE_INVALID', { field: 'countryDialingCode' });
  if (!matchesRule('mobileNum', mobile)) throw new ApiError('MOBILE_INVALID', { field });
  return { countryCode, mobile };
}

export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export async function findMemberByUsername(db: Kysely<DB>, merchant: string, username: string): Promise<TMemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('merchant_code', '=', merchant).where('username', '=', normalizeUsername(username)).executeTakeFirst();
}

export async function findMemberByMobile(db: Kysely<DB>, merchant: string, m: TMobile): Promise<TMemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .where('country_code', '=', m.countryCode)
    .where('mobile', '=', m.mobile)
    .executeTakeFirst();
}

export async function findMemberById(db: Kysely<DB>, id: number): Promise<TMemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function usernameTaken(db: Kysely<DB>, merchant: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailTaken(db: Kysely<DB>, merchant: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** VIP label shown in the header (spec §3 clubLabel.labelName). */
export const vipLabel = (level: number): string => `VIP${level}`;

export function memberInfoOf(row: TMemberRow): TMemberInfo {
  return {
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    clubLabel: { labelName: vipLabel(row.vip_level) },
    headIcon: row.head_icon || HEAD_ICON_DEFAULT,
    merchantCode: row.merchant_code,
  };
}

/** True for the unique-constraint violation of either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e !== null && typeof e === 'object' && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
}
