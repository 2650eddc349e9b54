import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { VIEWPORT } from './firstVisit';
import { sessionInitScript, type TSessionInfo } from './member';
import { CHROMIUM_ARGS, CHROMIUM_PATH, errorText, sleep } from './util';

// INP of issue 31's scripted interaction run: /m/home at 390×844 under 4× CPU throttling, as a
// visitor and as a member, each interaction measured by the web-vitals library's attribution build
// (injected into every document before the page's scripts). Each step starts a fresh onINP observer
// (its own options object, so its own interaction list, and `buffered: false`, so it sees no entry
// of an earlier step): the step's INP is the worst interaction of that step alone.

export const INTERACTIONS_ROUTE = '/m/home';
/** Issue 31's bar for every interaction. */
export const INP_BAR_MS = 200;
/**
 * Event Timing entries shorter than this are not reported (16 ms is the smallest the browser accepts):
 * a step with no entry had its interaction answered within a frame.
 */
export const INP_DURATION_THRESHOLD_MS = 16;
const SCREEN_TIMEOUT_MS = 60_000;
const STEP_TIMEOUT_MS = 20_000;
/** How long after a step's visible effect the bench waits for web-vitals' report (it reports when the page is idle). */
const REPORT_WAIT_MS = 4_000;

export type TInteractionKey = 'homeTab' | 'homeTabBack' | 'menuOpen' | 'menuClose' | 'favourite' | 'gameListFromMore';
export type TAudience = 'visitor' | 'member';

export const INTERACTION_LABELS: Record<TInteractionKey, string> = {
  homeTab: 'tab switch on home (HOT → SERVICE)',
  homeTabBack: 'tab switch on home (SERVICE → HOT)',
  menuOpen: 'open the side menu',
  menuClose: 'close the side menu',
  favourite: 'favourite a game',
  gameListFromMore: 'open /m/gameList from More',
};

/** The scripted run per audience, in order (a visitor's star opens the login modal: the member favourites). */
export const INTERACTION_STEPS: Record<TAudience, TInteractionKey[]> = {
  visitor: ['homeTab', 'homeTabBack', 'menuOpen', 'menuClose', 'gameListFromMore'],
  member: ['homeTab', 'homeTabBack', 'menuOpen', 'menuClose', 'favourite', 'gameListFromMore'],
};

export interface TInpSample {
  /** The step's INP (its worst interaction); null when no event entry reached the 16 ms threshold or the step failed. */
  inpMs: number | null;
  /** True when the step ran and no interaction took 16 ms or more (INP under 16 ms). */
  belowThreshold: boolean;
  /** web-vitals' interactionTarget: a CSS selector of the element interacted with. */
  target: string | null;
  interactionType: string | null;
  inputDelayMs: number | null;
  processingMs: number | null;
  presentationMs: number | null;
  /** The longest Long Animation Frame script intersecting the interaction, when one was over 5 ms. */
  longestScript: { invoker: string; source: string; durationMs: number; subpart: string } | null;
  /** Long animation frames intersecting the interaction. */
  loafCount: number;
  error: string | null;
}

export interface TInteractionRow {
  audience: TAudience;
  key: TInteractionKey;
  label: string;
  samples: TInpSample[];
  /** Median INP over the runs that ran (a run under the threshold counts as 0); null when none ran. */
  medianMs: number | null;
  /** The run whose INP is the median one (its attribution is what the table shows). */
  medianSample: TInpSample | null;
}

export interface TInteractionsResult {
  route: string;
  viewport: { width: number; height: number };
  cpuThrottle: number;
  runs: number;
  webVitalsVersion: string | null;
  barMs: number;
  rows: TInteractionRow[];
  notes: string[];
}

export interface TInteractionsOptions {
  runs: number;
  cpuThrottle: number;
  /** Without a session only the visitor's run is measured. */
  session: TSessionInfo | null;
}

/**
 * web-vitals' attribution build as an IIFE (global `webVitals`), beside the CommonJS file its
 * exports name (the package exports no path to the IIFE itself).
 */
