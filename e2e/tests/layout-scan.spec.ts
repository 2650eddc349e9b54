import { expect, test, type Page } from '@playwright/test';
import { asAccount, asMember, docShot, pushRoute, skipHomePopup, SPEC_SCREENS, withPreferences } from './support';

// Issue 28 item 4 (docs/decisions/layout-and-status.md "The player's thumb"): every route of the
// spec (the routes journey's table, spec §2) at 390×844, as a visitor and as a member, in EN, PT
// and PT-BR, at the top and at the bottom of the page:
// - no control is covered: for each visible interactive control, the element at its centre
//   (document.elementFromPoint) is the control or inside it (a floating button over a star fails);
// - the top bars (header, download bar, invite banner, notice marquee, tab bars stacked from the
//   top of the screen) take at most 12 % of the height (101 px), at rest and once scrolled;
// - labels fit: every button (and date-switcher segment) on one line, nothing cut
//   (scrollWidth <= clientWidth), no word broken in the middle.

// /m/launchGame opens a game page of its own (outside the layout): not scanned here.
const ROUTES = SPEC_SCREENS.filter((r) => r.path !== '/m/launchGame');

/** 12 % of 844 px. */
const TOP_BARS_MAX = Math.round(844 * 0.12);

interface TCheck {
  covered: string[];
  topBars: number;
  topBarParts: string[];
  labels: string[];
}

