import { cpus, loadavg } from 'node:os';
import { chromium, type Page, type Route } from 'playwright-core';
import { VIEWPORT } from './firstVisit';
import { CHROMIUM_ARGS, CHROMIUM_PATH, errorText, sleep } from './util';

// Smoothness of a long game list (issue 19): /m/gameList of one vendor with `games` games (1,000),
// scrolled under CPU throttling, timed by requestAnimationFrame. The catalogue has ~480 games and
// the e2e journeys count on it, so the bench does not seed more: its browser answers GET
// /api/v1/games?vassalage=BENCH itself, with pages of the API's own shape made of the real
// catalogue's games cloned under new ids (their real icons, so images load and decode as they
// would). Everything else — the shell, the remote, paging, icons — is the real server.

/** The vendor code whose list the bench's browser answers (no seeded vendor has it). */
export const SCROLL_VENDOR = 'BENCH';
export const SCROLL_ROUTE = `/m/gameList?vassalage=${SCROLL_VENDOR}`;
/** A frame at 60 Hz: the target for the p95 of frame times while scrolling. */
export const FRAME_BUDGET_MS = 1000 / 60;
/** rAF deltas jitter around the vsync by a fraction of a millisecond: a frame on time may read 16.9. */
const VSYNC_JITTER_MS = 0.5;
/** A frame this long means at least one vsync was missed (a dropped frame). */
const DROPPED_FRAME_MS = FRAME_BUDGET_MS * 1.5;
const PAGE_SIZE = 21;
const SCREEN_TIMEOUT_MS = 30_000;

export interface TScrollOptions {
  /** Games in the list. */
  games: number;
  /** Chromium's CPU throttling rate (Emulation.setCPUThrottlingRate): 4 = Lighthouse's mobile. */
  cpuThrottle: number;
}

export interface TFrameStats {
  /** Frames counted: those in which the list moved. */
  frames: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Frames longer than 1.5 vsyncs. */
  dropped: number;
  /** Long tasks (> 50 ms) seen by a PerformanceObserver during the phase, and their total. */
  longTasks: number;
  longTaskMs: number;
  /** Pixels scrolled and the phase's wall time. */
  distancePx: number;
  durationMs: number;
  /** Game tiles in the DOM at the end of the phase (a windowed list holds only those near the viewport). */
  tiles: number;
  /** The phase ended at the end of a completely loaded list (else it ran out of time). */
  reachedEnd: boolean;
  /** Elements in the document at the end of the phase. */
  domNodes: number;
  /** p95 within a 60 Hz frame (+ vsync jitter). */
  pass: boolean;
}

export interface TScrollPhase extends TFrameStats {
  /** paging: scrolling to the end while infinite scroll fetches page after page; loaded: the whole list top to bottom. */
  key: 'paging' | 'loaded';
  label: string;
  /** Scroll speed asked for. */
  speedPxPerSec: number;
}

export interface TScrollSummary {
  route: string;
  games: number;
  cpuThrottle: number;
  viewport: { width: number; height: number };
  frameBudgetMs: number;
  phases: TScrollPhase[];
  /** Every phase's p95 within the budget. */
  pass: boolean;
  notes: string[];
}

const loadText = () => (loadavg()[0] ?? 0).toFixed(1);

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: readonly number[], p: number): number | null {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const rank = Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1));
  return v[rank] as number;
}

/** Frame statistics of rAF deltas (ms). */
export function frameStats(deltas: readonly number[]): Pick<TFrameStats, 'frames' | 'p50Ms' | 'p95Ms' | 'p99Ms' | 'maxMs' | 'dropped' | 'pass'> {
  const p95 = percentile(deltas, 95);
  return {
    frames: deltas.length,
    p50Ms: percentile(deltas, 50),
    p95Ms: p95,
    p99Ms: percentile(deltas, 99),
    maxMs: deltas.length ? Math.max(...deltas) : null,
    dropped: deltas.filter((d) => d > DROPPED_FRAME_MS).length,
    pass: p95 !== null && p95 <= FRAME_BUDGET_MS + VSYNC_JITTER_MS,
  };
}

