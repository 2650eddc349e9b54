import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, docShot, pageHeading } from './support';

// The installable app and its service worker (docs/decisions/home-performance.md). The other journeys
// run with service workers blocked (playwright.config.ts): their fault injection routes requests
// that a worker would otherwise answer itself.
test.use({ serviceWorkers: 'allow' });

/** Waits until the page is controlled by the worker and the worker has stored `probe` (a remote file this page loaded). */
async function workerReady(page: Page, probe: RegExp): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async (source) => {
          const re = new RegExp(source);
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((k) => re.test(new URL(k.url).pathname))) return true;
          }
          return false;
        }, probe.source),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('home is installable: the merchant manifest, PNG icons 192/512 and maskable, and no installability errors', async ({ baseURL }) => {
  // A persistent profile: Playwright's ordinary contexts are incognito, which Chromium itself reports as 'in-incognito'.
  const profile = mkdtempSync(join(tmpdir(), 'tessera-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/m/home');
    await expect(pageHeading(page)).toBeAttached();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose && i.type === 'image/png');
      expect(icon, `${sizes} ${purpose}`).toBeTruthy();
      const res = await page.request.get(icon?.src ?? '');
      expect(res.headers()['content-type']).toBe('image/png');
    }
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId),
        {
          timeout: 20_000,
        },
      )
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a page shows the offline page with "No Internet", and back online the site returns', async ({ page, context }) => {
  await page.goto('/m/home');
  await expect(pageHeading(page)).toBeAttached();
  await workerReady(page, /^\/remotes\/home\/[^/]+\/remoteEntry\.js$/);

  await context.setOffline(true);
  await page.goto('/m/help');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Internet');
  await docShot(page, 'home/offline-dark-en.png');

  // In the player's language (the shell's stored choice).
  await page.evaluate(() => window.localStorage.setItem('language', 'PT'));
  await page.reload().catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sem Internet');

  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // Back online, the offline page reloads itself ('online'): the site returns with no tap (a
  // navigation of the journey's own here would race that reload).
  await context.setOffline(false);
  await expect(page.getByTestId('offline-page')).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(pageHeading(page)).toBeAttached();
});

test('a repeat visit gets the shell and the home remote from the service worker; the API and the page from the network', async ({ page }) => {
  await page.goto('/m/home');
  await expect(pageHeading(page)).toBeAttached();
  await workerReady(page, /^\/remotes\/home\/[^/]+\/page-home\.[0-9a-f]+\.js$/);

  const seen: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (r) => seen.push({ path: new URL(r.url()).pathname, fromWorker: r.fromServiceWorker() }));
  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const remoteFiles = seen.filter((s) => s.path.startsWith('/remotes/home/') && s.path.endsWith('.js'));
  expect(remoteFiles.length).toBeGreaterThan(0);
  expect(remoteFiles.filter((s) => !s.fromWorker)).toEqual([]);
  const shellFiles = seen.filter((s) => s.path.startsWith('/assets/'));
  expect(shellFiles.length).toBeGreaterThan(0);
  expect(shellFiles.filter((s) => !s.fromWorker)).toEqual([]);
  // Never from a cache: the page (registry and status inline) and the API. No cache holds a page or an API answer.
  const cached = await page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) for (const k of await (await caches.open(name)).keys()) out.push(new URL(k.url).pathname);
    return out;
  });
  expect(cached.filter((p) => p.startsWith('/m') || p === '/' || p.startsWith('/api/'))).toEqual([]);
  const api = seen.filter((s) => s.path.startsWith('/api/v1/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((s) => s.fromWorker && !s.path.startsWith('/api/v1/content/images/'))).toEqual([]);
});

test('field Web Vitals of the landing page reach the telemetry with the remote and version when the page is hidden', async ({ page }) => {
  const vitals: { reason: string; value: number; remote?: string; version?: string; path: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/telemetry') && r.method() === 'POST') {
      const body = r.postDataJSON() as { kind: string; reason: string; value: number; remote?: string; version?: string; path: string };
      if (body.kind === 'vital') vitals.push(body);
    }
  });
  await page.goto('/m/home');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await page.getByRole('tab', { name: 'FAV' }).click();
  await page.waitForTimeout(500);
  // The page is hidden (the player switches apps): the collected vitals are sent then, once. (Beacons of
  // a page being unloaded are sent too but are not shown to Playwright, so the journey hides the page.)
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await hide();
  await expect.poll(() => vitals.map((v) => v.reason).sort()).toEqual(['CLS', 'INP', 'LCP']);
  await hide();
  await page.waitForTimeout(300);
  expect(vitals).toHaveLength(3);
  for (const v of vitals) expect(v).toMatchObject({ remote: 'home', version: expect.stringMatching(/^\d+\.\d+\.\d+/), path: '/m/home' });
  const lcp = vitals.find((v) => v.reason === 'LCP')?.value ?? 0;
  expect(lcp).toBeGreaterThan(0);
  expect(vitals.find((v) => v.reason === 'CLS')?.value).toBeLessThan(1);
  // The operator's health view charts them per remote and version.
  const health = (await admin(page.request, 'GET', '/api/admin/health?merchant=demo&remote=home')).value as { version: string; lcpP75: number | null }[];
  expect(health.find((h) => h.version === vitals[0]?.version)?.lcpP75).toBeGreaterThan(0);
});
