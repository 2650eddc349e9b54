import {
  SOCIAL_FLOW_TTL_MINUTES,
  SOCIAL_PROVIDER_FLAGS,
  SOCIAL_PROVIDERS,
  SOCIAL_SIGNUP_TTL_MINUTES,
  type TSessionGrant,
  type TSocialComplete,
  type TSocialProvider,
  type TSocialProviderView,
} from '@tessera/contract/api';
import { matchesRule } from '@tessera/contract';
import type { Kysely, Selectable } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { DB } from '../../db/schema';
import type { OidcProvidersTable } from '../../db/schema.socialLogin';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { audit, type TAdminContext } from '../admin';
import { merchantFlags } from '../merchants';
import { refuseExcludedIdentity } from '../responsible';
import { checkBirthDate, DEFAULT_MIN_AGE } from './birthDate';
import type { TAccountsContext, TClientMeta } from './context';
import { isKnownDialingCode } from './countries';
import { grantSession } from './login';
import { emailTaken, findMemberById, isRealMemberType, isUniqueViolation, type TMemberRow, type TMobile } from './members';
import { generatedUsername } from './registration';
import { registrationConfig } from './registrationConfig';
import { nowIso } from './time';

// Social login through OpenID Connect (docs/decisions/social-login.md). The API is the OIDC client
// (openid-client): it starts an authorization code flow with PKCE, keeps state, nonce and the
// verifier server side (oidc_flows, single use, 10 minutes, bound to a cookie of the browser that
// started it), and on the player's return exchanges the code and checks the ID token (issuer,
// audience, nonce, expiry, signature by the provider's published keys). The identity (issuer,
// subject) is linked to one member (member_identities).

