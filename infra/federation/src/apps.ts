import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareRemoteNames, isRemoteName, type TRemoteName } from '@tessera/contract';
import { REPO_ROOT } from './shared';

export type TAppName = 'shell' | TRemoteName;

/**
 * The remotes this repository holds: every workspace `mfe-<name>` of the root package.json (the
 * spec's six first, then by name). `npm run new -- remote <name>` adds one; nothing else lists them.
 * None for the packed @tessera/federation a team installs (it builds the remote in its own folder).
 */
export function repoRemotes(root: string = REPO_ROOT): TRemoteName[] {
  // Installed as a package (npm run packages) outside any repository: no remotes of its own.
  if (!existsSync(join(root, 'package.json'))) return [];
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return workspaces
    .map((w) => /^mfe-(.+)$/.exec(w)?.[1])
    .filter((name): name is string => name !== undefined && isRemoteName(name))
    .sort(compareRemoteNames);
}

/** The repository's remotes (repoRemotes). */
export const REMOTE_APPS: readonly TRemoteName[] = repoRemotes();
export const APP_NAMES: readonly TAppName[] = ['shell', ...REMOTE_APPS];

export interface TAppInfo {
  name: TAppName;
  dir: string;
  version: string;
  /** Where the build goes: dist/shell or dist/remotes/<name>/<version>. */
  outDir: string;
}

export const DIST_DIR = process.env.DIST_DIR ?? join(REPO_ROOT, 'dist');

export function appInfo(name: TAppName): TAppInfo {
  const dir = join(REPO_ROOT, name === 'shell' ? 'shell' : `mfe-${name}`);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const outDir = name === 'shell' ? join(DIST_DIR, 'shell') : join(DIST_DIR, 'remotes', name, version);
  return { name, dir, version, outDir };
}

/** Global name of a remote's container (what remoteEntry.js assigns). */
export function containerName(remote: TRemoteName): string {
  return `tessera_${remote}`;
}
