import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { encryptLoginBody, loginHeaders, solveHumanCheck } from '@tessera/contract';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_TOKEN, E2E_PORT } from '../playwright.config';

type TSessionInfo = { token: string; merchantCode: string; userName: string; type: number; firstTimeLogin: boolean };

// Real sessions from the running API (the shell checks them: a made-up token is logged out on the
// first member call). One per worker and kind; no journey logs these out.
const sessions = new Map<'member' | 'trial', Promise<TSessionInfo>>();

async function ok<T>(res: APIResponse): Promise<T> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { value: T }).value;
}

async function login(request: APIRequestContext): Promise<TSessionInfo> {
  const key = await ok<{ keyId: string; publicKey: { x: string; y: string } }>(await request.get('/api/v1/auth/key'));
  const humanCheck = await solvedHumanCheck(request);
  const data = await encryptLoginBody({ kty: 'EC', crv: 'P-256', ...key.publicKey }, key.keyId, {
    type: 'username',
    username: 'demo1',
    password: 'Demo@1234',
    humanCheck,
  });
  const grant = await ok<TSessionInfo>(await request.post('/api/v1/auth/login', { data: { data }, headers: loginHeaders(key.keyId) }));
  return { token: grant.token, merchantCode: grant.merchantCode, userName: grant.userName, type: grant.type, firstTimeLogin: false };
}

async function trialLogin(request: APIRequestContext): Promise<TSessionInfo> {
  const grant = await ok<{ token: string; userName: string; customerType: number }>(await request.post('/api/v1/trial/login', { data: {} }));
  return { token: grant.token, merchantCode: 'demo', userName: grant.userName, type: grant.customerType, firstTimeLogin: false };
}

/**
 * Logs in (demo1, or a trial account) through the API and puts the session info where the shell
 * looks for it (sessionStorage MC_SESSION_INFO), before any page script runs. `fresh`: a session of
 * its own, for a journey that ends it.
 */
export async function asMember(page: Page, kind: 'member' | 'trial' = 'member', options: { fresh?: boolean } = {}): Promise<TSessionInfo> {
  let session = options.fresh ? undefined : sessions.get(kind);
  if (!session) {
    session = kind === 'member' ? login(page.request) : trialLogin(page.request);
    if (!options.fresh) {
      sessions.set(kind, session);
      session.catch(() => sessions.delete(kind));
    }
  }
  const info = await session;
  await page.addInitScript((s) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), info);
  return info;
}

export async function admin(request: APIRequestContext, method: 'PATCH' | 'PUT' | 'GET' | 'POST', path: string, data?: object) {
  const res = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<{ value: unknown }>;
}

/** In-app navigation the way the router sees a link click (a new history entry), without a page load. */
export async function pushRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** A human check from the API, solved as the login screen's slider does (login in password mode and registration need one). */
export async function solvedHumanCheck(request: APIRequestContext): Promise<{ challengeId: string; solution: string }> {
  const challenge = await ok<{ challengeId: string; difficulty: number }>(await request.get('/api/v1/human-check'));
  const solution = await solveHumanCheck(challenge.challengeId, challenge.difficulty);
  if (solution === null) throw new Error('human check not solved');
  return { challengeId: challenge.challengeId, solution };
}

/** Logs in any seeded account through the API (a session of its own) and puts it where the shell looks for it. */
export async function asAccount(page: Page, username: string, password: string): Promise<TSessionInfo> {
  const key = await ok<{ keyId: string; publicKey: { x: string; y: string } }>(await page.request.get('/api/v1/auth/key'));
  const humanCheck = await solvedHumanCheck(page.request);
  const data = await encryptLoginBody({ kty: 'EC', crv: 'P-256', ...key.publicKey }, key.keyId, { type: 'username', username, password, humanCheck });
  const grant = await ok<TSessionInfo>(await page.request.post('/api/v1/auth/login', { data: { data }, headers: loginHeaders(key.keyId) }));
  const info = { token: grant.token, merchantCode: grant.merchantCode, userName: grant.userName, type: grant.type, firstTimeLogin: false };
  await page.addInitScript((s) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), info);
  return info;
}

