import { compareVersions, PLATFORM_VERSION, REMOTE_NAMES, satisfies, type TRegistry, type TRegistryRemote, type TRouteMeta, type TRouteTitles } from '@tessera/shared-contracts';
import type { TPublishedVersion } from '../types';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { canaryBucket } from '../lib/hash';
import { parseJson } from '../lib/json';

export async function publishedVersions(db: Kysely<DB>, remote?: string): Promise<TPublishedVersion[]> {
  const rows = await db
    .selectFrom('remote_versions')
    .selectAll()
    .$if(remote !== undefined, (q) => q.where('remote', '=', remote ?? ''))
    .execute();
  const order = (name: string) => (REMOTE_NAMES as readonly string[]).indexOf(name);
  return rows
    .filter((r) => order(r.remote) >= 0)
    .sort((a, b) => order(a.remote) - order(b.remote) || compareVersions(b.version, a.version))
    .map((r) => ({
      remote: r.remote as TPublishedVersion['remote'],
      version: r.version,
      entry: r.entry,
      publishedAt: r.published_at,
      routes: parseJson<TRouteMeta[]>(r.routes, []),
    }));
}

/** Why a remote was left out of a registry answer (the caller logs it). */
export interface TRegistryOmission {
  merchant: string;
  remote: string;
  version: string;
  reason: 'not-published' | 'platform-mismatch';
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
  const rows = await db.selectFrom('merchant_remotes').selectAll().where('merchant_code', '=', merchant).where('enabled', '=', 1).execute();
  const names = rows.map((r) => r.remote);
  const versions = names.length
    ? await db.selectFrom('remote_versions').selectAll().where('remote', 'in', names).execute()
    : [];
  const published = new Map(versions.map((v) => [`${v.remote}@${v.version}`, v]));
  const order = (name: string) => (REMOTE_NAMES as readonly string[]).indexOf(name);

  const remotes: TRegistryRemote[] = [];
  for (const r of rows.filter((x) => order(x.remote) >= 0).sort((a, b) => order(a.remote) - order(b.remote))) {
    const canaryRow = r.canary_version ? published.get(`${r.remote}@${r.canary_version}`) : undefined;
    const inCanary = canaryRow !== undefined && r.canary_percent > 0 && cid !== undefined && canaryBucket(cid, r.remote) < r.canary_percent;
    const chosen = inCanary ? canaryRow : published.get(`${r.remote}@${r.version}`);
    if (!chosen) {
      onOmit({ merchant, remote: r.remote, version: r.version, reason: 'not-published' });
      continue;
    }
    if (!satisfies(PLATFORM_VERSION, chosen.requires_platform)) {
      onOmit({ merchant, remote: r.remote, version: chosen.version, reason: 'platform-mismatch' });
      continue;
    }
    remotes.push({
      name: r.remote as TRegistryRemote['name'],
      version: chosen.version,
      entry: chosen.entry,
      canary: inCanary,
      routes: parseJson<TRouteMeta[]>(chosen.routes, []),
      ...(chosen.titles ? { titles: parseJson<TRouteTitles>(chosen.titles, {}) } : {}),
    });
  }
  return { merchant, platform: PLATFORM_VERSION, remotes };
}
