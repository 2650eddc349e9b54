import type { TRegisterData, TSessionGrant } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { verifyCaptcha } from './captcha';
import { verifyHumanCheck } from './humanCheck';
import type { TAccountsContext, TClientMeta } from './context';
import { grantSession } from './login';
import {
  checkRule,
  emailTaken,
  findMemberByMobile,
  isUniqueViolation,
  normalizeUsername,
  parseMobile,
  usernameTaken,
  type TMemberRow,
  type TMobile,
} from './members';
import { refuseExcludedIdentity } from '../responsible';
import { checkBirthDate, DEFAULT_MIN_AGE } from './birthDate';
import { registrationConfig, type TRegistrationConfig } from './registrationConfig';
import { verifySmsCode } from './sms';
import { verifyPhoneToken } from './phoneToken';
import { nowIso } from './time';

// Registration (spec §5, server side): the merchant's field configuration decides which fields are
// asked for and which are required; every value is checked by its rule; the captcha and the SMS
// code are spent only when they are needed. Values of fields the merchant does not ask for are
// ignored (the screen may send the whole payload with empty strings).

/** Optional registration fields stored as they are (trimmed) in members.profile. */
const PROFILE_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

type TField = keyof TRegisterData;

/** Resolves an affiliate code (case-insensitive) to the member who owns it. */
export async function affiliateOwner(db: Kysely<DB>, merchant: string, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('affiliate_codes')
    .select('member_id')
    .where('merchant_code', '=', merchant)
    .where('code', '=', code.trim().toUpperCase())
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row?.member_id ?? null;
}

async function recommender(db: Kysely<DB>, merchant: string, id: string): Promise<number | null> {
  const byId = /^[0-9]{1,9}$/.test(id) ? Number(id) : null;
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where((eb) => (byId === null ? eb('username', '=', normalizeUsername(id)) : eb.or([eb('id', '=', byId), eb('username', '=', normalizeUsername(id))])))
    .where('type', 'in', [0, 1, 2])
    .executeTakeFirst();
  return row?.id ?? null;
}

class Form {
  constructor(
    private readonly data: TRegisterData,
    private readonly cfg: TRegistrationConfig,
  ) {}

  /** The trimmed value, or undefined when empty or absent. Passwords are not trimmed. */
  value(field: TField): string | undefined {
    const v = this.data[field];
    if (typeof v !== 'string') return undefined;
    const s = field === 'password' || field === 'confirmPassword' ? v : v.trim();
    return s === '' ? undefined : s;
  }

  enabled(field: string): boolean {
    return this.cfg.fields[field]?.enabled === true;
  }

  /** A value the merchant asks for: FIELD_REQUIRED when `forced` or configured required and missing; undefined when not asked. */
  take(field: TField, forced = false): string | undefined {
    if (!forced && !this.enabled(field)) return undefined;
    const v = this.value(field);
    if (v === undefined && (forced || this.cfg.fields[field]?.required === true)) throw new ApiError('FIELD_REQUIRED', { field });
    return v;
  }
}