/**
 * Answers Cancel to the agent contract prompts (spec §4) that appear after an agent's login, so a
 * journey about something else can go on; returns how many there were.
 */
export async function dismissContractPrompts(page: Page): Promise<number> {
  const prompt = page.getByTestId('contract-prompt');
  let dismissed = 0;
  try {
    await prompt.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return 0;
  }
  while ((await prompt.count()) > 0 && dismissed < 3) {
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    dismissed += 1;
    await page.waitForTimeout(300);
  }
  await expect(prompt).toHaveCount(0);
  return dismissed;
}

/**
 * A screenshot for the docs: written to `docs/screens/<rel>` only when asked (SCREENSHOTS=1), so
 * an ordinary test run never rewrites tracked files; otherwise into test-results.
 */
export async function docShot(page: Page, rel: string): Promise<void> {
  const path = process.env.SCREENSHOTS === '1' ? `docs/screens/${rel}` : `e2e/test-results/doc-shots/${rel}`;
  await page.screenshot({ path });
}

/** Home's login popup (the merchant's pop-ups) shows once per tab session after login; a journey about something else starts past it. */
export async function skipHomePopup(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('home.popupSeen', '1'));
}

/** The page's title: the first level-1 heading inside the layout's main landmark (the route's screen). */
export function pageHeading(page: Page) {
  return page.locator('#main').getByRole('heading', { level: 1 }).first();
}

/**
 * Holds a merchant's operator content (banners, announcements, hot list) for one journey at a time
 * across the run's workers: journeys that change it through the operator calls, or count it, take
 * this first. Returns the release.
 */
export function holdContent(merchant: string): Promise<() => void> {
  return holdLock(`content-${merchant}`);
}

/**
 * Holds a merchant's status (maintenance, region restriction) and remote switches for one journey
 * at a time: the operator journeys that switch acme into maintenance or turn its games off take it,
 * and so does every acme journey that needs the site open meanwhile (one that ran beside a
 * maintenance switch met the gate instead of its screen). Returns the release.
 */
export function holdStatus(merchant: string): Promise<() => void> {
  return holdLock(`status-${merchant}`);
}

/**
 * Holds a merchant's registration settings (captcha, fields) for one journey at a time: a journey
 * that changes them takes it, and so does every registration through the API (withoutCaptcha). One
 * that set acme's qqNum required beside newAcmeMember refused that member's registration
 * (FIELD_REQUIRED qqNum). Returns the release.
 */
export function holdRegistration(merchant: string): Promise<() => void> {
  return holdLock(`captcha-${merchant}`);
}

/**
 * Runs `fn` with a merchant's registration captcha switched off and puts it back after, one journey
 * at a time across the run's workers (journeys that register through the API without solving the
 * image captcha): two of them interleaved would switch it back on under each other's registration.
 */
export async function withoutCaptcha<T>(request: APIRequestContext, merchant: string, fn: () => Promise<T>): Promise<T> {
  const release = await holdRegistration(merchant);
  try {
    await admin(request, 'PATCH', `/api/admin/merchants/${merchant}/registration`, { captcha: { enabled: false, required: false } });
    try {
      return await fn();
    } finally {
      await admin(request, 'PATCH', `/api/admin/merchants/${merchant}/registration`, { captcha: { enabled: true, required: false } });
    }
  } finally {
    release();
  }
}

/**
 * A lock shared by the run's workers: a directory (mkdir is atomic); one older than 3 minutes is a
 * crashed holder's and is broken. The time spent waiting is added to the waiting journey's timeout:
 * waiting for another worker's journey is not this one being slow.
 */
async function holdLock(name: string): Promise<() => void> {
  const dir = join(tmpdir(), `tessera-e2e-${E2E_PORT}-${name}.lock`);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      extendTimeout(Date.now() - started);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(dir).mtimeMs > 180_000) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Adds `ms` to the running journey's timeout (outside a journey, e.g. in a worker hook, nothing to extend). */
function extendTimeout(ms: number): void {
  if (ms < 1000) return;
  let info: ReturnType<typeof test.info>;
  try {
    info = test.info();
  } catch {
    return;
  }
  if (info.timeout > 0) info.setTimeout(info.timeout + ms);
}

