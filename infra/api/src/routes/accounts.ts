import { ACCOUNT_RULES, normalizeDialingCode } from '@tessera/contract';
import {
  bindEmail,
  changePassword,
  checkAffiliateCode,
  checkVerificationCode,
  checkEmail,
  createDownline,
  customerService,
  forgetPassword,
  getCaptcha,
  getHeadIcon,
  getHumanCheck,
  getLoginKey,
  listSmsOutbox,
  login,
  loginBySms,
  logout,
  memberInfo,
  personalInfo,
  registrationSettings,
  register,
  rememberedLogin,
  sendVerificationCode,
  setFirstPassword,
  setHeadIcon,
  systemCountry,
  templateSettings,
  testPlayLogin,
  trialAccount,
  updateNickname,
  validateUsername,
  ZLoginPayload,
  ZRegisterData,
  ZSmsLoginPayload,
} from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/v4/mini';
import { ApiError, validationError } from '../errors';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { parseJson } from '../lib/json';
import { headIconView } from '../services/headIcons';
import { decryptLoginData, LoginDecryptError } from '../lib/loginCrypto';
import { route, ROUTE_DEPENDENCIES } from '../route';
import * as accounts from '../services/accounts';
import type { TAuthMember, TClientMeta } from '../services/accounts';
import { findMerchant, systemStatus } from '../services/merchants';
import { routesPlugin } from '../lib/plugin';

export interface TAccountRateLimits {
  /** login and loginBySms, per client address. */
  loginPerMinute: number;
  /** sendVerificationCode. */
  smsPerMinute: number;
  /** sendVerificationCode per address per hour, whatever the numbers (each number has its own limits besides). */
  smsPerAddressPerHour: number;
  /** register, forgetPassword, changePassword. */
  registerPerMinute: number;
  /** getCaptcha. */
  captchaPerMinute: number;
  /** Availability checks (username, e-mail, affiliate code): they could list accounts otherwise. */
  checksPerMinute: number;
  /** trialAccount and testPlayLogin: each creates an account. */
  trialPerMinute: number;
  /** requestPasswordResetEmail per address per hour (each account has its own limits besides): routes/emailRecovery.ts. */
  emailResetPerAddressPerHour: number;
}

export const DEFAULT_ACCOUNT_RATE_LIMITS: TAccountRateLimits = {
  loginPerMinute: 20,
  smsPerMinute: 10,
  smsPerAddressPerHour: 20,
  registerPerMinute: 10,
  captchaPerMinute: 30,
  checksPerMinute: 60,
  trialPerMinute: 10,
  emailResetPerAddressPerHour: 10,
};

export interface TAccountRoutesOptions {
  limits: TAccountRateLimits;
  adminPerMinute: number;
}

const errorMap = z.locales.en().localeError;
const DEVICE = /^[A-Za-z0-9_.-]{1,32}$/;
const OUTBOX_PAGE = 50;

function clientMeta(request: FastifyRequest): TClientMeta {
  const device = request.headers.device;
  const ua = request.headers['user-agent'];
  return {
    ip: request.ip,
    device: typeof device === 'string' && DEVICE.test(device) ? device : null,
    userAgent: typeof ua === 'string' ? ua : null,
  };
}

/** The request's bearer token, if any (a call without a session of its own may still carry one). */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return m?.[1] ?? null;
}

/** Answers that carry credentials or personal data are never stored by caches. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function memberOf(request: FastifyRequest): TAuthMember {
  if (!request.member) throw new ApiError('AUTH_REQUIRED');
  return request.member;
}

/** `data` decrypted with the key named by the Encryption header and checked against `schema`. */
async function openEncrypted<S extends z.ZodMiniType>(request: FastifyRequest, data: string, schema: S): Promise<z.infer<S>> {
  const header = request.headers.encryption;
  const keyId = typeof header === 'string' ? header.trim() : '';
  const key = keyId ? await request.server.accounts.keys.privateKey(keyId) : null;
  if (!key) throw new ApiError('ENCRYPTION_KEY_UNKNOWN');
  let payload: unknown;
  try {
    payload = decryptLoginData(key, keyId, data);
  } catch (error) {
    if (error instanceof LoginDecryptError) throw new ApiError('LOGIN_DATA_UNREADABLE');
    throw error;
  }
  const parsed = schema.safeParse(payload, { error: errorMap });
  if (!parsed.success) {
    throw validationError(parsed.error.issues.map((i) => ({ in: 'body' as const, path: ['data', ...i.path.map(String)].join('.'), message: i.message })));
  }
  return parsed.data as z.infer<S>;
}