/** Game rows of the API's shape (as the server sent them), `count` of them under fresh ids. */
export function benchGames(real: readonly Record<string, unknown>[], count: number): Record<string, unknown>[] {
  if (real.length === 0) throw new Error('the catalogue answered no games to clone');
  return Array.from({ length: count }, (_, i) => {
    const g = real[i % real.length] as Record<string, unknown>;
    const round = Math.floor(i / real.length);
    const name = (n: unknown) => (round === 0 ? String(n) : `${String(n)} ${round + 1}`);
    return {
      ...g,
      nodeId: String(900_001 + i),
      gameId: String(900_001 + i),
      gameName: name(g.gameName),
      displayName: name(g.displayName),
      vassalage: SCROLL_VENDOR,
      vendorName: 'Bench Gaming',
      hot: false,
      hotRank: null,
    };
  });
}

interface TEnvelope {
  success: boolean;
  code: string;
  message: string;
  value: { games: Record<string, unknown>[]; pageNum: number; totalPages: number; total: number };
}

/** Every game of the demo merchant's catalogue, straight from the API (100 a page). */
async function catalogueGames(baseUrl: string): Promise<{ envelope: Omit<TEnvelope, 'value'>; games: Record<string, unknown>[] }> {
  const games: Record<string, unknown>[] = [];
  let envelope: Omit<TEnvelope, 'value'> | null = null;
  for (let page = 1; page <= 50; page++) {
    const res = await fetch(`${baseUrl}/api/v1/games?gameType=ALL&pageSize=100&pageNo=${page}`);
    if (!res.ok) throw new Error(`GET /api/v1/games answered ${res.status}`);
    const body = (await res.json()) as TEnvelope;
    envelope ??= { success: body.success, code: body.code, message: body.message };
    games.push(...body.value.games);
    if (page >= body.value.totalPages) break;
  }
  if (!envelope) throw new Error('no game list');
  return { envelope, games };
}

/** The page the app asked for, cut from the bench's list (a page past the end is empty, like the API's). */
function answerPage(route: Route, envelope: Omit<TEnvelope, 'value'>, games: readonly Record<string, unknown>[], served: { games: number }): Promise<void> {
  const q = new URL(route.request().url()).searchParams;
  const pageNo = Math.max(1, Number(q.get('pageNo') ?? 1) || 1);
  const pageSize = Math.max(1, Number(q.get('pageSize') ?? PAGE_SIZE) || PAGE_SIZE);
  const value = {
    games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(games.length / pageSize),
    total: games.length,
  };
  served.games = Math.max(served.games, Math.min(games.length, pageNo * pageSize));
  return route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ ...envelope, value }) });
}

interface TPageRun {
  deltas: number[];
  longTasks: number[];
  distancePx: number;
  durationMs: number;
  tiles: number;
  domNodes: number;
  reachedEnd: boolean;
}

/**
 * Runs in the page: scrolls the list's scroller by `speed` px/s, one step per animation frame
 * (main-thread scrolling, so a busy main thread shows as long frames), until the end of a
 * completely loaded list or `maxMs`. Counts only frames in which the list moved, so the waits for
 * the next page do not pad the figures with idle frames.
 */
