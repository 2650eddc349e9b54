import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SESSION_STORAGE_KEY, sessionInitScript, type TSessionInfo } from './member';
import { CHROMIUM_ARGS, CHROMIUM_PATH, errorText, median } from './util';

/*
 * Lighthouse and chrome-launcher are ESM packages with very wide types; the bench uses a small
 * surface of them, typed here, and loads them with a dynamic import of their resolved files.
 */
interface TLhAudit {
  score: number | null;
  numericValue?: number;
}
interface TLhr {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, TLhAudit | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}
interface TLhFlags {
  port: number;
  output: 'json';
  logLevel: 'silent' | 'error' | 'info';
  onlyCategories: string[];
}
/** The few puppeteer-core calls a member's run needs (Lighthouse drives a page it is given). */
interface TPptrPage {
  evaluateOnNewDocument(script: string): Promise<unknown>;
  evaluate<T>(script: string): Promise<T>;
  close(): Promise<void>;
}
interface TPptrBrowser {
  newPage(): Promise<TPptrPage>;
  disconnect(): Promise<void>;
}
type TPptrConnect = (options: { browserURL: string; defaultViewport: null }) => Promise<TPptrBrowser>;
type TLighthouse = (url: string, flags: TLhFlags, config?: undefined, page?: TPptrPage) => Promise<{ lhr: TLhr } | undefined>;
interface TLaunchedChrome {
  port: number;
  pid: number;
  kill(): void | Promise<void>;
}
type TLaunch = (options: { chromePath: string; chromeFlags: string[]; logLevel?: 'silent' | 'error' }) => Promise<TLaunchedChrome>;

export const LH_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface TLighthouseRun {
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  warnings: string[];
  error: string | null;
}

export interface TLighthouseSummary {
  url: string;
  lighthouseVersion: string | null;
  runs: TLighthouseRun[];
  /** Median of each figure over the runs that finished (each figure on its own). */
  median: Omit<TLighthouseRun, 'warnings' | 'error'>;
  settings: { formFactor: 'mobile'; throttling: 'default (simulated)'; chromeFlags: string[] };
}

/** A URL Lighthouse measures; with `session`, as that logged-in member (sessionStorage set before any page script). */
export interface TLhTarget {
  url: string;
  session?: TSessionInfo;
}

async function loadLighthouse(): Promise<{ lighthouse: TLighthouse; launch: TLaunch; connect: TPptrConnect }> {
  const lhEntry = require.resolve('lighthouse');
  // chrome-launcher and puppeteer-core from lighthouse's own dependency tree (the versions it was released with).
  const launcherEntry = require.resolve('chrome-launcher', { paths: [dirname(lhEntry)] });
  const pptrEntry = require.resolve('puppeteer-core', { paths: [dirname(lhEntry)] });
  const lhModule = (await import(pathToFileURL(lhEntry).href)) as { default: TLighthouse };
  const launcherModule = (await import(pathToFileURL(launcherEntry).href)) as { launch: TLaunch };
  const pptrModule = (await import(pathToFileURL(pptrEntry).href)) as { connect?: TPptrConnect; default?: { connect: TPptrConnect } };
  const connect = pptrModule.connect ?? pptrModule.default?.connect;
  if (!connect) throw new Error('puppeteer-core has no connect()');
  return { lighthouse: lhModule.default, launch: launcherModule.launch, connect };
}

