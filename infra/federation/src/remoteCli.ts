import type { Configuration } from '@rspack/core';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRemoteName } from '@tessera/contract';
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

export class RemoteProjectError extends Error {
  override name = 'RemoteProjectError';
}

/** The remote a folder holds: package.json's tessera.remote and version, and its rspack.config.ts. */
export function remoteProject(dir: string): TRemoteProject {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) throw new RemoteProjectError(`no package.json in ${dir}: run this in the remote's folder`);
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; tessera?: { remote?: string } };
  const name = pkg.tessera?.remote;
  if (!name || !isRemoteName(name))
    throw new RemoteProjectError(
      `package.json needs "tessera": { "remote": "<name>" } (a lowercase letter, then 1–23 of a-z, 0-9; not a reserved name), found ${JSON.stringify(name)}`,
    );
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
  await writeRoutesManifest(project.name, outDir, dir, project.version);
  if (stats) writeRemotePreloads(outDir, stats);
  if (mode === 'production') precompress(outDir);
  return { ...project, outDir };
}

const USAGE = "use: tessera-remote build [--development] | dev [--server <url>] [--port <n>]   (in the remote's folder)";

function optionOf(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

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
  if (command === 'dev') {
    // The hot-reloading dev server against a running shell (devServer.ts), for this folder's remote.
    const project = remoteProject(dir);
    const port = optionOf(args, 'port') ?? process.env.DEV_PORT;
    const { startDevServer } = require('./devServer') as {
      startDevServer: (o: {
        name: string;
        source: string;
        server?: string | undefined;
        port?: number | undefined;
      }) => Promise<{ url: string; close(): Promise<void> }>;
    };
    const dev = await startDevServer({ name: project.name, source: dir, server: optionOf(args, 'server'), port: port ? Number(port) : undefined });
    const stop = () =>
      void dev.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
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
