import { INP_BAR_MS, INP_DURATION_THRESHOLD_MS } from './interactions';
import { MONEY_PATH_BARS } from './moneyPath';
import { HOME_BUDGET_ROUTE, type TBenchResult } from './results';
import { kb } from './util';

// Issue 31's "Done when": every bar against what this run measured, in one table, with the machine's
// load average. A section skipped by a flag is "not run"; one that ran and gave no figure is "no figure".

/** Issue 31's bars (1 KB = 1024 bytes). */
export const ISSUE31_BARS = {
  visitorJsGzipBytes: 150 * 1024,
  memberJsGzipBytes: 165 * 1024,
  monoBytesRatio: 1.1,
  monoLcpRatio: 1.1,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  inpMs: INP_BAR_MS,
  /** The 1,000-game list's scroll frame p95 at 4× CPU (scroll.ts keeps its own 60 Hz target of 16.7 ms). */
  scrollP95Ms: 33,
  withdrawalsWallMs: MONEY_PATH_BARS.wallMs,
  /** Strictly under. */
  loginP99Ms: MONEY_PATH_BARS.loginP99Ms,
  /** req/s of each API read ÷ the bare Fastify hello-world's. */
  apiReadRatio: 0.6,
} as const;

export type TVerdict = 'PASS' | 'MISS' | 'not run' | 'no figure';

export interface TBarRow {
  /** What is measured and its bar, e.g. "first-visit JS gzip, /m/home visitor ≤ 150.0 KB". */
  bar: string;
  measured: string;
  verdict: TVerdict;
  /** How far from the bar: "−12.3 KB" under / "+4.0 KB" over, "" when not measured. */
  by: string;
}

/** The machine's 1-minute load average over the run. */
export interface TLoadAverage {
  start: number;
  end: number;
  min: number;
  max: number;
  samples: number;
  everySeconds: number;
}

type TUnit = 'kb' | 'ms' | 'ratio' | 'cls' | 's';

const fmt = (v: number, unit: TUnit, signed = false): string => {
  const sign = signed ? (v > 0 ? '+' : v < 0 ? '−' : '±') : '';
  const a = signed ? Math.abs(v) : v;
  switch (unit) {
    case 'kb':
      return `${sign}${kb(a)}`;
    case 'ms':
      return `${sign}${a.toFixed(0)} ms`;
    case 's':
      return `${sign}${(a / 1000).toFixed(2)} s`;
    case 'ratio':
      return `${sign}${a.toFixed(2)}${signed ? '' : '×'}`;
    case 'cls':
      return `${sign}${a.toFixed(3)}`;
  }
};

const barText = (limit: number, unit: TUnit, kind: 'max' | 'min' | 'under'): string =>
  `${kind === 'max' ? '≤' : kind === 'min' ? '≥' : '<'} ${unit === 'ratio' ? limit.toFixed(2) : fmt(limit, unit)}`;

/**
 * One numeric bar. `value` undefined: its section did not run (a flag); null: it ran and gave no figure.
 * `kind`: max (value ≤ limit), min (value ≥ limit), under (value < limit). `by` is value − limit.
 */
export function numericBar(
  label: string,
  value: number | null | undefined,
  limit: number,
  unit: TUnit,
  kind: 'max' | 'min' | 'under' = 'max',
  measured?: string,
): TBarRow {
  const bar = `${label} ${barText(limit, unit, kind)}`;
  if (value === undefined) return { bar, measured: '–', verdict: 'not run', by: '' };
  if (value === null) return { bar, measured: measured ?? '–', verdict: 'no figure', by: '' };
  const ok = kind === 'max' ? value <= limit : kind === 'min' ? value >= limit : value < limit;
  return { bar, measured: measured ?? fmt(value, unit), verdict: ok ? 'PASS' : 'MISS', by: fmt(value - limit, unit, true) };
}

