import type { TTestApp } from '../testkit';
import { solveHumanCheck } from '@tessera/contract';
import { bearer, createAccountsApp, lastSmsCode, postLogin, sealed, sendSms, solvedCaptcha, type TLoginOptions } from './accounts.testkit';

// Issue 30 item 7: strangers' wrong passwords lock an account for strangers only; a device that
// already logged in to the account (its device-proof cookie) keeps its own, smaller budget.

// Every login hashes a password (scrypt) and solves a human check whose price may rise with the
// failures these tests pile up: a loaded machine needs more than the default 30 s.
jest.setTimeout(180_000);

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('auth_failures').execute();
});

const DEVICE_COOKIE = 'tessera_device';

/**
 * A human check fetched for the login it is for (`username`, which a pressure-priced check may
 * count; an API that ignores the parameter gives the same challenge), solved as the browser does.
 */
async function humanCheckFor(username: string): Promise<{ challengeId: string; solution: string }> {
  const res = await t.app.inject({ url: `/api/v1/human-check?merchant=demo&username=${username}` });
  const { challengeId, difficulty } = res.json().value as { challengeId: string; difficulty: number };
  const solution = await solveHumanCheck(challengeId, difficulty);
  if (solution === null) throw new Error('human check not solved');
  return { challengeId, solution };
}

/** A password login with a human check fetched for it. */
const login = async (username: string, password: string, options: TLoginOptions = {}) =>
  postLogin(t.app, username, password, { humanCheck: await humanCheckFor(username), ...options });

/** The device-proof cookie a response sets, if any. */
function deviceCookie(res: { headers: Record<string, unknown> }): { value: string; attributes: string } | null {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const line = all.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!line) return null;
  return { value: decodeURIComponent(line.slice(DEVICE_COOKIE.length + 1).split(';')[0] ?? ''), attributes: line };
}

const withProof = (proof: string) => ({ cookie: `${DEVICE_COOKIE}=${proof}` });

/** Logs in with the right password and answers the device proof the response set. */
async function provenDevice(username = 'demo1', password = 'Demo@1234'): Promise<string> {
  const res = await login(username, password, { captcha: await solvedCaptcha(t.app) });
  expect(res.json()).toMatchObject({ success: true });
  const cookie = deviceCookie(res);
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return cookie?.value ?? '';
}

/** Strangers have spent the account's budget (as strangerAttack(10) would, without its 10 hashes). */
async function lockedForStrangers(subject = 'u:demo1'): Promise<void> {
  const now = new Date().toISOString();
  await t.app.db
    .insertInto('auth_failures')
    .values({ merchant_code: 'demo', scope: 'account', subject, failures: 10, first_failed_at: now, last_failed_at: now })
    .execute();
}

/** A stranger (no device proof) tries `n` wrong passwords, each with a solved captcha. */
async function strangerAttack(n: number, username = 'demo1'): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await login(username, `wrong-pass-${i}`, { captcha: await solvedCaptcha(t.app) });
    codes.push(res.json().code as string);
  }
  return codes;
}

