import { parseArgs } from './args';
import { flagBar, issue31Header, issue31Rows, numericBar, sampleLoadAverage } from './bars';
import { medianSample, type TInpSample } from './interactions';
import { renderIssue31Text } from './report';
import { compareBuilds } from './results';
import { sampleLighthouse, sampleResult, sampleVisit } from './testFixtures';

const lh = (lcpMs: number, tbtMs: number, cls: number) => sampleLighthouse({ score: 90, lcpMs, tbtMs, cls, fcpMs: 1000, speedIndexMs: 2000 });
const inp = (inpMs: number | null, over: Partial<TInpSample> = {}): TInpSample => ({
  inpMs,
  belowThreshold: inpMs === null,
  target: 'button.tab',
  interactionType: 'pointer',
  inputDelayMs: 10,
  processingMs: 20,
  presentationMs: 30,
  longestScript: null,
  loafCount: 0,
  error: null,
  ...over,
});
const row = (text: string, bar: string) => text.split('\n').find((l) => l.startsWith(bar)) ?? `(no row "${bar}")`;

describe('one bar', () => {
  it('passes, misses, is not run, or has no figure', () => {
    expect(numericBar('JS', 140 * 1024, 150 * 1024, 'kb')).toEqual({ bar: 'JS ≤ 150.0 KB', measured: '140.0 KB', verdict: 'PASS', by: '−10.0 KB' });
    expect(numericBar('LCP', 2270, 1500, 's')).toEqual({ bar: 'LCP ≤ 1.50 s', measured: '2.27 s', verdict: 'MISS', by: '+0.77 s' });
    expect(numericBar('ratio', 0.55, 0.6, 'ratio', 'min')).toMatchObject({ bar: 'ratio ≥ 0.60', measured: '0.55×', verdict: 'MISS', by: '−0.05' });
    expect(numericBar('p99', 500, 500, 'ms', 'under')).toMatchObject({ bar: 'p99 < 500 ms', verdict: 'MISS', by: '±0 ms' });
    expect(numericBar('p99', 499, 500, 'ms', 'under').verdict).toBe('PASS');
    expect(numericBar('JS', undefined, 1, 'kb')).toEqual({ bar: 'JS ≤ 0.0 KB', measured: '–', verdict: 'not run', by: '' });
    expect(numericBar('JS', null, 1, 'kb').verdict).toBe('no figure');
    expect(flagBar('all accepted', true, '200/200').verdict).toBe('PASS');
    expect(flagBar('all accepted', false, '199/200').verdict).toBe('MISS');
    expect(flagBar('all accepted', undefined, '–').verdict).toBe('not run');
  });
});

