import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../db/schema';

// A @fastify/rate-limit store that counts in the database (table rate_limits, migration
// 0030_shared_state), so every API process behind a load balancer shares one count per route and
// client address: a limit spent on process A is spent on process B (docs/decisions/deploy.md).
// Fixed windows, like the plugin's own in-memory store: the first request of a window starts it,
// and each request is one upsert that increments in the database and answers the new count (the
// same pattern as the login failure budgets, services/accounts/failures.ts). Works on SQLite (one
// writer at a time) and PostgreSQL (ON CONFLICT DO UPDATE locks the row).

/** The store's answer to @fastify/rate-limit: requests in the window and ms until it ends. */
export interface TRateLimitState {
  current: number;
  ttl: number;
}

type TCallback = (err: Error | null, res?: TRateLimitState) => void;

interface TRouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** Old windows are swept now and then (one write in this many), not on every request. */
const SWEEP_ONE_IN = 500;
/** Windows that ended this long ago are swept (the longest window in use is a minute). */
const SWEEP_AFTER_MS = 10 * 60_000;
const MAX_BUCKET = 255;

/** The row key of one route's window for one client key; hashed when too long for the column. */
export function bucketOf(prefix: string, key: string): string {
  const bucket = `${prefix}|${key}`;
  return bucket.length <= MAX_BUCKET ? bucket : `sha256:${createHash('sha256').update(bucket, 'utf8').digest('hex')}`;
}

/** Counts one request in `bucket`'s window (a new window when the last one ended) and answers the count. */
export async function hit(db: Kysely<DB>, bucket: string, timeWindowMs: number, now = Date.now()): Promise<TRateLimitState> {
  const ended = now - timeWindowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, hits: 1, window_start_ms: now })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.window_start_ms', '<=', ended)
          .then(1)
          .else(eb('rate_limits.hits', '+', 1))
          .end(),
        window_start_ms: eb.case().when('rate_limits.window_start_ms', '<=', ended).then(now).else(eb.ref('rate_limits.window_start_ms')).end(),
      })),
    )
    .returning(['hits', 'window_start_ms'])
    .executeTakeFirstOrThrow();
  if (Math.random() * SWEEP_ONE_IN < 1)
    await db
      .deleteFrom('rate_limits')
      .where('window_start_ms', '<', now - SWEEP_AFTER_MS)
      .execute();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_start_ms) + timeWindowMs - now) };
}

/** `bucket`'s window as it stands, without counting a request. */
export async function peek(db: Kysely<DB>, bucket: string, timeWindowMs: number, now = Date.now()): Promise<TRateLimitState> {
  const row = await db.selectFrom('rate_limits').select(['hits', 'window_start_ms']).where('bucket', '=', bucket).executeTakeFirst();
  const start = row ? Number(row.window_start_ms) : 0;
  if (!row || start + timeWindowMs <= now) return { current: 0, ttl: 0 };
  return { current: Number(row.hits), ttl: start + timeWindowMs - now };
}

const routePrefix = (params: TRouteParams): string => {
  const method = params.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${params.routeInfo?.url ?? '*'}`;
};

/**
 * The store class @fastify/rate-limit instantiates (`store` option). `db` is read at request
 * time: the database plugin decorates the app after the rate-limit plugin is registered.
 * `continueExceeding` and `exponentialBackoff` are not supported (the app uses neither).
 */
export function databaseRateLimitStore(db: () => Kysely<DB>) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    // The plugin passes its merged limit options, with the route's options as `routeInfo` (typed loosely upstream).
    constructor(options: object) {
      const params = options as TRouteParams;
      this.prefix = routePrefix(params);
      if (params.continueExceeding || params.exponentialBackoff) throw new Error('the database rate-limit store supports fixed windows only');
    }

    incr(key: string, cb: TCallback, timeWindow: number): void {
      hit(db(), bucketOf(this.prefix, key), timeWindow).then(
        (state) => cb(null, state),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    read(key: string, cb: TCallback, timeWindow: number): void {
      peek(db(), bucketOf(this.prefix, key), timeWindow).then(
        (state) => cb(null, state),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** One store per route: its windows are apart from every other route's. */
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
