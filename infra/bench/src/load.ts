import { request as httpRequest } from 'node:http';
import { startHelloWorld } from './helloWorld';
import { errorText } from './util';

/** Targets: each route's req/s at least 0.6 of the bare Fastify's (issue 31; 0.5 before it), p99 at most 25 ms. */
export const RATIO_MIN = 0.6;
export const P99_MAX_MS = 25;
const WARMUP_SECONDS = 1;

/* autocannon ships no types: the small surface used here. */
interface TAcHistogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface TAcResult {
  latency: TAcHistogram;
  requests: TAcHistogram & { total: number; sent: number };
  throughput: TAcHistogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number } | undefined>;
  duration: number;
}
interface TAcOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}
type TAutocannon = (options: TAcOptions) => Promise<TAcResult>;
const autocannon = require('autocannon') as TAutocannon;

export interface TLoadOptions {
  seconds: number;
  /** Interleaved rounds: each round measures the baseline and every route once (default 1). */
  rounds?: number;
  connections: number;
  acceptEncoding: string | null;
}

export interface TProbe {
  status: number;
  encoding: string | null;
  /** Body bytes as sent (after the server's compression). */
  bytes: number;
}

export interface TLoadRow {
  key: 'hello' | 'status' | 'registry' | 'gamesHot';
  label: string;
  url: string;
  /** Why the row was not measured, or null. */
  skipped: string | null;
  probe: TProbe | null;
  reqPerSec: number | null;
  p50Ms: number | null;
  p90Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  totalRequests: number | null;
  statusCodes: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The median over rounds of (this round's reqPerSec / the same round's hello-world reqPerSec); null for the baseline itself. */
  ratio: number | null;
  /** Each round's ratio, in order (the spread shows how much the machine moved meanwhile). */
  roundRatios: number[];
  /** Each round's req/s, in order (reqPerSec is their median). */
  roundReqPerSec: number[];
  pass: { ratio: boolean; p99: boolean; all2xx: boolean; overall: boolean } | null;
  notes: string[];
}

export interface TLoadSummary {
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  connections: number;
  acceptEncoding: string | null;
  fastifyVersion: string;
  targets: { ratioMin: number; p99MaxMs: number };
  rows: TLoadRow[];
}

