import * as z from 'zod/v4/mini';
import { MODULE } from '@tessera/contract';
import { fieldSchema } from './fieldSchema';
import { ZCustomerServiceEntry } from '../schemas/registry';
import { defineEndpoint } from './endpoint';
import { ZMerchantParams, ZMerchantQuery } from './platform';

// Account calls (spec §7 "Account"). Formats that carry a spec message (username, password,
// e-mail, mobile, names) are checked by the API with named codes (ACCOUNT_RULES), so the schemas
// here only bound sizes and refuse control characters; everything else is refused by the schema.

/** Printable text of at most `max` characters (no control characters: they have no use in these fields). */
const text = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[^\u0000-\u001f\u007f]*$/));
const optionalText = (max: number) => z.optional(text(max));
const required = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[^\u0000-\u001f\u007f]*$/));

/** Id of an image captcha (GET /api/v1/captcha). */
const ZCaptchaId = z.string().check(z.regex(/^[a-f0-9]{32}$/));
const ZMobile = z.string().check(z.regex(/^[0-9]{1,20}$/));
const ZDialingCode = fieldSchema('countryDialingCode');
const ZMemberType = z.number();

/** A solved human check (getHumanCheck): login in password mode and registration send one. */
export const ZHumanCheckAnswer = z.strictObject({
  challengeId: z.string().check(z.regex(/^[a-f0-9]{32}$/)),
  solution: z.string().check(z.regex(/^[0-9]{1,10}$/)),
});
export type THumanCheckAnswer = z.infer<typeof ZHumanCheckAnswer>;

// ---- Sessions ----

/** What a successful login, registration or test-play login answers: the session to keep (spec §3 MC_SESSION_INFO). */
export const ZSessionGrant = z.object({
  /** Opaque bearer token: `Authorization: Bearer <token>`. */
  token: z.string(),
  userName: z.string(),
  /** Member type: 0, 1, 2 real members; 4 trial. */
  type: ZMemberType,
  /** True on the account's first login. */
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
  /** When the session ends at the latest (it also ends after 7 idle days). */
  expiresAt: z.string(),
});
export type TSessionGrant = z.infer<typeof ZSessionGrant>;

/**
 * A body whose `data` is encrypted to the server's login key with `encryptLoginBody`
 * (docs/login-encryption.md); the key id travels in the `Encryption` header.
 */
export const ZEncryptedData = z.string().check(z.minLength(1), z.maxLength(16_384), z.regex(/^v1\.[A-Za-z0-9_.-]+$/));

export const ZEncryptedBody = z.strictObject({ data: ZEncryptedData });

/** The decrypted `data` of login (username + password). */
export const ZLoginPayload = z.strictObject({
  type: z.optional(z.literal('username')),
  username: required(64),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The captcha answer, once a failed login asked for it (`value.captcha`). */
  captcha: optionalText(16),
  captchaId: z.optional(ZCaptchaId),
  /** Required: the solved human check (HUMAN_CHECK_REQUIRED / HUMAN_CHECK_FAILED otherwise). */
  humanCheck: z.optional(ZHumanCheckAnswer),
  /** Ask for a remember-me cookie (httpOnly, revocable; docs/decisions/accounts-remember-me.md). */
  remember: z.optional(z.boolean()),
});
export type TLoginPayload = z.infer<typeof ZLoginPayload>;

/** The decrypted `data` of login by SMS code. */
export const ZSmsLoginPayload = z.strictObject({
  type: z.optional(z.literal('sms')),
  countryDialingCode: ZDialingCode,
  mobileNum: ZMobile,
  /** The SMS code (sendVerificationCode with purpose 'login'). */
  messageCode: fieldSchema('verificationCode'),
  captcha: optionalText(16),
  captchaId: z.optional(ZCaptchaId),
});
export type TSmsLoginPayload = z.infer<typeof ZSmsLoginPayload>;

