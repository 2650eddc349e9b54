import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN } from '../playwright.config';
import { admin, holdContent, holdRegistration, holdStatus, skipHomePopup } from './support';

// The operator console's content and registration screens (issue 21): registration fields edited
// with the server's messages; a banner and an announcement created, edited and removed, each seen
// (and then not seen) on acme's player home; the hot list reordered and seen there; the audit log
// filtered on the server. At 390×844 (dark) and 1280×800 (light), axe on every screen. Everything
// changed is put back before a test ends.

const REPO = join(__dirname, '..', '..');
const SHOTS = process.env.SCREENSHOTS === '1' ? join(REPO, 'docs', 'screens', 'ops') : join(REPO, 'e2e', 'test-results', 'ops-shots');
const STAMP = Date.now().toString(36);

// Each journey reloads the player home several times (a minute on a loaded machine).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function seriousViolations(page: Page) {
  // axe reads colours as painted: let fades finish first.
  // (allSettled: an animation cancelled meanwhile, a skeleton replaced, rejects its promise.)
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signIn(page: Page, tab: string) {
  await page.goto('/ops');
  await page.getByLabel('Operator token', { exact: true }).fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Merchant', { exact: true }).selectOption('acme');
}

type TField = { enabled: boolean; required: boolean };
const registration = async (request: APIRequestContext) =>
  ((await admin(request, 'GET', '/api/admin/merchants/acme/registration')).value as { fields: Record<string, TField> }).fields;

/** acme's player home in a fresh page (past the login popup), reloaded until `check` holds (the hot list's snapshot lives 1.5 s). */
async function onPlayerHome(page: Page, check: (home: Page) => Promise<void>) {
  // Not while an operator journey has acme in maintenance or its games off (home would show the gate, or no hot list).
  const releaseStatus = await holdStatus('acme');
  try {
    const home = await page.context().newPage();
    await skipHomePopup(home);
    await expect(async () => {
      await home.goto('/m/home?merchant=acme');
      await check(home);
    }).toPass({ timeout: 20_000 });
    await home.close();
  } finally {
    releaseStatus();
  }
}

