import { REMOTE_NAMES, ZRoutesManifest, type TRemoteName } from '@tessera/shared-contracts/node';
import type { Kysely } from 'kysely';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DB } from './schema';

export interface TPublishResult {
  published: { remote: TRemoteName; version: string }[];
  skipped: { dir: string; reason: string }[];
}

const subdirs = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** The URL a published remote version's entry is served at. */
export function remoteEntryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/remoteEntry.js`;
}

/**
 * Registers every built remote version found under `${distDir}/remotes/<name>/<version>/`
 * (routes.json + remoteEntry.js) in remote_versions. Safe to run again: a version already
 * published keeps its publishedAt, its routes are refreshed. Called at start and by release scripts.
 */
export async function publishRemoteVersions(db: Kysely<DB>, distDir: string): Promise<TPublishResult> {
  const result: TPublishResult = { published: [], skipped: [] };
  const root = join(distDir, 'remotes');
  for (const name of subdirs(root)) {
    for (const version of subdirs(join(root, name))) {
      const dir = join(root, name, version);
      const skip = (reason: string) => result.skipped.push({ dir, reason });
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
        skip(`unknown remote name ${name}`);
        continue;
      }
      const manifestFile = join(dir, 'routes.json');
      if (!existsSync(manifestFile)) {
        skip('no routes.json');
        continue;
      }
      if (!existsSync(join(dir, 'remoteEntry.js')) || !statSync(join(dir, 'remoteEntry.js')).isFile()) {
        skip('no remoteEntry.js');
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(manifestFile, 'utf8'));
      } catch (err) {
        skip(`routes.json is not JSON: ${(err as Error).message}`);
        continue;
      }
      const parsed = ZRoutesManifest.safeParse(raw);
      if (!parsed.success) {
        skip(`routes.json does not match ZRoutesManifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        continue;
      }
      const manifest = parsed.data;
      if (manifest.name !== name || manifest.version !== version) {
        skip(`routes.json says ${manifest.name}@${manifest.version}, folder says ${name}@${version}`);
        continue;
      }
      const row = {
        remote: name,
        version,
        entry: remoteEntryUrl(name, version),
        routes: JSON.stringify(manifest.routes),
        requires_platform: manifest.requires.platform,
        titles: manifest.titles ? JSON.stringify(manifest.titles) : null,
        published_at: new Date().toISOString(),
      };
      await db
        .insertInto('remote_versions')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['remote', 'version']).doUpdateSet({ entry: row.entry, routes: row.routes, requires_platform: row.requires_platform, titles: row.titles }),
        )
        .execute();
      result.published.push({ remote: manifest.name, version });
    }
  }
  return result;
}