const LOGIN_HEADERS = 'Headers: `Encryption: <keyId>` (required), `Device: <client kind>` (optional, e.g. OTHERS for an installed app).';

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/api/v1/auth/login',
  auth: 'none',
  summary: `Log in with username and password; \`data\` is ZLoginPayload encrypted with encryptLoginBody. ${LOGIN_HEADERS} After 3 failures the error value carries { captcha: true }.`,
  tags: ['accounts'],
  body: ZEncryptedBody,
  response: ZSessionGrant,
});

export const loginBySms = defineEndpoint({
  name: 'loginBySms',
  method: 'POST',
  path: '/api/v1/auth/login/sms',
  auth: 'none',
  summary: `Log in with mobile number and SMS code; \`data\` is ZSmsLoginPayload encrypted with encryptLoginBody. ${LOGIN_HEADERS}`,
  tags: ['accounts'],
  body: ZEncryptedBody,
  response: ZSessionGrant,
});

export const rememberedLogin = defineEndpoint({
  name: 'rememberedLogin',
  method: 'POST',
  path: '/api/v1/auth/remembered',
  auth: 'none',
  summary:
    'Log in again with the httpOnly remember-me cookie a login with `remember: true` set (docs/decisions/accounts-remember-me.md): single use, a new cookie each time; 401 REMEMBER_INVALID (and the cookie cleared) when missing, spent, revoked or expired',
  tags: ['accounts'],
  response: ZSessionGrant,
});

export const logout = defineEndpoint({
  name: 'logout',
  method: 'DELETE',
  path: '/api/v1/auth/session',
  auth: 'member',
  summary: 'Log out: revokes the session token of the request',
  tags: ['accounts'],
  response: z.object({ loggedOut: z.boolean() }),
});

export const ZLoginKey = z.object({
  keyId: z.string(),
  /** Scheme name (docs/login-encryption.md). */
  algorithm: z.literal('ECDH-ES-P256+HKDF-SHA256+A256GCM'),
  /** The server's ECDH P-256 public key as a JWK (kty, crv, x, y). */
  publicKey: z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string() }),
});
export type TLoginKey = z.infer<typeof ZLoginKey>;

export const getLoginKey = defineEndpoint({
  name: 'getLoginKey',
  method: 'GET',
  path: '/api/v1/auth/key',
  auth: 'none',
  summary: 'The public key login bodies are encrypted to, with its id (sent back in the Encryption header)',
  tags: ['accounts'],
  query: ZMerchantQuery,
  response: ZLoginKey,
});

// ---- Human check, captcha and SMS ----

export const getHumanCheck = defineEndpoint({
  name: 'getHumanCheck',
  method: 'GET',
  path: '/api/v1/human-check',
  auth: 'none',
  summary:
    'A human-check challenge: find a decimal `solution` whose SHA-256 of `${challengeId}:${solution}` starts with `difficulty` zero bits (solveHumanCheck); single use, bound to the challenge, 2 minutes (longer past 16 bits). The difficulty (12 to 20) rises with recent failed logins of the address and, when `username` names the login it is for, of that account',
  tags: ['accounts'],
  /** `username`: the login the check is for (optional): its failures count in the difficulty. */
  query: z.extend(ZMerchantQuery, { username: z.optional(required(64)) }),
  response: z.object({ challengeId: z.string(), difficulty: z.number(), expiredSeconds: z.number() }),
});

export const getCaptcha = defineEndpoint({
  name: 'getCaptcha',
  method: 'GET',
  path: '/api/v1/captcha',
  auth: 'none',
  summary: 'A new image captcha (6 digits) as a base64 PNG data URL; single use, 5 minutes',
  tags: ['accounts'],
  query: ZMerchantQuery,
  response: z.object({
    captchaId: z.string(),
    /** data:image/png;base64,... (192 × 72) */
    image: z.string(),
    expiredSeconds: z.number(),
  }),
});

/** paymentPassword: resetting the payment password (codes go to the member's bound mobile; wallet.ts sendPaymentPasswordResetCode). */
export const SMS_PURPOSES = ['register', 'login', 'forget', 'paymentPassword'] as const;
export type TSmsPurpose = (typeof SMS_PURPOSES)[number];

