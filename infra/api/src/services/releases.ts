import { CANARY_ROLLBACK } from '@tessera/contract';
import type { TPublishedVersionView, TRemoteHealthView } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { TDialect } from '../db/dialect';
import { publishVersionFolder } from '../db/publish';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { audit } from './admin';
import { publishedView } from './registry';

/** Who switches a failing canary off: the audit log names it instead of an operator. */
export const CANARY_WATCH = 'canary-watch';

export interface TReleaseContext {
  db: Kysely<DB>;
  distDir: string;
  actor: string;
}

/** Publishes one version folder of the served dist (POST /api/admin/remotes); audited. */
export async function publishRelease(ctx: TReleaseContext, remote: string, version: string): Promise<{ published: TPublishedVersionView; unchanged: boolean }> {
  const outcome = await publishVersionFolder(ctx.db, ctx.distDir, remote, version);
  if (outcome.status === 'refused') {
    throw new ApiError(outcome.immutable ? 'REMOTE_VERSION_IMMUTABLE' : 'REMOTE_FOLDER_INVALID', { remote, version, reason: outcome.reason });
  }
  const stored = await ctx.db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirstOrThrow();
  const view = publishedView(stored);
  if (outcome.status === 'published') {
    await ctx.db.transaction().execute((trx) =>
      audit(trx, {
        actor: ctx.actor,
        action: 'remote.publish',
        target: `${remote}@${version}`,
        before: null,
        after: { contentHash: view.contentHash, contract: view.contract.result, requiresPlatform: view.requiresPlatform, builtAt: view.builtAt },
      }),
    );
  }
  return { published: view, unchanged: outcome.status === 'unchanged' };
}

interface TCounts {
  loads: number;
  failures: number;
}