function webVitalsScript(): { script: string; version: string | null } {
  const dist = dirname(require.resolve('web-vitals/attribution'));
  const file = join(dist, 'web-vitals.attribution.iife.js');
  let version: string | null = null;
  try {
    version = (JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version?: string }).version ?? null;
  } catch {
    // the version is a note only
  }
  // `var webVitals = …` made global on purpose: an init script may run wrapped in a function of its own.
  const source = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/m, '');
  return { script: `${source}\n;window.webVitals = webVitals;`, version };
}

/**
 * In every document, after web-vitals: `__benchInp.start(step)` starts a fresh onINP observer whose
 * reports are kept, flattened to plain data, under that step; `__benchInp.read(step)` returns them.
 */
const HARNESS = `(() => {
  const reports = {};
  const plain = (m) => {
    const a = m.attribution || {};
    const s = a.longestScript;
    return {
      value: m.value,
      target: a.interactionTarget ?? null,
      type: a.interactionType ?? null,
      inputDelay: a.inputDelay ?? null,
      processing: a.processingDuration ?? null,
      presentation: a.presentationDelay ?? null,
      loafCount: (a.longAnimationFrameEntries || []).length,
      longestScript: s && s.entry ? {
        invoker: String(s.entry.invoker || s.entry.name || ''),
        source: String(s.entry.sourceURL || '') + (s.entry.sourceFunctionName ? ' ' + s.entry.sourceFunctionName : ''),
        durationMs: s.entry.duration,
        subpart: s.subpart,
      } : null,
    };
  };
  window.__benchInp = {
    start(step) {
      reports[step] = [];
      window.webVitals.onINP((m) => reports[step].push(plain(m)), { reportAllChanges: true, buffered: false, durationThreshold: ${INP_DURATION_THRESHOLD_MS} });
    },
    read(step) { return reports[step] || []; },
  };
})();`;

interface TPageReport {
  value: number;
  target: string | null;
  type: string | null;
  inputDelay: number | null;
  processing: number | null;
  presentation: number | null;
  loafCount: number;
  longestScript: TInpSample['longestScript'];
}

const failed = (error: string): TInpSample => ({
  inpMs: null,
  belowThreshold: false,
  target: null,
  interactionType: null,
  inputDelayMs: null,
  processingMs: null,
  presentationMs: null,
  longestScript: null,
  loafCount: 0,
  error,
});

/** The interaction itself and a wait for its visible effect. */
async function perform(page: Page, key: TInteractionKey): Promise<void> {
  const t = { timeout: STEP_TIMEOUT_MS };
  switch (key) {
    case 'homeTab':
    case 'homeTabBack': {
      // Home's tabs: HOT is selected on arrival; SERVICE lists the service links, HOT draws the hot games' tiles again.
      const tab = page.locator('#main').getByRole('tab', { name: key === 'homeTab' ? 'SERVICE' : 'HOT', exact: true });
      await tab.click(t);
      await page.waitForFunction(
        (name) => [...document.querySelectorAll('#main [role="tab"][aria-selected="true"]')].some((el) => el.textContent?.trim() === name),
        key === 'homeTab' ? 'SERVICE' : 'HOT',
        t,
      );
      if (key === 'homeTabBack')
        await page
          .getByTestId('hot-games')
          .getByTestId('game-tile')
          .first()
          .waitFor({ state: 'visible', ...t });
      break;
    }
    case 'menuOpen':
      await page.getByTestId('menu-button').click(t);
      await page.getByTestId('side-menu').waitFor({ state: 'visible', ...t });
      break;
    case 'menuClose':
      // The menu's own close button (pointer users may also tap outside; keyboard users press Escape).
      await page.getByTestId('side-menu').getByRole('button', { name: 'Close menu', exact: true }).click(t);
      await page.getByTestId('side-menu').waitFor({ state: 'hidden', ...t });
      break;
    case 'favourite': {
      const star = page
        .getByTestId('hot-games')
        .getByTestId('game-tile')
        .nth(2)
        .getByRole('button', { name: /Favourite/ });
      const was = await star.getAttribute('aria-pressed', t);
      await star.click(t);
      await page.waitForFunction(
        ([was]) => {
          const el = document.querySelectorAll('[data-testid="hot-games"] [data-testid="game-tile"]')[2]?.querySelector('button[aria-pressed]');
          return el !== undefined && el !== null && el.getAttribute('aria-pressed') !== was;
        },
        [was],
        t,
      );
      break;
    }
    case 'gameListFromMore':
      await page.getByTestId('hot-games').getByRole('button', { name: /More/ }).click(t);
      await page.waitForURL(/\/m\/gameList/, t);
      await page
        .locator('#main [data-testid="game-tile"]')
        .first()
        .waitFor({ state: 'visible', ...t });
      break;
  }
}