export const sendVerificationCode = defineEndpoint({
  name: 'sendVerificationCode',
  method: 'POST',
  path: '/api/v1/sms/code',
  auth: 'none',
  summary:
    "Send a 6-digit SMS code (single use, 5 attempts, 60 s resend cool-down, 10 a day per number, smsPerAddressPerHour per address). Purpose: register (default), login, forget or paymentPassword. Every number gets the same answer: one that cannot use the code (no live member for login and forget, already registered for register) is sent nothing. paymentPassword needs the member's session (Authorization: Bearer, else 401 AUTH_REQUIRED) and goes only to the session member's bound mobile (else 403); the wallet's sendPaymentPasswordResetCode does the same",
  tags: ['accounts'],
  body: z.strictObject({
    countryDialingCode: ZDialingCode,
    mobileNum: z.optional(ZMobile),
    /** The same as mobileNum (the spec names both). */
    mobileNo: z.optional(ZMobile),
    purpose: z.optional(z.enum(SMS_PURPOSES)),
  }),
  response: z.object({
    expiredMinutes: z.number(),
    /** When the code expires (ISO time). */
    expirationTime: z.string(),
    /** Seconds until another code can be requested. */
    resendAfterSeconds: z.number(),
  }),
});

export const checkVerificationCode = defineEndpoint({
  name: 'checkVerificationCode',
  method: 'GET',
  path: '/api/v1/sms/code/check',
  auth: 'none',
  summary:
    'Check an SMS code before submitting the form (the spec\'s "verification"): counts as one of the code\'s 5 attempts but leaves it for the submit. 400 VERIFICATION_CODE_INVALID with value.reason missing | expired | mismatch | tooManyAttempts',
  tags: ['accounts'],
  query: z.object({
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobile,
    verificationCode: fieldSchema('verificationCode'),
    purpose: z.optional(z.enum(SMS_PURPOSES)),
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
  }),
  response: z.object({ valid: z.literal(true) }),
});

// ---- Registration ----

export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/** Registration fields (spec §3 registration payload); which are asked for is per merchant (registrationSettings). */
export const ZRegisterData = z.strictObject({
  /** Username tab or mobile tab; default: username when one is given, else mobile. */
  registerBy: z.optional(z.enum(['username', 'mobile'])),
  username: optionalText(64),
  password: z.optional(z.string().check(z.maxLength(128))),
  confirmPassword: z.optional(z.string().check(z.maxLength(128))),
  paymentPassword: optionalText(32),
  idNumber: optionalText(64),
  qqNum: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(128),
  line: optionalText(128),
  whatsapp: optionalText(128),
  zalo: optionalText(128),
  email: optionalText(512),
  nickname: optionalText(64),
  payeeName: optionalText(64),
  countryDialingCode: optionalText(8),
  mobileNum: optionalText(32),
  verificationCode: optionalText(16),
  recommenderId: optionalText(32),
  affiliateCode: optionalText(32),
  captcha: optionalText(16),
  captchaId: z.optional(ZCaptchaId),
  registerUrl: optionalText(255),
  registerMethod: z.optional(z.enum(REGISTER_METHODS)),
  domain: optionalText(255),
  type: z.optional(z.literal(0)),
  /** Required: the solved human check. */
  humanCheck: z.optional(ZHumanCheckAnswer),
  /** Date of birth YYYY-MM-DD; required while the merchant asks for it (field birthDate), checked against its minimum age. */
  birthDate: optionalText(10),
  /** Instead of verificationCode, while the merchant enables third-party phone verification: the service's ID token for this number (docs/decisions/social-login.md). */
  phoneIdToken: optionalText(8192),
});
export type TRegisterData = z.infer<typeof ZRegisterData>;

