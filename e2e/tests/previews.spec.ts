import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN, E2E_PORT } from '../playwright.config';
import { admin, docShot, withPreferences } from './support';

// Guarded overrides and preview grants (issue 26 item 6; docs/decisions/remote-overrides.md). An
// operator issues a preview link for a published games version that no merchant runs; a fresh
// device that opens it loads that version with a preview badge, and leaves it with one tap. The
// link does nothing on another merchant, once revoked, and a bare ?tessera-override= does nothing
// in a production build. Only devices holding the link change: demo's and acme's configuration
// stay as seeded, so no merchant lock is needed.

const REPO = join(__dirname, '..', '..');
const DIST = process.env.DIST_DIR ?? join(REPO, 'dist');
const BASE = `http://127.0.0.1:${E2E_PORT}`;
const STAMP = Date.now().toString(36);
const VERSION = `1.0.0-preview.${STAMP}`;
const FAILED = `1.0.0-failed.${STAMP}`;
const created: string[] = [];

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

/** A copy of the published games version under `version` (optionally with a failed contract result), published to the running server. */
async function publishCopy(request: Parameters<typeof admin>[0], base: string, version: string, contract?: 'failed') {
  const dir = join(DIST, 'remotes', 'games', version);
  cpSync(join(DIST, 'remotes', 'games', base), dir, { recursive: true });
  created.push(dir);
  const routesFile = join(dir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify({ ...JSON.parse(readFileSync(routesFile, 'utf8')), version }, null, 2));
  if (contract) {
    writeFileSync(
      join(dir, 'release.json'),
      JSON.stringify({ name: 'games', version, builtAt: new Date().toISOString(), contract: { result: contract, detail: 'e2e: refused on purpose' } }),
    );
  }
  await admin(request, 'POST', '/api/admin/remotes', { remote: 'games', version });
}

let pinned = '';

test.beforeAll(async ({ request }) => {
  const merchants = (await admin(request, 'GET', '/api/admin/merchants')).value as { code: string; remotes: { remote: string; version: string }[] }[];
  pinned = merchants.find((m) => m.code === 'demo')?.remotes.find((r) => r.remote === 'games')?.version ?? '';
  expect(pinned).not.toBe('');
  await publishCopy(request, pinned, VERSION);
  await publishCopy(request, pinned, FAILED, 'failed');
});

test.afterAll(() => {
  for (const dir of created) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto('/ops');
  await page.getByLabel('Operator token', { exact: true }).fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: 'Merchants' })).toHaveAttribute('aria-selected', 'true');
}

/** A fresh device (its own cookies and storage) that records which games entries it loads. */
async function device(
  browser: Browser,
  theme: 'dark' | 'light' = 'dark',
  language = 'EN',
): Promise<{ page: Page; entries: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: theme, serviceWorkers: 'block' });
  const page = await context.newPage();
  await withPreferences(page, theme, language);
  const entries: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/games\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (m?.[1]) entries.push(m[1]);
  });
  return { page, entries, close: () => context.close() };
}

const issue = async (request: Parameters<typeof admin>[0], body: object) =>
  (await admin(request, 'POST', '/api/admin/previews', body)).value as { grant: { id: string }; token: string; link: string };
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

