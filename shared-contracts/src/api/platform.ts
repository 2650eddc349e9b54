import * as z from 'zod/v4/mini';
import { FLAG_KEYS } from '@tessera/contract';
import { ZRegistry, ZSystemStatus } from '../schemas/registry';
import { ZRemoteName, ZRouteMeta } from '../schemas/remote';
import { defineEndpoint } from './endpoint';
import { getApi } from './paths';

export const ZMerchantQuery = z.object({
  /** Merchant code; the X-Merchant header does the same. Default: demo. */
  merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
});

export const getSystemStatus = defineEndpoint({
  name: 'getSystemStatus',
  method: 'GET',
  path: getApi.status,
  auth: 'none',
  summary: 'System status of the merchant: 0 normal, 1 maintenance, 2 region restriction (spec §2)',
  tags: ['platform'],
  query: ZMerchantQuery,
  response: ZSystemStatus,
});

export const getRegistry = defineEndpoint({
  name: 'getRegistry',
  method: 'GET',
  path: getApi.registry,
  auth: 'none',
  summary:
    "Enabled remotes of the merchant with the version this client loads and the routes each owns; with a preview grant (X-Tessera-Preview header or the tessera_preview cookie) the grant's remote in place, or a PREVIEW_* refusal",
  tags: ['platform'],
  query: z.extend(ZMerchantQuery, {
    /** Stable client id used to place the client in a canary. */
    cid: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/))),
  }),
  response: ZRegistry,
  // A presented preview grant the server refuses (docs/decisions/remote-overrides.md).
  errors: ['PREVIEW_GRANT_INVALID', 'PREVIEW_GRANT_EXPIRED', 'PREVIEW_GRANT_WRONG_MERCHANT', 'PREVIEW_ORIGIN_NOT_ALLOWED', 'PREVIEW_VERSION_REFUSED'],
});

export const ZTelemetryReport = z.strictObject({
  kind: z.enum(['remote.loadFailed', 'error', 'vital', 'remote.loaded']),
  remote: z.optional(ZRemoteName),
  version: z.optional(z.string().check(z.maxLength(32))),
  reason: z.optional(z.string().check(z.maxLength(32))),
  message: z.string().check(z.maxLength(500)),
  path: z.string().check(z.maxLength(300)),
  value: z.optional(z.number()),
});
export type TTelemetryReport = z.infer<typeof ZTelemetryReport>;

export const reportTelemetry = defineEndpoint({
  name: 'reportTelemetry',
  method: 'POST',
  path: getApi.telemetry,
  auth: 'none',
  summary: 'Client-side failures and vitals (remote load failures, render errors)',
  tags: ['platform'],
  body: ZTelemetryReport,
  response: z.object({ accepted: z.boolean() }),
});

// ---- Operator API (bearer ADMIN_TOKEN) ----

export const ZMerchantRemote = z.object({
  remote: ZRemoteName,
  enabled: z.boolean(),
  version: z.string(),
  canaryVersion: z.nullable(z.string()),
  canaryPercent: z.number(),
});

export const ZMerchant = z.object({
  code: z.string(),
  name: z.string(),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  flags: z.record(z.string(), z.boolean()),
  theme: z.enum(['dark', 'light']),
  remotes: z.array(ZMerchantRemote),
});
export type TMerchant = z.infer<typeof ZMerchant>;

export const ZMerchantParams = z.object({ code: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)) });

export const listMerchants = defineEndpoint({
  name: 'listMerchants',
  method: 'GET',
  path: '/api/admin/merchants',
  auth: 'admin',
  summary: 'Every merchant with its status, flags and remote configuration',
  tags: ['admin'],
  response: z.array(ZMerchant),
});

export const updateMerchantStatus = defineEndpoint({
  name: 'updateMerchantStatus',
  method: 'PATCH',
  path: '/api/admin/merchants/:code/status',
  auth: 'admin',
  summary: 'Set maintenance and/or region restriction for a merchant',
  tags: ['admin'],
  params: ZMerchantParams,
  body: z.strictObject({ maintenance: z.optional(z.boolean()), regionRestriction: z.optional(z.boolean()) }),
  response: ZMerchant,
});

export const updateMerchantFlags = defineEndpoint({
  name: 'updateMerchantFlags',
  method: 'PATCH',
  path: '/api/admin/merchants/:code/flags',
  auth: 'admin',
  summary: 'Turn white-label and menu flags on or off',
  tags: ['admin'],
  params: ZMerchantParams,
  body: z.partialRecord(z.enum(FLAG_KEYS), z.boolean()),
  response: ZMerchant,
});

export const updateMerchantRemote = defineEndpoint({
  name: 'updateMerchantRemote',
  method: 'PUT',
  path: '/api/admin/merchants/:code/remotes/:remote',
  auth: 'admin',
  summary: 'Enable or disable a remote for a merchant, pin its version, canary a new one',
  tags: ['admin'],
  params: z.extend(ZMerchantParams, { remote: ZRemoteName }),
  body: z.strictObject({
    enabled: z.boolean(),
    version: z.string().check(z.maxLength(32)),
    canaryVersion: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
    canaryPercent: z.optional(z.int().check(z.gte(0), z.lte(100))),
    /** Automatic rollback of this canary: failure rate (%) and minimum loads; default CANARY_ROLLBACK. */
    canaryMaxFailurePercent: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(100)))),
    canaryMinSample: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(100000)))),
  }),
  response: ZMerchant,
});

