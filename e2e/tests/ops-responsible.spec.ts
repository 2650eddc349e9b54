import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_TOKEN } from '../playwright.config';
import { admin, newAcmeMember } from './support';

// The operator's side of responsible gambling (issue 28 item 1; docs/decisions/responsible-gambling.md
// "Operator"): a support agent finds a member in the console's Members screen and sees their limits
// (in force and pending with when), reality check, self-exclusion with until when and the history
// of changes; the early end is disabled with its reason and the API refuses it (recorded); a
// content editor has no Members screen and the API refuses them. And the merchant's minimum age:
// an owner asks for the date of birth with 21 on this journey's own merchant in the Registration
// screen; a 19-year-old's registration is refused with the message, a 22-year-old's accepted.
// Members, operators and the merchant are this journey's own; acme is not switched.

const REPO = join(__dirname, '..', '..');
const SHOTS = process.env.SCREENSHOTS === '1' ? join(REPO, 'docs', 'screens', 'ops') : join(REPO, 'e2e', 'test-results', 'ops-rg-shots');
const STAMP = Date.now().toString(36).slice(-6);
const PASSWORD = 'e2e operator password 28';
const MEMBER_PASSWORD = 'Rg@654321';
const SIGN_IN = { timeout: 30_000 };

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A new operator with `role`, signed in to the console through the form (enrolment + first TOTP code). */
async function signInAs(page: Page, username: string, role: string): Promise<void> {
  await admin(page.request, 'POST', '/api/admin/operators', { username, role, password: PASSWORD });
  await page.goto('/ops');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible(SIGN_IN);
  const secret = (await page.getByTestId('ops-totp-secret').textContent()) ?? '';
  await page.getByLabel('Two-factor code', { exact: true }).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByTestId('ops-who')).toContainText(username, SIGN_IN);
}

/** A date `years` years and 30 days before today (UTC), as YYYY-MM-DD. */
function bornYearsAgo(years: number): string {
  const d = new Date(Date.now() - 30 * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, theme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, theme: 'light' as const },
]) {
  test(`console (${size.name}): support sees a member's limits, pending raise, self-exclusion and history; the early end is disabled and refused`, async ({
    page,
  }) => {
    await page.setViewportSize(size.viewport);
    // The merchant the API calls below work on (the page's merchant cookie), as the responsible-gambling journey does.
    await page.goto('/m/home?merchant=acme');
    const { username, auth } = await newAcmeMember(page, { prefix: `orm${size.name[0]}`, password: MEMBER_PASSWORD, mobileLead: '7' });
    const member = (method: 'GET' | 'POST', url: string, data?: object) =>
      page.request.fetch(url, { method, data, headers: { ...auth, 'X-Merchant': 'acme' } });
    const info = (await (await member('GET', '/api/v1/member/info')).json()) as { value: { id: number } };
    const id = info.value.id;
    // The member's own choices: a daily deposit limit of 100, a raise to 500 (pending 24 hours), a
    // reality check every 30 minutes, then a 6-month self-exclusion.
    for (const [url, body] of [
      ['/api/v1/responsible/limits', { key: 'DEPOSIT_DAY', value: '100' }],
      ['/api/v1/responsible/limits', { key: 'DEPOSIT_DAY', value: '500' }],
      ['/api/v1/responsible/reality-check', { minutes: 30 }],
      ['/api/v1/responsible/exclusion', { kind: 'SELF_EXCLUSION', months: 6, confirm: true }],
    ] as const) {
      const res = await member('POST', url, body);
      expect(res.status(), await res.text()).toBe(200);
    }

    const support = `sup${size.name[0]}${STAMP}`;
    await signInAs(page, support, 'support-agent');
    // The console's theme switch (its own, not the system's).
    if ((await page.evaluate(() => document.documentElement.dataset.theme ?? 'dark')) !== size.theme) {
      await page.getByRole('button', { name: /^(Light|Dark) theme$/ }).click();
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', size.theme);
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByLabel('Merchant', { exact: true }).selectOption('acme');
    await page.getByLabel('Username or mobile', { exact: true }).fill(username);
    const row = page.getByTestId('ops-members').getByRole('button', { name: new RegExp(username) });
    await expect(row).toContainText('Self-exclusion until');
    await row.click();

    const section = page.getByTestId('ops-member-rg');
    await expect(section.getByRole('heading', { name: `${username}: responsible gambling` })).toBeVisible();
    await expect(page.getByTestId('ops-rg-summary')).toContainText(/Self-exclusion from .+ until .+/);
    await expect(page.getByTestId('ops-rg-summary')).toContainText('Every 30 minutes');
    const day = page.getByTestId('ops-rg-limit-DEPOSIT_DAY');
    await expect(day).toContainText('BRL 100.00');
    await expect(day).toContainText(/Pending: BRL 500\.00 from .+/);
    await expect(page.getByTestId('ops-rg-limit-LOSS_DAY')).toContainText('No limit');

    // The early end: disabled, with the reason; the API refuses it anyway and records the attempt.
    const end = section.getByRole('button', { name: 'End self-exclusion early' });
    await expect(end).toBeDisabled();
    await expect(page.getByTestId('ops-rg-lift-why')).toContainText('Neither the player nor an operator can end it early');
    const csrf = ((await (await page.request.get('/api/admin/session')).json()) as { value: { csrf: string } }).value.csrf;
    const lift = await page.request.post(`/api/admin/members/${id}/responsible/lift`, {
      headers: { 'x-tessera-csrf': csrf },
      data: { reason: 'asked by phone' },
    });
    expect(lift.status()).toBe(409);
    expect(await lift.json()).toMatchObject({ code: 'RG_EXCLUSION_LOCKED', value: { kind: 'SELF_EXCLUSION' } });
    // Still excluded; the history names who did what.
    expect((await admin(page.request, 'GET', `/api/admin/members/${id}/responsible`)).value).toMatchObject({
      state: { exclusion: { kind: 'SELF_EXCLUSION' } },
    });
    await section.getByRole('button', { name: 'Back to results' }).click();
    await page
      .getByTestId('ops-members')
      .getByRole('button', { name: new RegExp(username) })
      .click();
    const history = page.getByTestId('ops-rg-history');
    await expect(history.getByRole('listitem').first()).toContainText(`operator:${support} · Early end asked: refused`);
    await expect(history).toContainText('reason: “asked by phone”');
    await expect(history).toContainText('Player · Exclusion started');
    await expect(history).toContainText(/Player · Raise asked \(after 24 hours\) · Deposits, 24 hours: BRL 100\.00 → BRL 500\.00 · applies .+/);
    await expect(history).toContainText('Player · Limit set or lowered (at once) · Deposits, 24 hours: none → BRL 100.00');

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `member-rg-${size.viewport.width}-${size.theme}.png`), fullPage: true });
  });
}

