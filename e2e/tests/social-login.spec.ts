import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { solveHumanCheck } from '@tessera/contract';
import { ADMIN_TOKEN, E2E_PORT } from '../playwright.config';
import { admin, docShot, withPreferences } from './support';

// Social login through OpenID Connect (issue 29; docs/decisions/social-login.md) against a real
// provider this journey starts on 127.0.0.1 (e2e/idp/idp.mjs: oidc-provider with its development
// login page). A merchant of its own: the owner configures Google in the console, then a visitor
// taps "Continue with Google" on /m/login, signs in at the provider and comes back signed in (a new
// identity: a new member); the same identity signs in again as the same member.

const STAMP = Date.now().toString(36).slice(-6);
const CODE = `sso${STAMP}`;
const IDP_PORT = E2E_PORT + 17;
const ISSUER = `http://127.0.0.1:${IDP_PORT}`;
const CLIENT = { client_id: `tessera-${CODE}`, client_secret: `secret-${CODE}-0123456789` };

let idp: ChildProcess | undefined;

test.beforeAll(async () => {
  const child = spawn(process.execPath, [join(__dirname, '../idp/idp.mjs')], {
    env: { ...process.env, IDP_PORT: String(IDP_PORT), IDP_CLIENTS: JSON.stringify([{ ...CLIENT, redirect_uris: [`http://127.0.0.1:${E2E_PORT}/m/login`] }]) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  idp = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the local OpenID provider did not start')), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('idp ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the local OpenID provider exited (${code})`)));
  });
});
test.afterAll(() => {
  idp?.kill('SIGTERM');
});

/** At the provider: its login page, any password. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function sessionUser(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO')), { timeout: 15_000 }).not.toBeNull();
  return page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { userName?: string }).userName ?? '');
}

test('social login: the owner configures Google in the console; a visitor signs up with Google from /m/login, and signs in again as the same member', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await admin(page.request, 'POST', '/api/admin/merchants', {
    code: CODE,
    name: 'Single Sign-On Casino',
    domains: [],
    currency: { code: 'EUR', symbol: '€' },
    languages: { default: 'EN', offered: ['EN', 'PT', 'PT-BR'] },
    theme: 'dark',
  });
  await admin(page.request, 'PATCH', `/api/admin/merchants/${CODE}/flags`, { GOOGLELOGIN3: true });

  // The console (desktop): Sign-in tab, Google's issuer, client id and secret.
  await page.setViewportSize({ width: 1280, height: 800 });
  const res = await page.request.post('/api/admin/session', { data: { token: ADMIN_TOKEN } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/ops');
  await page.getByRole('tab', { name: 'Sign-in' }).click();
  await page.getByLabel('Merchant', { exact: true }).selectOption(CODE);
  const google = page.getByTestId('ops-social-google');
  await expect(google.getByText('Not configured')).toBeVisible();
  await google.getByLabel('Issuer URL').fill(ISSUER);
  await google.getByLabel('Client ID').fill(CLIENT.client_id);
  await google.getByLabel('Client secret').fill(CLIENT.client_secret);
  await google.getByRole('button', { name: 'Save Google' }).click();
  await expect(google.getByRole('status')).toContainText('Google saved (enabled)');
  await expect(google.getByText('A secret is stored; leave empty to keep it.')).toBeVisible();
  expect(await page.content()).not.toContain(CLIENT.client_secret);
  expect((await new AxeBuilder({ page }).include('[data-testid="ops-social-google"]').analyze()).violations).toEqual([]);
  await docShot(page, 'ops/social-login-console.png');

  // The visitor (phone): the button on /m/login and on /m/register.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies();
  await page.goto(`/m/register?merchant=${CODE}`);
  await expect(page.getByTestId('social-login').getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.goto(`/m/login?merchant=${CODE}`);
  const button = page.getByTestId('social-login').getByRole('button', { name: 'Continue with Google' });
  await expect(button).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-testid="social-login"]').analyze()).violations).toEqual([]);
  await docShot(page, 'accounts/social-login-en-dark.png');
  await button.click();
  await signInAtProvider(page, `sso-new-${STAMP}`);
  // Back on /m/login with code and state; the shell hands them to the API and goes home signed in.
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 20_000 });
  const first = await sessionUser(page);
  expect(first).toMatch(/^m\d{9}$/);
  expect(page.url()).not.toContain('code=');

  // Signed out, the same identity signs in again: the same member (the provider remembers the login too).
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`/m/login?merchant=${CODE}`);
  await page.getByTestId('social-login').getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 20_000 });
  expect(await sessionUser(page)).toBe(first);

  // A merchant that asks for the date of birth: a new identity finishes in a short form (PT-BR, light).
  await admin(page.request, 'PATCH', `/api/admin/merchants/${CODE}/registration`, { birthDate: { enabled: true, required: true, minAge: 18 } });
  await page.evaluate(() => window.sessionStorage.clear());
  await page.context().clearCookies();
  await withPreferences(page, 'light', 'PT-BR');
  await page.goto(`/m/login?merchant=${CODE}`);
  await page.getByTestId('social-login').getByRole('button', { name: 'Continuar com o Google' }).click();
  await signInAtProvider(page, `sso-dob-${STAMP}`);
  const finish = page.getByTestId('social-finish');
  await expect(finish.getByRole('heading', { name: 'Só mais um passo' })).toBeVisible({ timeout: 20_000 });
  expect((await new AxeBuilder({ page }).include('[data-testid="social-finish"]').analyze()).violations).toEqual([]);
  await docShot(page, 'accounts/social-login-finish-ptbr-light.png');
  await finish.getByLabel('Data de nascimento').fill('1990-05-17');
  await finish.getByRole('button', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 20_000 });
  const third = await sessionUser(page);
  expect(third).toMatch(/^m\d{9}$/);
  expect(third).not.toBe(first);

  // Turned off in the API (provider disabled): the button is gone and a stale page's start is refused.
  await admin(page.request, 'PUT', `/api/admin/merchants/${CODE}/social-providers/google`, { issuer: ISSUER, clientId: CLIENT.client_id, enabled: false });
  const refused = await page.request.post(`/api/v1/auth/social/google/start?merchant=${CODE}`);
  expect(refused.status()).toBe(403);
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`/m/login?merchant=${CODE}`);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('social-login')).toHaveCount(0);
});

test("phone verification by a third-party service: with the merchant's setting on, the service's ID token registers a mobile number and logs it in; a token for another number is refused", async ({
  request,
}) => {
  const headers = { 'x-merchant': CODE };
  const phone = '+5511987650123';
  const token = async (p: string) =>
    ((await (await request.get(`${ISSUER}/phone/token?phone=${encodeURIComponent(p)}`)).json()) as { idToken: string }).idToken;
  const loginByToken = async (idToken: string) =>
    request.post('/api/v1/auth/login/phone-token', { headers, data: { countryDialingCode: '55', mobileNum: '11987650123', idToken } });

  // Off: refused by the API.
  expect((await loginByToken(await token(phone))).status()).toBe(403);
  await admin(request, 'PUT', `/api/admin/merchants/${CODE}/phone-verification`, {
    enabled: true,
    jwksUrl: `${ISSUER}/phone/jwks`,
    issuer: `${ISSUER}/phone`,
    audience: 'tessera-phone',
  });
  // Registration by mobile (the password optional, no captcha on this merchant) with the token.
  await admin(request, 'PATCH', `/api/admin/merchants/${CODE}/flags`, { MOBILENUMREG3: true });
  await admin(request, 'PATCH', `/api/admin/merchants/${CODE}/registration`, {
    mobileNum: { enabled: true, required: false },
    password: { enabled: true, required: false },
    confirmPassword: { enabled: true, required: false },
    captcha: { enabled: false, required: false },
  });
  const challenge = (await (await request.get('/api/v1/human-check', { headers })).json()).value as { challengeId: string; difficulty: number };
  const solution = await solveHumanCheck(challenge.challengeId, challenge.difficulty);
  const registered = await request.put('/api/v1/register', {
    headers,
    data: {
      data: {
        registerBy: 'mobile',
        countryDialingCode: '+55',
        mobileNum: '11987650123',
        phoneIdToken: await token(phone),
        // The first journey left the merchant asking for the date of birth.
        birthDate: '1990-01-01',
        humanCheck: { challengeId: challenge.challengeId, solution },
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const userName = ((await registered.json()).value as { userName: string }).userName;

  const login = await loginByToken(await token(phone));
  expect(login.status(), await login.text()).toBe(200);
  expect((await login.json()).value).toMatchObject({ userName, merchantCode: CODE });
  const other = await loginByToken(await token('+5511900000000'));
  expect([other.status(), (await other.json()).code]).toEqual([401, 'PHONE_TOKEN_INVALID']);
});