const numeric = (lhr: TLhr, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

function failedRun(err: unknown): TLighthouseRun {
  return { score: null, lcpMs: null, tbtMs: null, cls: null, fcpMs: null, speedIndexMs: null, warnings: [], error: errorText(err) };
}

/**
 * One Lighthouse navigation. A visitor's run lets Lighthouse open its own tab; a member's run hands
 * it a tab that puts the session into sessionStorage on every new document of the server's origin
 * (Lighthouse's storage reset runs before the navigation, the script at the document's start), and
 * fails the run if the shell dropped the session by the end (the page was not a member's).
 */
async function oneRun(
  lighthouse: TLighthouse,
  connect: TPptrConnect,
  port: number,
  target: TLhTarget,
): Promise<{ run: TLighthouseRun; version: string | null }> {
  let browser: TPptrBrowser | null = null;
  let page: TPptrPage | undefined;
  try {
    if (target.session) {
      browser = await connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
      page = await browser.newPage();
      await page.evaluateOnNewDocument(sessionInitScript(target.session, new URL(target.url).origin));
    }
    const result = await lighthouse(target.url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    let sessionLost = false;
    if (page && target.session) {
      const stored = await page.evaluate<string | null>(`sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})`);
      sessionLost = !stored?.includes(target.session.token);
    }
    const score = lhr.categories.performance?.score ?? null;
    return {
      version: lhr.lighthouseVersion,
      run: {
        score: score === null ? null : Math.round(score * 100),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        speedIndexMs: numeric(lhr, 'speed-index'),
        warnings: lhr.runWarnings ?? [],
        error: lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : sessionLost
            ? 'the shell dropped the member session (logged out): not a member page'
            : null,
      },
    };
  } catch (err) {
    return { run: failedRun(err), version: null };
  } finally {
    await page?.close().catch(() => undefined);
    await browser?.disconnect().catch(() => undefined);
  }
}

function summarize(url: string, version: string | null, results: TLighthouseRun[]): TLighthouseSummary {
  const ok = results.filter((r) => r.error === null);
  const med = (pick: (r: TLighthouseRun) => number | null) => median(ok.map(pick).filter((v): v is number => v !== null));
  return {
    url,
    lighthouseVersion: version,
    runs: results,
    median: {
      score: med((r) => r.score),
      lcpMs: med((r) => r.lcpMs),
      tbtMs: med((r) => r.tbtMs),
      cls: med((r) => r.cls),
      fcpMs: med((r) => r.fcpMs),
      speedIndexMs: med((r) => r.speedIndexMs),
    },
    settings: { formFactor: 'mobile', throttling: 'default (simulated)', chromeFlags: [...LH_CHROME_FLAGS] },
  };
}

/**
 * The order of the runs of several URLs: round by round, each URL once per round, the order
 * reversed every other round (A B, B A, A B …), so neither build always runs first on a machine
 * whose load drifts. Returns [url index, run index] pairs.
 */
export function interleavedOrder(urlCount: number, runs: number): [number, number][] {
  const order: [number, number][] = [];
  for (let round = 0; round < runs; round++) {
    const indices = Array.from({ length: urlCount }, (_, i) => i);
    if (round % 2 === 1) indices.reverse();
    for (const u of indices) order.push([u, round]);
  }
  return order;
}

/**
 * Lighthouse mobile (default emulation and throttling), performance only, `runs` times for each
 * URL, interleaved (interleavedOrder) in one Chromium: one summary per URL, in the order given.
 */
export async function runLighthouseSet(
  targets: readonly (string | TLhTarget)[],
  runs: number,
  onRun?: (urlIndex: number, i: number, run: TLighthouseRun) => void,
): Promise<TLighthouseSummary[]> {
  if (!process.env.CHROME_PATH) process.env.CHROME_PATH = CHROMIUM_PATH;
  const list: TLhTarget[] = targets.map((t) => (typeof t === 'string' ? { url: t } : t));
  const urls = list.map((t) => t.url);
  const { lighthouse, launch, connect } = await loadLighthouse();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...LH_CHROME_FLAGS], logLevel: 'silent' });
  const results: TLighthouseRun[][] = urls.map(() => []);
  let version: string | null = null;
  try {
    for (const [u, i] of interleavedOrder(urls.length, runs)) {
      const { run, version: v } = await oneRun(lighthouse, connect, chrome.port, list[u] as TLhTarget);
      version = v ?? version;
      results[u]?.push(run);
      onRun?.(u, i, run);
    }
  } finally {
    await chrome.kill();
  }
  return urls.map((url, u) => summarize(url, version, results[u] ?? []));
}

/** Lighthouse mobile (default emulation and throttling), performance only, `runs` times. */
export async function runLighthouse(url: string, runs: number, onRun?: (i: number, run: TLighthouseRun) => void): Promise<TLighthouseSummary> {
  const [summary] = await runLighthouseSet([url], runs, (_u, i, run) => onRun?.(i, run));
  if (!summary) throw new Error('Lighthouse produced no summary');
  return summary;
}
