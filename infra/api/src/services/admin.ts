import { isSemver, PLATFORM_VERSION, routePathKey, satisfies, specRouteOwner, type TFlagKey, type TRouteMeta } from '@tessera/contract';
import type { TEndpointInput, TMerchant } from '@tessera/contract/api';
import type { updateMerchantRemote, updateMerchantStatus } from '@tessera/contract/api';
import { REGISTER_FIELDS, type TRegisterFieldName } from '@tessera/contract/api';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { TDialect } from '../db/dialect';
import type { DB, TBit } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { parseJson } from '../lib/json';
import { findMerchant, merchantFlags, merchantView } from './merchants';
import { checkRegistration } from './merchantSetup/registrationCheck';

/** Who changed something. Only the operator token exists today; named operators come later. */
export const OPERATOR = 'operator';

const bit = (b: boolean): TBit => (b ? 1 : 0);

export interface TAuditWrite {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function audit(trx: Transaction<DB>, entry: TAuditWrite): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      before: JSON.stringify(entry.before ?? null),
      after: JSON.stringify(entry.after ?? null),
      at: new Date().toISOString(),
    })
    .execute();
}

export interface TAdminContext {
  db: Kysely<DB>;
  dialect: TDialect;
  actor: string;
}

/** Locks the merchant row for the rest of the transaction (PostgreSQL; SQLite writers are serialised anyway). */
async function lockMerchant(ctx: TAdminContext, trx: Transaction<DB>, code: string) {
  const row = await trx
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', code)
    .$if(ctx.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
  return row;
}

async function view(db: Kysely<DB>, code: string): Promise<TMerchant> {
  const row = await findMerchant(db, code);
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
  return merchantView(db, row);
}

type TStatusBody = TEndpointInput<typeof updateMerchantStatus>['body'];

export async function updateStatus(ctx: TAdminContext, code: string, body: TStatusBody): Promise<TMerchant> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockMerchant(ctx, trx, code);
    const before = { maintenance: row.maintenance === 1, regionRestriction: row.region_restriction === 1 };
    const after = {
      maintenance: body.maintenance ?? before.maintenance,
      regionRestriction: body.regionRestriction ?? before.regionRestriction,
    };
    await trx
      .updateTable('merchants')
      .set({ maintenance: bit(after.maintenance), region_restriction: bit(after.regionRestriction) })
      .where('code', '=', code)
      .execute();
    await audit(trx, { actor: ctx.actor, action: 'merchant.status', target: code, before, after });
  });
  return view(ctx.db, code);
}

export async function updateFlags(ctx: TAdminContext, code: string, body: Partial<Record<TFlagKey, boolean>>): Promise<TMerchant> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockMerchant(ctx, trx, code);
    const keys = Object.keys(body) as TFlagKey[];
    if (keys.length === 0) return;
    const rows = await trx.selectFrom('merchant_flags').select(['key', 'enabled']).where('merchant_code', '=', code).where('key', 'in', keys).execute();
    const stored = new Map(rows.map((r) => [r.key, r.enabled === 1]));
    const before: Record<string, boolean> = {};
    const after: Record<string, boolean> = {};
    for (const key of keys) {
      const value = body[key];
      if (value === undefined) continue;
      before[key] = stored.get(key) ?? false;
      after[key] = value;
      await trx
        .insertInto('merchant_flags')
        .values({ merchant_code: code, key, enabled: bit(value) })
        .onConflict((oc) => oc.columns(['merchant_code', 'key']).doUpdateSet({ enabled: bit(value) }))
        .execute();
    }
    // A flag change must leave a registration tab that can register someone (merchant-setup.md).
    if (keys.some((k) => REGISTRATION_FLAGS.has(k))) await checkRegistration(trx, code, { flags: after });
    await audit(trx, { actor: ctx.actor, action: 'merchant.flags', target: code, before, after });
  });
  return view(ctx.db, code);
}

/** The flags registrationCheck.ts reads: changing one re-checks that someone can still register. */
const REGISTRATION_FLAGS = new Set<string>(['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3']);

type TRemoteInput = TEndpointInput<typeof updateMerchantRemote>;

async function checkPublished(trx: Transaction<DB>, remote: string, version: string): Promise<void> {
  const row = await trx.selectFrom('remote_versions').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  if (!row) throw new ApiError('REMOTE_VERSION_NOT_PUBLISHED', { remote, version });
}

/**
 * The activation gates (docs/decisions/releases.md): a version whose contract tests failed at
 * publish, or whose required platform range the live shell does not satisfy, is never pinned or
 * canaried. The error's value.reason is the sentence the CLI and the console show.
 */
