import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
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
type TLighthouse = (url: string, flags: TLhFlags) => Promise<{ lhr: TLhr } | undefined>;
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

async function loadLighthouse(): Promise<{ lighthouse: TLighthouse; launch: TLaunch }> {
  const lhEntry = require.resolve('lighthouse');
  // chrome-launcher from lighthouse's own dependency tree (the version it was released with).
  const launcherEntry = require.resolve('chrome-launcher', { paths: [dirname(lhEntry)] });
  const lhModule = (await import(pathToFileURL(lhEntry).href)) as { default: TLighthouse };
  const launcherModule = (await import(pathToFileURL(launcherEntry).href)) as { launch: TLaunch };
  return { lighthouse: lhModule.default, launch: launcherModule.launch };
}

const numeric = (lhr: TLhr, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

function failedRun(err: unknown): TLighthouseRun {
  return { score: null, lcpMs: null, tbtMs: null, cls: null, fcpMs: null, speedIndexMs: null, warnings: [], error: errorText(err) };
}

async function oneRun(lighthouse: TLighthouse, port: number, url: string): Promise<{ run: TLighthouseRun; version: string | null }> {
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
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
        error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      },
    };
  } catch (err) {
    return { run: failedRun(err), version: null };
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
  urls: readonly string[],
  runs: number,
  onRun?: (urlIndex: number, i: number, run: TLighthouseRun) => void,
): Promise<TLighthouseSummary[]> {
  if (!process.env.CHROME_PATH) process.env.CHROME_PATH = CHROMIUM_PATH;
  const { lighthouse, launch } = await loadLighthouse();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...LH_CHROME_FLAGS], logLevel: 'silent' });
  const results: TLighthouseRun[][] = urls.map(() => []);
  let version: string | null = null;
  try {
    for (const [u, i] of interleavedOrder(urls.length, runs)) {
      const { run, version: v } = await oneRun(lighthouse, chrome.port, urls[u] as string);
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