export const ZPublishedVersion = z.object({
  remote: ZRemoteName,
  version: z.string(),
  entry: z.string(),
  publishedAt: z.string(),
  routes: z.array(ZRouteMeta),
  /** The platform range the version requires, and whether the live shell satisfies it. */
  requiresPlatform: z.string(),
  compatible: z.boolean(),
  /** Contract tests at publish: 'unknown' for a folder built without `npm run release`. */
  contract: z.object({ result: z.enum(['passed', 'failed', 'unknown']), detail: z.nullable(z.string()) }),
  builtAt: z.nullable(z.string()),
  /** sha256 over the version's file hashes (null: a plain build, not integrity-checked). */
  contentHash: z.nullable(z.string()),
  /** SRI hash ('sha384-…') of each served file, the browser checks remoteEntry.js against it. */
  integrity: z.nullable(z.record(z.string(), z.string())),
});
export type TPublishedVersionView = z.infer<typeof ZPublishedVersion>;

export const listRemoteVersions = defineEndpoint({
  name: 'listRemoteVersions',
  method: 'GET',
  path: '/api/admin/remotes',
  auth: 'admin',
  summary: 'Published versions of every remote',
  tags: ['admin'],
  response: z.array(ZPublishedVersion),
});

export const publishRemoteVersion = defineEndpoint({
  name: 'publishRemoteVersion',
  method: 'POST',
  path: '/api/admin/remotes',
  auth: 'admin',
  summary: 'Publish a built remote version folder (dist/remotes/<remote>/<version>): the server hashes its files; no restart',
  tags: ['admin'],
  body: z.strictObject({ remote: ZRemoteName, version: z.string().check(z.maxLength(32)) }),
  response: z.object({ published: ZPublishedVersion, unchanged: z.boolean() }),
});

export const ZRemoteHealth = z.object({
  merchant: z.string(),
  remote: ZRemoteName,
  version: z.string(),
  /** 'pinned' or 'canary' for the merchant's current configuration, 'other' for an earlier one. */
  role: z.enum(['pinned', 'canary', 'other']),
  loads: z.number(),
  failures: z.number(),
  /** failures ÷ loads in percent (0 without loads). */
  failureRate: z.number(),
  /** 75th percentile of the LCP reports (ms), null without reports. */
  lcpP75: z.nullable(z.number()),
});

export type TRemoteHealthView = z.infer<typeof ZRemoteHealth>;

export const listRemoteHealth = defineEndpoint({
  name: 'listRemoteHealth',
  method: 'GET',
  path: '/api/admin/health',
  auth: 'admin',
  summary: 'Loads, failures (load and render) and LCP per merchant, remote and version over a time window',
  tags: ['admin'],
  query: z.object({
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
    remote: z.optional(ZRemoteName),
    /** Window in hours (default 24). */
    hours: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(24 * 90))),
  }),
  response: z.array(ZRemoteHealth),
});

export const ZAuditEntry = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

export const listAuditLog = defineEndpoint({
  name: 'listAuditLog',
  method: 'GET',
  path: '/api/admin/audit',
  auth: 'admin',
  summary:
    'Operator changes, newest first, filtered on the server (merchant, actor, action, target, date range) and paged by id (limit, before: the last id of the previous page); a from after to is a 400',
  tags: ['admin'],
  query: z.object({
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
    before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
    /** Entries about this merchant: the targets `<code>`, `<code>/…` and `merchant:<code>:…`. */
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
    /** Who: exactly, or a prefix up to a colon (`operator` also finds `operator:console`). */
    actor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.:@-]{1,64}$/))),
    /** What: exactly, or a dotted prefix (`content` finds `content.help.create`). */
    action: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/))),
    /** The target exactly, or a prefix up to a slash (`acme` finds `acme/home`). */
    target: z.optional(z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[^\u0000-\u001f%]+$/))),
    /** From this day (YYYY-MM-DD, UTC) or instant (ISO 8601), inclusive. */
    from: z.optional(z.union([z.iso.date(), z.iso.datetime()])),
    /** Up to this day (YYYY-MM-DD, UTC, the whole day) or instant (ISO 8601), inclusive. */
    to: z.optional(z.union([z.iso.date(), z.iso.datetime()])),
  }),
  response: z.array(ZAuditEntry),
});

export const platformEndpoints = [
  getSystemStatus,
  getRegistry,
  reportTelemetry,
  listMerchants,
  updateMerchantStatus,
  updateMerchantFlags,
  updateMerchantRemote,
  listRemoteVersions,
  listAuditLog,
  publishRemoteVersion,
  listRemoteHealth,
] as const;
