import { CANARY_ROLLBACK } from '@tessera/contract';
import type { TPublishedVersionView, TRemoteHealthView } from '@tessera/contract/api';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { TDialect } from '../db/dialect';
import { publishVersionFolder } from '../db/publish';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { audit } from './admin';
import type { TLoadClaims } from './loadToken';
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

/**
 * A page load of a remote is one attempt: it loaded (remote.loaded) or failed to load. A render
 * error comes after a successful load, so it adds a failure but no attempt. (The operator's
 * health view counts telemetry reports this way; the canary watch counts votes, below.)
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

/** A remote load report as the telemetry route received it, with the page load that stands behind it (or none). */
export interface TLoadReport {
  merchant: string;
  remote: string;
  version: string;
  kind: 'remote.loaded' | 'remote.loadFailed';
  reason: string | null;
  /** The valid load token's claims; null when the report carried none (or a forged or expired one). */
  claims: TLoadClaims | null;
  ip: string | null;
}

type TMerchantRemoteRow = Selectable<DB['merchant_remotes']>;

/** Whether `version` is `row`'s running canary. */
const runsCanary = (row: TMerchantRemoteRow | undefined, version: string): row is TMerchantRemoteRow =>
  !!row && row.canary_version === version && row.canary_percent > 0;

/**
 * Why a report does not vote, or null when it does. A vote needs a page the server served for
 * this merchant, while this canary ran, whose registry gave this device the reported version:
 * anything a reporter can write without being served that page (a header, a version, a made-up
 * token) is telemetry only.
 */
export function voteRefusal(report: TLoadReport, row: TMerchantRemoteRow | undefined): string | null {
  const c = report.claims;
  if (!c) return 'no valid load token';
  if (c.merchant !== report.merchant) return 'token of another merchant';
  if (c.versions[report.remote] !== report.version) return 'the page was not given this version';
  if (!runsCanary(row, report.version)) return 'not a running canary';
  if (row.canary_started_at !== null && new Date(c.issuedAt).toISOString() < row.canary_started_at) return 'page served before the canary started';
  return null;
}

/**
 * Records a report's vote on a running canary (one row per page load and version: a second report
 * of the same load only turns a success into a failure). Returns whether it voted.
 */
export async function recordCanaryVote(db: Kysely<DB>, report: TLoadReport, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('merchant_remotes')
    .selectAll()
    .where('merchant_code', '=', report.merchant)
    .where('remote', '=', report.remote)
    .executeTakeFirst();
  if (voteRefusal(report, row) !== null || !report.claims) return false;
  const failed = report.kind === 'remote.loadFailed';
  const at = now.toISOString();
  await db
    .insertInto('canary_votes')
    .values({
      load_id: report.claims.load,
      remote: report.remote,
      version: report.version,
      merchant_code: report.merchant,
      device: report.claims.device,
      ip: report.ip?.slice(0, 64) ?? null,
      failed: failed ? 1 : 0,
      reason: failed ? (report.reason?.slice(0, 32) ?? null) : null,
      issued_at: new Date(report.claims.issuedAt).toISOString(),
      failed_at: failed ? at : null,
    })
    .onConflict((oc) =>
      oc.columns(['load_id', 'remote', 'version']).doUpdateSet((eb) => ({
        // The first failure of a load is the one on record; later reports change nothing.
        reason: eb.case().when('canary_votes.failed', '=', 1).then(eb.ref('canary_votes.reason')).else(eb.ref('excluded.reason')).end(),
        failed_at: eb.case().when('canary_votes.failed', '=', 1).then(eb.ref('canary_votes.failed_at')).else(eb.ref('excluded.failed_at')).end(),
        failed: eb.case().when('canary_votes.failed', '=', 1).then(1).else(eb.ref('excluded.failed')).end(),
      })),
    )
    .execute();
  return true;
}

