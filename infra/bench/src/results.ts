import type { TRemoteEntrySize, TShellAssetsSize } from './bundles';
import type { TResource, TRouteVisit } from './firstVisit';
import type { TLoadAverage } from './bars';
import type { TInteractionsResult } from './interactions';
import type { TLighthouseSummary } from './lighthouse';
import type { TLoadSummary } from './load';
import type { TMoneyPathResult } from './moneyPath';
import type { TScrollSummary } from './scroll';

/** First-visit JS budget of /m/home (gzip, 1 KB = 1024 bytes). */
export const HOME_BUDGET_ROUTE = '/m/home';
export const HOME_BUDGET_GZIP_BYTES = 150 * 1024;

export interface TBudget {
  route: string;
  limitGzipBytes: number;
  actualGzipBytes: number;
  /** actual − limit: positive when over. */
  diffBytes: number;
  verdict: 'OVER' | 'UNDER';
}

export interface TBenchResult {
  date: string;
  node: string;
  platform: string;
  cpus: { count: number; model: string };
  gitCommit: string | null;
  options: Record<string, unknown>;
  build: { ran: boolean; ms: number | null };
  server: { baseUrl: string; startupMs: number; nodeEnv: string } | null;
  firstVisit: TRouteVisit[] | null;
  /** The largest JS/CSS files of /m/home's first visit, by gzip. */
  homeTopFiles: TResource[];
  budget: TBudget | null;
  remoteEntries: TRemoteEntrySize[] | null;
  shellAssets: TShellAssetsSize | null;
  lighthouse: TLighthouseSummary | null;
  load: TLoadSummary | null;
  /** Frame times while scrolling a long game list (scroll.ts). */
  scroll?: TScrollSummary | null;
  /** Parallel withdrawals by different members, logins meanwhile, idempotent replays (moneyPath.ts). */
  moneyPath?: TMoneyPathResult | null;
  /** /m/home as a logged-in seeded member (first visit and Lighthouse), beside the visitor's figures. */
  member?: TMemberHome | null;
  /** The same app built as one bundle without federation (`npm run build:mono`), and the ratios. */
  mono?: TMonoComparison | null;
  /** INP of issue 31's scripted interactions with web-vitals' attribution (interactions.ts). */
  interactions?: TInteractionsResult | null;
  /** The machine's 1-minute load average, sampled every few seconds over the run. */
  loadAverage?: TLoadAverage | null;
  /** Parts that were skipped on purpose (flags). */
  skipped: string[];
  /** Parts that failed or came out incomplete: any entry makes the exit code 1. */
  problems: string[];
  durationMs: number;
}

export function budgetOf(visits: readonly TRouteVisit[]): TBudget | null {
  const home = visits.find((v) => v.route === HOME_BUDGET_ROUTE);
  if (!home || !home.ok) return null;
  const diff = home.jsGzip - HOME_BUDGET_GZIP_BYTES;
  return { route: home.route, limitGzipBytes: HOME_BUDGET_GZIP_BYTES, actualGzipBytes: home.jsGzip, diffBytes: diff, verdict: diff > 0 ? 'OVER' : 'UNDER' };
}

export function topFiles(visits: readonly TRouteVisit[], route = HOME_BUDGET_ROUTE, count = 12): TResource[] {
  const v = visits.find((x) => x.route === route);
  if (!v) return [];
  return v.resources
    .filter((r) => (r.kind === 'js' || r.kind === 'css') && r.gzip !== null)
    .sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0))
    .slice(0, count);
}

/** One figure of /m/home in both builds and federated ÷ mono (null when either is missing or mono is 0). */
export interface TRatioRow {
  key: 'jsGzip' | 'jsRaw' | 'jsFiles' | 'cssGzip' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'speedIndexMs' | 'score';
  label: string;
  unit: 'bytes' | 'ms' | 'count' | 'score';
  federated: number | null;
  mono: number | null;
  ratio: number | null;
}

export interface TMonoComparison {
  route: string;
  /** The mono build's dist folder (served by the same API server through DIST_DIR). */
  distDir: string;
  build: { ran: boolean; ms: number | null };
  server: { baseUrl: string; startupMs: number } | null;
  /** /m/home's first visit on the mono build (same measurement as the federated one). */
  firstVisit: TRouteVisit | null;
  lighthouse: TLighthouseSummary | null;
  /** Federated ÷ mono, first-visit JS gzip and median LCP first. */
  rows: TRatioRow[];
}

const ratioOf = (federated: number | null, mono: number | null) => (federated === null || mono === null || mono === 0 ? null : federated / mono);

/**
 * Federated ÷ mono for /m/home: first-visit bytes from the two first visits, Lighthouse figures
 * from the two medians (each figure's own median, as the Lighthouse table shows them).
 */
