import * as z from 'zod/v4/mini';
import { fieldSchema } from './fieldSchema';
import { defineEndpoint } from './endpoint';
import { ZSessionGrant } from './accounts';
import { ZMerchantParams } from './platform';

// Social login through OpenID Connect (spec §2 login and registration, §3 FACEBOOKLOGIN3 /
// GOOGLELOGIN3) and phone verification by a third-party service (spec §5, §7 "firebase"):
// docs/decisions/social-login.md.
//
// The shell starts an authorization (the API keeps state, nonce and PKCE verifier, bound to an
// httpOnly cookie of the browser), sends the player to the provider, and the provider sends them
// back to /m/login?code=…&state=…; the shell posts those to socialLoginComplete, which signs in the
// member linked to the identity or creates one (the merchant's registration rules apply) and
// answers the same session grant as a password login.

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** The white-label flag that offers each provider's button (spec §3). */
export const SOCIAL_PROVIDER_FLAGS = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;
/** Minutes an authorization may take from start to callback. */
export const SOCIAL_FLOW_TTL_MINUTES = 10;
/** Minutes a new identity has to finish its sign-up (date of birth). */
export const SOCIAL_SIGNUP_TTL_MINUTES = 15;

const ZProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

export const socialLoginStart = defineEndpoint({
  name: 'socialLoginStart',
  method: 'POST',
  path: '/api/v1/auth/social/:provider/start',
  auth: 'none',
  summary:
    "Start signing in (or up) with a provider: answers the provider's authorization URL (authorization code + PKCE; state, nonce and verifier kept by the API for 10 minutes, single use) and sets an httpOnly cookie binding the flow to this browser. 403 FORBIDDEN while the provider's flag is off; 403 SOCIAL_PROVIDER_UNAVAILABLE while it is not configured or disabled",
  tags: ['accounts'],
  params: ZProviderParams,
  response: z.object({ authorizationUrl: z.string() }),
  errors: ['SOCIAL_PROVIDER_UNAVAILABLE'],
});

export const ZSocialComplete = z.union([
  z.object({ status: z.literal('signedIn'), grant: ZSessionGrant, created: z.boolean() }),
  /** A new identity: the merchant asks for details the provider does not give (date of birth). */
  z.object({
    status: z.literal('needsDetails'),
    signupToken: z.string(),
    fields: z.array(z.literal('birthDate')),
    minAge: z.number(),
  }),
]);
export type TSocialComplete = z.infer<typeof ZSocialComplete>;

export const socialLoginComplete = defineEndpoint({
  name: 'socialLoginComplete',
  method: 'POST',
  path: '/api/v1/auth/social/complete',
  auth: 'none',
  summary:
    "The provider's answer (the code and state /m/login received): the code is exchanged and the ID token checked (issuer, audience, nonce, expiry). The member linked to the identity gets a session; a new identity becomes a member under the merchant's registration rules, or is asked for its date of birth first (needsDetails). 400 SOCIAL_STATE_INVALID for an unknown, used, expired or other browser's state; 401 SOCIAL_LOGIN_FAILED when the provider's answer does not check out",
  tags: ['accounts'],
  body: z.strictObject({
    state: z.string().check(z.minLength(16), z.maxLength(128)),
    code: z.string().check(z.minLength(1), z.maxLength(2048)),
    /** The `iss` the provider added to the redirect (RFC 9207), when it did. */
    iss: z.optional(z.string().check(z.maxLength(255))),
  }),
  response: ZSocialComplete,
  errors: [
    'SOCIAL_STATE_INVALID',
    'SOCIAL_LOGIN_FAILED',
    'SOCIAL_PROVIDER_UNAVAILABLE',
    'ACCOUNT_DISABLED',
    'NON_MEMBER_LOGIN',
    'RG_IDENTITY_EXCLUDED',
    'EMAIL_TAKEN',
  ],
});

export const socialSignupFinish = defineEndpoint({
  name: 'socialSignupFinish',
  method: 'POST',
  path: '/api/v1/auth/social/finish',
  auth: 'none',
  summary:
    'A new identity finishes its sign-up with the details socialLoginComplete asked for (date of birth, checked against the minimum age): the member is created and signed in. The sign-up token is single use and lasts 15 minutes',
  tags: ['accounts'],
  body: z.strictObject({
    signupToken: z.string().check(z.minLength(16), z.maxLength(128)),
    birthDate: z.string().check(z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)),
  }),
  response: ZSessionGrant,
  errors: ['SOCIAL_STATE_INVALID', 'BIRTH_DATE_INVALID', 'RG_UNDERAGE', 'RG_IDENTITY_EXCLUDED', 'EMAIL_TAKEN', 'SOCIAL_PROVIDER_UNAVAILABLE'],
  fieldErrors: { BIRTH_DATE_INVALID: 'birthDate', RG_UNDERAGE: 'birthDate' },
});