/** application/x-www-form-urlencoded → an object of strings (spec §7: e-mail check and head icon post forms). */
function parseForm(body: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [k, v] of new URLSearchParams(body)) {
    if (fields.has(k)) throw Object.assign(new Error('repeated form field'), { statusCode: 400 });
    fields.set(k, v);
  }
  // fromEntries defines properties: a "__proto__" field stays a plain (refused) field.
  return Object.fromEntries(fields);
}

/** The remember-me cookie of the request, if any. */
const rememberCookie = (request: FastifyRequest): string | undefined => parseCookies(request.headers.cookie)[accounts.REMEMBER_COOKIE];

/** Sets (a new token) or clears (null) the httpOnly remember-me cookie. */
function setRememberCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const secure = request.protocol === 'https';
  reply.header(
    'set-cookie',
    serializeCookie(accounts.REMEMBER_COOKIE, token ?? '', { httpOnly: true, secure, maxAgeSeconds: token ? accounts.REMEMBER_MAX_AGE_SECONDS : 0 }),
  );
}

/** The cookies that may prove the request's device to an account (services/accounts/deviceProof.ts). */
function proofCookies(request: FastifyRequest): accounts.TProofCookies {
  const cookies = parseCookies(request.headers.cookie);
  return { device: cookies[accounts.DEVICE_COOKIE], remember: cookies[accounts.REMEMBER_COOKIE] };
}

/** Sets the httpOnly device-proof cookie a successful login earned (it lasts as long as the proof). */
function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https';
  reply.header('set-cookie', serializeCookie(accounts.DEVICE_COOKIE, token, { httpOnly: true, secure, maxAgeSeconds: accounts.DEVICE_PROOF_MAX_AGE_SECONDS }));
}

