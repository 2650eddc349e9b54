// The soak's figures: latency and outcome per call class, and the memory trend of each API process.

/**
 * How a call ended. `refused` is an answer the platform is meant to give under load (insufficient
 * balance, a daily limit, a rate limit: a 4xx with a code); `error` is anything else (a 5xx, a
 * dropped connection, a timeout, an unexpected 4xx such as a lost session).
 */
export type TOutcome = { kind: 'ok' } | { kind: 'refused'; code: string } | { kind: 'error'; what: string };

/** Refusal codes a player can legitimately meet in the soak; any other 4xx code is an error. */
export const EXPECTED_REFUSALS: ReadonlySet<string> = new Set([
  'INSUFFICIENT_BALANCE',
  'TURNOVER_NOT_MET',
  'WITHDRAW_DAILY_COUNT_EXCEEDED',
  'WITHDRAW_DAILY_AMOUNT_EXCEEDED',
  'WITHDRAW_AMOUNT_OUT_OF_RANGE',
  'DEPOSIT_PENDING_LIMIT',
  'RATE_LIMITED',
  'TOO_MANY_REQUESTS',
  'BET_LIMIT',
  'BET_AMOUNT_OUT_OF_RANGE',
]);

export interface TClassStats {
  name: string;
  calls: number;
  ok: number;
  refused: number;
  errors: number;
  /** Refusals and errors by code / kind, most frequent first. */
  refusedBy: Record<string, number>;
  errorsBy: Record<string, number>;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  errorRate: number;
}

export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? null;
}

/** Collects every call's duration and outcome by class. */
export class SoakRecorder {
  private readonly classes = new Map<string, { durations: number[]; ok: number; refusedBy: Map<string, number>; errorsBy: Map<string, number> }>();
  /** Error instants (ms since start) for the timeline around the kill. */
  readonly errorTimes: { atMs: number; cls: string; what: string }[] = [];

  constructor(private readonly startedAt: number = Date.now()) {}

  record(cls: string, durationMs: number, outcome: TOutcome): void {
    let c = this.classes.get(cls);
    if (!c) {
      c = { durations: [], ok: 0, refusedBy: new Map(), errorsBy: new Map() };
      this.classes.set(cls, c);
    }
    c.durations.push(durationMs);
    if (outcome.kind === 'ok') c.ok += 1;
    else if (outcome.kind === 'refused') c.refusedBy.set(outcome.code, (c.refusedBy.get(outcome.code) ?? 0) + 1);
    else {
      c.errorsBy.set(outcome.what, (c.errorsBy.get(outcome.what) ?? 0) + 1);
      this.errorTimes.push({ atMs: Date.now() - this.startedAt, cls, what: outcome.what });
    }
  }

  stats(): TClassStats[] {
    const byCount = (m: Map<string, number>) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]));
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    return [...this.classes]
      .map(([name, c]) => {
        const sorted = [...c.durations].sort((a, b) => a - b);
        const errors = sum(c.errorsBy);
        return {
          name,
          calls: sorted.length,
          ok: c.ok,
          refused: sum(c.refusedBy),
          errors,
          refusedBy: byCount(c.refusedBy),
          errorsBy: byCount(c.errorsBy),
          p50Ms: percentile(sorted, 50),
          p99Ms: percentile(sorted, 99),
          maxMs: sorted.length ? (sorted[sorted.length - 1] ?? null) : null,
          errorRate: sorted.length ? errors / sorted.length : 0,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** Least-squares slope of y over x (null with fewer than 3 points or no spread in x). */
export function slope(points: readonly { x: number; y: number }[]): number | null {
  if (points.length < 3) return null;
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  return sxx === 0 ? null : sxy / sxx;
}

export interface TMemorySample {
  /** Seconds since the soak's load started. */
  atS: number;
  /** The API process (api-1, api-2, api-1 (restarted), …). */
  process: string;
  pid: number;
  rssMb: number;
}

export interface TMemoryTrend {
  process: string;
  pid: number;
  samples: number;
  firstMb: number;
  lastMb: number;
  maxMb: number;
  /** Slope of a linear fit over the samples of the run's second half, MB per minute. */
  secondHalfSlopeMbPerMin: number | null;
}

/** A slope this small (MB/min) is "no growth trend": under 1 MB over a 15-minute run's second half. */
export const FLAT_SLOPE_MB_PER_MIN = 0.15;

export function memoryTrends(samples: readonly TMemorySample[], runSeconds: number): TMemoryTrend[] {
  const byProcess = new Map<string, TMemorySample[]>();
  for (const s of samples) byProcess.set(s.process, [...(byProcess.get(s.process) ?? []), s]);
  return [...byProcess].map(([process, list]) => {
    const half = list.filter((s) => s.atS >= runSeconds / 2);
    const mb = list.map((s) => s.rssMb);
    return {
      process,
      pid: list[0]?.pid ?? 0,
      samples: list.length,
      firstMb: mb[0] ?? 0,
      lastMb: mb[mb.length - 1] ?? 0,
      maxMb: Math.max(...mb),
      secondHalfSlopeMbPerMin: slope(half.map((s) => ({ x: s.atS / 60, y: s.rssMb }))),
    };
  });
}

/** RSS of a process in MB from /proc (null when it is gone). */
export async function rssMb(pid: number): Promise<number | null> {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