export const register = defineEndpoint({
  name: 'register',
  method: 'PUT',
  path: '/api/v1/register',
  auth: 'none',
  summary:
    "Register by username or by mobile number, per the merchant's field configuration; answers a session like login. `data` is ZRegisterData, or the same encrypted with encryptLoginBody (then send the Encryption header)",
  tags: ['accounts'],
  body: z.strictObject({
    data: z.union([ZRegisterData, ZEncryptedData]),
    moduleId: z.optional(z.literal(MODULE.registration)),
  }),
  response: ZSessionGrant,
  // The fields are inside `data` (possibly encrypted): the service checks their rules after
  // decrypting and names the field in `value.field`; these codes are about one field.
  fieldErrors: {
    USERNAME_TAKEN: 'username',
    EMAIL_TAKEN: 'email',
    MOBILE_TAKEN: 'mobileNum',
    ACCOUNT_FORMAT_INVALID: 'username',
    PASSWORD_CONFIRM_MISMATCH: 'confirmPassword',
    VERIFICATION_CODE_INVALID: 'verificationCode',
    INVITATION_CODE_INVALID: 'affiliateCode',
    CAPTCHA_INVALID: 'captcha',
    CAPTCHA_REQUIRED: 'captcha',
    BIRTH_DATE_INVALID: 'birthDate',
    RG_UNDERAGE: 'birthDate',
  },
});

/** Minimum ages a merchant can ask for (spec §5/§9: 18, some variants 21). */
export const REGISTER_MIN_AGES = [18, 21] as const;
/** `minAge` is set on the birthDate field only (default 18). */
export const ZRegisterField = z.object({ enabled: z.boolean(), required: z.boolean(), minAge: z.optional(z.number()) });

export const registrationSettings = defineEndpoint({
  name: 'registrationSettings',
  method: 'GET',
  path: '/api/v1/register/settings',
  auth: 'none',
  summary: 'Registration methods, fields (enabled/required), SMS verification and captcha of the merchant, with the format rules',
  tags: ['accounts'],
  query: ZMerchantQuery,
  response: z.object({
    methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
    /** REGMOBVERF3: a mobile number must be confirmed by SMS code. */
    smsVerification: z.boolean(),
    /** MOBILENUMPASSREG3: mobile registration also asks for a password. */
    mobilePassword: z.boolean(),
    fields: z.record(z.string(), ZRegisterField),
    captcha: z.object({ enabled: z.boolean() }),
    rules: z.record(z.string(), z.object({ pattern: z.string(), flags: z.string(), code: z.string() })),
  }),
});

export const validateUsername = defineEndpoint({
  name: 'validateUsername',
  method: 'GET',
  path: '/api/v1/register/username',
  auth: 'none',
  summary: 'Is the username well formed and free? (ACCOUNT_FORMAT_INVALID when not well formed)',
  tags: ['accounts'],
  query: z.extend(ZMerchantQuery, { username: required(64) }),
  response: z.object({ username: z.string(), available: z.boolean() }),
});

export const checkEmail = defineEndpoint({
  name: 'checkEmail',
  method: 'POST',
  path: '/api/v1/register/email',
  auth: 'none',
  summary: 'Is the e-mail address well formed and not used yet? Body JSON or form-encoded',
  tags: ['accounts'],
  body: z.strictObject({ email: required(512) }),
  response: z.object({ available: z.boolean() }),
});

export const checkAffiliateCode = defineEndpoint({
  name: 'checkAffiliateCode',
  method: 'GET',
  path: '/api/v1/affiliate/check',
  auth: 'none',
  summary: 'Does the affiliate / invitation code exist for this merchant? (module AFFMAN3)',
  tags: ['accounts'],
  query: z.extend(ZMerchantQuery, {
    code: required(32),
    domain: optionalText(255),
    moduleId: z.optional(z.literal(MODULE.affiliateManagement)),
  }),
  response: z.object({ success: z.boolean() }),
});

// ---- Passwords ----