/** One GET, to see the status and what the server sends (encoding, bytes) before loading a route. */
function probe(url: string, acceptEncoding: string | null): Promise<TProbe> {
  return new Promise((resolveProbe, reject) => {
    const req = httpRequest(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, timeout: 5_000 }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => {
        const enc = res.headers['content-encoding'];
        resolveProbe({ status: res.statusCode ?? 0, encoding: typeof enc === 'string' ? enc : null, bytes });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** A target not measured yet. */
export function emptyRow(key: TLoadRow['key'], label: string, url: string): TLoadRow {
  return {
    key,
    label,
    url,
    skipped: null,
    probe: null,
    reqPerSec: null,
    p50Ms: null,
    p90Ms: null,
    p99Ms: null,
    maxMs: null,
    totalRequests: null,
    statusCodes: {},
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    ratio: null,
    roundRatios: [],
    roundReqPerSec: [],
    pass: null,
    notes: [],
  };
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Folds one more round's measure of a row into it: req/s, latencies and counts become the median
 * (latencies) or sum (counts) over rounds, so far.
 */
export function foldRound(row: TLoadRow, round: TLoadRow, helloReqPerSec: number | null): TLoadRow {
  const roundReqPerSec = [...row.roundReqPerSec, round.reqPerSec ?? 0];
  const roundRatios = row.key === 'hello' || !helloReqPerSec ? row.roundRatios : [...row.roundRatios, (round.reqPerSec ?? 0) / helloReqPerSec];
  const statusCodes = { ...row.statusCodes };
  for (const [code, n] of Object.entries(round.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  const worst = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
  return {
    ...row,
    probe: row.probe ?? round.probe,
    reqPerSec: median(roundReqPerSec),
    roundReqPerSec,
    roundRatios,
    ratio: row.key === 'hello' ? null : median(roundRatios),
    p50Ms: worst(row.p50Ms, round.p50Ms),
    p90Ms: worst(row.p90Ms, round.p90Ms),
    p99Ms: worst(row.p99Ms, round.p99Ms),
    maxMs: worst(row.maxMs, round.maxMs),
    totalRequests: (row.totalRequests ?? 0) + (round.totalRequests ?? 0),
    statusCodes,
    non2xx: row.non2xx + round.non2xx,
    errors: row.errors + round.errors,
    timeouts: row.timeouts + round.timeouts,
    notes: [...new Set([...row.notes, ...round.notes])],
  };
}

async function measure(row: TLoadRow, opts: TLoadOptions): Promise<TLoadRow> {
  const headers = opts.acceptEncoding ? { 'accept-encoding': opts.acceptEncoding } : undefined;
  const base = { url: row.url, connections: opts.connections, ...(headers ? { headers } : {}) };
  await autocannon({ ...base, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...base, duration: opts.seconds });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) if (stat) statusCodes[code] = stat.count;
  const notes = [...row.notes];
  const limited = statusCodes['429'] ?? 0;
  if (limited > 0) notes.push(`RATE LIMITED: ${limited} of ${r.requests.total} answers were 429`);
  const other = Object.entries(statusCodes).filter(([c]) => !c.startsWith('2') && c !== '429');
  if (other.length) notes.push(`non-2xx answers: ${other.map(([c, n]) => `${n}×${c}`).join(', ')}`);
  if (r.errors || r.timeouts) notes.push(`${r.errors} connection errors, ${r.timeouts} timeouts`);
  return {
    ...row,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    totalRequests: r.requests.total,
    statusCodes,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    notes,
  };
}

/**
 * Bounded API load: the bare Fastify baseline and GET /api/v1/status, /api/v1/registry and
 * /api/v1/games/hot (when it answers 200) of the real server, in `rounds` interleaved rounds (each
 * target once a round). This machine's speed moves within minutes, so a ratio compares a route
 * with the baseline of its own round and is the median over rounds; p50/p99 are the worst round's.
 */
export async function runLoad(serverBaseUrl: string, opts: TLoadOptions, onRow?: (row: TLoadRow) => void): Promise<TLoadSummary> {
  const hello = await startHelloWorld();
  const rounds = Math.max(1, opts.rounds ?? 1);
  const rows: TLoadRow[] = [
    emptyRow('hello', 'bare Fastify hello-world', `${hello.baseUrl}/`),
    emptyRow('status', 'GET /api/v1/status', `${serverBaseUrl}/api/v1/status`),
    emptyRow('registry', 'GET /api/v1/registry', `${serverBaseUrl}/api/v1/registry`),
    emptyRow('gamesHot', 'GET /api/v1/games/hot', `${serverBaseUrl}/api/v1/games/hot`),
  ];
  try {
    for (const row of rows) {
      try {
        row.probe = await probe(row.url, opts.acceptEncoding);
        if (row.probe.status !== 200) {
          row.skipped =
            row.key === 'gamesHot' && row.probe.status === 404
              ? 'answers 404: the route does not exist yet (a later issue adds it)'
              : `answers ${row.probe.status}, not 200`;
        }
      } catch (err) {
        row.skipped = `could not be measured: ${errorText(err)}`;
      }
    }
    for (let r = 0; r < rounds; r++) {
      let helloNow: number | null = null;
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        if (row.skipped) continue;
        try {
          const measured = await measure({ ...emptyRow(row.key, row.label, row.url), probe: row.probe }, opts);
          if (row.key === 'hello') helloNow = measured.reqPerSec;
          rows[i] = foldRound(row, measured, helloNow);
        } catch (err) {
          rows[i] = { ...row, skipped: `could not be measured: ${errorText(err)}` };
        }
      }
    }
  } finally {
    await hello.stop();
  }

  for (const row of rows) {
    if (row.key === 'hello' || row.skipped || row.reqPerSec === null) continue;
    const ratioOk = row.ratio !== null && row.ratio >= RATIO_MIN;
    const p99Ok = row.p99Ms !== null && row.p99Ms <= P99_MAX_MS;
    const all2xx = row.non2xx === 0 && row.errors === 0 && row.timeouts === 0;
    row.pass = { ratio: ratioOk, p99: p99Ok, all2xx, overall: ratioOk && p99Ok && all2xx };
  }
  for (const row of rows) onRow?.(row);
  return {
    seconds: opts.seconds,
    rounds,
    warmupSeconds: WARMUP_SECONDS,
    connections: opts.connections,
    acceptEncoding: opts.acceptEncoding,
    fastifyVersion: hello.fastifyVersion,
    targets: { ratioMin: RATIO_MIN, p99MaxMs: P99_MAX_MS },
    rows,
  };
}