test('console: a content editor has no Members screen, and the API refuses them a member search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = `edr${STAMP}`;
  await signInAs(page, editor, 'content-editor');
  await expect(page.getByRole('tab', { name: 'Content' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveCount(0);
  const res = await page.request.get('/api/admin/merchants/acme/members?q=rg');
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'FORBIDDEN', value: { call: 'adminFindMembers' } });
});

test("merchant minimum age: the owner asks for the date of birth with 21 in the console; a 19-year-old's registration is refused, a 22-year-old's accepted", async ({
  page,
}) => {
  const code = `age${STAMP}`;
  await admin(page.request, 'POST', '/api/admin/merchants', {
    code,
    name: 'Age Check Casino',
    domains: [],
    currency: { code: 'EUR', symbol: '€' },
    languages: { default: 'EN', offered: ['EN'] },
    theme: 'dark',
  });
  // Players of this merchant register without the image captcha (not what is tested here).
  await admin(page.request, 'PATCH', `/api/admin/merchants/${code}/registration`, { captcha: { enabled: false, required: false } });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const res = await page.request.post('/api/admin/session', { data: { token: ADMIN_TOKEN } });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/ops');
    await page.getByRole('tab', { name: 'Registration' }).click();
    await page.getByLabel('Merchant', { exact: true }).selectOption(code);
    const field = page.getByTestId('ops-reg-birthDate');
    if (size.width === 1280) {
      await field.getByLabel('birthDate', { exact: true }).selectOption('required');
      await field.getByLabel('Minimum age', { exact: true }).selectOption('21');
      await page.getByRole('button', { name: 'Save registration fields' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${code}: 1 registration field saved` })).toBeVisible();
    }
    await expect(field.getByLabel('Minimum age', { exact: true })).toHaveValue('21');
    expect(await seriousViolations(page)).toEqual([]);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `registration-min-age-${size.width}.png`) });
  }
  const stored = (await admin(page.request, 'GET', `/api/admin/merchants/${code}/registration`)).value as { fields: { birthDate: object } };
  expect(stored.fields.birthDate).toEqual({ enabled: true, required: true, minAge: 21 });
  const audit = (await admin(page.request, 'GET', `/api/admin/audit?merchant=${code}&action=merchant.registration`)).value as { after: unknown }[];
  const after = audit[0]?.after;
  expect(typeof after === 'string' ? after : JSON.stringify(after)).toContain('"minAge":21');

  // Registration on the merchant, through the screen.
  await page.request.delete('/api/admin/session');
  await page.setViewportSize({ width: 390, height: 844 });
  const register = async (username: string, birthDate: string) => {
    await page.goto(`/m/register?merchant=${code}`);
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill('Age@2026x');
    await page.locator('input[name="confirmPassword"]').fill('Age@2026x');
    await page.locator('input[name="birthDate"]').fill(birthDate);
    await page.getByLabel(/I confirm I am 21/).check();
    const slider = page.getByTestId('human-check');
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('data-state', 'passed');
    await page.getByTestId('register-submit').getByRole('button', { name: 'Register' }).click();
  };
  const young = `yg${STAMP}`;
  await register(young, bornYearsAgo(19));
  await expect(page.getByText('You are below the minimum age to register')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register/);
  await page.screenshot({ path: join(SHOTS, 'registration-underage-390.png') });
  expect((await admin(page.request, 'GET', `/api/admin/merchants/${code}/members?q=${young}`)).value).toEqual([]);

  const adult = `ad${STAMP}`;
  await register(adult, bornYearsAgo(22));
  await expect(page).toHaveURL(/\/m\/home/);
  expect((await admin(page.request, 'GET', `/api/admin/merchants/${code}/members?q=${adult}`)).value).toEqual([expect.objectContaining({ username: adult })]);
});
