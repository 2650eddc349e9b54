import type { TRemoteEntrySize, TShellAssetsSize } from './bundles';
import type { TResource, TRouteVisit } from './firstVisit';
import type { TLighthouseSummary } from './lighthouse';
import type { TLoadSummary } from './load';
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