export const changePassword = defineEndpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/api/v1/member/password',
  auth: 'realMember',
  summary: 'Change the login password (passWordChangeV2): old must match, new must differ; other sessions are logged out',
  tags: ['accounts'],
  body: z.strictObject({
    /** May be omitted only by an account that has no password yet (registered by mobile without one). */
    oldPassword: z.optional(z.string().check(z.maxLength(128))),
    newPassword: z.string().check(z.maxLength(128)),
    confirmNewPassword: z.string().check(z.maxLength(128)),
  }),
  response: z.object({ changed: z.boolean() }),
  // The old password's check counts as a login attempt: CAPTCHA_REQUIRED / LOGIN_LOCKED past the login's budget.
  errors: ['PASSWORD_INCORRECT', 'PASSWORD_SAME_AS_OLD', 'PASSWORD_FORMAT_INVALID', 'PASSWORD_CONFIRM_MISMATCH', 'CAPTCHA_REQUIRED', 'LOGIN_LOCKED'],
  fieldErrors: {
    PASSWORD_INCORRECT: 'oldPassword',
    PASSWORD_SAME_AS_OLD: 'newPassword',
    PASSWORD_FORMAT_INVALID: 'newPassword',
    PASSWORD_CONFIRM_MISMATCH: 'confirmNewPassword',
  },
});

export const forgetPassword = defineEndpoint({
  name: 'forgetPassword',
  method: 'POST',
  path: '/api/v1/auth/password/forget',
  auth: 'none',
  summary: "Set a new password with an SMS code (purpose forget) sent to the account's mobile number; every session is logged out",
  tags: ['accounts'],
  body: z.strictObject({
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobile,
    verificationCode: fieldSchema('verificationCode'),
    newPassword: z.string().check(z.maxLength(128)),
    confirmNewPassword: z.string().check(z.maxLength(128)),
  }),
  response: z.object({ reset: z.boolean(), userName: z.string() }),
  fieldErrors: {
    VERIFICATION_CODE_INVALID: 'verificationCode',
    MOBILE_INVALID: 'mobileNum',
    USER_NOT_FOUND: 'mobileNum',
    PASSWORD_FORMAT_INVALID: 'newPassword',
    PASSWORD_CONFIRM_MISMATCH: 'confirmNewPassword',
  },
});

// ---- Trial ----

export const trialAccount = defineEndpoint({
  name: 'trialAccount',
  method: 'GET',
  path: '/api/v1/trial/account',
  auth: 'none',
  summary: 'Create a trial (free-play, type 4) account and answer its user name; log it in with testPlayLogin',
  tags: ['accounts'],
  query: ZMerchantQuery,
  response: z.object({ userName: z.string() }),
});

export const testPlayLogin = defineEndpoint({
  name: 'testPlayLogin',
  method: 'POST',
  path: '/api/v1/trial/login',
  auth: 'none',
  summary: 'Test-play login: a session for the trial account from trialAccount (once), or for a new one when no userName is given',
  tags: ['accounts'],
  body: z.strictObject({
    /** Free-play module id (spec §7). */
    moduleId: z.optional(z.string().check(z.regex(/^[A-Z0-9]{2,16}$/))),
    userName: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_]{3,31}$/))),
  }),
  response: z.object({
    token: z.string(),
    userName: z.string(),
    /** Stored as `type` in the session info (spec §3). */
    customerType: ZMemberType,
    expiresAt: z.string(),
  }),
});

// ---- Member ----