test('an operator issues a preview link in the console; a fresh device shows the badge and that version, and exit returns to the active one', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByLabel('Remote', { exact: true }).first().selectOption('games');
  // The gates of activation: a contract-failed version offers no link.
  const failedRow = page.getByRole('row').filter({ hasText: FAILED });
  await expect(failedRow).toContainText('Not previewable: its contract tests failed');
  await page.getByRole('button', { name: `Preview link for games@${VERSION}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Merchant', { exact: true }).selectOption('demo');
  await dialog.getByLabel('Expires after').selectOption('30');
  await dialog.getByRole('button', { name: 'Issue preview link' }).click();
  const link = await dialog.getByTestId('ops-preview-link').inputValue();
  expect(link).toMatch(new RegExp(`^${BASE}/m/game\\?merchant=demo&tessera-preview=`));
  await docShot(page, 'ops/preview-link-dialog.png');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The active previews list shows it, with its revoke.
  await page.getByTestId('ops-previews').getByLabel('Merchant', { exact: true }).selectOption('demo');
  await expect(
    page
      .getByTestId('ops-preview-grant')
      .filter({ hasText: `games@${VERSION}` })
      .first(),
  ).toBeVisible();
  await page.getByTestId('ops-previews').scrollIntoViewIfNeeded();
  await docShot(page, 'ops/preview-links.png');
  // Nothing of the section overflows the phone's width.
  expect(await page.getByTestId('ops-previews').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The console at a desktop size (a context of its own: the phone context emulates a mobile viewport).
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const deskPage = await desk.newPage();
    await signIn(deskPage);
    await deskPage.getByRole('tab', { name: 'Versions' }).click();
    await deskPage.getByTestId('ops-previews').getByLabel('Merchant', { exact: true }).selectOption('demo');
    await expect(deskPage.getByTestId('ops-preview-grant').first()).toBeVisible();
    await deskPage.getByTestId('ops-previews').scrollIntoViewIfNeeded();
    await docShot(deskPage, 'ops/preview-links-desktop.png');
  } finally {
    await desk.close();
  }

  const phone = await device(browser, 'dark');
  try {
    await phone.page.goto(pathOf(link));
    const badge = phone.page.getByTestId('preview-badge');
    await expect(badge).toContainText(`games@${VERSION}`);
    await expect(phone.page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    await expect.poll(() => phone.entries).toContain(VERSION);
    expect(phone.entries).not.toContain(pinned);
    // The token left the address bar; the HttpOnly cookie keeps the preview across pages.
    expect(phone.page.url()).not.toContain('tessera-preview');
    await expect(phone.page.locator('.tk-tile__media img').first()).toBeVisible();
    const axe = await new AxeBuilder({ page: phone.page }).include('.tk-preview-badge').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await docShot(phone.page, 'remotes/preview-badge-dark.png');
    await phone.page.goto('/m/gameList');
    await expect(badge).toContainText(`games@${VERSION}`);

    phone.entries.length = 0;
    await badge.getByRole('button', { name: 'Exit preview' }).click();
    await expect(phone.page).toHaveURL(/\/m\/gameList/);
    await expect(badge).toHaveCount(0);
    await expect.poll(() => phone.entries).toContain(pinned);
    expect(phone.entries).not.toContain(VERSION);
    await phone.page.reload();
    await expect(phone.page.getByTestId('preview-badge')).toHaveCount(0);
  } finally {
    await phone.close();
  }

  // Light theme, in Portuguese.
  const light = await device(browser, 'light', 'PT');
  try {
    await light.page.goto(pathOf(link));
    await expect(light.page.getByTestId('preview-badge')).toContainText(`games@${VERSION}`);
    await expect(light.page.getByRole('button', { name: 'Sair' })).toBeVisible();
    // The pill keeps its three parts inside the screen in the longer language.
    const fits = await light.page.getByTestId('preview-badge').evaluate((el) => {
      const box = el.getBoundingClientRect();
      const exit = el.querySelector('button')?.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && !!exit && exit.right <= box.right && el.scrollWidth <= el.clientWidth;
    });
    expect(fits).toBe(true);
    await expect(light.page.locator('.tk-tile__media img').first()).toBeVisible();
    const axe = await new AxeBuilder({ page: light.page }).include('.tk-preview-badge').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await docShot(light.page, 'remotes/preview-badge-light-pt.png');
  } finally {
    await light.close();
  }
});

test('not applied: the link on another merchant, a revoked link, a URL off the allowlist, a bare override in production', async ({ browser, request }) => {
  const { grant, link } = await issue(request, { merchant: 'demo', remote: 'games', version: VERSION, ttlMinutes: 30 });

  const other = await device(browser);
  try {
    await other.page.goto(pathOf(link).replace('merchant=demo', 'merchant=acme'));
    await expect(other.page.getByTestId('preview-refused')).toContainText('This preview link is for another site');
    await expect(other.page.getByTestId('preview-badge')).toHaveCount(0);
    await other.page.waitForLoadState('networkidle');
    expect(other.entries).not.toContain(VERSION);
  } finally {
    await other.close();
  }

  const revoked = await request.fetch(`/api/admin/previews/${grant.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(revoked.status()).toBe(200);
  const late = await device(browser);
  try {
    await late.page.goto(pathOf(link));
    await expect(late.page.getByTestId('preview-refused')).toContainText('This preview link is not valid');
    await expect(late.page.getByTestId('preview-badge')).toHaveCount(0);
    await expect.poll(() => late.entries).toContain(pinned);
    expect(late.entries).not.toContain(VERSION);
  } finally {
    await late.close();
  }

  const offList = await request.fetch('/api/admin/previews', {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { merchant: 'demo', remote: 'games', url: 'https://cdn.evil.example/remoteEntry.js' },
  });
  expect(offList.status()).toBe(403);
  expect(((await offList.json()) as { code: string }).code).toBe('PREVIEW_ORIGIN_NOT_ALLOWED');

  const bare = await device(browser);
  try {
    await bare.page.goto(`/m/gameList?merchant=demo&tessera-override=games@${VERSION}`);
    await expect.poll(() => bare.entries).toContain(pinned);
    await expect(bare.page.getByTestId('preview-badge')).toHaveCount(0);
    expect(bare.entries).not.toContain(VERSION);
  } finally {
    await bare.close();
  }
});