/** What a rollback rests on: the audit entry names it, so an operator can judge the evidence. */
export interface TCanaryEvidence extends TCounts {
  counted: 'signed page loads';
  version: string;
  pinned: string;
  /** Distinct page loads that failed (= failures). */
  failedLoads: number;
  /** Distinct devices and addresses among the failed loads. */
  devices: number;
  addresses: number;
  /** Failed loads per first failure reason. */
  reasons: Record<string, number>;
  firstFailureAt: string | null;
  lastFailureAt: string | null;
}

/** The votes of one merchant's canary version, from pages served since `since`. */
async function canaryEvidence(db: Kysely<DB>, row: TMerchantRemoteRow, version: string): Promise<TCanaryEvidence> {
  const votes = () =>
    db
      .selectFrom('canary_votes')
      .where('merchant_code', '=', row.merchant_code)
      .where('remote', '=', row.remote)
      .where('version', '=', version)
      .$if(row.canary_started_at !== null, (q) => q.where('issued_at', '>=', row.canary_started_at ?? ''));
  const totals = await votes()
    .select((eb) => [
      eb.fn.countAll<number | string>().as('loads'),
      eb.fn.sum<number | string | null>('failed').as('failures'),
      sql<number | string>`count(distinct case when failed = 1 then device end)`.as('devices'),
      sql<number | string>`count(distinct case when failed = 1 then ip end)`.as('addresses'),
      eb.fn.min<string | null>('failed_at').as('first'),
      eb.fn.max<string | null>('failed_at').as('last'),
    ])
    .executeTakeFirstOrThrow();
  const reasons = await votes()
    .select(['reason', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('failed', '=', 1)
    .groupBy('reason')
    .execute();
  const failures = Number(totals.failures ?? 0);
  return {
    counted: 'signed page loads',
    version,
    pinned: row.version,
    loads: Number(totals.loads),
    failures,
    failedLoads: failures,
    devices: Number(totals.devices),
    addresses: Number(totals.addresses),
    reasons: Object.fromEntries(reasons.map((r) => [r.reason ?? 'unknown', Number(r.n)])),
    firstFailureAt: totals.first ?? null,
    lastFailureAt: totals.last ?? null,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The audit's sentence: the rule that tripped, then what it rests on. */
function rollbackReason(remote: string, e: TCanaryEvidence, maxFailurePercent: number, minSample: number): string {
  const range = e.firstFailureAt && e.lastFailureAt ? `, failures ${e.firstFailureAt} – ${e.lastFailureAt}` : '';
  return (
    `canary ${remote}@${e.version} failed ${e.failures} of ${e.loads} loads (${percent(e)} %), above ${maxFailurePercent} % over at least ${minSample} loads; ` +
    `evidence: ${plural(e.failedLoads, 'signed page load', 'signed page loads')} from ${plural(e.devices, 'device', 'devices')} and ${plural(e.addresses, 'address', 'addresses')}${range}`
  );
}

/**
 * After a failure vote: when (merchant, remote, version) is a running canary whose failure rate
 * over signed page loads now passes its threshold over its minimum sample, the canary is switched
 * off (everyone gets the pinned version on the next page load) and the audit log says why and on
 * what evidence. Returns true when it rolled back.
 */
export async function watchCanary(db: Kysely<DB>, dialect: TDialect, merchant: string, remote: string, version: string): Promise<boolean> {
  const row = await db.selectFrom('merchant_remotes').selectAll().where('merchant_code', '=', merchant).where('remote', '=', remote).executeTakeFirst();
  if (!runsCanary(row, version)) return false;
  const maxFailurePercent = row.canary_max_failure_percent ?? CANARY_ROLLBACK.maxFailurePercent;
  const minSample = row.canary_min_sample ?? CANARY_ROLLBACK.minSample;
  const evidence = await canaryEvidence(db, row, version);
  if (!tripsRollback(evidence, maxFailurePercent, minSample)) return false;
  return db.transaction().execute(async (trx) => {
    // Another report (or an operator) may have changed the row since it was read.
    const current = await trx
      .selectFrom('merchant_remotes')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .where('remote', '=', remote)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!current || current.canary_version !== version || current.canary_percent <= 0 || current.canary_started_at !== row.canary_started_at) return false;
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
        reason: rollbackReason(remote, evidence, maxFailurePercent, minSample),
        evidence,
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