export function compareBuilds(
  federated: { visit: TRouteVisit | null; lighthouse: TLighthouseSummary | null },
  mono: { visit: TRouteVisit | null; lighthouse: TLighthouseSummary | null },
): TRatioRow[] {
  const visit = (v: TRouteVisit | null, pick: (v: TRouteVisit) => number) => (v && v.ok ? pick(v) : null);
  const lh = (l: TLighthouseSummary | null, pick: (m: TLighthouseSummary['median']) => number | null) => (l ? pick(l.median) : null);
  const rows: Omit<TRatioRow, 'ratio'>[] = [
    {
      key: 'jsGzip',
      label: 'first-visit JS (gzip)',
      unit: 'bytes',
      federated: visit(federated.visit, (v) => v.jsGzip),
      mono: visit(mono.visit, (v) => v.jsGzip),
    },
    { key: 'jsRaw', label: 'first-visit JS (raw)', unit: 'bytes', federated: visit(federated.visit, (v) => v.jsRaw), mono: visit(mono.visit, (v) => v.jsRaw) },
    {
      key: 'jsFiles',
      label: 'first-visit JS files',
      unit: 'count',
      federated: visit(federated.visit, (v) => v.jsFiles),
      mono: visit(mono.visit, (v) => v.jsFiles),
    },
    {
      key: 'cssGzip',
      label: 'first-visit CSS (gzip)',
      unit: 'bytes',
      federated: visit(federated.visit, (v) => v.cssGzip),
      mono: visit(mono.visit, (v) => v.cssGzip),
    },
    {
      key: 'lcpMs',
      label: 'LCP (Lighthouse median)',
      unit: 'ms',
      federated: lh(federated.lighthouse, (m) => m.lcpMs),
      mono: lh(mono.lighthouse, (m) => m.lcpMs),
    },
    {
      key: 'fcpMs',
      label: 'FCP (Lighthouse median)',
      unit: 'ms',
      federated: lh(federated.lighthouse, (m) => m.fcpMs),
      mono: lh(mono.lighthouse, (m) => m.fcpMs),
    },
    {
      key: 'tbtMs',
      label: 'TBT (Lighthouse median)',
      unit: 'ms',
      federated: lh(federated.lighthouse, (m) => m.tbtMs),
      mono: lh(mono.lighthouse, (m) => m.tbtMs),
    },
    {
      key: 'speedIndexMs',
      label: 'Speed Index (Lighthouse median)',
      unit: 'ms',
      federated: lh(federated.lighthouse, (m) => m.speedIndexMs),
      mono: lh(mono.lighthouse, (m) => m.speedIndexMs),
    },
    {
      key: 'score',
      label: 'Lighthouse performance score',
      unit: 'score',
      federated: lh(federated.lighthouse, (m) => m.score),
      mono: lh(mono.lighthouse, (m) => m.score),
    },
  ];
  return rows.map((r) => ({ ...r, ratio: ratioOf(r.federated, r.mono) }));
}

/** /m/home measured as a logged-in member: the same first visit and Lighthouse runs as the visitor's. */
export interface TMemberHome {
  route: string;
  /** The seeded account's user name. */
  userName: string;
  visit: TRouteVisit | null;
  lighthouse: TLighthouseSummary | null;
}

/** Issue 18's bars for the real home (Lighthouse mobile defaults; 1 KB = 1024 bytes). */
export const HOME_BARS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.05, jsGzipBytes: HOME_BUDGET_GZIP_BYTES } as const;

export type TBarKey = keyof typeof HOME_BARS;

/** One bar of one audience: the figure, the bar, by how much it misses (positive) or beats it (≤ 0). */
export interface TBarCheck {
  key: TBarKey;
  value: number | null;
  bar: number;
  /** value − bar, signed so that positive means missed (bar − value for the score, where higher is better). */
  miss: number | null;
  met: boolean | null;
}

/** The real home for one audience: first-visit JS and the Lighthouse medians, each against its bar. */
export interface THomeRow {
  audience: 'visitor' | 'member';
  ok: boolean;
  jsFiles: number | null;
  checks: TBarCheck[];
}

function check(key: TBarKey, value: number | null): TBarCheck {
  const bar = HOME_BARS[key];
  if (value === null) return { key, value, bar, miss: null, met: null };
  const miss = key === 'score' ? bar - value : value - bar;
  return { key, value, bar, miss, met: miss <= 0 };
}

/**
 * /m/home for the visitor and (when measured) the member: first-visit JS gzip and the Lighthouse
 * medians against issue 18's bars. A failed visit has no bytes; a missing Lighthouse has no timings.
 */
export function homeRows(r: Pick<TBenchResult, 'firstVisit' | 'lighthouse' | 'member'>): THomeRow[] {
  const row = (audience: THomeRow['audience'], visit: TRouteVisit | null, lh: TLighthouseSummary | null): THomeRow => {
    const ok = visit?.ok === true;
    const m = lh?.median;
    return {
      audience,
      ok,
      jsFiles: ok && visit ? visit.jsFiles : null,
      checks: [
        check('jsGzipBytes', ok && visit ? visit.jsGzip : null),
        check('score', m?.score ?? null),
        check('lcpMs', m?.lcpMs ?? null),
        check('tbtMs', m?.tbtMs ?? null),
        check('cls', m?.cls ?? null),
      ],
    };
  };
  const rows = [row('visitor', r.firstVisit?.find((v) => v.route === HOME_BUDGET_ROUTE) ?? null, r.lighthouse)];
  if (r.member) rows.push(row('member', r.member.visit, r.member.lighthouse));
  return rows;
}
