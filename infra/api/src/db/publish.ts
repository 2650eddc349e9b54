import { isRemoteName, ZRoutesManifest, type TRemoteName } from '@tessera/contract';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DB, RemoteVersionsTable } from './schema';

export interface TPublishResult {
  published: { remote: TRemoteName; version: string }[];
  skipped: { dir: string; reason: string }[];
}

/** What `npm run release` writes beside routes.json: how the version was built and tested. */
export interface TReleaseInfo {
  name: string;
  version: string;
  builtAt: string;
  contract: { result: 'passed' | 'failed'; detail: string | null };
}

/** Files of a version folder that the browser never loads: not integrity-checked. */
const NOT_SERVED = new Set(['routes.json', 'release.json']);
/** Precompressed siblings (.br/.gz) carry the same bytes once decoded: the browser checks those. */
const PRECOMPRESSED = /\.(br|gz)$/;

const subdirs = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
        .map((d) => d.name)
    : [];

/** The URL a published remote version's entry is served at. */
export function remoteEntryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/remoteEntry.js`;
}

/** SRI hash ('sha384-<base64>') of bytes: what a script tag's integrity attribute takes. */
export function sriHash(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Every served file of a version folder (relative path → SRI hash), sorted by path. */
export function folderIntegrity(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(out, folderIntegrity(join(dir, entry.name), rel));
    else if (entry.isFile() && !NOT_SERVED.has(rel) && !PRECOMPRESSED.test(entry.name)) out[rel] = sriHash(readFileSync(join(dir, entry.name)));
  }
  return out;
}

/** One hash over a version's file hashes: equal exactly when every served byte is equal. */
export function contentHash(integrity: Record<string, string>): string {
  const lines = Object.keys(integrity)
    .sort()
    .map((file) => `${file} ${integrity[file]}`);
  return `sha256-${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
}

type TFolderRow = Omit<RemoteVersionsTable, 'published_at'>;
type TFolderRead = { row: TFolderRow; reason: null } | { row: null; reason: string };

function readReleaseInfo(dir: string): TReleaseInfo | null | string {
  const file = join(dir, 'release.json');
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as TReleaseInfo;
    if (typeof info.builtAt !== 'string' || !info.contract || !['passed', 'failed'].includes(info.contract.result)) return 'release.json is incomplete';
    return info;
  } catch (err) {
    return `release.json is not JSON: ${(err as Error).message}`;
  }
}

/**
 * Reads one version folder: routes.json (ZRoutesManifest, naming this folder), remoteEntry.js and,
 * when `npm run release` built it, release.json. A released folder gets its files hashed (the
 * browser checks the entry against that); a plain build (`npm run build`, `npm run dev`) is
 * rebuilt in place, so it is not pinned to hashes and reports its contract as unknown.
 */
export function readVersionFolder(distDir: string, name: string, version: string): TFolderRead {
  const dir = join(distDir, 'remotes', name, version);
  const skip = (reason: string): TFolderRead => ({ row: null, reason });
  if (!isRemoteName(name))
    return skip(`${JSON.stringify(name)} is not a remote name (a lowercase letter, then 1–23 lowercase letters or digits, not reserved)`);
  if (!existsSync(dir)) return skip(`no folder ${join('remotes', name, version)} in the served dist`);
  const manifestFile = join(dir, 'routes.json');
  if (!existsSync(manifestFile)) return skip('no routes.json');
  if (!existsSync(join(dir, 'remoteEntry.js')) || !statSync(join(dir, 'remoteEntry.js')).isFile()) return skip('no remoteEntry.js');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (err) {
    return skip(`routes.json is not JSON: ${(err as Error).message}`);
  }
  const parsed = ZRoutesManifest.safeParse(raw);
  if (!parsed.success) {
    return skip(`routes.json does not match ZRoutesManifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const manifest = parsed.data;
  if (manifest.name !== name || manifest.version !== version)
    return skip(`routes.json says ${manifest.name}@${manifest.version}, folder says ${name}@${version}`);
  const release = readReleaseInfo(dir);
  if (typeof release === 'string') return skip(release);
  const integrity = release ? folderIntegrity(dir) : null;
  return {
    reason: null,
    row: {
      remote: name,
      version,
      entry: remoteEntryUrl(name, version),
      routes: JSON.stringify(manifest.routes),
      requires_platform: manifest.requires.platform,
      titles: manifest.titles ? JSON.stringify(manifest.titles) : null,
      integrity: integrity ? JSON.stringify(integrity) : null,
      content_hash: integrity ? contentHash(integrity) : null,
      contract_result: release ? release.contract.result : 'unknown',
      contract_detail: release ? release.contract.detail : null,
      built_at: release ? release.builtAt : null,
    },
  };
}

export type TPublishOne = { status: 'published' | 'unchanged'; row: TFolderRow } | { status: 'refused'; reason: string; immutable: boolean };

/**
 * Publishes one version folder. A released version is immutable: publishing it again with the same
 * bytes changes nothing, with other bytes is refused (the published hashes stay, so a file changed
 * on disk fails in the browser). A plain build may be republished (its routes refresh).
 */
export async function publishVersionFolder(db: Kysely<DB>, distDir: string, name: string, version: string): Promise<TPublishOne> {
  const read = readVersionFolder(distDir, name, version);
  if (!read.row) return { status: 'refused', reason: read.reason, immutable: false };
  const row = read.row;
  const existing = await db.selectFrom('remote_versions').select(['content_hash']).where('remote', '=', name).where('version', '=', version).executeTakeFirst();
  if (existing?.content_hash) {
    if (existing.content_hash === row.content_hash) return { status: 'unchanged', row };
    return {
      status: 'refused',
      immutable: true,
      reason: `${name}@${version} is published with other files (${existing.content_hash}); versions are immutable: bump the version and release again`,
    };
  }
  const update = { ...row } as Partial<TFolderRow>;
  delete update.remote;
  delete update.version;
  await db
    .insertInto('remote_versions')
    .values({ ...row, published_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['remote', 'version']).doUpdateSet(update))
    .execute();
  return { status: existing && !row.content_hash ? 'unchanged' : 'published', row };
}

/**
 * Registers every built remote version found under `${distDir}/remotes/<name>/<version>/` in
 * remote_versions (publishVersionFolder for each). Safe to run again: a version already published
 * keeps its publishedAt. Called at start; `npm run release` publishes one version to a running server.
 */
export async function publishRemoteVersions(db: Kysely<DB>, distDir: string): Promise<TPublishResult> {
  const result: TPublishResult = { published: [], skipped: [] };
  const root = join(distDir, 'remotes');
  for (const name of subdirs(root)) {
    for (const version of subdirs(join(root, name))) {
      const outcome = await publishVersionFolder(db, distDir, name, version);
      if (outcome.status === 'refused') result.skipped.push({ dir: join(root, name, version), reason: outcome.reason });
      else result.published.push({ remote: name, version });
    }
  }
  return result;
}
