import { compareVersions, PLATFORM_VERSION, satisfies, type TRegistry, type TRegistryRemote, type TRouteMeta, type TRouteTitles } from '@tessera/contract';
import { PREVIEW_QUERY, PREVIEW_TTL_DEFAULT_MINUTES, type TPreviewGrant, type TPreviewInfo } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema';
import type { PreviewGrantsTable } from '../db/schema.previews';
import { ApiError } from '../errors';
import { parseJson } from '../lib/json';
import { deriveKey, readSignedFields, signFields } from '../lib/signedToken';
import { CONTENT_SECURITY_POLICY } from '../plugins/security';
import { audit, type TAdminContext } from './admin';

// Preview grants (docs/decisions/remote-overrides.md). A grant lets the devices that open its link
// load one remote of one merchant from somewhere the registry does not say: a published version
// that is not active, or a dev server's entry on the merchant's allowlist. The token is
// `<payload>.<HMAC-SHA256>` with a key derived from the server's secret; the payload names the
// grant's row, which says whether it was revoked and counts its uses. The server checks a grant on
// every page and registry answer it changes: the shell never decides on its own.

const TOKEN_VERSION = 1;
const MAX_TOKEN_CHARS = 2048;
const GRANT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** The version a URL preview reports (telemetry, the badge): it is not a published version. */
export const URL_PREVIEW_VERSION = 'dev';
/** Hosts every merchant's URL previews may load from (a developer's own machine). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The grant key: derived from the server's secret, never the secret itself. */
export function previewKey(serverSecret: Buffer): Buffer {
  return deriveKey(serverSecret, 'tessera-preview-grant-v1');
}

interface TGrantClaims {
  id: string;
  merchant: string;
  remote: string;
  version: string | null;
  url: string | null;
  /** ms since the epoch. */
  expiresAt: number;
}

export function signGrant(key: Buffer, claims: TGrantClaims): string {
  return signFields(key, [TOKEN_VERSION, claims.id, claims.merchant, claims.remote, claims.version, claims.url, claims.expiresAt]);
}

/** The claims of a token this server signed (expired or not), or null for anything else. */
export function readGrant(key: Buffer, token: unknown): TGrantClaims | null {
  const parsed = readSignedFields(key, token, MAX_TOKEN_CHARS);
  if (!parsed || parsed.length !== 7 || parsed[0] !== TOKEN_VERSION) return null;
  const [, id, merchant, remote, version, url, expiresAt] = parsed;
  if (typeof id !== 'string' || !GRANT_ID.test(id) || typeof merchant !== 'string' || typeof remote !== 'string') return null;
  if ((version !== null && typeof version !== 'string') || (url !== null && typeof url !== 'string') || typeof expiresAt !== 'number') return null;
  return { id, merchant, remote, version, url, expiresAt };
}

/** scheme://host[:port] of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const isLocalOrigin = (origin: string) => LOCAL_HOSTS.has(new URL(origin).hostname);

/** The merchant's configured dev origins (localhost and 127.0.0.1 are allowed besides them). */
export async function previewOrigins(db: Kysely<DB>, merchant: string): Promise<string[]> {
  const rows = await db.selectFrom('merchant_preview_origins').select('origin').where('merchant_code', '=', merchant).orderBy('origin').execute();
  return rows.map((r) => r.origin);
}

async function originAllowed(db: Kysely<DB>, merchant: string, origin: string): Promise<boolean> {
  if (isLocalOrigin(origin)) return true;
  const row = await db
    .selectFrom('merchant_preview_origins')
    .select('origin')
    .where('merchant_code', '=', merchant)
    .where('origin', '=', origin)
    .executeTakeFirst();
  return row !== undefined;
}

export async function requireMerchant(db: Kysely<DB>, code: string): Promise<void> {
  const row = await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
}

