import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type TRemoteName } from '@tessera/contract';
import { REPO_ROOT } from './shared';

export type TAppName = 'shell' | TRemoteName;
export const APP_NAMES: readonly TAppName[] = ['shell', ...REMOTE_NAMES];

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
