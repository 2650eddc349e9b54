import type { TRouteVisit } from './firstVisit';
import type { TLighthouseSummary } from './lighthouse';

// Fixtures the bench's report tests share: a first visit of /m/home and a Lighthouse summary.

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