export async function setPreviewOrigins(ctx: TAdminContext, merchant: string, origins: readonly string[]): Promise<{ origins: string[] }> {
  await requireMerchant(ctx.db, merchant);
  const wanted = [...new Set(origins.map((o) => originOf(o) ?? o.toLowerCase()))].sort();
  await ctx.db.transaction().execute(async (trx) => {
    const before = (await trx.selectFrom('merchant_preview_origins').select('origin').where('merchant_code', '=', merchant).execute()).map((r) => r.origin);
    await trx.deleteFrom('merchant_preview_origins').where('merchant_code', '=', merchant).execute();
    const now = new Date().toISOString();
    if (wanted.length)
      await trx
        .insertInto('merchant_preview_origins')
        .values(wanted.map((origin) => ({ merchant_code: merchant, origin, created_at: now })))
        .execute();
    await audit(trx, { actor: ctx.actor, action: 'preview.origins', target: merchant, before: before.sort(), after: wanted });
  });
  return { origins: wanted };
}

export function grantView(r: PreviewGrantsTable): TPreviewGrant {
  return {
    id: r.id,
    merchant: r.merchant_code,
    remote: r.remote,
    version: r.version,
    url: r.url,
    expiresAt: r.expires_at,
    createdAt: r.created_at,
    createdBy: r.created_by,
    revokedAt: r.revoked_at,
    uses: Number(r.uses),
    lastUsedAt: r.last_used_at,
  };
}

/** Why a published version may not be previewed (the activation gates), or null when it may. */
function versionRefusal(row: { contract_result: string; requires_platform: string } | undefined): string | null {
  if (!row) return 'not-published';
  if (row.contract_result === 'failed') return 'contract-failed';
  if (!satisfies(PLATFORM_VERSION, row.requires_platform)) return 'platform-mismatch';
  return null;
}

async function versionRow(db: Kysely<DB>, remote: string, version: string) {
  return db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
}

/**
 * The published version whose routes a URL preview takes: the merchant's pinned version of the
 * remote, else the newest published one. Undefined: the remote was never published.
 */
async function routesSource(db: Kysely<DB>, merchant: string, remote: string) {
  const pinned = await db
    .selectFrom('merchant_remotes')
    .select('version')
    .where('merchant_code', '=', merchant)
    .where('remote', '=', remote)
    .executeTakeFirst();
  const rows = await db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).execute();
  return rows.find((r) => r.version === pinned?.version) ?? rows.sort((a, b) => compareVersions(b.version, a.version))[0];
}

export interface TIssueInput {
  merchant: string;
  remote: string;
  version?: string;
  url?: string;
  ttlMinutes?: number;
}