export const loginByPhoneToken = defineEndpoint({
  name: 'loginByPhoneToken',
  method: 'POST',
  path: '/api/v1/auth/login/phone-token',
  auth: 'none',
  summary:
    "Log in by mobile number with the phone-verification service's ID token instead of our SMS code (the merchant enabled it): a JWT checked against the keys published at the configured URL (issuer, audience, expiry; RS256/ES256 only), whose phone_number must be the number entered. 403 FORBIDDEN while the merchant has it off; 401 PHONE_TOKEN_INVALID otherwise",
  tags: ['accounts'],
  body: z.strictObject({
    countryDialingCode: fieldSchema('countryDialingCode'),
    mobileNum: z.string().check(z.regex(/^[0-9]{1,20}$/)),
    idToken: z.string().check(z.minLength(16), z.maxLength(8192)),
  }),
  response: ZSessionGrant,
  errors: ['PHONE_TOKEN_INVALID', 'ACCOUNT_DISABLED', 'MOBILE_INVALID', 'AUTH_INVALID_CREDENTIALS'],
});

// ---- Operator calls ----

export const ZSocialProviderView = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** False until an operator saves the provider. */
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  /** Whether a client secret is stored (the secret itself is never answered). */
  hasSecret: z.boolean(),
  enabled: z.boolean(),
  /** The flag that shows its button (GOOGLELOGIN3, FACEBOOKLOGIN3) is on. */
  flagOn: z.boolean(),
  /** Path of the redirect URI to register at the provider, on each of the merchant's hosts: /m/login. */
  redirectPath: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type TSocialProviderView = z.infer<typeof ZSocialProviderView>;

export const listSocialProviders = defineEndpoint({
  name: 'listSocialProviders',
  method: 'GET',
  path: '/api/admin/merchants/:code/social-providers',
  auth: 'admin',
  summary: "A merchant's OpenID Connect providers (Google, Facebook): issuer, client id, enabled; never the client secret",
  tags: ['admin'],
  params: ZMerchantParams,
  response: z.array(ZSocialProviderView),
});

export const updateSocialProvider = defineEndpoint({
  name: 'updateSocialProvider',
  method: 'PUT',
  path: '/api/admin/merchants/:code/social-providers/:provider',
  auth: 'admin',
  summary:
    "Configure a merchant's provider (audited without the secret): the issuer's discovery document must answer; the client secret is required the first time and kept when left out afterwards",
  tags: ['admin'],
  params: z.object({ code: ZMerchantParams.shape.code, provider: z.enum(SOCIAL_PROVIDERS) }),
  body: z.strictObject({
    issuer: z.string().check(z.minLength(8), z.maxLength(255), z.regex(/^https?:\/\/[^\s]+$/)),
    clientId: z.string().check(z.minLength(1), z.maxLength(255)),
    clientSecret: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    enabled: z.boolean(),
  }),
  response: ZSocialProviderView,
  errors: ['SOCIAL_PROVIDER_UNREACHABLE', 'FIELD_REQUIRED'],
});

export const ZPhoneVerificationView = z.object({
  enabled: z.boolean(),
  /** Where the service publishes its signing keys (a JWKS). */
  jwksUrl: z.string(),
  issuer: z.string(),
  audience: z.string(),
});
export type TPhoneVerificationView = z.infer<typeof ZPhoneVerificationView>;

export const getPhoneVerification = defineEndpoint({
  name: 'getPhoneVerification',
  method: 'GET',
  path: '/api/admin/merchants/:code/phone-verification',
  auth: 'admin',
  summary: "A merchant's third-party phone verification: on/off, the service's key set URL, the expected issuer and audience",
  tags: ['admin'],
  params: ZMerchantParams,
  response: ZPhoneVerificationView,
});

export const updatePhoneVerification = defineEndpoint({
  name: 'updatePhoneVerification',
  method: 'PUT',
  path: '/api/admin/merchants/:code/phone-verification',
  auth: 'admin',
  summary:
    'Turn third-party phone verification on or off (audited): while on, login and registration by mobile accept the ID token of the service instead of our SMS code; turning it on needs the key set URL, issuer and audience',
  tags: ['admin'],
  params: ZMerchantParams,
  body: z.strictObject({
    enabled: z.boolean(),
    jwksUrl: z.string().check(z.maxLength(512), z.regex(/^(https?:\/\/[^\s]+)?$/)),
    issuer: z.string().check(z.maxLength(255)),
    audience: z.string().check(z.maxLength(255)),
  }),
  response: ZPhoneVerificationView,
  errors: ['FIELD_REQUIRED'],
});

export const socialLoginEndpoints = [
  socialLoginStart,
  socialLoginComplete,
  socialSignupFinish,
  loginByPhoneToken,
  listSocialProviders,
  updateSocialProvider,
  getPhoneVerification,
  updatePhoneVerification,
] as const;
