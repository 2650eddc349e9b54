import { expect, test } from '@playwright/test';
import { admin, holdStatus, pageHeading } from './support';

// These change merchant acme through the operator API, so they run one after another.
// acme's status and switches are held meanwhile (holdStatus): journeys on acme elsewhere wait.
test.describe.configure({ mode: 'serial' });

let release: () => void = () => undefined;
test.beforeEach(async () => {
  release = await holdStatus('acme');
});

test.afterEach(async ({ request }) => {
  try {
    await admin(request, 'PATCH', '/api/admin/merchants/acme/status', { maintenance: false, regionRestriction: false });
    await admin(request, 'PUT', '/api/admin/merchants/acme/remotes/games', { enabled: true, version: '1.0.0' });
  } finally {
    release();
  }
});

test('disabling a remote removes its routes for that merchant only', async ({ page, request, browser }) => {
  await admin(request, 'PUT', '/api/admin/merchants/acme/remotes/games', { enabled: false, version: '1.0.0' });

  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/m/game?merchant=acme');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-logo')).toBeVisible();
  expect(requests.filter((u) => u.includes('/remotes/games/'))).toEqual([]);

  const demo = await browser.newPage();
  await demo.goto('/m/game?merchant=demo');
  await expect(pageHeading(demo)).toHaveText('Game Center');
  await demo.close();

  await admin(request, 'PUT', '/api/admin/merchants/acme/remotes/games', { enabled: true, version: '1.0.0' });
  await page.goto('/m/game?merchant=acme');
  await expect(pageHeading(page)).toHaveText('Game Center');
});

test('status 1 and 2 show the gate pages; 0 restores the site', async ({ page, request }) => {
  await admin(request, 'PATCH', '/api/admin/merchants/acme/status', { maintenance: true, regionRestriction: true });
  await page.goto('/m/home?merchant=acme');
  const gate = page.getByTestId('status-gate');
  await expect(gate).toHaveAttribute('data-status', '1');
  await expect(gate).toContainText('System upgrading, please try again later');
  await expect(page.getByTestId('footer-menu')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('status') ?? '{}').status)).toBe(1);

  await admin(request, 'PATCH', '/api/admin/merchants/acme/status', { maintenance: false, regionRestriction: true });
  await page.reload();
  await expect(gate).toHaveAttribute('data-status', '2');
  await expect(gate).toContainText('Access restricted by location or IP');

  await admin(request, 'PATCH', '/api/admin/merchants/acme/status', { maintenance: false, regionRestriction: false });
  await gate.getByRole('button').click();
  await expect(page.getByTestId('status-gate')).toHaveCount(0);
  await expect(page.getByTestId('footer-menu')).toBeVisible();
});

test('the demo merchant is untouched by acme changes', async ({ page, request }) => {
  await admin(request, 'PATCH', '/api/admin/merchants/acme/status', { maintenance: true });
  await page.goto('/m/home?merchant=demo');
  await expect(page.getByTestId('status-gate')).toHaveCount(0);
  await expect(page.getByTestId('footer-menu')).toBeVisible();
});