// acme's banners, announcements and hot list change here; home-timing's single-banner journey
// changes and counts them too: the file holds them from its first journey to its last.
let release: (() => void) | undefined;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  release = await holdContent('acme');
});
test.afterAll(() => release?.());

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, scheme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, scheme: 'light' as const },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, colorScheme: size.scheme, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });
    const shot = async (page: Page, what: string) => {
      // A whole-page picture from the top (the sticky header would otherwise be drawn where the page was scrolled to).
      if (size.name === 'desktop') await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `${size.name}-${size.scheme}-${what}.png`), fullPage: size.name === 'desktop' });
    };

    test('registration fields: set one required, the server refuses hiding a field a method needs, with its message; axe', async ({ page, request }) => {
      // acme's registrations elsewhere in the run (newAcmeMember) wait until the fields are back as they were.
      const releaseRegistration = await holdRegistration('acme');
      try {
        const before = await registration(request);
        const flags = ((await admin(request, 'GET', '/api/admin/merchants')).value as { code: string; flags: Record<string, boolean> }[]).find(
          (m) => m.code === 'acme',
        )?.flags;
        await signIn(page, 'Registration');
        await expect(page.getByRole('heading', { name: 'Registration fields' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        const qq = page.getByLabel('qqNum', { exact: true });
        const next = before.qqNum?.required ? 'shown' : 'required';
        await qq.selectOption(next);
        await expect(page.getByText('1 unsaved')).toBeVisible();
        await page.getByRole('button', { name: 'Save registration fields' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'acme: 1 registration field saved' })).toBeVisible();
        expect((await registration(request)).qqNum).toEqual({ enabled: true, required: next === 'required' });
        // Players' registration form follows at once.
        const settings = await (await request.get('/api/v1/register/settings?merchant=acme')).json();
        expect(settings.value.fields.qqNum).toEqual({ enabled: true, required: next === 'required' });

        // Hiding a field asks first; a field the username method needs is refused by the server, next to the field.
        if (flags?.USERNAMEREG3) {
          await page.getByLabel('username', { exact: true }).selectOption('off');
          await page.getByRole('button', { name: 'Save registration fields' }).click();
          const dialog = page.getByRole('alertdialog');
          await expect(dialog).toContainText('will no longer be asked for username');
          expect(await seriousViolations(page)).toEqual([]);
          await dialog.getByRole('button', { name: 'Save and hide' }).click();
          await expect(page.getByTestId('ops-reg-username')).toContainText('Registration by USERNAMEREG3 needs this field');
          await expect(page.getByText('Not saved: see the fields marked.')).toBeVisible();
          await expect(page.getByLabel('username', { exact: true })).toBeFocused();
          expect((await registration(request)).username?.enabled).toBe(true);
          await shot(page, 'registration');
          await page.getByRole('button', { name: 'Discard changes' }).click();
        } else {
          await shot(page, 'registration');
        }
        // Back as it was, through the console.
        await qq.selectOption(before.qqNum?.required ? 'required' : before.qqNum?.enabled ? 'shown' : 'off');
        const save = page.getByRole('button', { name: 'Save registration fields' });
        await save.click();
        if (!before.qqNum?.enabled) await page.getByRole('alertdialog').getByRole('button', { name: 'Save and hide' }).click();
        await expect(page.getByText('1 unsaved')).toHaveCount(0);
        expect((await registration(request)).qqNum).toEqual(before.qqNum);
      } finally {
        releaseRegistration();
      }
    });

    test('a banner and an announcement: created with validation messages, edited, removed behind a confirm — seen on the player home each time; axe', async ({
      page,
    }) => {
      const banner = `Ops banner ${size.name} ${STAMP}`;
      const notice = `Ops notice ${size.name} ${STAMP}`;
      await signIn(page, 'Content');
      await expect(page.getByRole('radio', { name: 'Banners' })).toBeChecked();
      await expect(page.getByTestId('ops-announcement').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Create: the form names what is wrong before sending.
      await page.getByRole('button', { name: 'New banner' }).click();
      const dialog = page.getByRole('dialog', { name: 'New banner' });
      await dialog.getByLabel('Link', { exact: true }).fill('http://insecure.example');
      await dialog.getByRole('button', { name: 'Create banner' }).click();
      await expect(dialog.getByText('Enter a title.')).toBeVisible();
      await expect(dialog.getByText('A path of the site (/m/…) or an https:// address.')).toBeVisible();
      await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'content-banner-form');
      await dialog.getByLabel('Title', { exact: true }).fill(banner);
      await dialog.getByLabel('Link', { exact: true }).fill('/m/activity');
      await dialog.getByLabel('Banner group', { exact: true }).selectOption('m_home');
      await dialog.getByRole('button', { name: 'Create banner' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Created banner “${banner}”` })).toBeVisible();
      const card = page.getByTestId('ops-announcement').filter({ hasText: banner });
      await expect(card).toContainText('Live');
      await onPlayerHome(page, async (home) => {
        await expect(home.getByTestId('banner-carousel').getByAltText(banner)).toHaveCount(1, { timeout: 4000 });
      });

      // Edit.
      await page.getByRole('button', { name: `Edit ${banner}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit banner' });
      await edit.getByLabel('Title', { exact: true }).fill(`${banner} v2`);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('ops-announcement').filter({ hasText: `${banner} v2` })).toBeVisible();
      await onPlayerHome(page, async (home) => {
        await expect(home.getByTestId('banner-carousel').getByAltText(`${banner} v2`)).toHaveCount(1, { timeout: 4000 });
      });
      await shot(page, 'content-banners');

      // Remove, behind a confirmation.
      await page.getByRole('button', { name: `Remove ${banner} v2` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('stop seeing this banner at once');
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Remove banner' }).click();
      await expect(page.getByTestId('ops-announcement').filter({ hasText: `${banner} v2` })).toHaveCount(0);
      await onPlayerHome(page, async (home) => {
        await expect(home.getByTestId('banner-carousel')).toBeVisible({ timeout: 4000 });
        await expect(home.getByTestId('banner-carousel').getByAltText(`${banner} v2`)).toHaveCount(0);
      });

      // An announcement (player notice): the home marquee carries its title.
      await page.getByRole('radio', { name: 'Announcements' }).check();
      await page.getByRole('button', { name: 'New announcement' }).click();
      const form = page.getByRole('dialog', { name: 'New announcement' });
      await form.getByLabel('Type', { exact: true }).selectOption('PL');
      await form.getByLabel('Title', { exact: true }).fill(notice);
      await form.getByLabel('Order', { exact: true }).fill('-1');
      await form.getByRole('button', { name: 'Create announcement' }).click();
      await expect(form.getByText('A whole number from 0 to 1000000.')).toBeVisible();
      await form.getByLabel('Order', { exact: true }).fill('0');
      await form.getByRole('button', { name: 'Create announcement' }).click();
      await expect(page.getByTestId('ops-announcement').filter({ hasText: notice })).toBeVisible();
      await onPlayerHome(page, async (home) => {
        await expect(home.getByTestId('announcement-marquee')).toContainText(notice, { timeout: 4000 });
      });
      await page.getByRole('button', { name: `Remove ${notice}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove announcement' }).click();
      await expect(page.getByTestId('ops-announcement').filter({ hasText: notice })).toHaveCount(0);
      await onPlayerHome(page, async (home) => {
        await expect(home.getByTestId('announcement-marquee')).toBeVisible({ timeout: 4000 });
        await expect(home.getByTestId('announcement-marquee')).not.toContainText(notice);
      });
    });

    test('the hot list: a game found, put on top and saved shows first on the player home; help entries; axe', async ({ page, request }) => {
      const hotNow = async () =>
        (
          (await (await request.get('/api/v1/games/hot?language=EN', { headers: { 'x-merchant': 'acme' } })).json()).value.list as {
            nodeId: string;
            gameName: string;
          }[]
        ).map((g) => g);
      const original = await hotNow();
      const games = (await (await request.get('/api/v1/games?pageSize=50&language=EN', { headers: { 'x-merchant': 'acme' } })).json()).value.games as {
        nodeId: string;
        gameName: string;
      }[];
      const pick = games.find((g) => !original.some((h) => h.nodeId === g.nodeId) && games.filter((x) => x.gameName === g.gameName).length === 1);
      if (!pick) throw new Error('no acme game outside its hot list');
      try {
        await signIn(page, 'Content');
        await page.getByRole('radio', { name: 'Hot list' }).check();
        await expect(page.getByTestId('ops-hot-game')).toHaveCount(original.length);
        await page.getByLabel('Game name', { exact: true }).fill(pick.gameName);
        await page.getByRole('button', { name: 'Find', exact: true }).click();
        await page.getByRole('button', { name: `Add ${pick.gameName}`, exact: true }).click();
        await page.getByRole('button', { name: `Move ${pick.gameName} to the top`, exact: true }).click();
        await expect(page.getByTestId('ops-hot-game').first()).toContainText(pick.gameName);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, 'content-hot');
        await page.getByRole('button', { name: 'Save hot list' }).click();
        await expect(page.getByRole('status').filter({ hasText: `acme: hot list saved (${original.length + 1} games)` })).toBeVisible();
        await onPlayerHome(page, async (home) => {
          await expect(home.getByTestId('hot-games')).toContainText(pick.gameName, { timeout: 4000 });
        });
        expect((await hotNow())[0]?.nodeId).toBe(pick.nodeId);

        // Help: create a main entry, edit it, remove it behind a confirmation.
        const title = `Ops help ${size.name} ${STAMP}`;
        await page.getByRole('radio', { name: 'Help' }).check();
        await page.getByRole('button', { name: 'New help entry' }).click();
        const form = page.getByRole('dialog', { name: 'New help entry' });
        await form.getByLabel('Title', { exact: true }).fill(title);
        await form.getByRole('button', { name: 'Create help entry' }).click();
        await expect(page.getByTestId('ops-help-entry').filter({ hasText: title })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, 'content-help');
        await page.getByRole('button', { name: `Edit ${title}` }).click();
        await page.getByRole('dialog', { name: 'Edit help entry' }).getByLabel('Title', { exact: true }).fill(`${title} v2`);
        await page.getByRole('dialog', { name: 'Edit help entry' }).getByRole('button', { name: 'Save changes' }).click();
        await expect(page.getByTestId('ops-help-entry').filter({ hasText: `${title} v2` })).toBeVisible();
        await page.getByRole('button', { name: `Remove ${title} v2` }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Remove help entry' }).click();
        await expect(page.getByTestId('ops-help-entry').filter({ hasText: title })).toHaveCount(0);
      } finally {
        await admin(request, 'PUT', '/api/admin/merchants/acme/hot', { nodeIds: original.map((g) => g.nodeId) });
      }
    });

    test('the audit log filters on the server: merchant, what, who, days; a bad range is named before asking; axe', async ({ page }) => {
      await signIn(page, 'Audit log');
      const audit = page.waitForRequest(
        (r) => r.url().includes('/api/admin/audit?') && r.url().includes('merchant=acme') && r.url().includes('action=content'),
      );
      await page.getByLabel('Merchant', { exact: true }).selectOption('acme');
      await page.getByLabel('What', { exact: true }).fill('content');
      await page.getByLabel('Who', { exact: true }).fill('break-glass:console');
      expect(new URL((await audit).url()).searchParams.get('merchant')).toBe('acme');
      const entries = page.getByTestId('ops-audit-entry');
      await expect(entries.filter({ hasText: 'content.announcement.remove' }).first()).toBeVisible();
      await expect(entries.filter({ hasText: `Ops banner ${size.name} ${STAMP}` }).first()).toBeVisible();
      for (const text of await entries.locator('strong.ops-mono').allTextContents()) expect(text).toMatch(/^content\./);
      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('From', { exact: true }).fill(today);
      await page.getByLabel('To', { exact: true }).fill('2000-01-01');
      await expect(page.getByText('From must not be after To.')).toBeVisible();
      await page.getByLabel('To', { exact: true }).fill(today);
      await expect(page.getByText('From must not be after To.')).toHaveCount(0);
      await expect(entries.first()).toContainText('content.');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'audit-filters');
      await page.getByLabel('What', { exact: true }).fill('merchant.nothing-like-this');
      await expect(page.getByText('No entries match.')).toBeVisible();
    });
  });
}