export async function checkActivation(trx: Transaction<DB> | Kysely<DB>, remote: string, version: string): Promise<void> {
  const row = await trx
    .selectFrom('remote_versions')
    .select(['requires_platform', 'contract_result', 'contract_detail'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw new ApiError('REMOTE_VERSION_NOT_PUBLISHED', { remote, version });
  // The platform first: a remote built for another platform also fails its contract tests here.
  if (!satisfies(PLATFORM_VERSION, row.requires_platform)) {
    throw new ApiError('REMOTE_PLATFORM_MISMATCH', {
      remote,
      version,
      requires: row.requires_platform,
      platform: PLATFORM_VERSION,
      reason: `${remote}@${version} requires platform ${row.requires_platform}; the live shell provides ${PLATFORM_VERSION}. Release a version built for ${PLATFORM_VERSION} or deploy a shell that satisfies ${row.requires_platform}.`,
    });
  }
  if (row.contract_result === 'failed') {
    const detail = row.contract_detail ? `: ${row.contract_detail.split('\n')[0]}` : '';
    throw new ApiError('REMOTE_CONTRACT_FAILED', {
      remote,
      version,
      reason: `${remote}@${version} failed its contract tests at publish${detail}. Fix the remote and release a new version.`,
    });
  }
}

/**
 * Route ownership at activation (docs/decisions/open-remotes.md): a path the spec gives the shell or
 * one of its remotes is served by that owner only, and no path is claimed by two remotes a merchant
 * runs (pinned or canary versions). `claims` are the versions this call activates for `remote`.
 */
async function checkRouteClaims(trx: Transaction<DB>, code: string, remote: string, claims: readonly string[]): Promise<void> {
  const others = await trx
    .selectFrom('merchant_remotes')
    .select(['remote', 'version', 'canary_version', 'canary_percent'])
    .where('merchant_code', '=', code)
    .where('enabled', '=', 1)
    .where('remote', '!=', remote)
    .execute();
  const running = others.flatMap((o) => [
    { remote: o.remote, version: o.version },
    ...(o.canary_version && o.canary_percent > 0 ? [{ remote: o.remote, version: o.canary_version }] : []),
  ]);
  const wanted = [...claims.map((version) => ({ remote, version })), ...running];
  const rows = await trx
    .selectFrom('remote_versions')
    .select(['remote', 'version', 'routes'])
    .where('remote', 'in', [...new Set(wanted.map((w) => w.remote))])
    .execute();
  const routesOf = (r: string, v: string) => parseJson<TRouteMeta[]>(rows.find((x) => x.remote === r && x.version === v)?.routes, []);
  const taken = new Map<string, string>();
  for (const o of running) for (const route of routesOf(o.remote, o.version)) taken.set(routePathKey(route.path), `${o.remote}@${o.version}`);
  for (const version of claims) {
    for (const route of routesOf(remote, version)) {
      const owner = specRouteOwner(route.path);
      const holder = taken.get(routePathKey(route.path));
      if ((owner && owner !== remote) || holder) {
        const by = owner && owner !== remote ? (owner === 'shell' ? 'the shell' : `${owner} (the spec's owner)`) : (holder ?? '');
        throw new ApiError('REMOTE_ROUTE_CONFLICT', {
          merchant: code,
          remote,
          version,
          path: route.path,
          owner: by,
          reason: `${remote}@${version} serves ${route.path}, which ${by} serves for ${code}. One path has one owner: disable ${holder ? holder.split('@')[0] : 'it'} first or release ${remote} without that route.`,
        });
      }
    }
  }
}

export async function updateRemote(ctx: TAdminContext, code: string, remote: TRemoteInput['params']['remote'], body: TRemoteInput['body']): Promise<TMerchant> {
  const canaryVersion = body.canaryVersion ?? null;
  const canaryPercent = body.canaryPercent ?? 0;
  if (canaryVersion === null && canaryPercent > 0) {
    throw validationError([{ in: 'body', path: 'canaryPercent', message: 'A canary percentage needs a canaryVersion' }]);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await lockMerchant(ctx, trx, code);
    const current = await trx.selectFrom('merchant_remotes').selectAll().where('merchant_code', '=', code).where('remote', '=', remote).executeTakeFirst();
    for (const version of canaryVersion === null ? [body.version] : [body.version, canaryVersion]) {
      // Only semver folders are ever published; anything else needs no database round trip.
      if (!isSemver(version)) throw new ApiError('REMOTE_VERSION_NOT_PUBLISHED', { remote, version });
      // The gates hold for what this call activates; a version already running (say, pinned
      // before a shell upgrade) stays switchable on and off without being refused.
      const running = current && (current.version === version || current.canary_version === version);
      if (running) await checkPublished(trx, remote, version);
      else await checkActivation(trx, remote, version);
    }
    if (body.enabled) await checkRouteClaims(trx, code, remote, canaryVersion !== null && canaryPercent > 0 ? [body.version, canaryVersion] : [body.version]);
    const before = current
      ? {
          enabled: current.enabled === 1,
          version: current.version,
          canaryVersion: current.canary_version,
          canaryPercent: current.canary_percent,
          canaryMaxFailurePercent: current.canary_max_failure_percent,
          canaryMinSample: current.canary_min_sample,
        }
      : null;
    const canaryRuns = canaryVersion !== null && canaryPercent > 0;
    // A canary's failures are counted from when it (this version, at a non-zero share) started.
    const sameCanary = canaryRuns && current?.canary_version === canaryVersion && current.canary_percent > 0;
    const startedAt = canaryRuns ? (sameCanary ? (current?.canary_started_at ?? new Date().toISOString()) : new Date().toISOString()) : null;
    const maxFailure = body.canaryMaxFailurePercent !== undefined ? body.canaryMaxFailurePercent : (current?.canary_max_failure_percent ?? null);
    const minSample = body.canaryMinSample !== undefined ? body.canaryMinSample : (current?.canary_min_sample ?? null);
    const after = {
      enabled: body.enabled,
      version: body.version,
      canaryVersion,
      canaryPercent,
      canaryMaxFailurePercent: maxFailure,
      canaryMinSample: minSample,
    };
    const values = {
      enabled: bit(after.enabled),
      version: after.version,
      canary_version: canaryVersion,
      canary_percent: canaryPercent,
      canary_started_at: startedAt,
      canary_max_failure_percent: maxFailure,
      canary_min_sample: minSample,
    };
    await trx
      .insertInto('merchant_remotes')
      .values({ merchant_code: code, remote, ...values })
      .onConflict((oc) => oc.columns(['merchant_code', 'remote']).doUpdateSet(values))
      .execute();
    await audit(trx, { actor: ctx.actor, action: 'merchant.remote', target: `${code}/${remote}`, before, after });
  });
  return view(ctx.db, code);
}

// ---- Registration field configuration (merchant_config key 'register') ----

type TRegisterField = { enabled: boolean; required: boolean; minAge?: number };
export interface TRegistrationFieldsView {
  merchant: string;
  fields: Record<TRegisterFieldName, TRegisterField>;
}

/** Fields a registration method cannot work without, while its flag is on. */
const METHOD_FIELDS: { flag: TFlagKey; fields: TRegisterFieldName[] }[] = [
  { flag: 'USERNAMEREG3', fields: ['username', 'password', 'confirmPassword'] },
  { flag: 'MOBILENUMREG3', fields: ['mobileNum'] },
];

async function storedRegisterFields(db: Kysely<DB> | Transaction<DB>, code: string): Promise<Record<TRegisterFieldName, TRegisterField>> {
  const row = await db.selectFrom('merchant_config').select('value').where('merchant_code', '=', code).where('key', '=', 'register').executeTakeFirst();
  const stored = parseJson<Record<string, TRegisterField>>(row?.value, {});
  // Every known field, in the contract's order; a field the seed never wrote is off.
  return Object.fromEntries(REGISTER_FIELDS.map((f) => [f, stored[f] ?? { enabled: false, required: false }])) as Record<TRegisterFieldName, TRegisterField>;
}

export async function registrationFields(db: Kysely<DB>, code: string): Promise<TRegistrationFieldsView> {
  if (!(await findMerchant(db, code))) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
  return { merchant: code, fields: await storedRegisterFields(db, code) };
}

export async function updateRegistrationFields(
  ctx: TAdminContext,
  code: string,
  body: Partial<Record<TRegisterFieldName, TRegisterField>>,
): Promise<TRegistrationFieldsView> {
  const issues = Object.entries(body)
    .filter(([, v]) => v.required && !v.enabled)
    .map(([field]) => ({ in: 'body' as const, path: field, message: 'A required field must be enabled' }))
    .concat(
      Object.entries(body)
        .filter(([field, v]) => field !== 'birthDate' && v.minAge !== undefined)
        .map(([field]) => ({ in: 'body' as const, path: `${field}.minAge`, message: 'Only birthDate takes a minimum age' })),
    );
  if (issues.length) throw validationError(issues);
  await ctx.db.transaction().execute(async (trx) => {
    await lockMerchant(ctx, trx, code);
    const before = await storedRegisterFields(trx, code);
    const after: Record<TRegisterFieldName, TRegisterField> = { ...before };
    for (const [field, value] of Object.entries(body) as [TRegisterFieldName, TRegisterField][]) {
      // The birthDate's minimum age stays as it was unless the change names one.
      const minAge = value.minAge ?? before[field].minAge;
      after[field] = minAge === undefined ? value : { ...value, minAge };
    }
    const flags = await merchantFlags(trx, code);
    const missing = METHOD_FIELDS.flatMap(({ flag, fields }) => (flags[flag] ? fields.filter((f) => !after[f].enabled).map((f) => ({ f, flag })) : []));
    if (missing.length) {
      throw validationError(
        missing.map(({ f, flag }) => ({ in: 'body', path: f, message: `Registration by ${flag} needs this field; turn ${flag} off first` })),
      );
    }
    await checkRegistration(trx, code, { fields: after });
    await trx
      .insertInto('merchant_config')
      .values({ merchant_code: code, key: 'register', value: JSON.stringify(after) })
      .onConflict((oc) => oc.columns(['merchant_code', 'key']).doUpdateSet({ value: JSON.stringify(after) }))
      .execute();
    const changed = Object.keys(body) as TRegisterFieldName[];
    await audit(trx, {
      actor: ctx.actor,
      action: 'merchant.registration',
      target: code,
      before: Object.fromEntries(changed.map((f) => [f, before[f]])),
      after: Object.fromEntries(changed.map((f) => [f, after[f]])),
    });
  });
  return registrationFields(ctx.db, code);
}

export interface TAuditEntryView {
  id: number;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** Server-side filters of the audit log (listAuditLog's query); absent means any. */
export interface TAuditFilter {
  limit: number;
  /** Entries older than this id (the last id of the previous page). */
  before?: number | undefined;
  merchant?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  /** YYYY-MM-DD (UTC day) or an ISO instant, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter's bounds as `at` strings (ISO instants, which sort as text): [from, to) for a day, [from, to] for an instant. */
function auditRange(from: string | undefined, to: string | undefined): { since?: string; until?: { at: string; inclusive: boolean } } {
  const since = from === undefined ? undefined : DAY.test(from) ? `${from}T00:00:00.000Z` : new Date(from).toISOString();
  let until: { at: string; inclusive: boolean } | undefined;
  if (to !== undefined) {
    if (DAY.test(to)) {
      const next = new Date(`${to}T00:00:00.000Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      until = { at: next.toISOString(), inclusive: false };
    } else until = { at: new Date(to).toISOString(), inclusive: true };
  }
  if (since !== undefined && until !== undefined && (until.inclusive ? since > until.at : since >= until.at)) {
    throw validationError([{ in: 'query', path: 'from', message: 'from must not be after to' }]);
  }
  return { ...(since !== undefined && { since }), ...(until !== undefined && { until }) };
}

/** `column` equals `value`, or starts with `value` + one of the separators. */
function exactOrPrefix(eb: ExpressionBuilder<DB, 'audit_log'>, column: 'actor' | 'action' | 'target', value: string, separators: string[]) {
  return eb.or([
    eb(column, '=', value),
    ...separators.map((sep) => eb(sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(value.length + sep.length)})`, '=', `${value}${sep}`)),
  ]);
}

/** The audit log, newest first, filtered and paged on the server. */
export async function listAudit(db: Kysely<DB>, filter: TAuditFilter): Promise<TAuditEntryView[]> {
  const { since, until } = auditRange(filter.from, filter.to);
  const { before, merchant, actor, action, target } = filter;
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .$if(before !== undefined, (q) => q.where('id', '<', before ?? 0))
    .$if(merchant !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          exactOrPrefix(eb, 'target', merchant ?? '', ['/']),
          eb(sql<string>`substr(${sql.ref('target')}, 1, ${sql.lit(`merchant:${merchant ?? ''}:`.length)})`, '=', `merchant:${merchant ?? ''}:`),
        ]),
      ),
    )
    .$if(actor !== undefined, (q) => q.where((eb) => exactOrPrefix(eb, 'actor', actor ?? '', [':'])))
    .$if(action !== undefined, (q) => q.where((eb) => exactOrPrefix(eb, 'action', action ?? '', ['.'])))
    .$if(target !== undefined, (q) => q.where((eb) => exactOrPrefix(eb, 'target', target ?? '', ['/', ':', '@'])))
    .$if(since !== undefined, (q) => q.where('at', '>=', since ?? ''))
    .$if(until !== undefined, (q) => q.where('at', until?.inclusive ? '<=' : '<', until?.at ?? ''))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    actor: r.actor,
    action: r.action,
    target: r.target,
    before: parseJson<unknown>(r.before, null),
    after: parseJson<unknown>(r.after, null),
    at: r.at,
  }));
}
