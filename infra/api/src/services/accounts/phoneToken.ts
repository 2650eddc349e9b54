import type { TPhoneVerificationView, TSessionGrant } from '@tessera/contract/api';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { audit, type TAdminContext } from '../admin';
import type { TAccountsContext, TClientMeta } from './context';
import { grantSession } from './login';
import { findMemberByMobile, isRealMemberType, parseMobile, type TMobile } from './members';

// Phone verification by a third-party service (spec §5, §7 "firebase"; docs/decisions/social-login.md).
// While a merchant enables it, login and registration by mobile accept the service's ID token
// instead of our SMS code: a JWT signed by the keys the service publishes (a JWKS at the configured
// URL, fetched by jose and cached), with the configured issuer and audience, not expired, signed
// with RS256 or ES256 (never "none" or an HMAC), whose phone_number is the number entered.

const CONFIG_KEY = 'phoneVerification';
const ALGORITHMS = ['RS256', 'ES256'];
/** Keys are refetched at most this often, and kept this long. */
const JWKS_COOLDOWN_MS = 30_000;
const JWKS_MAX_AGE_MS = 10 * 60_000;

const OFF: TPhoneVerificationView = { enabled: false, jwksUrl: '', issuer: '', audience: '' };

export async function phoneVerificationConfig(db: Kysely<DB>, merchant: string): Promise<TPhoneVerificationView> {
  const row = await db.selectFrom('merchant_config').select('value').where('merchant_code', '=', merchant).where('key', '=', CONFIG_KEY).executeTakeFirst();
  const v = parseJson<Partial<TPhoneVerificationView>>(row?.value, {});
  return {
    enabled: v.enabled === true,
    jwksUrl: typeof v.jwksUrl === 'string' ? v.jwksUrl : '',
    issuer: typeof v.issuer === 'string' ? v.issuer : '',
    audience: typeof v.audience === 'string' ? v.audience : '',
  };
}

const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: JWKS_COOLDOWN_MS, cacheMaxAge: JWKS_MAX_AGE_MS, timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

/** E.164 of a stored mobile: +<country code><number>. */
const e164 = (m: TMobile) => `+${m.countryCode}${m.mobile}`;

/**
 * Checks `idToken` for `mobile` under the merchant's setup; PHONE_TOKEN_INVALID with a reason
 * (never the token) otherwise. FORBIDDEN while the merchant has the service off.
 */
export async function verifyPhoneToken(db: Kysely<DB>, merchant: string, mobile: TMobile, idToken: string): Promise<void> {
  const cfg = await phoneVerificationConfig(db, merchant);
  if (!cfg.enabled || !cfg.jwksUrl) throw new ApiError('FORBIDDEN', { reason: 'phone verification is off' });
  let phone: unknown;
  try {
    const { payload } = await jwtVerify(idToken, keySet(cfg.jwksUrl), { issuer: cfg.issuer, audience: cfg.audience, algorithms: ALGORITHMS });
    phone = payload.phone_number;
  } catch (error) {
    const reason = error instanceof joseErrors.JOSEError ? error.code : 'unreadable';
    throw new ApiError('PHONE_TOKEN_INVALID', { reason });
  }
  if (typeof phone !== 'string' || phone !== e164(mobile)) throw new ApiError('PHONE_TOKEN_INVALID', { reason: 'phone_number' });
}

/** Login by mobile number with the service's ID token. */
export async function loginWithPhoneToken(
  ctx: TAccountsContext,
  merchant: string,
  body: { countryDialingCode: string; mobileNum: string; idToken: string },
  meta: TClientMeta,
): Promise<TSessionGrant> {
  const mobile = parseMobile(body.countryDialingCode, body.mobileNum);
  await verifyPhoneToken(ctx.db, merchant, mobile, body.idToken);
  const member = await findMemberByMobile(ctx.db, merchant, mobile);
  // The number is proven but no member has it: the same answer as an unknown login.
  if (!member) throw new ApiError('AUTH_INVALID_CREDENTIALS');
  if (member.disabled === 1) throw new ApiError('ACCOUNT_DISABLED');
  if (!isRealMemberType(member.type)) throw new ApiError('NON_MEMBER_LOGIN');
  return grantSession(ctx, member, meta);
}

/** The operator's setting (audited). Turning it on needs the URL, issuer and audience. */
export async function savePhoneVerification(ctx: TAdminContext, code: string, body: TPhoneVerificationView): Promise<TPhoneVerificationView> {
  const m = await ctx.db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!m) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
  const after: TPhoneVerificationView = { enabled: body.enabled, jwksUrl: body.jwksUrl.trim(), issuer: body.issuer.trim(), audience: body.audience.trim() };
  if (after.enabled) {
    for (const field of ['jwksUrl', 'issuer', 'audience'] as const) if (!after[field]) throw new ApiError('FIELD_REQUIRED', { field });
  }
  const before = await phoneVerificationConfig(ctx.db, code);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('merchant_config').where('merchant_code', '=', code).where('key', '=', CONFIG_KEY).execute();
    await trx
      .insertInto('merchant_config')
      .values({ merchant_code: code, key: CONFIG_KEY, value: JSON.stringify(after) })
      .execute();
    await audit(trx, { actor: ctx.actor, action: 'merchant.phoneVerification', target: code, before, after });
  });
  return after;
}

export { OFF as PHONE_VERIFICATION_OFF };