describe("issue 31's table", () => {
  it('puts every bar in one table: a bar passes, one misses, skipped sections are "not run"', () => {
    const rows = compareBuilds(
      { visit: sampleVisit(160 * 1024, 12), lighthouse: lh(1800, 90, 0.01) },
      { visit: sampleVisit(150 * 1024, 4), lighthouse: lh(1500, 80, 0) },
    );
    const result = sampleResult({
      date: '2026-11-29T03:00:00.000Z',
      gitCommit: 'abcdef0123456789',
      options: { ...parseArgs(['--no-money-path', '--no-load', '--no-scroll']) },
      firstVisit: [sampleVisit(140 * 1024, 12)],
      lighthouse: lh(2270, 190, 0.01),
      member: { route: '/m/home', userName: 'demo1', visit: sampleVisit(170 * 1024, 13), lighthouse: lh(1400, 100, 0.03) },
      mono: {
        route: '/m/home',
        distDir: '/tmp/dist-mono',
        build: { ran: false, ms: null },
        server: null,
        firstVisit: sampleVisit(150 * 1024, 4),
        lighthouse: null,
        rows,
      },
      interactions: {
        route: '/m/home',
        viewport: { width: 390, height: 844 },
        cpuThrottle: 4,
        runs: 3,
        webVitalsVersion: '6.2.3',
        barMs: 200,
        rows: [
          { audience: 'visitor', key: 'homeTab', label: 'tab switch on home', samples: [], medianMs: 120, medianSample: inp(120) },
          { audience: 'member', key: 'favourite', label: 'favourite a game', samples: [], medianMs: 0, medianSample: inp(null) },
          { audience: 'member', key: 'menuOpen', label: 'open the side menu', samples: [], medianMs: 260, medianSample: inp(260) },
        ],
        notes: [],
      },
      loadAverage: { start: 2.2, end: 5, min: 1.9, max: 6.25, samples: 40, everySeconds: 5 },
    });
    const text = renderIssue31Text(result);
    expect(text.split('\n')[0]).toBe(
      'Issue 31 bars · 2026-11-29T03:00:00.000Z · commit abcdef012345 · load average (1 min) 2.20 at start, 5.00 at end, min 1.90 / max 6.25 over 40 samples every 5 s',
    );
    expect(text).toMatch(/^bar\s+measured\s+result\s+by how much$/m);
    expect(row(text, 'first-visit JS gzip, /m/home visitor')).toMatch(/≤ 150\.0 KB\s+140\.0 KB\s+PASS\s+−10\.0 KB$/);
    expect(row(text, 'first-visit JS gzip, /m/home member')).toMatch(/≤ 165\.0 KB\s+170\.0 KB\s+MISS\s+\+5\.0 KB$/);
    expect(row(text, 'federated ÷ mono, first-visit JS gzip')).toMatch(/≤ 1\.10\s+1\.07×\s+PASS\s+−0\.03$/);
    expect(row(text, 'federated ÷ mono, Lighthouse LCP')).toMatch(/1\.20×\s+MISS\s+\+0\.10$/);
    expect(row(text, 'Lighthouse mobile visitor, median of 5: LCP')).toMatch(/≤ 1\.50 s\s+2\.27 s\s+MISS\s+\+0\.77 s$/);
    expect(row(text, 'Lighthouse mobile member, median of 5: TBT')).toMatch(/100 ms\s+PASS\s+±0 ms$/);
    expect(row(text, 'Lighthouse mobile member, median of 5: CLS')).toMatch(/0\.030\s+MISS\s+\+0\.010$/);
    expect(row(text, 'INP at 4× CPU, visitor: tab switch on home')).toMatch(/120 ms\s+PASS\s+−80 ms$/);
    expect(row(text, 'INP at 4× CPU, member: favourite a game')).toMatch(/< 16 ms\s+PASS/);
    expect(row(text, 'INP at 4× CPU, member: open the side menu')).toMatch(/260 ms\s+MISS\s+\+60 ms$/);
    expect(row(text, '1,000-game list at 4× CPU: scroll frame p95 ≤ 33 ms')).toMatch(/–\s+not run$/);
    expect(row(text, 'money path: 200 parallel withdrawals, wall time ≤ 10.00 s')).toMatch(/not run$/);
    expect(row(text, 'money path: login p99 during the burst < 500 ms')).toMatch(/not run$/);
    expect(row(text, 'API reads ÷ bare Fastify (req/s) ≥ 0.60')).toMatch(/not run$/);
  });

  it('a section that ran and gave nothing is "no figure", not "not run"', () => {
    const rows = issue31Rows(sampleResult({ options: { ...parseArgs([]) } }));
    expect(rows.find((r) => r.bar.startsWith('INP'))?.verdict).toBe('no figure');
    expect(rows.find((r) => r.bar.startsWith('money path: all'))?.verdict).toBe('no figure');
    expect(issue31Header(sampleResult())).toContain('load average not sampled');
  });
});

it('samples the load average: start, end, min and max', () => {
  const values = [3, 1, 7];
  const sampler = sampleLoadAverage(() => values.shift() ?? 0, 60);
  expect(sampler.stop()).toEqual({ start: 3, end: 1, min: 1, max: 3, samples: 2, everySeconds: 60 });
});

it('takes the median run of an interaction, a run under 16 ms as 0, failed runs left out, the higher of two', () => {
  expect(medianSample([inp(300), inp(100), inp(null)])?.inpMs).toBe(100);
  expect(medianSample([inp(300), inp(null, { error: 'timeout', belowThreshold: false }), inp(50)])?.inpMs).toBe(300);
  expect(medianSample([inp(null, { error: 'x', belowThreshold: false })])).toBeNull();
  expect(parseArgs([]).lhRuns).toBe(5);
  expect(parseArgs(['--no-interactions']).noInteractions).toBe(true);
  expect(parseArgs(['--interaction-runs', '1']).interactionRuns).toBe(1);
});
