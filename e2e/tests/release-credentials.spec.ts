import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN } from '../playwright.config';

// Team release credentials in the console (issue 26, docs/decisions/release-credentials.md): the
// operator issues one for a remote name of its own on the Versions screen, sees the secret once,
// the credential is refused every other call (403), and after a revoke it is refused (401). Each
// run and size uses a remote name of its own; nothing is published or switched.

const REPO = join(__dirname, '..', '..');
// Screenshots for docs/screens/ops are written only when asked (SCREENSHOTS=1).
const SHOTS = process.env.SCREENSHOTS === '1' ? join(REPO, 'docs', 'screens', 'ops') : join(REPO, 'e2e', 'test-results', 'ops-shots');
const STAMP = Date.now().toString(36);

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, scheme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, scheme: 'light' as const },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, colorScheme: size.scheme, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });

    test('an operator issues a team release credential for one remote, sees it once, and revokes it', async ({ page, request }) => {
      const remote = `rc${size.name.slice(0, 1)}${STAMP}`.slice(0, 24);
      await page.goto('/ops');
      await page.getByLabel('Operator token', { exact: true }).fill(ADMIN_TOKEN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('tab', { name: 'Versions' }).click();
      const section = page.getByTestId('ops-release-credentials');
      await expect(section.getByRole('heading', { name: 'Team release credentials' })).toBeVisible();

      // A name that is not a remote name is refused on the field, by the API.
      await section.getByLabel('Remote', { exact: true }).fill('Not-A-Name');
      await section.getByLabel('Name', { exact: true }).fill('e2e team CI');
      await section.getByRole('button', { name: 'Issue credential' }).click();
      await expect(section.getByText(/a remote name/)).toBeVisible();

      await section.getByLabel('Remote', { exact: true }).fill(remote);
      await section.getByLabel('Expires after', { exact: true }).selectOption('30');
      await section.getByRole('button', { name: 'Issue credential' }).click();
      const secret = (await section.getByTestId('ops-new-release-credential').textContent()) ?? '';
      expect(secret).toMatch(/^tsrel_[\w-]{43}$/);
      const row = section.getByTestId('ops-release-credential').filter({ hasText: remote });
      await expect(row).toContainText('e2e team CI');
      await expect(row).toContainText('never');
      await expect(row.getByRole('button', { name: `Revoke e2e team CI for ${remote}` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // The section as it lies in the whole page (an element shot would put the sticky header over it).
      const box = await section.evaluate((el) => {
        window.scrollTo(0, 0);
        const r = el.getBoundingClientRect();
        return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
      });
      const pad = 8;
      await page.screenshot({
        path: join(SHOTS, `${size.name}-${size.scheme}-release-credentials.png`),
        fullPage: true,
        clip: { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: box.width + 2 * pad, height: box.height + 2 * pad },
      });

      // The credential publishes versions of its remote and makes no other call.
      const bearer = { Authorization: `Bearer ${secret}` };
      expect((await request.get('/api/admin/me', { headers: bearer })).status()).toBe(403);
      expect((await request.get('/api/admin/remotes', { headers: bearer })).status()).toBe(403);
      expect((await request.put('/api/admin/merchants/acme/remotes/games', { headers: bearer, data: { enabled: true, version: '1.0.0' } })).status()).toBe(403);

      await row.getByRole('button', { name: `Revoke e2e team CI for ${remote}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Revoke e2e team CI for ${remote}?`);
      await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
      await expect(row.getByText('revoked')).toBeVisible();
      await expect(section.getByRole('status').filter({ hasText: 'revoked' })).toBeVisible();
      expect((await request.get('/api/admin/me', { headers: bearer })).status()).toBe(401);
    });
  });
}