describe('device proof: the owner gets through a stranger lock', () => {
  it('sets an httpOnly device-proof cookie at a successful login, bound to the account and expiring', async () => {
    const res = await login('demo1', 'Demo@1234');
    const cookie = deviceCookie(res);
    expect(cookie).not.toBeNull();
    expect(cookie?.attributes).toContain('HttpOnly');
    expect(cookie?.attributes).toMatch(/Max-Age=2592000/);
    // It is no bearer token.
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(cookie?.value ?? '') })).statusCode).toBe(401);
  });

  it("a stranger's 20 wrong attempts lock the account for strangers; the owner's proven device still logs in", async () => {
    const proof = await provenDevice();
    const codes = await strangerAttack(20);
    expect(codes.slice(0, 10).every((c) => c === 'AUTH_INVALID_CREDENTIALS')).toBe(true);
    expect(codes.slice(10).every((c) => c === 'LOGIN_LOCKED')).toBe(true);
    // A stranger with the right password is still refused ...
    const stranger = await login('demo1', 'Demo@1234', { captcha: await solvedCaptcha(t.app) });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('LOGIN_LOCKED');
    // ... the owner's device is not (and needs no captcha: its own budget is untouched).
    const owner = await login('demo1', 'Demo@1234', { headers: withProof(proof) });
    expect(owner.json()).toMatchObject({ success: true, value: { userName: 'demo1' } });
    // The owner's success does not lift the strangers' lock.
    const after = await login('demo1', 'Demo@1234', { captcha: await solvedCaptcha(t.app) });
    expect(after.json().code).toBe('LOGIN_LOCKED');
  });

  it("limits a proven device's own wrong attempts: captcha after 3, and after 5 it is a stranger again", async () => {
    const proof = await provenDevice();
    await lockedForStrangers();
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const captcha = i >= 3 ? { captcha: await solvedCaptcha(t.app) } : {};
      const res = await login('demo1', 'wrong-pass-dev', { headers: withProof(proof), ...captcha });
      codes.push([res.json().code, res.json().value?.captcha]);
    }
    expect(codes).toEqual([
      ['AUTH_INVALID_CREDENTIALS', false],
      ['AUTH_INVALID_CREDENTIALS', false],
      ['AUTH_INVALID_CREDENTIALS', true],
      ['AUTH_INVALID_CREDENTIALS', true],
      ['AUTH_INVALID_CREDENTIALS', true],
    ]);
    // The proof is spent: even the right password is a stranger's now, and strangers are locked out.
    const res = await login('demo1', 'Demo@1234', { headers: withProof(proof), captcha: await solvedCaptcha(t.app) });
    expect(res.json().code).toBe('LOGIN_LOCKED');
  });

  it("prices the owner's human check without the strangers' pressure on the account", async () => {
    const proof = await provenDevice();
    await lockedForStrangers();
    const difficulty = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/v1/human-check?merchant=demo&username=demo1', headers })).json().value.difficulty as number;
    const stranger = await difficulty({});
    const owner = await difficulty(withProof(proof));
    expect(stranger).toBeGreaterThan(owner);
    // The owner's cheaper check is accepted with the proof (and a stranger's cookie-less copy would not be).
    const res = await t.app.inject({ url: '/api/v1/human-check?merchant=demo&username=demo1', headers: withProof(proof) });
    const { challengeId } = res.json().value as { challengeId: string };
    const solution = await solveHumanCheck(challengeId, owner);
    const ok = await postLogin(t.app, 'demo1', 'Demo@1234', { humanCheck: { challengeId, solution: solution ?? '' }, headers: withProof(proof) });
    expect(ok.json()).toMatchObject({ success: true });
  });

  it('asks a proven device for the captcha after its third wrong password', async () => {
    const proof = await provenDevice();
    for (let i = 0; i < 3; i += 1) await login('demo1', 'wrong-pass-dev', { headers: withProof(proof) });
    expect((await login('demo1', 'Demo@1234', { headers: withProof(proof) })).json().code).toBe('CAPTCHA_REQUIRED');
    const ok = await login('demo1', 'Demo@1234', { headers: withProof(proof), captcha: await solvedCaptcha(t.app) });
    expect(ok.json()).toMatchObject({ success: true });
    // The success gives the device its budget back.
    expect((await login('demo1', 'wrong-pass-dev', { headers: withProof(proof) })).json().value).toEqual({ captcha: false });
  });

  it('checks at most 5 passwords of an 8-attempt burst from a stolen device cookie (counted hashes)', async () => {
    const proof = await provenDevice();
    await lockedForStrangers();
    const bodies = [];
    for (let i = 0; i < 8; i += 1) {
      const payload = {
        type: 'username',
        username: 'demo1',
        password: `burst-${i}`,
        humanCheck: await humanCheckFor('demo1'),
        ...(await solvedCaptcha(t.app)),
      };
      bodies.push(await sealed(t.app, payload));
    }
    const verify = jest.spyOn(t.app.accounts.hasher, 'verify');
    try {
      const answers = await Promise.all(
        bodies.map((b) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { ...b.headers, ...withProof(proof) }, payload: b.payload })),
      );
      const codes = answers.map((r) => r.json().code as string);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c === 'AUTH_INVALID_CREDENTIALS')).toHaveLength(verify.mock.calls.length);
      expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(8 - verify.mock.calls.length);
    } finally {
      verify.mockRestore();
    }
  });

  it('treats a forged, expired, revoked or other-account device proof as a stranger', async () => {
    const proof = await provenDevice();
    const agentProof = await provenDevice('agent1', 'Agent@1234');
    await lockedForStrangers();
    const tryWith = async (cookie: string) =>
      (await login('demo1', 'Demo@1234', { headers: withProof(cookie), captcha: await solvedCaptcha(t.app) })).json().code as string;
    // Forged: the right shape, never issued; and not the right shape at all.
    expect(await tryWith('A'.repeat(43))).toBe('LOGIN_LOCKED');
    expect(await tryWith('not-a-proof')).toBe('LOGIN_LOCKED');
    // Another account's proof.
    expect(await tryWith(agentProof)).toBe('LOGIN_LOCKED');
    // A remember-me or session token in the device cookie.
    expect(await tryWith(proof.slice(0, 22))).toBe('LOGIN_LOCKED');
    // Expired.
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('device', '=', 'proof:device')
      .execute();
    expect(await tryWith(proof)).toBe('LOGIN_LOCKED');
  });

  it("counts the account's live remember-me cookie as a proof of the device", async () => {
    const first = await login('demo1', 'Demo@1234', { remember: true });
    const raw = first.headers['set-cookie'];
    const line = (Array.isArray(raw) ? raw : [String(raw)]).find((c) => c.startsWith('tessera_remember=')) ?? '';
    const remember = line.slice('tessera_remember='.length).split(';')[0] ?? '';
    await lockedForStrangers();
    const res = await login('demo1', 'Demo@1234', { headers: { cookie: `tessera_remember=${remember}` } });
    expect(res.json()).toMatchObject({ success: true });
    // The device now has a proof of its own as well.
    expect(deviceCookie(res)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a password change revokes the device proofs of the account', async () => {
    const proof = await provenDevice();
    const token = (await login('demo1', 'Demo@1234', { headers: withProof(proof) })).json().value.token as string;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/password',
      headers: bearer(token),
      payload: { oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    try {
      await lockedForStrangers();
      const res = await login('demo1', 'Demo@5678', { headers: withProof(proof), captcha: await solvedCaptcha(t.app) });
      expect(res.json().code).toBe('LOGIN_LOCKED');
    } finally {
      await t.app.db.deleteFrom('auth_failures').execute();
      const back = await login('demo1', 'Demo@5678', { captcha: await solvedCaptcha(t.app) });
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/member/password',
        headers: bearer(back.json().value.token as string),
        payload: { oldPassword: 'Demo@5678', newPassword: 'Demo@1234', confirmNewPassword: 'Demo@1234' },
      });
    }
  });

  it('an SMS login sets a proof too, and a proven device gets through an SMS-login lock of its number', async () => {
    const mobile = { countryDialingCode: '86', mobileNum: '13800138000' };
    const smsLogin = async (messageCode: string, headers: Record<string, string> = {}, captcha = {}) => {
      const body = await sealed(t.app, { type: 'sms', ...mobile, messageCode, ...captcha });
      return t.app.inject({ method: 'POST', url: '/api/v1/auth/login/sms', headers: { ...body.headers, ...headers }, payload: body.payload });
    };
    await t.app.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('mobile', '=', '13800138000')
      .execute();
    expect((await sendSms(t.app, { ...mobile, purpose: 'login' })).statusCode).toBe(200);
    const first = await smsLogin(await lastSmsCode(t.app, '13800138000'));
    expect(first.json()).toMatchObject({ success: true });
    const proof = deviceCookie(first)?.value ?? '';
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await lockedForStrangers('m:86:13800138000');
    expect((await smsLogin('000000', {}, await solvedCaptcha(t.app))).json().code).toBe('LOGIN_LOCKED');
    await t.app.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('mobile', '=', '13800138000')
      .execute();
    expect((await sendSms(t.app, { ...mobile, purpose: 'login' })).statusCode).toBe(200);
    const owner = await smsLogin(await lastSmsCode(t.app, '13800138000'), withProof(proof));
    expect(owner.json()).toMatchObject({ success: true });
  });
});
