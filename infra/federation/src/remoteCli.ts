import type { Configuration } from '@rspack/core';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TRemoteName } from '@tessera/contract';
import { run, writeRoutesManifest } from './build';
import { precompress } from './compress';
import { writeRemotePreloads } from './remotePreload';
import type { TBuildMode } from './config';

/**
 * `tessera-remote`: the build of a remote in its own repository (templates/remote, installed from
 * the platform's packages; docs/remote-outside.md). Run in the remote's folder; its package.json
 * names the remote (`"tessera": { "remote": "<name>" }`) and its version.
 */

export interface TRemoteProject {
  dir: string;
  name: string;
  version: string;
}

/** A remote's name: a lowercase letter, then 1–23 lowercase letters or digits (the contract's ZRemoteName). */
const REMOTE_NAME = /^[a-z][a-z0-9]{1,23}$/;

export class RemoteProjectError extends Error {
  override name = 'RemoteProjectError';
}

/** The remote a folder holds: package.json's tessera.remote and version, and its rspack.config.ts. */
export function remoteProject(dir: string): TRemoteProject {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) throw new RemoteProjectError(`no package.json in ${dir}: run this in the remote's folder`);
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; tessera?: { remote?: string } };
  const name = pkg.tessera?.remote;
  if (!name || !REMOTE_NAME.test(name))
    throw new RemoteProjectError(`package.json needs "tessera": { "remote": "<name>" } (a-z, 0-9), found ${JSON.stringify(name)}`);
  if (!pkg.version) throw new RemoteProjectError('package.json has no version');
  if (!existsSync(join(dir, 'rspack.config.ts'))) throw new RemoteProjectError(`no rspack.config.ts in ${dir}`);
  return { dir, name, version: pkg.version };
}

/** The remote's own rspack config (its rspack.config.ts calls createAppConfig with dir: __dirname). */
export function remoteConfig(project: TRemoteProject, mode: TBuildMode): Configuration {
  const mod = require(join(project.dir, 'rspack.config.ts')) as { default: (mode: TBuildMode) => Configuration };
  return mod.default(mode);
}

/** Builds the remote into <dir>/dist: remoteEntry.js and its chunks, routes.json, preloads, .br/.gz. */
export async function buildRemote(dir: string, mode: TBuildMode = 'production'): Promise<TRemoteProject & { outDir: string }> {
  const project = remoteProject(dir);
  const config = remoteConfig(project, mode);
  const outDir = config.output?.path ?? join(dir, 'dist');
  const multi = await run([config]);
  const stats = multi.stats[0];
  await writeRoutesManifest(project.name as TRemoteName, outDir, dir, project.version);
  if (stats) writeRemotePreloads(outDir, stats);
  if (mode === 'production') precompress(outDir);
  return { ...project, outDir };
}

const USAGE = "use: tessera-remote build [--development]   (in the remote's folder)";

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const dir = process.cwd();
  if (command === 'build') {
    const started = Date.now();
    const built = await buildRemote(dir, args.includes('--development') ? 'development' : 'production');
    process.stdout.write(
      `built ${built.name}@${built.version} → ${relative(dir, built.outDir) || built.outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return;
  }
  throw new RemoteProjectError(USAGE);
}

if (require.main === module || process.env.TESSERA_REMOTE_CLI === '1') {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