/** A yes/no bar (all accepted, replays identical). */
export function flagBar(label: string, value: boolean | null | undefined, measured: string): TBarRow {
  if (value === undefined) return { bar: label, measured: '–', verdict: 'not run', by: '' };
  if (value === null) return { bar: label, measured, verdict: 'no figure', by: '' };
  return { bar: label, measured, verdict: value ? 'PASS' : 'MISS', by: '' };
}

/** undefined when the section was skipped (its result is null and a flag said so), else the figure or null. */
function pick<S, V>(section: S | null | undefined, skipped: boolean, get: (s: S) => V | null | undefined): V | null | undefined {
  if (skipped) return undefined;
  if (section === null || section === undefined) return null;
  const v = get(section);
  return v === undefined ? null : v;
}

/** Issue 31's bars, one row each, against this run's figures. */
export function issue31Rows(r: TBenchResult): TBarRow[] {
  const o = r.options as Partial<Record<string, unknown>>;
  const B = ISSUE31_BARS;
  const noFirstVisit = o.noFirstVisit === true;
  const noLh = o.lhRuns === 0;
  const noMember = o.noMember === true;
  const noMono = o.noMono === true;
  const rows: TBarRow[] = [];

  const home = r.firstVisit?.find((v) => v.route === HOME_BUDGET_ROUTE);
  rows.push(
    numericBar(
      `first-visit JS gzip, ${HOME_BUDGET_ROUTE} visitor`,
      pick(r.firstVisit, noFirstVisit, () => (home?.ok ? home.jsGzip : null)),
      B.visitorJsGzipBytes,
      'kb',
    ),
  );
  rows.push(
    numericBar(
      `first-visit JS gzip, ${HOME_BUDGET_ROUTE} member`,
      pick(r.member, noFirstVisit || noMember, (m) => (m.visit?.ok ? m.visit.jsGzip : null)),
      B.memberJsGzipBytes,
      'kb',
    ),
  );
  const ratio = (key: 'jsGzip' | 'lcpMs') => r.mono?.rows.find((x) => x.key === key)?.ratio;
  rows.push(
    numericBar(
      'federated ÷ mono, first-visit JS gzip',
      pick(r.mono, noMono || noFirstVisit, () => ratio('jsGzip')),
      B.monoBytesRatio,
      'ratio',
    ),
  );
  rows.push(
    numericBar(
      'federated ÷ mono, Lighthouse LCP',
      pick(r.mono, noMono || noLh, () => ratio('lcpMs')),
      B.monoLcpRatio,
      'ratio',
    ),
  );

  const runsOf = (l: { runs: { error: string | null }[] } | null | undefined) => (l ? l.runs.filter((x) => !x.error).length : 0);
  for (const [audience, lh, skipped] of [
    ['visitor', r.lighthouse, noLh],
    ['member', r.member?.lighthouse, noLh || noMember],
  ] as const) {
    const n = runsOf(lh);
    const tag = `Lighthouse mobile ${audience}, median of ${n || (typeof o.lhRuns === 'number' && o.lhRuns > 0 ? o.lhRuns : 5)}:`;
    rows.push(
      numericBar(
        `${tag} LCP`,
        pick(lh, skipped, (l) => l.median.lcpMs),
        B.lcpMs,
        's',
      ),
    );
    rows.push(
      numericBar(
        `${tag} TBT`,
        pick(lh, skipped, (l) => l.median.tbtMs),
        B.tbtMs,
        'ms',
      ),
    );
    rows.push(
      numericBar(
        `${tag} CLS`,
        pick(lh, skipped, (l) => l.median.cls),
        B.cls,
        'cls',
      ),
    );
  }

  const noInteractions = o.noInteractions === true;
  if (r.interactions?.rows.length) {
    for (const x of r.interactions.rows) {
      const s = x.medianSample;
      const measured = s === null ? '–' : s.belowThreshold ? `< ${INP_DURATION_THRESHOLD_MS} ms` : undefined;
      rows.push(numericBar(`INP at 4× CPU, ${x.audience}: ${x.label}, median of ${r.interactions.runs}`, x.medianMs, B.inpMs, 'ms', 'max', measured));
    }
  } else {
    rows.push(numericBar('INP at 4× CPU, every scripted interaction', noInteractions ? undefined : null, B.inpMs, 'ms'));
  }

  const noScroll = o.noScroll === true;
  if (r.scroll?.phases.length) {
    for (const p of r.scroll.phases) {
      rows.push(
        numericBar(`${r.scroll.games}-game list at ${r.scroll.cpuThrottle}× CPU, ${p.label}: frame p95`, p.reachedEnd ? p.p95Ms : null, B.scrollP95Ms, 'ms'),
      );
    }
  } else {
    rows.push(numericBar('1,000-game list at 4× CPU: scroll frame p95', noScroll ? undefined : null, B.scrollP95Ms, 'ms'));
  }

  const noMoney = o.moneyMembers === 0;
  const m = r.moneyPath;
  const members = m?.members ?? (typeof o.moneyMembers === 'number' && o.moneyMembers > 0 ? o.moneyMembers : 200);
  rows.push(
    numericBar(
      `money path: ${members} parallel withdrawals, wall time`,
      pick(m, noMoney, (x) => x.withdrawals.wallMs),
      B.withdrawalsWallMs,
      's',
    ),
  );
  rows.push(
    flagBar(
      `money path: all ${members} withdrawals accepted`,
      pick(m, noMoney, (x) => x.withdrawals.ok === x.withdrawals.calls),
      m ? `${m.withdrawals.ok}/${m.withdrawals.calls}` : '–',
    ),
  );
  rows.push(
    flagBar(
      'money path: idempotent replays answer identically',
      pick(m, noMoney, (x) => x.replays.sameAnswer === x.members),
      m ? `${m.replays.sameAnswer}/${m.members}` : '–',
    ),
  );
  rows.push(
    numericBar(
      'money path: login p99 during the burst',
      pick(m, noMoney, (x) => x.logins.p99Ms),
      B.loginP99Ms,
      'ms',
      'under',
    ),
  );

  const noLoad = o.noLoad === true;
  const reads = r.load?.rows.filter((x) => x.key !== 'hello') ?? [];
  if (reads.length) {
    for (const x of reads) {
      rows.push(
        x.skipped
          ? { bar: `API read ${x.label} ÷ bare Fastify (req/s) ${barText(B.apiReadRatio, 'ratio', 'min')}`, measured: '–', verdict: 'not run', by: x.skipped }
          : numericBar(`API read ${x.label} ÷ bare Fastify (req/s)`, x.ratio, B.apiReadRatio, 'ratio', 'min'),
      );
    }
  } else {
    rows.push(numericBar('API reads ÷ bare Fastify (req/s)', noLoad ? undefined : null, B.apiReadRatio, 'ratio', 'min'));
  }
  return rows;
}

/** The header line: when, which commit, and the 1-minute load average over the run. */
export function issue31Header(r: Pick<TBenchResult, 'date' | 'gitCommit' | 'loadAverage'>): string {
  const L = r.loadAverage;
  const load = L
    ? `load average (1 min) ${L.start.toFixed(2)} at start, ${L.end.toFixed(2)} at end, min ${L.min.toFixed(2)} / max ${L.max.toFixed(2)} over ${L.samples} samples every ${L.everySeconds} s`
    : 'load average not sampled';
  return `Issue 31 bars · ${r.date} · commit ${r.gitCommit?.slice(0, 12) ?? '(none)'} · ${load}`;
}

/** Load-average sampling: the first reading at once, then one every `everySeconds`, until stop(). */
export function sampleLoadAverage(read: () => number, everySeconds = 5): { stop(): TLoadAverage } {
  const values = [read()];
  const timer = setInterval(() => values.push(read()), everySeconds * 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      values.push(read());
      return {
        start: values[0] as number,
        end: values[values.length - 1] as number,
        min: Math.min(...values),
        max: Math.max(...values),
        samples: values.length,
        everySeconds,
      };
    },
  };
}
