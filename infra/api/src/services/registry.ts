import {
  compareRemoteNames,
  compareVersions,
  PLATFORM_VERSION,
  satisfies,
  type TRegistry,
  type TRegistryRemote,
  type TRouteMeta,
  type TRouteTitles,
} from '@tessera/contract';
import type { TPublishedVersionView } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB, RemoteVersionsTable } from '../db/schema';
import { canaryBucket } from '../lib/hash';
import { parseJson } from '../lib/json';

export async function publishedVersions(db: Kysely<DB>, remote?: string): Promise<TPublishedVersionView[]> {
  const rows = await db
    .selectFrom('remote_versions')
    .selectAll()
    .$if(remote !== undefined, (q) => q.where('remote', '=', remote ?? ''))
    .execute();
  return rows.sort((a, b) => compareRemoteNames(a.remote, b.remote) || compareVersions(b.version, a.version)).map(publishedView);
}

/** A remote_versions row as the operator API shows it (what was published, and whether it may be activated). */
export function publishedView(r: Omit<RemoteVersionsTable, 'published_at'> & { published_at?: string }): TPublishedVersionView {
  return {
    remote: r.remote,
    version: r.version,
    entry: r.entry,
    publishedAt: r.published_at ?? new Date().toISOString(),
    routes: parseJson<TRouteMeta[]>(r.routes, []),
    requiresPlatform: r.requires_platform,
    compatible: satisfies(PLATFORM_VERSION, r.requires_platform),
    contract: { result: r.contract_result, detail: r.contract_detail },
    builtAt: r.built_at,
    contentHash: r.content_hash,
    integrity: r.integrity ? parseJson<Record<string, string> | null>(r.integrity, null) : null,
  };
}

/** The Module Federation manifest a remote's build writes beside its entry (config.ts `manifest: true`). */
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/**
 * What a released version's published files give the registry: the entry's hash (the shell loads
 * the entry only with these bytes) and, when the version has one, the URL of its mf-manifest.json
 * beside the entry, for Module Federation tooling (docs/decisions/mf-manifest.md). A plain build
 * has no published file list: neither is named (its folder still serves the manifest).
 */
function publishedFiles(integrity: string, entry: string): { integrity?: string; manifest?: string } {
  const files = parseJson<Record<string, string>>(integrity, {});
  const hash = files['remoteEntry.js'];
  return {
    ...(hash ? { integrity: hash } : {}),
    ...(files[MF_MANIFEST_FILE] ? { manifest: `${entry.slice(0, entry.lastIndexOf('/') + 1)}${MF_MANIFEST_FILE}` } : {}),
  };
}

/** Why a remote was left out of a registry answer (the caller logs it). */
export interface TRegistryOmission {
  merchant: string;
  remote: string;
  version: string;
  reason: 'not-published' | 'platform-mismatch';
}

/** One pinned or canary version of a remote, ready to answer, or why it must be left out. */
type TChoice = { remote: TRegistryRemote; omission: null } | { remote: null; omission: TRegistryOmission };

/** A merchant's enabled remotes with their versions looked up and parsed: what every answer starts from. */
export interface TRegistrySource {
  merchant: string;
  remotes: { name: string; pinned: TChoice; canary: TChoice | null; canaryPercent: number }[];
}

/** Reads the merchant's enabled remotes and the published versions they name (two queries). */
export async function loadRegistrySource(db: Kysely<DB>, merchant: string): Promise<TRegistrySource> {
  const rows = await db.selectFrom('merchant_remotes').selectAll().where('merchant_code', '=', merchant).where('enabled', '=', 1).execute();
  const names = rows.map((r) => r.remote);
  const versions = names.length ? await db.selectFrom('remote_versions').selectAll().where('remote', 'in', names).execute() : [];
  const published = new Map(versions.map((v) => [`${v.remote}@${v.version}`, v]));

  const choice = (remote: string, version: string, canary: boolean): TChoice => {
    const row = published.get(`${remote}@${version}`);
    if (!row) return { remote: null, omission: { merchant, remote, version, reason: 'not-published' } };
    if (!satisfies(PLATFORM_VERSION, row.requires_platform)) return { remote: null, omission: { merchant, remote, version, reason: 'platform-mismatch' } };
    return {
      omission: null,
      remote: {
        name: remote,
        version: row.version,
        entry: row.entry,
        canary,
        routes: parseJson<TRouteMeta[]>(row.routes, []),
        ...(row.titles ? { titles: parseJson<TRouteTitles>(row.titles, {}) } : {}),
        // A released version: the shell loads its entry only with these exact bytes; MF tools read its manifest.
        ...(row.integrity ? publishedFiles(row.integrity, row.entry) : {}),
      },
    };
  };

  return {
    merchant,
    remotes: rows
      .sort((a, b) => compareRemoteNames(a.remote, b.remote))
      .map((r) => ({
        name: r.remote,
        pinned: choice(r.remote, r.version, false),
        // A canary whose version is not published is no canary: everyone gets the pinned version.
        canary: r.canary_version && published.has(`${r.remote}@${r.canary_version}`) ? choice(r.remote, r.canary_version, true) : null,
        canaryPercent: r.canary_percent,
      })),
  };
}

/** Which remotes of the source put this client in their canary (stable per cid and remote). */
export function canaryPlacement(source: TRegistrySource, cid: string | undefined): boolean[] {
  return source.remotes.map((r) => r.canary !== null && r.canaryPercent > 0 && cid !== undefined && canaryBucket(cid, r.name) < r.canaryPercent);
}

/** True when some remote of the source runs a canary (otherwise every client gets the same answer). */
export function hasCanary(source: TRegistrySource): boolean {
  return source.remotes.some((r) => r.canary !== null && r.canaryPercent > 0);
}

/** The registry answer for a placement (see canaryPlacement); left-out remotes are reported to onOmit. */
export function resolveRegistry(source: TRegistrySource, placement: boolean[], onOmit: (o: TRegistryOmission) => void = () => {}): TRegistry {
  const remotes: TRegistryRemote[] = [];
  source.remotes.forEach((r, i) => {
    const chosen = placement[i] && r.canary ? r.canary : r.pinned;
    if (chosen.remote) remotes.push(chosen.remote);
    else onOmit(chosen.omission);
  });
  return { merchant: source.merchant, platform: PLATFORM_VERSION, remotes };
}

/**
 * The merchant's enabled remotes as this client should load them. A client whose stable
 * hash(cid, remote) falls below canaryPercent gets the canary version; everyone else (and every
 * client without a cid) gets the pinned version. Remotes whose version is not published, or that
 * need another platform major, are left out.
 */
export async function buildRegistry(
  db: Kysely<DB>,
  merchant: string,
  cid: string | undefined,
  onOmit: (o: TRegistryOmission) => void = () => {},
): Promise<TRegistry> {
  const source = await loadRegistrySource(db, merchant);
  return resolveRegistry(source, canaryPlacement(source, cid), onOmit);
}