/** Account calls (spec §7 "Account") and the operator's SMS outbox. */
export const accountRoutes = routesPlugin<TAccountRoutesOptions>('tessera-accounts-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app, opts) => {
  const { limits } = opts;
  const ctx = () => app.accounts;
  const per = (n: number) => ({ rateLimitPerMinute: n });

  route(app, getLoginKey, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ctx().keys.current();
  });

  route(
    app,
    login,
    async ({ body }, request, reply) => {
      noStore(reply);
      const payload = await openEncrypted(request, body.data, ZLoginPayload);
      const meta = clientMeta(request);
      const { grant, deviceProof } = await accounts.loginWithPassword(ctx(), request.merchant, payload, meta, proofCookies(request));
      setDeviceCookie(request, reply, deviceProof);
      // Remember me: a new httpOnly token, and the one this browser had (if any) ends.
      if (payload.remember === true) {
        await accounts.revokeRememberToken(app.db, rememberCookie(request));
        const member = await accounts.findMemberByUsername(app.db, request.merchant, grant.userName);
        if (member) setRememberCookie(request, reply, await accounts.issueRememberToken(app.db, member, meta));
      } else if (payload.remember === false && rememberCookie(request)) {
        await accounts.revokeRememberToken(app.db, rememberCookie(request));
        setRememberCookie(request, reply, null);
      }
      return grant;
    },
    per(limits.loginPerMinute),
  );

  route(
    app,
    loginBySms,
    async ({ body }, request, reply) => {
      noStore(reply);
      const payload = await openEncrypted(request, body.data, ZSmsLoginPayload);
      const { grant, deviceProof } = await accounts.loginWithSms(ctx(), request.merchant, payload, clientMeta(request), proofCookies(request));
      setDeviceCookie(request, reply, deviceProof);
      return grant;
    },
    per(limits.loginPerMinute),
  );

  route(
    app,
    rememberedLogin,
    async (_input, request, reply) => {
      noStore(reply);
      const memberId = await accounts.spendRememberToken(app.db, request.merchant, rememberCookie(request));
      const member = memberId === null ? undefined : await accounts.findMemberById(app.db, memberId);
      if (!member || member.disabled === 1) {
        setRememberCookie(request, reply, null);
        throw new ApiError('REMEMBER_INVALID');
      }
      const meta = clientMeta(request);
      setRememberCookie(request, reply, await accounts.issueRememberToken(app.db, member, meta));
      // The remember-me token proved this device: it gets (or keeps) its device proof.
      const current = await accounts.findDeviceProof(app.db, request.merchant, member.id, { device: proofCookies(request).device });
      setDeviceCookie(request, reply, await accounts.issueDeviceProof(app.db, member, meta, current));
      return accounts.grantSession(ctx(), member, meta);
    },
    per(limits.loginPerMinute),
  );

  route(app, logout, async (_input, request, reply) => {
    await accounts.revokeSession(app.db, memberOf(request).sessionHash, 'logout');
    // Logging out forgets this browser too: its remember-me token ends with the session.
    const remembered = rememberCookie(request);
    if (remembered) {
      await accounts.revokeRememberToken(app.db, remembered);
      setRememberCookie(request, reply, null);
    }
    return { loggedOut: true };
  });

  route(
    app,
    getCaptcha,
    async (_input, request, reply) => {
      noStore(reply);
      return accounts.createCaptcha(app.db, request.merchant);
    },
    per(limits.captchaPerMinute),
  );

  route(
    app,
    getHumanCheck,
    async ({ query }, request, reply) => {
      noStore(reply);
      // Its price follows the failures of this address and, when named, of the login it is for —
      // unless the request's device is proven for that account: strangers must not slow the owner.
      const named = query.username;
      const username = named !== undefined && !(await accounts.isProvenDevice(ctx(), request.merchant, named, proofCookies(request))) ? named : undefined;
      return accounts.createHumanCheck(app.db, request.merchant, { ip: clientMeta(request).ip, username });
    },
    per(limits.captchaPerMinute),
  );

  route(
    app,
    sendVerificationCode,
    async ({ body }, request) => {
      // A payment-password reset text needs the member's session (else anyone could text any
      // member); the session's merchant is the one that counts.
      const member = body.purpose === 'paymentPassword' ? await app.authenticateMember(request, 'realMember', bearerOf(request)) : null;
      const merchant = member?.merchantCode ?? request.merchant;
      return accounts.requestSmsCode(ctx(), merchant, body, { ip: request.ip, member, perAddressPerHour: limits.smsPerAddressPerHour });
    },
    per(limits.smsPerMinute),
  );

  route(
    app,
    checkVerificationCode,
    async ({ query }, request) => {
      const mobile = accounts.parseMobile(query.countryDialingCode, query.mobileNum);
      let merchant = request.merchant;
      if (query.purpose === 'paymentPassword') {
        // Like sending one: only the session member, for their own number.
        const member = await app.authenticateMember(request, 'realMember', bearerOf(request));
        await accounts.checkOwnMobile(ctx(), member, mobile);
        merchant = member.merchantCode;
      }
      await accounts.verifySmsCode(app.db, merchant, mobile, query.purpose ?? 'register', query.verificationCode, { spend: false });
      return { valid: true as const };
    },
    per(limits.smsPerMinute),
  );

  route(
    app,
    register,
    async ({ body }, request, reply) => {
      noStore(reply);
      const data = typeof body.data === 'string' ? await openEncrypted(request, body.data, ZRegisterData) : body.data;
      return accounts.registerMember(ctx(), request.merchant, data, clientMeta(request));
    },
    per(limits.registerPerMinute),
  );

  route(app, registrationSettings, async (_input, request) => {
    const cfg = await accounts.registrationConfig(app.db, request.merchant);
    return {
      methods: cfg.methods,
      smsVerification: cfg.smsVerification,
      mobilePassword: cfg.mobilePassword,
      fields: cfg.fields,
      captcha: { enabled: cfg.captchaEnabled },
      rules: { ...ACCOUNT_RULES },
    };
  });

  route(
    app,
    validateUsername,
    async ({ query }, request) => {
      const username = accounts.normalizeUsername(query.username);
      accounts.checkRule('username', username);
      return { username, available: !(await accounts.usernameTaken(app.db, request.merchant, username)) };
    },
    per(limits.checksPerMinute),
  );

  route(
    app,
    checkAffiliateCode,
    async ({ query }, request) => {
      const code = query.code.trim();
      const owner = new RegExp(ACCOUNT_RULES.affiliateCode.pattern).test(code) ? await accounts.affiliateOwner(app.db, request.merchant, code) : null;
      return { success: owner !== null };
    },
    per(limits.checksPerMinute),
  );

  route(app, changePassword, async ({ body }, request) => accounts.changePassword(ctx(), memberOf(request), body, request.ip), per(limits.registerPerMinute));

  // First password (docs/decisions/first-password.md): the downline's own in place of the agent's choice.
  route(app, setFirstPassword, async ({ body }, request) => accounts.setFirstPassword(ctx(), memberOf(request), body), per(limits.registerPerMinute));
  route(app, createDownline, async ({ body }, request) => accounts.createDownline(ctx(), memberOf(request), body), {
    ...per(limits.registerPerMinute),
    rateLimitPerMember: 10,
  });

  route(app, forgetPassword, async ({ body }, request) => accounts.forgetPassword(ctx(), request.merchant, body), per(limits.registerPerMinute));

  route(
    app,
    trialAccount,
    async (_input, request, reply) => {
      noStore(reply);
      const member = await accounts.createTrialMember(app.db, request.merchant, clientMeta(request));
      return { userName: member.username };
    },
    per(limits.trialPerMinute),
  );

  route(
    app,
    testPlayLogin,
    async ({ body }, request, reply) => {
      noStore(reply);
      return accounts.testPlayLogin(ctx(), request.merchant, body.userName, clientMeta(request));
    },
    per(limits.trialPerMinute),
  );

  route(app, memberInfo, async (_input, request, reply) => {
    noStore(reply);
    const row = await accounts.findMemberById(app.db, memberOf(request).id);
    if (!row) throw new ApiError('SESSION_EXPIRED');
    return accounts.memberInfoOf(row);
  });

  route(app, personalInfo, async (_input, request, reply) => {
    noStore(reply);
    return accounts.personalInfo(ctx(), memberOf(request).id);
  });
  route(app, updateNickname, async ({ body }, request) => accounts.updateNickname(ctx(), memberOf(request).id, body.nickname));
  route(
    app,
    bindEmail,
    async ({ body }, request) => accounts.bindEmail(ctx(), memberOf(request).id, body.email, body.password, request.ip),
    per(limits.registerPerMinute),
  );

  route(app, getHeadIcon, async (_input, request, reply) => {
    noStore(reply);
    const row = await accounts.findMemberById(app.db, memberOf(request).id);
    if (!row) throw new ApiError('SESSION_EXPIRED');
    // The stock icons, and the member's own picture when there is one (docs/decisions/head-icon-upload.md).
    return headIconView(app.db, row.id, accounts.memberInfoOf(row).headIcon);
  });

  route(app, templateSettings, async (_input, request) => {
    const row = await app.db
      .selectFrom('merchant_config')
      .select('value')
      .where('merchant_code', '=', request.merchant)
      .where('key', '=', 'mobileTemplate')
      .executeTakeFirst();
    const t = parseJson<{ mem_cen?: unknown; dep_func?: unknown }>(row?.value, {});
    return { mem_cen: typeof t.mem_cen === 'string' ? t.mem_cen : '0', dep_func: typeof t.dep_func === 'string' ? t.dep_func : '0' };
  });

  route(app, customerService, async (_input, request) => {
    const row = await findMerchant(app.db, request.merchant);
    if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: request.merchant });
    return (await systemStatus(app.db, row, request.ip)).info.customerService;
  });

  route(app, systemCountry, async (_input, request) => {
    const row = await findMerchant(app.db, request.merchant);
    if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: request.merchant });
    const plus = (code: string) => `+${normalizeDialingCode(code)}`;
    return {
      defaultDialingCode: plus(accounts.defaultCountry(row.currency_code).dialingCode),
      list: accounts.COUNTRIES.map((c) => ({ countryCode: c.countryCode, name: c.name, dialingCode: plus(c.dialingCode) })),
    };
  });

  route(
    app,
    listSmsOutbox,
    async ({ query }) => accounts.listOutbox(app.db, { merchant: query.merchant, mobile: query.mobile, limit: query.limit ?? OUTBOX_PAGE }),
    per(opts.adminPerMinute),
  );

  // The two calls the spec posts as forms accept form-encoded bodies as well as JSON.
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseForm(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });

    route(
      forms,
      checkEmail,
      async ({ body }, request) => {
        const email = body.email.trim().toLowerCase();
        accounts.checkRule('email', email);
        return { available: !(await accounts.emailTaken(app.db, request.merchant, email)) };
      },
      per(limits.checksPerMinute),
    );

    route(forms, setHeadIcon, async ({ body }, request, reply) => {
      noStore(reply);
      const member = memberOf(request);
      const view = await headIconView(app.db, member.id, body.headIcon);
      // A stock icon, or 'upload' when the member has a picture of their own.
      if (!view.icons.some((i) => i.id === body.headIcon)) throw validationError([{ in: 'body', path: 'headIcon', message: 'Unknown head icon' }]);
      await app.db.updateTable('members').set({ head_icon: body.headIcon }).where('id', '=', member.id).execute();
      return view;
    });
  });
});
