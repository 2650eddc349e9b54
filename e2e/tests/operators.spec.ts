import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_TOKEN } from '../playwright.config';
import { admin } from './support';

// Named operators (issue 27 item 5, "Done when"): a content editor signs in to /ops with password
// and a TOTP code (computed here from the enrolment secret, as an authenticator app would), cannot
// change a canary or a remote (403, the attempt audited), can edit content, and the audit log names
// them; an owner's Operators screen lists them and manages their tokens. Each run and size creates
// its own operator; nothing of acme or demo is switched (the refused change never happens).

const REPO = join(__dirname, '..', '..');
// Screenshots for docs/screens/ops are written only when asked (SCREENSHOTS=1).
const SHOTS = process.env.SCREENSHOTS === '1' ? join(REPO, 'docs', 'screens', 'ops') : join(REPO, 'e2e', 'test-results', 'ops-shots');
const STAMP = Date.now().toString(36);
const PASSWORD = 'e2e operator password 27';
// A sign-in checks a password at OWASP scrypt cost, in turn with the other worker's logins: seconds on a busy machine.
const SIGN_IN = { timeout: 30_000 };

/** The code an authenticator app shows for `secret`, `stepsAhead` steps of 30 s from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's console session's CSRF token (the console keeps it in memory; the API answers it again). */
async function csrfOf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/admin/session');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { value: { csrf: string } }).value.csrf;
}

async function auditOf(request: APIRequestContext, actor: string) {
  return (
    (await admin(request, 'GET', `/api/admin/audit?actor=${encodeURIComponent(actor)}&limit=50`)).value as { actor: string; action: string; target: string }[]
  ).map((e) => `${e.actor} ${e.action} ${e.target}`);
}

// Several scrypt hashes at OWASP cost, axe and full-page screenshots per journey: longer than the default on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, scheme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, scheme: 'light' as const },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, colorScheme: size.scheme, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });
    const editor = `ed${size.name.slice(0, 1)}${STAMP}`;
    const actor = `operator:${editor}`;

    test('a content editor: TOTP at sign-in, 403 on a canary and a remote (audited), content edits named in the audit log', async ({ page, request }) => {
      await admin(request, 'POST', '/api/admin/operators', { username: editor, role: 'content-editor', password: PASSWORD });

      await page.goto('/ops');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `${size.name}-${size.scheme}-operator-login.png`), fullPage: true });

      // First sign-in: the enrolment (QR code, key, otpauth:// URI), confirmed by a first valid code.
      await page.getByLabel('Username', { exact: true }).fill(editor);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible(SIGN_IN);
      await expect(page.getByRole('img', { name: /QR code of otpauth:\/\/totp\// })).toBeVisible();
      const secret = (await page.getByTestId('ops-totp-secret').textContent()) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `${size.name}-${size.scheme}-operator-enrol.png`), fullPage: true });
      await page.getByLabel('Two-factor code', { exact: true }).fill(codeOf(secret));
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await expect(page.getByTestId('ops-who')).toContainText(editor, SIGN_IN);
      await expect(page.getByTestId('ops-who')).toContainText('Content editor');
      // The role's screens only: no audit log for a content editor.
      await expect(page.getByRole('tab', { name: 'Content' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);

      // The API refuses what the role may not do, whatever the page shows: a canary, a remote, a publish.
      const csrf = await csrfOf(page.request);
      const remote = await page.request.put('/api/admin/merchants/acme/remotes/lottery', {
        headers: { 'x-tessera-csrf': csrf },
        data: { enabled: true, version: '1.0.0', canaryVersion: '1.0.0', canaryPercent: 10 },
      });
      expect(remote.status()).toBe(403);
      expect(await remote.json()).toMatchObject({ code: 'FORBIDDEN', value: { role: 'content-editor', call: 'updateMerchantRemote' } });
      const off = await page.request.put('/api/admin/merchants/acme/remotes/agent', {
        headers: { 'x-tessera-csrf': csrf },
        data: { enabled: false, version: '1.0.0' },
      });
      expect(off.status()).toBe(403);
      // Content is theirs: a help entry, then removed again.
      const help = await page.request.post('/api/admin/merchants/acme/help', {
        headers: { 'x-tessera-csrf': csrf },
        data: { title: `Editor help ${editor}`, language: 'EN' },
      });
      expect(help.status()).toBe(200);
      const helpId = ((await help.json()) as { value: { id: number } }).value.id;
      expect((await page.request.delete(`/api/admin/merchants/acme/help/${helpId}`, { headers: { 'x-tessera-csrf': csrf } })).status()).toBe(200);

      const audit = await auditOf(request, actor);
      expect(audit).toContain(`${actor} operator.refused updateMerchantRemote`);
      expect(audit).toContain(`${actor} content.help.create acme/${helpId}`);
      expect(audit).toContain(`${actor} content.help.remove acme/${helpId}`);
      expect(audit).toContain(`${actor} operator.signin ${actor}`);

      // Signed out, the password alone opens nothing, nor a wrong code; the authenticator's next code does.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Username', { exact: true }).fill(editor);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText('two-factor code', SIGN_IN);
      const wrong = codeOf(secret, 1) === '000000' ? '111111' : '000000';
      await page.getByLabel('Two-factor code', { exact: true }).fill(wrong);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText('two-factor code', SIGN_IN);
      // The enrolment used this step's code (single use): the next step's is accepted (±1 step of drift).
      await page.getByLabel('Two-factor code', { exact: true }).fill(codeOf(secret, 1));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByTestId('ops-who')).toContainText(editor, SIGN_IN);
      await page.getByRole('tab', { name: 'Operators' }).click();
      await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Operators', exact: true })).toHaveCount(0);
    });

    test('the owner (break-glass) sees the operators and the audit log naming them; creates and revokes a token; axe', async ({ page }) => {
      await page.goto('/ops');
      await page.getByLabel('Operator token', { exact: true }).fill(ADMIN_TOKEN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByTestId('ops-who')).toContainText('Break-glass token', SIGN_IN);

      await page.getByRole('tab', { name: 'Audit log' }).click();
      await page.getByLabel('Who', { exact: true }).fill(actor);
      const entries = page.getByTestId('ops-audit-entry');
      await expect(entries.filter({ hasText: 'operator.refused' }).first()).toContainText(actor);
      await expect(entries.filter({ hasText: 'content.help.create' }).first()).toContainText(actor);

      await page.getByRole('tab', { name: 'Operators' }).click();
      const row = page.getByTestId('ops-operator').filter({ hasText: editor });
      await expect(row).toContainText('Content editor');
      await expect(row).toContainText('2FA on');
      await expect(page.getByTestId('ops-break-glass-uses')).toBeVisible();

      await page.getByLabel('Token name', { exact: true }).fill(`ci-${size.name}`);
      await page.getByLabel('For operator', { exact: true }).fill(editor);
      await page.getByRole('button', { name: 'Create token' }).click();
      const token = (await page.getByTestId('ops-new-token').textContent()) ?? '';
      expect(token).toMatch(/^tsop_/);
      const me = await page.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(((await me.json()) as { value: { username: string; role: string } }).value).toMatchObject({ username: editor, role: 'content-editor' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `${size.name}-${size.scheme}-operators.png`) });
      await page.getByRole('heading', { name: 'API tokens' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `${size.name}-${size.scheme}-operator-tokens.png`) });

      await page.getByRole('button', { name: `Revoke ci-${size.name} of ${editor}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
      await expect(page.getByTestId('ops-token').filter({ hasText: `ci-${size.name}` })).toContainText('revoked');
      expect((await page.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    });
  });
}