/** Loads and failures of one merchant's remote version since `since` (render errors count as failures of a load). */
async function countSince(db: Kysely<DB>, merchant: string, remote: string, version: string, since: string | null): Promise<TCounts> {
  const rows = await db
    .selectFrom('telemetry')
    .select(['kind', 'reason', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('merchant_code', '=', merchant)
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('kind', 'in', ['remote.loaded', 'remote.loadFailed'])
    .$if(since !== null, (q) => q.where('created_at', '>=', since ?? ''))
    .groupBy(['kind', 'reason'])
    .execute();
  return attemptCounts(rows.map((r) => ({ kind: r.kind, reason: r.reason, n: Number(r.n) })));
}

/**
 * A page load of a remote is one attempt: it loaded (remote.loaded) or failed to load. A render
 * error comes after a successful load, so it adds a failure but no attempt.
 */
export function attemptCounts(rows: { kind: string; reason: string | null; n: number }[]): TCounts {
  let loads = 0;
  let failures = 0;
  for (const r of rows) {
    if (r.kind === 'remote.loaded') loads += r.n;
    else {
      failures += r.n;
      if (r.reason !== 'render') loads += r.n;
    }
  }
  return { loads, failures };
}

/** True when a canary's failures trip its rollback: enough loads, and a rate above the threshold. */
export function tripsRollback(counts: TCounts, maxFailurePercent: number, minSample: number): boolean {
  return counts.loads >= minSample && counts.failures * 100 > maxFailurePercent * counts.loads;
}

const percent = (c: TCounts) => (c.loads === 0 ? 0 : Math.round((c.failures * 1000) / c.loads) / 10);

/**
 * After a failure report: when (merchant, remote, version) is a running canary whose failure rate
 * now passes its threshold over its minimum sample, the canary is switched off (everyone gets the
 * pinned version on the next page load) and the audit log says why. Returns true when it rolled back.
 */
export async function watchCanary(db: Kysely<DB>, dialect: TDialect, merchant: string, remote: string, version: string): Promise<boolean> {
  const row = await db.selectFrom('merchant_remotes').selectAll().where('merchant_code', '=', merchant).where('remote', '=', remote).executeTakeFirst();
  if (!row || row.canary_version !== version || row.canary_percent <= 0) return false;
  const maxFailurePercent = row.canary_max_failure_percent ?? CANARY_ROLLBACK.maxFailurePercent;
  const minSample = row.canary_min_sample ?? CANARY_ROLLBACK.minSample;
  const counts = await countSince(db, merchant, remote, version, row.canary_started_at);
  if (!tripsRollback(counts, maxFailurePercent, minSample)) return false;
  return db.transaction().execute(async (trx) => {
    // Another report (or an operator) may have changed the row since it was read.
    const current = await trx
      .selectFrom('merchant_remotes')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .where('remote', '=', remote)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!current || current.canary_version !== version || current.canary_percent <= 0) return false;
    await trx
      .updateTable('merchant_remotes')
      .set({ canary_version: null, canary_percent: 0, canary_started_at: null })
      .where('merchant_code', '=', merchant)
      .where('remote', '=', remote)
      .execute();
    await audit(trx, {
      actor: CANARY_WATCH,
      action: 'merchant.remote.rollback',
      target: `${merchant}/${remote}`,
      before: { version: current.version, canaryVersion: version, canaryPercent: current.canary_percent },
      after: {
        version: current.version,
        canaryVersion: null,
        canaryPercent: 0,
        reason: `canary ${remote}@${version} failed ${counts.failures} of ${counts.loads} loads (${percent(counts)} %), above ${maxFailurePercent} % over at least ${minSample} loads`,
      },
    });
    return true;
  });
}

export interface THealthQuery {
  merchant?: string | undefined;
  remote?: string | undefined;
  hours?: number | undefined;
}

const DEFAULT_HEALTH_HOURS = 24;

/** 75th percentile (nearest rank) of a list of numbers, null when empty. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? null;
}

/** Loads, failures and LCP per merchant, remote and version over the last `hours` (the console's charts, `ops health`). */
export async function remoteHealth(db: Kysely<DB>, q: THealthQuery): Promise<TRemoteHealthView[]> {
  const since = new Date(Date.now() - (q.hours ?? DEFAULT_HEALTH_HOURS) * 3_600_000).toISOString();
  const base = db
    .selectFrom('telemetry')
    .where('created_at', '>=', since)
    .where('remote', 'is not', null)
    .where('version', 'is not', null)
    .$if(q.merchant !== undefined, (x) => x.where('merchant_code', '=', q.merchant ?? ''))
    .$if(q.remote !== undefined, (x) => x.where('remote', '=', q.remote ?? ''));
  const counted = await base
    .select(['merchant_code', 'remote', 'version', 'kind', 'reason', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('kind', 'in', ['remote.loaded', 'remote.loadFailed'])
    .groupBy(['merchant_code', 'remote', 'version', 'kind', 'reason'])
    .execute();
  // LCP reports: kind 'vital', reason 'LCP', value in ms (a bounded window: the newest 5,000).
  const vitals = await base
    .select(['merchant_code', 'remote', 'version', 'value'])
    .where('kind', '=', 'vital')
    .where('reason', '=', 'LCP')
    .where('value', 'is not', null)
    .orderBy('id', 'desc')
    .limit(5000)
    .execute();
  const configs = await db
    .selectFrom('merchant_remotes')
    .select(['merchant_code', 'remote', 'version', 'canary_version'])
    .$if(q.merchant !== undefined, (x) => x.where('merchant_code', '=', q.merchant ?? ''))
    .execute();
  const role = (m: string, r: string, v: string): TRemoteHealthView['role'] => {
    const c = configs.find((x) => x.merchant_code === m && x.remote === r);
    if (c?.canary_version === v) return 'canary';
    return c?.version === v ? 'pinned' : 'other';
  };
  const groups = new Map<
    string,
    { merchant: string; remote: string; version: string; rows: { kind: string; reason: string | null; n: number }[]; lcp: number[] }
  >();
  const group = (merchant: string, remote: string, version: string) => {
    const key = `${merchant}|${remote}|${version}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { merchant, remote, version, rows: [], lcp: [] }));
    return g;
  };
  for (const r of counted) group(r.merchant_code, r.remote ?? '', r.version ?? '').rows.push({ kind: r.kind, reason: r.reason, n: Number(r.n) });
  for (const v of vitals) if (v.value !== null) group(v.merchant_code, v.remote ?? '', v.version ?? '').lcp.push(v.value);
  return [...groups.values()]
    .map((g) => {
      const counts = attemptCounts(g.rows);
      return {
        merchant: g.merchant,
        remote: g.remote as TRemoteHealthView['remote'],
        version: g.version,
        role: role(g.merchant, g.remote, g.version),
        loads: counts.loads,
        failures: counts.failures,
        failureRate: percent(counts),
        lcpP75: p75(g.lcp),
      };
    })
    .sort((a, b) => a.merchant.localeCompare(b.merchant) || a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
}