/** Waits for the step's reports: web-vitals reports from an idle callback after the next paint. */
async function readStep(page: Page, step: string): Promise<TPageReport[]> {
  const until = Date.now() + REPORT_WAIT_MS;
  let reports: TPageReport[] = [];
  let seenAt: number | null = null;
  while (Date.now() < until) {
    reports = await page.evaluate(`window.__benchInp.read(${JSON.stringify(step)})`);
    if (reports.length && seenAt === null) seenAt = Date.now();
    // A later, worse interaction of the same step (e.g. a second event of the tap) comes soon after the first report.
    if (seenAt !== null && Date.now() - seenAt > 500) break;
    await sleep(150);
  }
  return reports;
}

async function oneRun(
  browser: Browser,
  baseUrl: string,
  audience: TAudience,
  opts: TInteractionsOptions,
  script: string,
): Promise<Map<TInteractionKey, TInpSample>> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const out = new Map<TInteractionKey, TInpSample>();
  try {
    const origin = new URL(baseUrl).origin;
    // tsx names functions for page.evaluate with a __name helper the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f;');
    // Home's once-per-session popup is past (a returning player's home), so taps land on home.
    await context.addInitScript(`try { sessionStorage.setItem('home.popupSeen', '1'); } catch {}`);
    if (audience === 'member' && opts.session) await context.addInitScript({ content: sessionInitScript(opts.session, origin) });
    await context.addInitScript({ content: script });
    await context.addInitScript({ content: HARNESS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuThrottle });
    await page.goto(`${baseUrl}${INTERACTIONS_ROUTE}`, { waitUntil: 'load', timeout: SCREEN_TIMEOUT_MS });
    await page.getByTestId('hot-games').getByTestId('game-tile').first().waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    if (audience === 'member' && (await page.getByTestId('balance-amount').count()) === 0)
      throw new Error('the member session was not taken (no balance on home)');
    await sleep(1000);
    for (const key of INTERACTION_STEPS[audience]) {
      try {
        await page.evaluate(`window.__benchInp.start(${JSON.stringify(key)})`);
        await perform(page, key);
        const reports = await readStep(page, key);
        const worst = reports.reduce<TPageReport | null>((w, r) => (w === null || r.value >= w.value ? r : w), null);
        out.set(
          key,
          worst
            ? {
                inpMs: worst.value,
                belowThreshold: false,
                target: worst.target,
                interactionType: worst.type,
                inputDelayMs: worst.inputDelay,
                processingMs: worst.processing,
                presentationMs: worst.presentation,
                longestScript: worst.longestScript ? { ...worst.longestScript, source: worst.longestScript.source.replace(/^https?:\/\/[^/]+/, '') } : null,
                loafCount: worst.loafCount,
                error: null,
              }
            : { ...failed(''), belowThreshold: true, error: null },
        );
      } catch (err) {
        out.set(key, failed(errorText(err).split('\n', 1)[0] ?? 'failed'));
      }
      await sleep(500);
      if (key === 'favourite') {
        // Put the star back (not measured) so every run favourites the same way.
        await page
          .getByTestId('hot-games')
          .getByTestId('game-tile')
          .nth(2)
          .getByRole('button', { name: /Favourite/ })
          .click({ timeout: STEP_TIMEOUT_MS })
          .catch(() => undefined);
        await sleep(500);
      }
    }
  } catch (err) {
    const message = errorText(err).split('\n', 1)[0] ?? 'failed';
    for (const key of INTERACTION_STEPS[audience]) if (!out.has(key)) out.set(key, failed(message));
  } finally {
    await context.close();
  }
  return out;
}