/** A free username for a member who registered by mobile number. */
export async function generatedUsername(db: Kysely<DB>, merchant: string): Promise<string> {
  for (let i = 0; i < 10; i += 1) {
    const name = `m${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (!(await usernameTaken(db, merchant, name))) return name;
  }
  throw new Error('no free generated username');
}

export async function registerMember(ctx: TAccountsContext, merchant: string, data: TRegisterData, meta: TClientMeta): Promise<TSessionGrant> {
  const { db } = ctx;
  const cfg = await registrationConfig(db, merchant);
  const form = new Form(data, cfg);
  const by = data.registerBy ?? (form.value('username') ? 'username' : 'mobile');
  if (!cfg.methods[by]) throw new ApiError('REGISTRATION_METHOD_DISABLED', { registerBy: by });

  // The human check and the captcha first: a bot should not learn whether the name is free.
  await verifyHumanCheck(db, merchant, data.humanCheck);
  if (cfg.captchaEnabled) await verifyCaptcha(db, merchant, data.captchaId, form.value('captcha'));

  let username: string | undefined;
  if (by === 'username') {
    username = normalizeUsername(form.take('username', true) ?? '');
    checkRule('username', username);
  }

  const passwordForced = by === 'username' || cfg.mobilePassword;
  const password = form.take('password', passwordForced);
  if (password !== undefined) {
    checkRule('password', password);
    const confirm = form.value('confirmPassword');
    if (confirm === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'confirmPassword' });
    if (confirm !== password) throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmPassword' });
  }

  let mobile: TMobile | null = null;
  const mobileNum = form.take('mobileNum', by === 'mobile');
  if (mobileNum !== undefined) {
    const dialing = form.value('countryDialingCode');
    if (dialing === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'countryDialingCode' });
    mobile = parseMobile(dialing, mobileNum);
  }
  // While the merchant enables third-party phone verification, its ID token stands for our SMS code (phoneToken.ts).
  const phoneIdToken = mobile ? form.value('phoneIdToken') : undefined;
  const smsCode = mobile && cfg.smsVerification && phoneIdToken === undefined ? form.take('verificationCode', true) : undefined;
  if (smsCode !== undefined) checkRule('verificationCode', smsCode);

  const emailRaw = form.take('email');
  const email = emailRaw?.toLowerCase();
  if (email !== undefined) checkRule('email', email);
  const nickname = form.take('nickname');
  if (nickname !== undefined) checkRule('name', nickname, 'nickname');
  const payeeName = form.take('payeeName');
  if (payeeName !== undefined) checkRule('name', payeeName, 'payeeName');
  const paymentPassword = form.take('paymentPassword');
  if (paymentPassword !== undefined) checkRule('paymentPassword', paymentPassword);

  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) {
    const v = form.take(f);
    if (v !== undefined) profile[f] = v;
  }
  if (payeeName !== undefined) profile.payeeName = payeeName;
  // Date of birth: while the merchant asks for it, it is required and must reach the minimum age.
  if (form.enabled('birthDate')) {
    const birthDate = form.take('birthDate', true) ?? '';
    profile.birthDate = checkBirthDate(birthDate, cfg.fields.birthDate?.minAge ?? DEFAULT_MIN_AGE);
  }

  let parentId: number | null = null;
  const affiliateCode = form.take('affiliateCode');
  if (affiliateCode !== undefined) {
    checkRule('affiliateCode', affiliateCode);
    parentId = await affiliateOwner(db, merchant, affiliateCode);
    if (parentId === null) throw new ApiError('INVITATION_CODE_INVALID', { field: 'affiliateCode' });
  }
  const recommenderId = form.take('recommenderId');
  if (recommenderId !== undefined) {
    const id = await recommender(db, merchant, recommenderId);
    if (id === null) throw new ApiError('REFERRER_INVALID', { field: 'recommenderId' });
    parentId ??= id;
  }

  // Responsible gambling: the identity of a running cool-off or self-exclusion cannot register again.
  await refuseExcludedIdentity(db, merchant, { mobile, email: email ?? null, idNumber: profile.idNumber ?? null });
  if (username !== undefined && (await usernameTaken(db, merchant, username))) throw new ApiError('USERNAME_TAKEN', { field: 'username' });
  if (email !== undefined && (await emailTaken(db, merchant, email))) throw new ApiError('EMAIL_TAKEN', { field: 'email' });
  if (mobile && (await findMemberByMobile(db, merchant, mobile))) throw new ApiError('MOBILE_TAKEN', { field: 'mobileNum' });

  // Last check before writing: the code is spent only by an otherwise valid registration.
  if (mobile && smsCode !== undefined) await verifySmsCode(db, merchant, mobile, 'register', smsCode);
  if (mobile && phoneIdToken !== undefined) await verifyPhoneToken(db, merchant, mobile, phoneIdToken);

  const [passwordHash, paymentHash] = await Promise.all([
    password !== undefined ? ctx.hasher.hash(password) : Promise.resolve(null),
    paymentPassword !== undefined ? ctx.pinHasher.hash(paymentPassword) : Promise.resolve(null),
  ]);
  const now = nowIso();
  let member: TMemberRow;
  try {
    member = await db
      .insertInto('members')
      .values({
        merchant_code: merchant,
        username: username ?? (await generatedUsername(db, merchant)),
        password_hash: passwordHash,
        payment_password_hash: paymentHash,
        type: 0,
        disabled: 0,
        nickname: nickname ?? '',
        email: email ?? null,
        country_code: mobile?.countryCode ?? null,
        mobile: mobile?.mobile ?? null,
        vip_level: 0,
        head_icon: '1',
        parent_id: parentId,
        profile: JSON.stringify(profile),
        register_method: data.registerMethod ?? null,
        register_url: form.value('registerUrl') ?? form.value('domain') ?? null,
        register_ip: meta.ip.slice(0, 64),
        claimed_at: null,
        last_login_at: null,
        password_changed_at: passwordHash ? now : null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Someone registered the same name, e-mail or number a moment ago.
    if (!isUniqueViolation(error)) throw error;
    if (username !== undefined && (await usernameTaken(db, merchant, username))) throw new ApiError('USERNAME_TAKEN', { field: 'username' });
    if (email !== undefined && (await emailTaken(db, merchant, email))) throw new ApiError('EMAIL_TAKEN', { field: 'email' });
    throw new ApiError('MOBILE_TAKEN', { field: 'mobileNum' });
  }
  return grantSession(ctx, member, meta);
}
