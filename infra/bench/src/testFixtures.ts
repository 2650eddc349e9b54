import type { TRouteVisit } from './firstVisit';
import type { TLighthouseSummary } from './lighthouse';
import type { TBenchResult } from './results';

// Fixtures the bench's report tests share: a first visit of /m/home, a Lighthouse summary, a result.

/** A /m/home first visit with these JS bytes (gzip) and files; a failed one carries `error`. */
export const sampleVisit = (jsGzip: number, jsFiles: number, ok = true, error = 'timeout'): TRouteVisit => ({
  route: '/m/home',
  ok,
  error: ok ? null : error,
  screenRemote: ok ? 'home' : null,
  screenMs: 100,
  networkIdle: true,
  jsFiles,
  jsRaw: jsGzip * 3,
  jsGzip,
  jsTransferred: jsGzip,
  cssFiles: 1,
  cssRaw: 3000,
  cssGzip: 1000,
  cssTransferred: 1000,
  remotes: ['home@1.0.0'],
  pageErrors: [],
  resources: [],
});

/** A mobile Lighthouse summary of /m/home with this median. */
export const sampleLighthouse = (median: TLighthouseSummary['median']): TLighthouseSummary => ({
  url: 'http://127.0.0.1:1/m/home',
  lighthouseVersion: '12.8.2',
  runs: [],
  median,
  settings: { formFactor: 'mobile', throttling: 'default (simulated)', chromeFlags: [] },
});

/** A bench result that measured nothing, with `over` on top. */
export const sampleResult = (over: Partial<TBenchResult> = {}): TBenchResult => ({
  date: '2026-01-01T00:00:00.000Z',
  node: 'v20',
  platform: 'linux x64',
  cpus: { count: 2, model: 'cpu' },
  gitCommit: null,
  options: {},
  build: { ran: false, ms: null },
  server: null,
  firstVisit: null,
  homeTopFiles: [],
  budget: null,
  remoteEntries: null,
  shellAssets: null,
  lighthouse: null,
  load: null,
  skipped: [],
  problems: [],
  durationMs: 0,
  ...over,
});
