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
  /** reqPerSec / the hello-world's reqPerSec; null for the baseline itself. */
  ratio: number | null;
  pass: { ratio: boolean; p99: boolean; all2xx: boolean; overall: boolean } | null;
  notes: string[];
}

export interface TLoadSummary {
  seconds: number;
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

function emptyRow(key: TLoadRow['key'], label: string, url: string): TLoadRow {
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
    pass: null,
    notes: [],
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
 * Bounded API load: the bare Fastify baseline, then GET /api/v1/status, /api/v1/registry and
 * /api/v1/games/hot (when it answers 200) of the real server, one after the other.
 */
export async function runLoad(serverBaseUrl: string, opts: TLoadOptions, onRow?: (row: TLoadRow) => void): Promise<TLoadSummary> {
  const hello = await startHelloWorld();
  const rows: TLoadRow[] = [];
  try {
    const plan: TLoadRow[] = [
      emptyRow('hello', 'bare Fastify hello-world', `${hello.baseUrl}/`),
      emptyRow('status', 'GET /api/v1/status', `${serverBaseUrl}/api/v1/status`),
      emptyRow('registry', 'GET /api/v1/registry', `${serverBaseUrl}/api/v1/registry`),
      emptyRow('gamesHot', 'GET /api/v1/games/hot', `${serverBaseUrl}/api/v1/games/hot`),
    ];
    for (const planned of plan) {
      let row = planned;
      try {
        row.probe = await probe(row.url, opts.acceptEncoding);
        if (row.probe.status !== 200) {
          row.skipped =
            row.key === 'gamesHot' && row.probe.status === 404
              ? 'answers 404: the route does not exist yet (a later issue adds it)'
              : `answers ${row.probe.status}, not 200`;
        } else {
          row = await measure(row, opts);
        }
      } catch (err) {
        row.skipped = `could not be measured: ${errorText(err)}`;
      }
      rows.push(row);
    }
  } finally {
    await hello.stop();
  }

  const baseline = rows.find((r) => r.key === 'hello')?.reqPerSec ?? null;
  for (const row of rows) {
    if (row.key === 'hello' || row.skipped || row.reqPerSec === null) continue;
    row.ratio = baseline ? row.reqPerSec / baseline : null;
    const ratioOk = row.ratio !== null && row.ratio >= RATIO_MIN;
    const p99Ok = row.p99Ms !== null && row.p99Ms <= P99_MAX_MS;
    const all2xx = row.non2xx === 0 && row.errors === 0 && row.timeouts === 0;
    row.pass = { ratio: ratioOk, p99: p99Ok, all2xx, overall: ratioOk && p99Ok && all2xx };
  }
  for (const row of rows) onRow?.(row);
  return {
    seconds: opts.seconds,
    warmupSeconds: WARMUP_SECONDS,
    connections: opts.connections,
    acceptEncoding: opts.acceptEncoding,
    fastifyVersion: hello.fastifyVersion,
    targets: { ratioMin: RATIO_MIN, p99MaxMs: P99_MAX_MS },
    rows,
  };
}