function scrollInPage(args: { speed: number; maxMs: number; fromTop: boolean }): Promise<TPageRun> {
  const grid = document.querySelector('[data-testid="game-grid"]');
  if (!grid) throw new Error('no game-grid on the page');
  let el: HTMLElement | null = grid.parentElement;
  while (el && !(el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
  const scroller = el ?? (document.scrollingElement as HTMLElement);
  if (args.fromTop) scroller.scrollTop = 0;

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
  try {
    observer.observe({ type: 'longtask', buffered: false });
  } catch {
    // no long-task timing in this browser: reported as none
  }

  return new Promise<TPageRun>((resolve) => {
    const deltas: number[] = [];
    let pos = scroller.scrollTop;
    let start = 0;
    let last = 0;
    let lastTop = scroller.scrollTop;
    let distance = 0;
    const finish = (reachedEnd: boolean, now: number) => {
      observer.disconnect();
      resolve({
        deltas,
        longTasks,
        distancePx: distance,
        durationMs: now - start,
        tiles: grid.querySelectorAll('[data-testid="game-tile"]').length,
        domNodes: document.getElementsByTagName('*').length,
        reachedEnd,
      });
    };
    const frame = (now: number) => {
      const dt = now - last;
      last = now;
      const top = scroller.scrollTop;
      if (top !== lastTop) {
        deltas.push(dt);
        distance += Math.abs(top - lastTop);
        lastTop = top;
      }
      const max = scroller.scrollHeight - scroller.clientHeight;
      // The end of the list: nothing more to scroll and no more pages to ask for.
      if (top >= max - 1 && !document.querySelector('[data-testid="load-more"]')) return finish(true, now);
      if (now - start > args.maxMs) return finish(false, now);
      pos = Math.min(max, Math.max(pos, top) + (args.speed * Math.min(dt, 100)) / 1000);
      scroller.scrollTop = pos;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame((t) => {
      start = t;
      last = t;
      requestAnimationFrame(frame);
    });
  });
}

async function phase(page: Page, key: TScrollPhase['key'], label: string, speed: number, maxMs: number): Promise<TScrollPhase> {
  const run = await page.evaluate(scrollInPage, { speed, maxMs, fromTop: key === 'loaded' });
  const longTaskMs = run.longTasks.reduce((s, d) => s + d, 0);
  return {
    key,
    label,
    speedPxPerSec: speed,
    ...frameStats(run.deltas),
    longTasks: run.longTasks.length,
    longTaskMs,
    distancePx: Math.round(run.distancePx),
    durationMs: Math.round(run.durationMs),
    tiles: run.tiles,
    domNodes: run.domNodes,
    reachedEnd: run.reachedEnd,
    ...(run.reachedEnd ? {} : { pass: false }),
  };
}

/**
 * Scrolls a `games`-game list under `cpuThrottle`× CPU throttling at 390×844: first to the end
 * while infinite scroll fetches its pages (a player reading down the list), then, loaded, from the
 * top to the bottom twice: at 1,500 px/s (reading) and 3,000 px/s (a fling).
 */
export async function measureScroll(baseUrl: string, opts: TScrollOptions): Promise<TScrollSummary> {
  const { envelope, games: real } = await catalogueGames(baseUrl);
  const games = benchGames(real, opts.games);
  const notes = [
    `${opts.games} games: the ${real.length} of the demo catalogue cloned under new ids, answered by the browser for ?vassalage=${SCROLL_VENDOR} (the rest is the real server)`,
  ];

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const served = { games: 0 };
    await context.route(
      (url) => url.pathname === '/api/v1/games' && url.searchParams.get('vassalage') === SCROLL_VENDOR,
      (route) => answerPage(route, envelope, games, served),
    );
    // tsx (esbuild keepNames) wraps named functions in __name(...), which the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f;');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${baseUrl}${SCROLL_ROUTE}`, { waitUntil: 'domcontentloaded', timeout: SCREEN_TIMEOUT_MS });
    await page.locator('[data-testid="game-tile"]').first().waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    const loadBefore = loadText();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuThrottle });
    await sleep(500);

    // Pages arrive at most once a second (spec §9's throttle), 21 games each: about 1,100 px of
    // list a second; 900 px/s keeps the reader just behind the pages.
    const paging = await phase(page, 'paging', 'to the end while pages load', 900, 150_000);
    if (!paging.reachedEnd || served.games < opts.games) notes.push(`paging stopped with ${served.games} of ${opts.games} games fetched`);
    await sleep(1_000);
    const reading = await phase(page, 'loaded', 'loaded, top to bottom, reading', 1_500, 90_000);
    await sleep(1_000);
    const fling = await phase(page, 'loaded', 'loaded, top to bottom, flinging', 3_000, 60_000);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    notes.push(...errors.slice(0, 3).map((e) => `page error: ${e}`));
    // Throttling slows the page's own CPU time; other processes on the machine slow it on top.
    notes.push(`machine load while scrolling: ${loadBefore} → ${loadText()} (1-minute load average; ${cpus().length} cores)`);
    const phases = [paging, reading, fling];
    return {
      route: SCROLL_ROUTE,
      games: opts.games,
      cpuThrottle: opts.cpuThrottle,
      viewport: { ...VIEWPORT },
      frameBudgetMs: FRAME_BUDGET_MS,
      phases,
      pass: phases.every((p) => p.pass),
      notes,
    };
  } catch (err) {
    throw new Error(`scroll bench: ${errorText(err)}`, { cause: err });
  } finally {
    await browser.close();
  }
}