export const ZMemberInfo = z.object({
  /** Used as the customer id. */
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: ZMemberType,
  clubLabel: z.object({ labelName: z.string() }),
  headIcon: z.string(),
  merchantCode: z.string(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const memberInfo = defineEndpoint({
  name: 'memberInfo',
  method: 'GET',
  path: '/api/v1/member/info',
  auth: 'member',
  summary: 'The logged-in member: id, account, nickname, type, VIP label (clubLabel.labelName)',
  tags: ['accounts'],
  response: ZMemberInfo,
});

// ---- Personal info (spec §7 "personal info (info, nickname)", "security: email bind") ----

export const ZPersonalInfo = z.object({
  account: z.string(),
  nickname: z.string(),
  vipLabel: z.string(),
  vipLevel: z.number(),
  /** Masked ("de***@example.com"); null when none is bound. */
  email: z.nullable(z.string()),
  /** Masked number ("138****8000") with its dialling code; null when none is bound. */
  mobile: z.nullable(z.object({ countryDialingCode: z.string(), number: z.string() })),
  /** A payee (bank account holder) name is bound: withdrawals pay only to it. */
  payeeNameBound: z.boolean(),
  hasPaymentPassword: z.boolean(),
  registeredAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type TPersonalInfo = z.infer<typeof ZPersonalInfo>;

export const personalInfo = defineEndpoint({
  name: 'personalInfo',
  method: 'GET',
  path: '/api/v1/member/profile',
  auth: 'realMember',
  summary: "The member's personal info for the member center: contact details masked, what is bound",
  tags: ['accounts'],
  response: ZPersonalInfo,
});

export const updateNickname = defineEndpoint({
  name: 'updateNickname',
  method: 'POST',
  path: '/api/v1/member/nickname',
  auth: 'realMember',
  summary: "Change the nickname (letters, spaces, . ' -; 1-32 characters: NAME_FORMAT_INVALID otherwise)",
  tags: ['accounts'],
  body: z.strictObject({ nickname: text(64) }),
  response: ZPersonalInfo,
});

export const bindEmail = defineEndpoint({
  name: 'bindEmail',
  method: 'POST',
  path: '/api/v1/security/email',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary: 'Bind or change the e-mail address, confirmed by the login password (PASSWORD_INCORRECT, EMAIL_TAKEN)',
  tags: ['accounts'],
  body: z.strictObject({ email: text(512), password: z.string().check(z.maxLength(128)) }),
  response: ZPersonalInfo,
  fields: { email: { rule: 'email', required: true }, password: { rule: 'currentPassword', required: true } },
  // The password's check counts as a login attempt: CAPTCHA_REQUIRED / LOGIN_LOCKED past the login's budget.
  errors: ['EMAIL_FORMAT_INVALID', 'PASSWORD_FORMAT_INVALID', 'PASSWORD_INCORRECT', 'CAPTCHA_REQUIRED', 'LOGIN_LOCKED', 'EMAIL_TAKEN'],
  fieldErrors: { EMAIL_FORMAT_INVALID: 'email', EMAIL_TAKEN: 'email', PASSWORD_INCORRECT: 'password' },
});

export const ZHeadIcon = z.object({ id: z.string(), url: z.string() });

export const getHeadIcon = defineEndpoint({
  name: 'getHeadIcon',
  method: 'GET',
  path: '/api/v1/member/head-icon',
  auth: 'member',
  summary: "The member's head icon and the icons to choose from",
  tags: ['accounts'],
  response: z.object({ headIcon: z.string(), icons: z.array(ZHeadIcon) }),
});

export const setHeadIcon = defineEndpoint({
  name: 'setHeadIcon',
  method: 'POST',
  path: '/api/v1/member/head-icon',
  auth: 'realMember',
  summary: "Choose a head icon (an id from getHeadIcon; 'upload': the member's own picture, when one was uploaded). Body JSON or form-encoded",
  tags: ['accounts'],
  body: z.strictObject({ headIcon: z.string().check(z.regex(/^([0-9]{1,3}|upload)$/)) }),
  response: z.object({ headIcon: z.string(), icons: z.array(ZHeadIcon) }),
});

// ---- Merchant settings the account screens read ----

export const templateSettings = defineEndpoint({
  name: 'templateSettings',
  method: 'GET',
  path: '/api/v1/template',
  auth: 'none',
  summary: "Member-center and deposit templates: 'new' when mem_cen / dep_func is '1' (spec §4)",
  tags: ['accounts'],
  query: ZMerchantQuery,
  response: z.object({ mem_cen: z.string(), dep_func: z.string() }),
});

export const customerService = defineEndpoint({
  name: 'customerService',
  method: 'GET',
  path: '/api/v1/customer-service',
  auth: 'none',
  summary: 'Customer-service entries; path is encrypted (last 8 characters the key, spec §3)',
  tags: ['accounts'],
  query: ZMerchantQuery,
  response: z.array(ZCustomerServiceEntry),
});

export const ZCountry = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  name: z.string(),
  /** With '+', e.g. +55. */
  dialingCode: z.string(),
});

export const systemCountry = defineEndpoint({
  name: 'systemCountry',
  method: 'GET',
  path: '/api/v1/system/country',
  auth: 'none',
  summary: "Countries and their dialling codes for mobile numbers, with the merchant's default",
  tags: ['accounts'],
  query: ZMerchantQuery,
  response: z.object({ defaultDialingCode: z.string(), list: z.array(ZCountry) }),
});

// ---- Operator ----

export const ZSmsOutboxEntry = z.object({
  id: z.number(),
  merchantCode: z.string(),
  /** +<dialling code> <number> */
  mobile: z.string(),
  purpose: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const listSmsOutbox = defineEndpoint({
  name: 'listSmsOutbox',
  method: 'GET',
  path: '/api/admin/sms-outbox',
  auth: 'admin',
  summary: 'Development SMS outbox: the messages the API would have sent, newest first',
  tags: ['admin'],
  query: z.object({
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
    /** Digits of the number without dialling code. */
    mobile: z.optional(z.string().check(z.regex(/^[0-9]{1,20}$/))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
  }),
  response: z.array(ZSmsOutboxEntry),
});

/** The registration fields an operator can switch on, off or to required per merchant. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'birthDate',
] as const;
export type TRegisterFieldName = (typeof REGISTER_FIELDS)[number];

const ZRegistrationFields = z.record(z.enum(REGISTER_FIELDS), ZRegisterField);

export const getRegistrationConfig = defineEndpoint({
  name: 'getRegistrationConfig',
  method: 'GET',
  path: '/api/admin/merchants/:code/registration',
  auth: 'admin',
  summary: "A merchant's registration field configuration (enabled / required per field)",
  tags: ['admin'],
  params: ZMerchantParams,
  response: z.object({ merchant: z.string(), fields: ZRegistrationFields }),
});

export const updateRegistrationConfig = defineEndpoint({
  name: 'updateRegistrationConfig',
  method: 'PATCH',
  path: '/api/admin/merchants/:code/registration',
  auth: 'admin',
  summary:
    'Change registration fields of a merchant: only the fields named change; a required field must be enabled; birthDate takes minAge 18 (default) or 21, and while it is enabled registration requires a date of birth at least that old, and username, password and confirmPassword stay enabled while username registration is on (flag USERNAMEREG3)',
  tags: ['admin'],
  params: ZMerchantParams,
  body: z.partialRecord(
    z.enum(REGISTER_FIELDS),
    z.strictObject({
      enabled: z.boolean(),
      required: z.boolean(),
      minAge: z.optional(z.union([z.literal(REGISTER_MIN_AGES[0]), z.literal(REGISTER_MIN_AGES[1])])),
    }),
  ),
  response: z.object({ merchant: z.string(), fields: ZRegistrationFields }),
});

export const accountEndpoints = [
  login,
  loginBySms,
  rememberedLogin,
  logout,
  getLoginKey,
  getCaptcha,
  getHumanCheck,
  sendVerificationCode,
  register,
  registrationSettings,
  validateUsername,
  checkEmail,
  checkAffiliateCode,
  changePassword,
  forgetPassword,
  trialAccount,
  testPlayLogin,
  memberInfo,
  getHeadIcon,
  setHeadIcon,
  templateSettings,
  customerService,
  systemCountry,
  listSmsOutbox,
  getRegistrationConfig,
  updateRegistrationConfig,
  personalInfo,
  updateNickname,
  bindEmail,
  checkVerificationCode,
] as const;