/** Runs in the page: the three checks at the current scroll position. */
async function check(page: Page): Promise<TCheck> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${label}"`;
    };
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('[aria-hidden="true"],[inert],[hidden]');
    const fixedOrSticky = (el: Element | null): HTMLElement | null => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const p = getComputedStyle(e).position;
        if (p === 'fixed' || p === 'sticky') return e as HTMLElement;
      }
      return null;
    };
    /** A bar along the top or bottom edge (header, footer menu): content scrolls under it by design. */
    const edgeBar = (el: HTMLElement | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.width >= vw * 0.9 && (r.top <= 1 || r.bottom >= vh - 1 || getComputedStyle(el).position === 'sticky');
    };
    /** The point is clipped away by a scrolling or clipping ancestor (a carousel's other slides, a scroller's hidden tiles). */
    const clipped = (el: Element, x: number, y: number) => {
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const r = e.getBoundingClientRect();
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
      }
      return false;
    };

    // 1. Covered controls.
    const covered: string[] = [];
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const el of controls) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || x >= vw || y < 0 || y >= vh || clipped(el, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      // An ancestor is never above its own descendant: it answers for a gap in an inline link's box.
      if (!hit || el === hit || el.contains(hit) || hit.contains(el)) continue;
      // A label drawn over its own input (segmented controls, checkboxes) is the control's own face.
      if (el instanceof HTMLInputElement && el.labels && [...el.labels].some((l) => l.contains(hit))) continue;
      // Content that scrolled under the header or the footer menu is not covered: it is on its way.
      const bar = fixedOrSticky(hit);
      if (bar && edgeBar(bar) && !bar.contains(el)) continue;
      covered.push(`${name(el)} under ${name(hit)}`);
    }

    // 2. Top bars: the stack of bars from the top edge of the screen.
    const BAR = [
      '[data-testid="app-header"]',
      '[data-testid="download-bar"]',
      '[data-testid="invite-banner"]',
      '[data-testid="announcement-marquee"]',
      '.home-marquee-row',
      '.shell-back-row',
      '[role="tablist"]',
    ].join(',');
    const bars = [...document.querySelectorAll(BAR)]
      .filter((el) => shown(el))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height > 0 && r.bottom > 0 && r.top < vh / 2)
      .sort((a, b) => a.r.top - b.r.top);
    for (const el of document.querySelectorAll('body *')) {
      const p = getComputedStyle(el).position;
      if (p !== 'fixed' && p !== 'sticky') continue;
      const r = el.getBoundingClientRect();
      if (r.top <= 1 && r.height > 0 && r.width >= vw * 0.9 && shown(el) && !bars.some((b) => b.el === el || b.el.contains(el) || el.contains(b.el)))
        bars.push({ el, r });
    }
    bars.sort((a, b) => a.r.top - b.r.top);
    let bottom = 0;
    const parts: string[] = [];
    for (const { el, r } of bars) {
      // Contiguous from the top (a gap of a section's spacing still reads as one stack).
      if (r.top > bottom + 24) break;
      if (r.bottom <= bottom) continue;
      parts.push(`${name(el).slice(0, 60)} ${Math.round(r.top)}-${Math.round(r.bottom)}`);
      bottom = r.bottom;
    }

    // 3. Labels fit: nothing cut (scrollWidth <= clientWidth), no word broken in the middle, and
    // buttons (kit buttons, the shell's, tabs, date-switcher segments) on one line. List rows and
    // accordion headers are rows of text, not labels: they may wrap between words.
    const labels: string[] = [];
    const ONE_LINE = '.tk-button, .shell-btn, [role="tab"], .tk-segmented__label';
    const textEls = document.querySelectorAll(`button, [role="button"], a.tk-button, ${ONE_LINE}`);
    const range = document.createRange();
    const lines = (node: Node, from: number, to: number) => {
      range.setStart(node, from);
      range.setEnd(node, to);
      return new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top + q.height / 2))).size;
    };
    for (const el of textEls) {
      if (!shown(el) || !(el instanceof HTMLElement) || !(el.innerText ?? '').trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        labels.push(`${name(el)} cut (${el.scrollWidth} > ${el.clientWidth})`);
        continue;
      }
      const oneLine = el.matches(ONE_LINE);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let problem = '';
      for (let n = walker.nextNode(); n && !problem; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        if (!text.trim()) continue;
        if (oneLine && lines(n, 0, text.length) > 1) problem = 'wraps';
        // A word's parts between hyphens may go on two lines ("terça-/feira", as typography allows);
        // a break inside a part ("Yesterda/y") is the defect.
        for (const m of text.matchAll(/[^\s-]+-?/g)) {
          if (!problem && lines(n, m.index, m.index + m[0].length) > 1) problem = `breaks "${m[0]}"`;
        }
      }
      if (problem) labels.push(`${name(el)} ${problem}`);
    }
    return { covered, topBars: Math.round(bottom), topBarParts: parts, labels };
  });
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Skeletons and the page-loading bar give way to the content.
  await expect(page.locator('.tk-skeleton, [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
}

for (const language of ['EN', 'PT', 'PT-BR'] as const) {
  for (const who of ['visitor', 'member'] as const) {
    test(`layout scan in ${language} as a ${who}: nothing covered, top bars <= 12 %, labels fit, on every route`, async ({ page }) => {
      test.setTimeout(420_000);
      await withPreferences(page, 'dark', language);
      await skipHomePopup(page);
      if (who === 'member') await asMember(page);
      await page.goto('/m/home');
      const problems: string[] = [];
      for (const route of ROUTES) {
        if (route.member && who === 'visitor') continue;
        await pushRoute(page, route.path);
        await settle(page);
        for (const at of ['top', 'bottom'] as const) {
          await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), at);
          await page.waitForTimeout(250);
          const found = await check(page);
          for (const c of found.covered) problems.push(`${route.path} (${at}): covered: ${c}`);
          if (found.topBars > TOP_BARS_MAX)
            problems.push(`${route.path} (${at}): top bars ${found.topBars} px > ${TOP_BARS_MAX}: ${found.topBarParts.join(' + ')}`);
          for (const l of found.labels) {
            problems.push(`${route.path} (${at}): label: ${l}`);
          }
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }
}

test('layout screenshots for the docs: home top, a list with its date switcher, the game center, the dialogs (dark and light)', async ({ browser }) => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots for the docs only');
  test.setTimeout(300_000);
  for (const theme of ['dark', 'light'] as const) {
    for (const [language, who, path, file] of [
      ['EN', 'visitor', '/m/home', 'home-visitor-en'],
      ['EN', 'member', '/m/home', 'home-member-en'],
      ['PT', 'member', '/m/transaction/record', 'records-pt'],
      ['PT-BR', 'member', '/m/gameRecord', 'bet-records-pt-br'],
      ['PT', 'visitor', '/m/game', 'game-center-pt'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      await withPreferences(page, theme, language);
      await skipHomePopup(page);
      if (who === 'member') await asMember(page);
      await page.goto(path);
      await settle(page);
      await page.waitForTimeout(1500);
      await docShot(page, `layout/${file}-${theme}.png`);
      if (path === '/m/home') {
        await page.evaluate(() => window.scrollTo(0, 700));
        await page.waitForTimeout(1200);
        await docShot(page, `layout/${file}-scrolled-${theme}.png`);
      }
      await context.close();
    }
    // The dialogs: agent1 after a login, the contract prompt first, then the welcome popup.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await withPreferences(page, theme, 'EN');
    await asAccount(page, 'agent1', 'Agent@1234');
    await page.goto('/m/home');
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toBeVisible();
    await page.waitForTimeout(800);
    await docShot(page, `layout/dialog-contract-prompt-${theme}.png`);
    for (let i = 0; i < 3 && (await prompt.count()) > 0; i += 1) {
      await prompt.getByRole('button', { name: 'Cancel' }).click();
      await expect(prompt.or(page.getByTestId('login-popup'))).toBeVisible();
    }
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await page.waitForTimeout(800);
    await docShot(page, `layout/dialog-welcome-popup-${theme}.png`);
    await context.close();
  }
});
