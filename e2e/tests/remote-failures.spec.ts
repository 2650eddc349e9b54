import { expect, test, type Page, type Route } from '@playwright/test';
import { asMember, pageHeading } from './support';

// One route per remote, with header and footer as spec §2 gives them.
const CASES = [
  { remote: 'home', path: '/m/activity', title: 'Promotion', header: true, footer: true, member: false },
  { remote: 'games', path: '/m/game', title: 'Game Center', header: true, footer: true, member: false },
  { remote: 'lottery', path: '/m/startLottery', title: 'Lottery', header: true, footer: false, member: false },
  { remote: 'member', path: '/m/member/home', title: 'Member Center', header: true, footer: true, member: true },
  { remote: 'wallet', path: '/m/withdraw', title: 'Withdrawal', header: true, footer: true, member: true },
  { remote: 'agent', path: '/m/member/agent/getSalaryContract', title: 'Daily Salary Contract', header: true, footer: true, member: true },
] as const;

/** A container that loads but whose module factory throws (a remote that throws on import). */
const throwsOnImport = (remote: string) =>
  `globalThis.tessera_${remote} = { init() {}, get() { return Promise.resolve(function () { throw new Error('import boom'); }); } };`;

/** A container whose module is valid but whose page throws while rendering. */
const throwsOnRender = (remote: string, path: string) => `
globalThis.tessera_${remote} = { init() {}, get() { return Promise.resolve(function () { return { default: {
  name: '${remote}', version: '9.9.9', requires: { platform: '^1' }, locales: { EN: {} },
  routes: [{ path: '${path}', header: 'shown', footer: 'shown', back: 'history', titleKey: 'x', access: 'public',
    component: function Boom() { throw new Error('render boom'); } }]
} }; }); } };`;

type Mode = 'blocked' | '404' | 'entry throws' | 'throws on import' | 'throws while rendering' | 'times out';

function fault(mode: Mode, remote: string, path: string): (route: Route) => Promise<void> | void {
  switch (mode) {
    case 'blocked':
      return (route) => route.abort('connectionrefused');
    case '404':
      return (route) => route.fulfill({ status: 404, body: 'not found' });
    case 'entry throws':
      return (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: "throw new Error('entry boom');" });
    case 'throws on import':
      return (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: throwsOnImport(remote) });
    case 'throws while rendering':
      return (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: throwsOnRender(remote, path) });
    case 'times out':
      return () => {}; // never answers
  }
}

/** A remote's files, first load and retries (/remotes/~retry/<name>/…); `file` narrows to one file. */
const remoteFiles = (remote: string, file = '') => new RegExp(`/remotes/(~retry/)?${remote}/[^?]*${file}`);

async function expectLayoutKept(page: Page, c: (typeof CASES)[number]) {
  await expect(page.getByTestId('app-header')).toHaveCount(c.header ? 1 : 0);
  await expect(page.getByTestId('footer-menu')).toHaveCount(c.footer ? 1 : 0);
}

const MODES: Mode[] = ['blocked', '404', 'entry throws', 'throws on import', 'throws while rendering'];

for (const c of CASES) {
  for (const mode of MODES) {
    test(`${c.remote} ${mode}: fallback inside the layout, reported, retry recovers`, async ({ page }) => {
      if (c.member) await asMember(page);
      const entry = remoteFiles(c.remote, 'remoteEntry\\.js');
      await page.route(entry, fault(mode, c.remote, c.path));
      const telemetry = page.waitForRequest(
        (r) => r.url().endsWith('/api/v1/telemetry') && r.postDataJSON()?.remote === c.remote && r.postDataJSON()?.kind === 'remote.loadFailed',
      );
      const started = Date.now();
      await page.goto(c.path);
      const fallback = page.getByTestId('remote-fallback');
      // Well before the federation runtime's own 20 s (the loader gives up after 4 s; a busy
      // machine adds seconds): the fallback comes from the loader, not from the runtime.
      await expect(fallback).toBeVisible({ timeout: 12_000 });
      expect(Date.now() - started).toBeLessThan(12_000);
      await expect(fallback).toHaveText('Loading failed, click to retry');
      await expectLayoutKept(page, c);
      const report = (await telemetry).postDataJSON() as { kind: string; reason: string; path: string };
      expect(report.kind).toBe('remote.loadFailed');
      expect(report.path).toBe(c.path);

      await page.unroute(entry);
      await fallback.click();
      await expect(pageHeading(page)).toHaveText(c.title);
      await expectLayoutKept(page, c);
    });
  }
}

// The remote's whole folder fails (entry and chunks: a CDN outage), or only the chunk behind a
// healthy entry: the page's <link rel=preload> of that chunk (with its SRI hash) failed too, and a
// retry must fetch the chunk again rather than reuse the failed preload.
const WHOLE: { what: string; fault: (route: Route) => Promise<void> }[] = [
  { what: 'entry and chunks blocked', fault: (route) => route.abort('connectionrefused') },
  { what: 'entry and chunks 404', fault: (route) => route.fulfill({ status: 404, body: 'not found' }) },
  {
    what: 'chunks blocked behind a healthy entry',
    fault: (route) => (/remoteEntry\.js/.test(route.request().url()) ? route.continue() : route.abort('connectionrefused')),
  },
];

for (const c of CASES) {
  for (const w of WHOLE) {
    test(`${c.remote} ${w.what}: retry recovers without a reload`, async ({ page }) => {
      if (c.member) await asMember(page);
      const glob = remoteFiles(c.remote);
      await page.route(glob, w.fault);
      await page.goto(c.path);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible({ timeout: 12_000 });
      await expectLayoutKept(page, c);
      await page.unroute(glob);
      let navigations = 0;
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations += 1;
      });
      await fallback.click();
      await expect(pageHeading(page)).toHaveText(c.title);
      await expectLayoutKept(page, c);
      expect(navigations).toBe(0);
    });
  }
}

test('a remote that never answers shows the fallback after the loader timeout, not after 20 s', async ({ page }) => {
  await page.route(remoteFiles('games', 'remoteEntry\\.js'), fault('times out', 'games', '/m/game'));
  const started = Date.now();
  // The hanging preload holds the load event, not the page: wait only for the response.
  await page.goto('/m/game', { waitUntil: 'commit' });
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 14_000 });
  expect(Date.now() - started).toBeLessThan(14_000);
  await expect(page.getByTestId('footer-menu')).toBeVisible();
  await page.unroute(remoteFiles('games', 'remoteEntry\\.js'));
  await page.getByTestId('remote-fallback').click();
  await expect(pageHeading(page)).toHaveText('Game Center');
});

test('a broken remote leaves other routes working', async ({ page }) => {
  await page.route(remoteFiles('games'), (route) => route.abort());
  await page.goto('/m/game');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await page.getByTestId('footer-promotions').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(pageHeading(page)).toHaveText('Promotion');
  await page.getByTestId('footer-home').click();
  await expect(page.getByTestId('header-logo')).toBeVisible();
});