/** Issues a grant (audited) and its token; `origin` is the server's own (the link's). */
export async function issuePreviewGrant(
  ctx: TAdminContext,
  key: Buffer,
  input: TIssueInput,
  origin: string,
  now = Date.now(),
): Promise<{ grant: TPreviewGrant; token: string; link: string }> {
  if ((input.version === undefined) === (input.url === undefined)) {
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'version', message: 'Give exactly one of version and url' }] });
  }
  await requireMerchant(ctx.db, input.merchant);
  let path = '/m/home';
  if (input.version !== undefined) {
    const row = await versionRow(ctx.db, input.remote, input.version);
    if (!row) throw new ApiError('REMOTE_VERSION_NOT_PUBLISHED', { remote: input.remote, version: input.version });
    const refusal = versionRefusal(row);
    if (refusal) throw new ApiError('PREVIEW_VERSION_REFUSED', { remote: input.remote, version: input.version, reason: refusal });
    path = parseJson<TRouteMeta[]>(row.routes, [])[0]?.path ?? path;
  } else {
    const entryOrigin = originOf(input.url ?? '');
    if (!entryOrigin) throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'url', message: 'An absolute http(s) URL' }] });
    if (!(await originAllowed(ctx.db, input.merchant, entryOrigin))) throw new ApiError('PREVIEW_ORIGIN_NOT_ALLOWED', { origin: entryOrigin });
    const source = await routesSource(ctx.db, input.merchant, input.remote);
    if (!source)
      throw new ApiError('REMOTE_VERSION_NOT_PUBLISHED', {
        remote: input.remote,
        version: null,
        reason: 'A URL preview takes the routes of a published version',
      });
    path = parseJson<TRouteMeta[]>(source.routes, [])[0]?.path ?? path;
  }
  const id = randomBytes(16).toString('base64url');
  const expiresAt = now + (input.ttlMinutes ?? PREVIEW_TTL_DEFAULT_MINUTES) * 60_000;
  const row: PreviewGrantsTable = {
    id,
    merchant_code: input.merchant,
    remote: input.remote,
    version: input.version ?? null,
    url: input.url ?? null,
    expires_at: new Date(expiresAt).toISOString(),
    created_at: new Date(now).toISOString(),
    created_by: ctx.actor,
    revoked_at: null,
    revoked_by: null,
    uses: 0,
    last_used_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('preview_grants').values(row).execute();
    await audit(trx, {
      actor: ctx.actor,
      action: 'preview.issue',
      target: `${input.merchant}/${input.remote}`,
      before: null,
      after: { id, version: row.version, url: row.url, expiresAt: row.expires_at },
    });
  });
  const token = signGrant(key, { id, merchant: row.merchant_code, remote: row.remote, version: row.version, url: row.url, expiresAt });
  const link = `${origin}${path}?merchant=${encodeURIComponent(input.merchant)}&${PREVIEW_QUERY}=${encodeURIComponent(token)}`;
  return { grant: grantView(row), token, link };
}

export async function listPreviewGrants(db: Kysely<DB>, merchant: string | undefined, now = new Date()): Promise<TPreviewGrant[]> {
  const rows = await db
    .selectFrom('preview_grants')
    .selectAll()
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .$if(merchant !== undefined, (q) => q.where('merchant_code', '=', merchant ?? ''))
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map(grantView);
}

export async function revokePreviewGrant(ctx: TAdminContext, id: string): Promise<TPreviewGrant> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('preview_grants').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.revoked_at) return grantView(row);
    const at = new Date().toISOString();
    await trx.updateTable('preview_grants').set({ revoked_at: at, revoked_by: ctx.actor }).where('id', '=', id).execute();
    await audit(trx, { actor: ctx.actor, action: 'preview.revoke', target: `${row.merchant_code}/${row.remote}`, before: { id }, after: null });
    return grantView({ ...row, revoked_at: at, revoked_by: ctx.actor });
  });
}

/** A grant that applies to this merchant now: the registry entry it puts in place and what the badge shows. */
export interface TAppliedPreview {
  grantId: string;
  remote: TRegistryRemote;
  info: TPreviewInfo;
  /** A URL preview's origin: the page's CSP lets scripts come from it. */
  origin: string | null;
}

function entryIntegrity(integrity: string | null): { integrity?: string } {
  const hash = integrity ? parseJson<Record<string, string>>(integrity, {})['remoteEntry.js'] : undefined;
  return hash ? { integrity: hash } : {};
}

function registryRemote(
  name: string,
  version: string,
  entry: string,
  row: { routes: string; titles: string | null },
  integrity: string | null,
): TRegistryRemote {
  return {
    name: name as TRegistryRemote['name'],
    version,
    entry,
    canary: false,
    routes: parseJson<TRouteMeta[]>(row.routes, []),
    ...(row.titles ? { titles: parseJson<TRouteTitles>(row.titles, {}) } : {}),
    ...entryIntegrity(integrity),
  };
}

/**
 * Checks a presented token for `merchant` now, with every gate of issue again (a version that
 * failed since, an origin taken off the allowlist, a revoked grant): the grant that applies, or an
 * ApiError (4xx) saying why not. `use` says how the device presented it, for the grant's count and
 * the audit (a link opened is audited; the cookie of later pages is counted).
 */
