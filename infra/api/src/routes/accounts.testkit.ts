// Test helpers for the account calls (used by *.test.ts only).
import { encryptLoginBody, solveHumanCheck } from '@tessera/contract';
import type { TLoginKey } from '@tessera/contract/api';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { adminHeaders, createTestApp, type TTestApp, type TTestAppOptions } from '../testkit';

/** Rate limits high enough that a test file never meets them (one file tests them on purpose). */
export const HIGH_LIMITS = {
  loginPerMinute: 100_000,
  smsPerMinute: 100_000,
  smsPerAddressPerHour: 100_000,
  registerPerMinute: 100_000,
  captchaPerMinute: 100_000,
  checksPerMinute: 100_000,
  trialPerMinute: 100_000,
  emailResetPerAddressPerHour: 100_000,
  adminPerMinute: 100_000,
  telemetryPerMinute: 100_000,
  memberPerMinute: 100_000,
};

export function createAccountsApp(overrides: TTestAppOptions = {}): Promise<TTestApp> {
  return createTestApp({ ...overrides, rateLimits: { ...HIGH_LIMITS, ...overrides.rateLimits } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function loginKey(app: FastifyInstance): Promise<TLoginKey> {
  const res = await app.inject({ url: '/api/v1/auth/key' });
  expect(res.statusCode).toBe(200);
  return res.json().value as TLoginKey;
}

/** A body `{ data }` encrypted with the client function, and its Encryption header. */
export async function sealed(app: FastifyInstance, payload: unknown): Promise<{ payload: { data: string }; headers: Record<string, string> }> {
  const key = await loginKey(app);
  return { payload: { data: await encryptLoginBody(key.publicKey, key.keyId, payload) }, headers: { encryption: key.keyId } };
}

export interface TLoginOptions {
  merchant?: string;
  headers?: Record<string, string>;
  captcha?: { captchaId: string; captcha: string };
  /** The human check to send; default: a fresh one, solved. `null` sends none. */
  humanCheck?: { challengeId: string; solution: string } | null;
  remember?: boolean;
}

/** A human check fetched through the API and solved as the browser does. */
export async function solvedHumanCheck(app: FastifyInstance, merchant = 'demo'): Promise<{ challengeId: string; solution: string }> {
  const res = await app.inject({ url: `/api/v1/human-check?merchant=${merchant}` });
  expect(res.statusCode).toBe(200);
  const { challengeId, difficulty } = res.json().value as { challengeId: string; difficulty: number };
  const solution = await solveHumanCheck(challengeId, difficulty);
  if (solution === null) throw new Error('human check not solved');
  return { challengeId, solution };
}

export async function postLogin(app: FastifyInstance, username: string, password: string, options: TLoginOptions = {}) {
  const humanCheck = options.humanCheck === undefined ? await solvedHumanCheck(app, options.merchant) : (options.humanCheck ?? undefined);
  const extra = { ...(humanCheck ? { humanCheck } : {}), ...(options.remember !== undefined ? { remember: options.remember } : {}) };
  const body = await sealed(app, { type: 'username', username, password, ...options.captcha, ...extra });
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { ...body.headers, ...(options.merchant ? { 'x-merchant': options.merchant } : {}), ...options.headers },
    payload: body.payload,
  });
}

/** Logs in and answers the token (fails the test when login fails). */
export async function loginAs(app: FastifyInstance, username: string, password: string, options: TLoginOptions = {}): Promise<string> {
  const res = await postLogin(app, username, password, options);
  expect(res.json()).toMatchObject({ success: true });
  return (res.json().value as { token: string }).token;
}

/**
 * A captcha the test can answer: fetched through the API, then its stored answer hash replaced
 * by the hash of a known answer (the real answer exists only in the image).
 */
export async function solvedCaptcha(app: FastifyInstance, merchant = 'demo', answer = '314159'): Promise<{ captchaId: string; captcha: string }> {
  const res = await app.inject({ url: `/api/v1/captcha?merchant=${merchant}` });
  expect(res.statusCode).toBe(200);
  const { captchaId } = res.json().value as { captchaId: string };
  const hash = createHash('sha256').update(`${captchaId}:${answer}`).digest('hex');
  await app.db.updateTable('captchas').set({ answer_hash: hash }).where('id', '=', captchaId).execute();
  return { captchaId, captcha: answer };
}

/** The newest SMS code sent to `mobile` (digits), read from the operator's outbox. */
export async function lastSmsCode(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject({ url: `/api/admin/sms-outbox?mobile=${mobile}&limit=1`, headers: adminHeaders() });
  expect(res.statusCode).toBe(200);
  const [entry] = res.json().value as { message: string }[];
  const code = /\b(\d{6})\b/.exec(entry?.message ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** Lets the cool-down of a number pass (moves its codes one minute into the past). */
export async function skipSmsCooldown(app: FastifyInstance, mobile: string): Promise<void> {
  const past = new Date(Date.now() - 61_000).toISOString();
  await app.db.updateTable('sms_codes').set({ created_at: past }).where('mobile', '=', mobile).execute();
}

export async function sendSms(app: FastifyInstance, body: Record<string, unknown>, merchant = 'demo') {
  return app.inject({ method: 'POST', url: '/api/v1/sms/code', headers: { 'x-merchant': merchant }, payload: body });
}