/** The player's theme and language, stored where the shell reads them, before any page script runs. */
export async function withPreferences(page: Page, theme: 'dark' | 'light', language: string): Promise<void> {
  await page.addInitScript(
    (p) => {
      window.localStorage.setItem('theme', p.theme);
      window.localStorage.setItem('language', p.language);
    },
    { theme, language },
  );
}

/** Every screen route of the spec (§2, the routes journey's table), and whether it needs a member: the journeys that visit them all (languages, layout scan). */
export const SPEC_SCREENS: readonly { path: string; member?: boolean }[] = [
  { path: '/m/home' },
  { path: '/m/login' },
  { path: '/m/register' },
  { path: '/m/forget' },
  { path: '/m/changePsw', member: true },
  { path: '/m/help' },
  { path: '/m/helpDetail' },
  { path: '/m/notice', member: true },
  { path: '/m/message' },
  { path: '/m/webEmail', member: true },
  { path: '/m/activity' },
  { path: '/m/app' },
  { path: '/m/game' },
  { path: '/m/gameList' },
  { path: '/m/slotsCenter' },
  { path: '/m/lottery' },
  { path: '/m/startLottery' },
  { path: '/m/launchGame', member: true },
  { path: '/m/member/home', member: true },
  { path: '/m/member/manualRebate', member: true },
  { path: '/m/member/benefits', member: true },
  { path: '/m/inviteFriends', member: true },
  { path: '/m/rewardCenter', member: true },
  { path: '/m/voucherCenter', member: true },
  { path: '/m/vouReport', member: true },
  { path: '/m/withdraw', member: true },
  { path: '/m/gameRecord', member: true },
  { path: '/m/transaction/record', member: true },
  { path: '/m/securityCenter', member: true },
  { path: '/m/profitandloss', member: true },
  { path: '/m/member/agent/getSalaryContract', member: true },
  { path: '/m/member/agent/getDevidendContract', member: true },
  { path: '/m/member/agent/getHourContract', member: true },
];

/**
 * A new member of acme, registered through the API as acme registers (a mobile number verified by
 * the SMS code from the development outbox; the image captcha off for the one call, see
 * withoutCaptcha), its session put where the shell reads it. A member of its own, so a journey's
 * limits or bonus touch nobody else. `prefix` starts the username, `mobileLead` the mobile number.
 */
export async function newAcmeMember(
  page: Page,
  { prefix, password, mobileLead }: { prefix: string; password: string; mobileLead: string },
): Promise<{ username: string; mobile: string; auth: { Authorization: string } }> {
  const username = `${prefix}${Date.now().toString(36).slice(-8)}`;
  const mobile = `${mobileLead}${String(Date.now()).slice(-9)}`;
  const sent = await page.request.post('/api/v1/sms/code', { headers: { 'X-Merchant': 'acme' }, data: { countryDialingCode: '55', mobileNum: mobile } });
  expect(sent.status(), await sent.text()).toBe(200);
  const outbox = await admin(page.request, 'GET', `/api/admin/sms-outbox?mobile=${mobile}&limit=1`);
  const code = /\b(\d{6})\b/.exec((outbox.value as { message: string }[])[0]?.message ?? '')?.[1] ?? '';
  const humanCheck = await solvedHumanCheck(page.request);
  const res = await withoutCaptcha(page.request, 'acme', () =>
    page.request.put('/api/v1/register', {
      headers: { 'X-Merchant': 'acme' },
      data: { data: { username, password, confirmPassword: password, humanCheck, countryDialingCode: '55', mobileNum: mobile, verificationCode: code } },
    }),
  );
  expect(res.status(), await res.text()).toBe(200);
  const grant = ((await res.json()) as { value: { token: string; userName: string; type: number; merchantCode: string } }).value;
  await page.addInitScript((s) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), {
    token: grant.token,
    userName: grant.userName,
    type: grant.type,
    merchantCode: grant.merchantCode,
  });
  return { username, mobile, auth: { Authorization: `Bearer ${grant.token}` } };
}