export async function checkPreview(
  db: Kysely<DB>,
  key: Buffer,
  token: string,
  merchant: string,
  use: { audit: boolean; ip: string } | null,
  now = Date.now(),
): Promise<TAppliedPreview> {
  const claims = readGrant(key, token);
  if (!claims) throw new ApiError('PREVIEW_GRANT_INVALID');
  if (claims.expiresAt <= now) throw new ApiError('PREVIEW_GRANT_EXPIRED', { expiresAt: new Date(claims.expiresAt).toISOString() });
  if (claims.merchant !== merchant) throw new ApiError('PREVIEW_GRANT_WRONG_MERCHANT', { merchant });
  const row = await db.selectFrom('preview_grants').selectAll().where('id', '=', claims.id).executeTakeFirst();
  if (
    !row ||
    row.revoked_at ||
    row.merchant_code !== claims.merchant ||
    row.remote !== claims.remote ||
    row.version !== claims.version ||
    row.url !== claims.url
  ) {
    throw new ApiError('PREVIEW_GRANT_INVALID');
  }
  let remote: TRegistryRemote;
  let origin: string | null = null;
  if (row.version !== null) {
    const version = await versionRow(db, row.remote, row.version);
    const refusal = versionRefusal(version);
    if (refusal || !version) throw new ApiError('PREVIEW_VERSION_REFUSED', { remote: row.remote, version: row.version, reason: refusal });
    remote = registryRemote(row.remote, version.version, version.entry, version, version.integrity);
  } else {
    origin = originOf(row.url ?? '');
    if (!origin || !(await originAllowed(db, merchant, origin))) throw new ApiError('PREVIEW_ORIGIN_NOT_ALLOWED', { origin });
    const source = await routesSource(db, merchant, row.remote);
    if (!source) throw new ApiError('PREVIEW_VERSION_REFUSED', { remote: row.remote, version: null, reason: 'not-published' });
    // A dev server's files change under the same URL: no integrity hash.
    remote = registryRemote(row.remote, URL_PREVIEW_VERSION, row.url ?? '', source, null);
  }
  if (use) {
    const at = new Date(now).toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('preview_grants')
        .set((eb) => ({ uses: eb('uses', '+', 1), last_used_at: at }))
        .where('id', '=', row.id)
        .execute();
      if (use.audit) {
        await audit(trx, {
          actor: `preview:${row.id}`,
          action: 'preview.use',
          target: `${row.merchant_code}/${row.remote}`,
          before: null,
          after: { ip: use.ip },
        });
      }
    });
  }
  return { grantId: row.id, remote, origin, info: { remote: row.remote, version: row.version, url: row.url, expiresAt: row.expires_at } };
}

/** The registry with the preview's remote in place of the merchant's (or added, for a remote the merchant has not enabled). */
export function applyPreview(registry: TRegistry, preview: TAppliedPreview): TRegistry {
  const at = registry.remotes.findIndex((r) => r.name === preview.remote.name);
  const remotes = at >= 0 ? registry.remotes.map((r, i) => (i === at ? preview.remote : r)) : [...registry.remotes, preview.remote];
  return { ...registry, remotes };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The page's CSP with `origins` added where a remote's code, styles, requests (and a dev server's
 * hot-reload socket) come from. Only pages whose preview applies, or a development server, get it;
 * every other page keeps the strict default.
 */
export function cspWithOrigins(origins: readonly string[]): string {
  const extra = [...new Set(origins)];
  const sockets = extra.map((o) => o.replace(/^http/, 'ws'));
  const add: Record<string, string[]> = { scriptSrc: extra, styleSrc: extra, imgSrc: extra, fontSrc: extra, connectSrc: [...extra, ...sockets] };
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${kebab(name)} ${[...values, ...(add[name] ?? [])].join(' ')}`)
    .join(';');
}

/** What a development server's pages allow besides 'self': a developer's remote on this machine. */
export const DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;