/** The httpOnly cookie binding a flow to the browser that started it. */
export const SOCIAL_COOKIE = 'tsr_social';
/** Where providers send the player back (the shell's login page reads code and state). */
export const SOCIAL_REDIRECT_PATH = '/m/login';
const SCOPE = 'openid email profile phone';
/** Discovery documents (and the client built on them) are kept this long per provider setup. */
const DISCOVERY_TTL_MS = 10 * 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const token = () => randomBytes(32).toString('base64url');
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** Loopback issuers (the tests' local provider) may use plain http; every other issuer must be https. */
function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

export type TProviderRow = Selectable<OidcProvidersTable>;

const configs = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** The provider's client configuration from its discovery document (cached per issuer, client and secret). */
async function clientConfig(row: TProviderRow): Promise<oidc.Configuration> {
  const key = sha256(`${row.issuer}\n${row.client_id}\n${row.client_secret}`);
  const hit = configs.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const issuer = new URL(row.issuer);
  const config = oidc.discovery(
    issuer,
    row.client_id,
    undefined,
    oidc.ClientSecretBasic(row.client_secret),
    isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );
  configs.set(key, { at: Date.now(), config });
  config.catch(() => configs.delete(key));
  return config;
}

async function providerRow(db: Kysely<DB>, merchant: string, provider: string): Promise<TProviderRow | undefined> {
  return db.selectFrom('oidc_providers').selectAll().where('merchant_code', '=', merchant).where('provider', '=', provider).executeTakeFirst();
}

/** The provider as the merchant's players may use it now: flag on, configured and enabled; else the API refuses. */
async function usableProvider(db: Kysely<DB>, merchant: string, provider: string): Promise<TProviderRow> {
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE', { provider });
  const flag = SOCIAL_PROVIDER_FLAGS[provider as TSocialProvider];
  const flags = await merchantFlags(db, merchant);
  if (!flags[flag]) throw new ApiError('FORBIDDEN', { reason: `${flag} is off` });
  const row = await providerRow(db, merchant, provider);
  if (!row || row.enabled !== 1) throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE', { provider });
  return row;
}

/** Starts a flow: the authorization URL, and the browser cookie value it is bound to. */
export async function startSocialLogin(
  db: Kysely<DB>,
  merchant: string,
  provider: string,
  origin: string,
  browserCookie: string | undefined,
): Promise<{ authorizationUrl: string; cookie: string }> {
  const row = await usableProvider(db, merchant, provider);
  let config: oidc.Configuration;
  try {
    config = await clientConfig(row);
  } catch {
    throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE', { provider, reason: 'discovery' });
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${origin}${SOCIAL_REDIRECT_PATH}`;
  // One cookie per browser, reused by its flows (several tabs may start one each).
  const cookie = browserCookie && /^[A-Za-z0-9_-]{43}$/.test(browserCookie) ? browserCookie : token();
  await db
    .insertInto('oidc_flows')
    .values({
      state_hash: sha256(state),
      browser_hash: sha256(cookie),
      merchant_code: merchant,
      provider,
      nonce,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      expires_at: minutesFromNow(SOCIAL_FLOW_TTL_MINUTES),
      used_at: null,
      signup_hash: null,
      claims: null,
      signup_expires_at: null,
      signup_used_at: null,
      created_at: nowIso(),
    })
    .execute();
  // Expired flows of the merchant go (a bounded table without a sweeper).
  await db.deleteFrom('oidc_flows').where('merchant_code', '=', merchant).where('expires_at', '<', minutesFromNow(-SOCIAL_SIGNUP_TTL_MINUTES)).execute();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href, cookie };
}

/** The identity an ID token proved, as kept until a sign-up finishes. */
interface TIdentity {
  issuer: string;
  subject: string;
  provider: string;
  email: string | null;
  phone: string | null;
  name: string | null;
}

/** Splits an E.164 number (+5511…) by the dialling codes we know (longest first), or null. */
export function mobileOfE164(phone: string | null): TMobile | null {
  if (!phone || !/^\+[0-9]{6,20}$/.test(phone)) return null;
  const digits = phone.slice(1);
  for (let n = 4; n >= 1; n -= 1) {
    const cc = digits.slice(0, n);
    if (isKnownDialingCode(cc)) return { countryCode: cc, mobile: digits.slice(n).replace(/^0+/, '') };
  }
  return null;
}

/**
 * The player's return: claims the flow (single use), checks it belongs to this browser, exchanges
 * the code and checks the ID token, then signs in or signs up.
 */
export async function completeSocialLogin(
  ctx: TAccountsContext,
  merchant: string,
  body: { state: string; code: string; iss?: string | undefined },
  browserCookie: string | undefined,
  meta: TClientMeta,
): Promise<TSocialComplete> {
  const { db } = ctx;
  const stateHash = sha256(body.state);
  const now = nowIso();
  // Claim first (single use, atomically): a replayed state finds it used.
  const claimed = await db
    .updateTable('oidc_flows')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('merchant_code', '=', merchant)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError('SOCIAL_STATE_INVALID');
  const flow = await db.selectFrom('oidc_flows').selectAll().where('state_hash', '=', stateHash).executeTakeFirstOrThrow();
  if (!browserCookie || sha256(browserCookie) !== flow.browser_hash) throw new ApiError('SOCIAL_STATE_INVALID', { reason: 'browser' });
  const row = await usableProvider(db, merchant, flow.provider);

  let claims: oidc.IDToken;
  try {
    const config = await clientConfig(row);
    const current = new URL(flow.redirect_uri);
    current.searchParams.set('code', body.code);
    current.searchParams.set('state', body.state);
    if (body.iss !== undefined) current.searchParams.set('iss', body.iss);
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: body.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const c = tokens.claims();
    if (!c) throw new Error('no ID token');
    claims = c;
  } catch (error) {
    // The reason is the library's code (never a token or a secret).
    const reason = (error as { code?: unknown }).code;
    throw new ApiError('SOCIAL_LOGIN_FAILED', { reason: typeof reason === 'string' ? reason : 'rejected' });
  }
  const identity: TIdentity = {
    issuer: claims.iss,
    subject: claims.sub,
    provider: flow.provider,
    email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
    phone: claims.phone_number_verified === true && typeof claims.phone_number === 'string' ? claims.phone_number : null,
    name: typeof claims.name === 'string' ? claims.name : null,
  };

  const linked = await db
    .selectFrom('member_identities')
    .select('member_id')
    .where('merchant_code', '=', merchant)
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) {
    const member = await findMemberById(db, linked.member_id);
    if (!member) throw new ApiError('SOCIAL_LOGIN_FAILED', { reason: 'member' });
    return { status: 'signedIn', grant: await signIn(ctx, member, meta), created: false };
  }

  // A new identity: the merchant's registration rules.
  const cfg = await registrationConfig(db, merchant);
  await refuseNewIdentity(db, merchant, identity);
  if (cfg.fields.birthDate?.enabled === true) {
    const signupToken = token();
    await db
      .updateTable('oidc_flows')
      .set({ signup_hash: sha256(signupToken), claims: JSON.stringify(identity), signup_expires_at: minutesFromNow(SOCIAL_SIGNUP_TTL_MINUTES) })
      .where('id', '=', flow.id)
      .execute();
    return { status: 'needsDetails', signupToken, fields: ['birthDate'], minAge: cfg.fields.birthDate.minAge ?? DEFAULT_MIN_AGE };
  }
  const member = await createSocialMember(ctx, merchant, identity, {}, meta);
  return { status: 'signedIn', grant: await grantSession(ctx, member, meta), created: true };
}

/** A new identity finishes its sign-up with its date of birth. */
export async function finishSocialSignup(
  ctx: TAccountsContext,
  merchant: string,
  body: { signupToken: string; birthDate: string },
  meta: TClientMeta,
): Promise<TSessionGrant> {
  const { db } = ctx;
  const hash = sha256(body.signupToken);
  const flow = await db
    .selectFrom('oidc_flows')
    .selectAll()
    .where('signup_hash', '=', hash)
    .where('merchant_code', '=', merchant)
    .where('signup_used_at', 'is', null)
    .where('signup_expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!flow?.claims) throw new ApiError('SOCIAL_STATE_INVALID');
  await usableProvider(db, merchant, flow.provider);
  const cfg = await registrationConfig(db, merchant);
  // The date is checked before the token is spent: a wrong date can be corrected.
  const birthDate = checkBirthDate(body.birthDate, cfg.fields.birthDate?.minAge ?? DEFAULT_MIN_AGE);
  const identity = parseJson<TIdentity | null>(flow.claims, null);
  if (!identity) throw new ApiError('SOCIAL_STATE_INVALID');
  await refuseNewIdentity(db, merchant, identity);
  const spent = await db
    .updateTable('oidc_flows')
    .set({ signup_used_at: nowIso() })
    .where('id', '=', flow.id)
    .where('signup_used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new ApiError('SOCIAL_STATE_INVALID');
  const member = await createSocialMember(ctx, merchant, identity, { birthDate }, meta);
  return grantSession(ctx, member, meta);
}

async function signIn(ctx: TAccountsContext, member: TMemberRow, meta: TClientMeta): Promise<TSessionGrant> {
  if (member.disabled === 1) throw new ApiError('ACCOUNT_DISABLED');
  if (!isRealMemberType(member.type)) throw new ApiError('NON_MEMBER_LOGIN');
  return grantSession(ctx, member, meta);
}

/** A new identity whose verified e-mail or mobile is a self-excluded member's, or whose e-mail is another account's, is refused. */
async function refuseNewIdentity(db: Kysely<DB>, merchant: string, identity: TIdentity): Promise<void> {
  await refuseExcludedIdentity(db, merchant, { mobile: mobileOfE164(identity.phone), email: identity.email, idNumber: null });
  // An account with this e-mail exists: it is not linked silently (docs/decisions/social-login.md).
  if (identity.email && (await emailTaken(db, merchant, identity.email))) throw new ApiError('EMAIL_TAKEN', { field: 'email' });
}

async function createSocialMember(
  ctx: TAccountsContext,
  merchant: string,
  identity: TIdentity,
  profile: Record<string, string>,
  meta: TClientMeta,
): Promise<TMemberRow> {
  const now = nowIso();
  const nickname = identity.name && matchesRule('name', identity.name.trim()) ? identity.name.trim() : '';
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const member = await trx
        .insertInto('members')
        .values({
          merchant_code: merchant,
          username: await generatedUsername(trx, merchant),
          password_hash: null,
          payment_password_hash: null,
          type: 0,
          disabled: 0,
          nickname,
          email: identity.email,
          country_code: null,
          mobile: null,
          vip_level: 0,
          head_icon: '1',
          parent_id: null,
          profile: JSON.stringify({ ...profile, socialProvider: identity.provider }),
          register_method: null,
          register_url: null,
          register_ip: meta.ip.slice(0, 64),
          claimed_at: null,
          last_login_at: null,
          password_changed_at: null,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('member_identities')
        .values({ merchant_code: merchant, issuer: identity.issuer, subject: identity.subject, member_id: member.id, created_at: now })
        .execute();
      return member;
    });
  } catch (error) {
    // The same identity signed up a moment ago in another tab, or the e-mail was just taken.
    if (isUniqueViolation(error)) throw new ApiError('SOCIAL_STATE_INVALID', { reason: 'taken' });
    throw error;
  }
}

// ---- Operator calls ----

function providerView(provider: TSocialProvider, row: TProviderRow | undefined, flags: Record<string, boolean>): TSocialProviderView {
  return {
    provider,
    configured: row !== undefined,
    issuer: row?.issuer ?? '',
    clientId: row?.client_id ?? '',
    hasSecret: (row?.client_secret ?? '') !== '',
    enabled: row?.enabled === 1,
    flagOn: flags[SOCIAL_PROVIDER_FLAGS[provider]] === true,
    redirectPath: SOCIAL_REDIRECT_PATH,
    updatedAt: row?.updated_at ?? null,
  };
}

async function knownMerchant(db: Kysely<DB>, code: string): Promise<void> {
  const m = await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!m) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
}

export async function listProviders(db: Kysely<DB>, code: string): Promise<TSocialProviderView[]> {
  await knownMerchant(db, code);
  const rows = await db.selectFrom('oidc_providers').selectAll().where('merchant_code', '=', code).execute();
  const flags = await merchantFlags(db, code);
  return SOCIAL_PROVIDERS.map((p) =>
    providerView(
      p,
      rows.find((r) => r.provider === p),
      flags,
    ),
  );
}

/** Saves a provider (audited without its secret) once its discovery document answers. */
export async function saveProvider(
  ctx: TAdminContext,
  code: string,
  provider: TSocialProvider,
  body: { issuer: string; clientId: string; clientSecret?: string | undefined; enabled: boolean },
): Promise<TSocialProviderView> {
  await knownMerchant(ctx.db, code);
  const before = await providerRow(ctx.db, code, provider);
  const secret = body.clientSecret ?? before?.client_secret;
  if (!secret) throw new ApiError('FIELD_REQUIRED', { field: 'clientSecret' });
  const issuer = body.issuer.replace(/\/+$/, '');
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && !isLoopback(url)) throw new ApiError('SOCIAL_PROVIDER_UNREACHABLE', { field: 'issuer', reason: 'https' });
  const row: TProviderRow = {
    merchant_code: code,
    provider,
    issuer,
    client_id: body.clientId.trim(),
    client_secret: secret,
    enabled: body.enabled ? 1 : 0,
    updated_at: nowIso(),
  };
  try {
    await clientConfig(row);
  } catch (error) {
    const reason = (error as { code?: unknown }).code;
    throw new ApiError('SOCIAL_PROVIDER_UNREACHABLE', { field: 'issuer', reason: typeof reason === 'string' ? reason : 'discovery' });
  }
  const visible = (r: TProviderRow | undefined) => (r ? { issuer: r.issuer, clientId: r.client_id, enabled: r.enabled === 1 } : null);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('oidc_providers').where('merchant_code', '=', code).where('provider', '=', provider).execute();
    await trx.insertInto('oidc_providers').values(row).execute();
    await audit(trx, {
      actor: ctx.actor,
      action: 'merchant.socialProvider',
      target: `${code}/${provider}`,
      before: visible(before),
      after: { ...visible(row), secretChanged: body.clientSecret !== undefined },
    });
  });
  return providerView(provider, row, await merchantFlags(ctx.db, code));
}