/** The median run of a step (runs under the threshold count as 0 ms; of an even count, the higher); failed runs are left out. */
export function medianSample(samples: readonly TInpSample[]): TInpSample | null {
  const ran = samples.filter((s) => s.error === null).sort((a, b) => (a.inpMs ?? 0) - (b.inpMs ?? 0));
  if (ran.length === 0) return null;
  return ran[Math.floor(ran.length / 2)] ?? null;
}

/**
 * Issue 31's scripted interaction run, `runs` times per audience (visitor, then member when a session
 * is given, alternating), each run in a fresh context at 390×844 under `cpuThrottle`× CPU throttling.
 */
export async function measureInteractions(
  baseUrl: string,
  opts: TInteractionsOptions,
  progress: (text: string) => void = () => undefined,
): Promise<TInteractionsResult> {
  const { script, version } = webVitalsScript();
  const audiences: TAudience[] = opts.session ? ['visitor', 'member'] : ['visitor'];
  const samples = new Map<string, TInpSample[]>();
  const loadBefore = (loadavg()[0] ?? 0).toFixed(1);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    for (let run = 0; run < opts.runs; run++) {
      for (const audience of run % 2 === 0 ? audiences : [...audiences].reverse()) {
        let got = await oneRun(browser, baseUrl, audience, opts, script);
        if ([...got.values()].every((s) => s.error !== null)) {
          // Home never got ready (seen once at load 16: the tiles took over a minute): one more try in a fresh context.
          progress(`  ${audience} run ${run + 1} failed before its first step (${[...got.values()][0]?.error ?? '?'}); once more …`);
          got = await oneRun(browser, baseUrl, audience, opts, script);
        }
        for (const [key, s] of got) {
          const id = `${audience}:${key}`;
          samples.set(id, [...(samples.get(id) ?? []), s]);
        }
        progress(
          `  ${audience} run ${run + 1}: ${[...got]
            .map(([k, s]) => `${k} ${s.error ? 'error' : s.belowThreshold ? `<${INP_DURATION_THRESHOLD_MS}` : `${Math.round(s.inpMs ?? 0)}`}`)
            .join(', ')} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const rows: TInteractionRow[] = audiences.flatMap((audience) =>
    INTERACTION_STEPS[audience].map((key) => {
      const list = samples.get(`${audience}:${key}`) ?? [];
      const med = medianSample(list);
      return { audience, key, label: INTERACTION_LABELS[key], samples: list, medianMs: med ? (med.inpMs ?? 0) : null, medianSample: med };
    }),
  );
  const notes = [
    `web-vitals ${version ?? '?'} attribution build (onINP, reportAllChanges, a fresh observer per step with buffered: false, durationThreshold ${INP_DURATION_THRESHOLD_MS} ms); median of ${opts.runs} runs, each in a fresh context`,
    `home's once-per-session popup marked as seen; the member is ${opts.session?.userName ?? '(none)'} with its session in sessionStorage; the favourite is put back after each run`,
    ...rows.flatMap((r) => r.samples.flatMap((s, i) => (s.error ? [`${r.audience} ${r.label} run ${i + 1}: ${s.error}`] : []))),
    `machine load while interacting: ${loadBefore} → ${(loadavg()[0] ?? 0).toFixed(1)} (1-minute load average; ${cpus().length} cores)`,
  ];
  return {
    route: INTERACTIONS_ROUTE,
    viewport: { ...VIEWPORT },
    cpuThrottle: opts.cpuThrottle,
    runs: opts.runs,
    webVitalsVersion: version,
    barMs: INP_BAR_MS,
    rows,
    notes,
  };
}
