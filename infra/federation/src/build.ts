import { rspack, type Configuration, type MultiStats, type Stats } from '@rspack/core';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { delimiter, isAbsolute, join, relative, sep } from 'node:path';
import { routeTitles, ZRoutesManifest, type TLocales, type TRouteMeta, type TRemoteName, type TRoutesManifest } from '@tessera/contract';
import { appInfo, APP_NAMES, type TAppName } from './apps';
import { precompress } from './compress';
import { addStartupPreloads } from './preload';
import { writeRemotePreloads } from './remotePreload';
import { buildServiceWorker } from './serviceWorker';
import { REPO_ROOT } from './shared';
import type { TBuildMode } from './config';

/** What a remote's src/routes.ts exports: its route metadata, free of components. */
interface TRoutesModule {
  requires: { platform: string };
  routes: TRouteMeta[];
}

const REPO_MODULES = join(REPO_ROOT, 'node_modules');

/**
 * A checkout outside the repository (`npm run release -- --source <dir>`) has no node_modules of
 * its own: Node's require of its rspack.config.ts, routes.ts and locales.ts (and of what they
 * import) looks for '@tessera/federation', '@tessera/contract'… from that folder up, and never
 * reaches the repository's. The repository's node_modules joins Node's global search paths
 * (NODE_PATH, re-read by Module._initPaths: searched after every folder's own node_modules, so a
 * source inside the repository, or one with its own node_modules, resolves as before). Once per
 * process; the rspack build resolves the same folder through `resolve.modules` (release.ts).
 */
export function resolveThroughRepository(dir: string): void {
  const rel = relative(REPO_ROOT, dir);
  if (rel && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)) return;
  const paths = (process.env.NODE_PATH ?? '').split(delimiter).filter(Boolean);
  if (paths.includes(REPO_MODULES)) return;
  process.env.NODE_PATH = [...paths, REPO_MODULES].join(delimiter);
  (Module as unknown as { _initPaths(): void })._initPaths();
}

/** Each app's own rspack.config.ts (a function of the mode that calls createAppConfig). */
export function appConfig(name: TAppName, mode: TBuildMode, dir: string = appInfo(name).dir): Configuration {
  resolveThroughRepository(dir);
  const file = join(dir, 'rspack.config.ts');
  const mod = require(file) as { default: (mode: TBuildMode) => Configuration };
  return mod.default(mode);
}

export function run(configs: Configuration[]): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    rspack(configs, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('rspack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/**
 * Writes routes.json (ZRoutesManifest: routes and their titles) next to remoteEntry.js: the registry
 * serves it. `source` and `version` default to the remote's own folder and package.json version (a
 * release may build another checkout of it, or a version it was told). Returns the manifest.
 */
export async function writeRoutesManifest(
  name: TRemoteName,
  outDir: string = appInfo(name).outDir,
  source: string = appInfo(name).dir,
  version: string = appInfo(name).version,
): Promise<TRoutesManifest> {
  resolveThroughRepository(source);
  const routesFile = join(source, 'src', 'routes.ts');
  const localesFile = join(source, 'src', 'locales.ts');
  // Watch mode rebuilds: read the files as they are now, not as first loaded.
  delete require.cache[routesFile];
  delete require.cache[localesFile];
  const mod = (await import(routesFile)) as TRoutesModule;
  const { locales } = (await import(localesFile)) as { locales: TLocales };
  const titles = routeTitles(mod.routes, locales);
  const manifest = ZRoutesManifest.parse({ name, version, requires: mod.requires, routes: mod.routes, titles });
  writeFileSync(join(outDir, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface TBuildResult {
  name: TAppName;
  outDir: string;
  version: string;
}

/** After rspack: the shell's startup preloads, each remote's routes.json, and .br/.gz siblings. */
async function finish(name: TAppName, stats: Stats | undefined, compress: boolean): Promise<TBuildResult> {
  const app = appInfo(name);
  if (!existsSync(app.outDir)) mkdirSync(app.outDir, { recursive: true });
  if (name === 'shell' && stats) {
    addStartupPreloads(app.outDir, stats);
    await buildServiceWorker(app.outDir, stats.compilation.options.mode === 'development' ? 'development' : 'production');
  }
  if (name !== 'shell') await writeRoutesManifest(name);
  // Before precompress: the SRI hashes are of the files as built.
  if (name !== 'shell' && stats) writeRemotePreloads(app.outDir, stats);
  if (compress) precompress(app.outDir);
  return { name, outDir: app.outDir, version: app.version };
}

export async function build(names: readonly TAppName[] = APP_NAMES, mode: TBuildMode = 'production'): Promise<TBuildResult[]> {
  const multi = await run(names.map((name) => appConfig(name, mode)));
  const results: TBuildResult[] = [];
  for (const [i, name] of names.entries()) results.push(await finish(name, multi.stats[i], true));
  return results;
}

/**
 * Development builds that rebuild on every change (each app into its usual dist folder, without
 * precompression). Calls `onBuilt` after each round; returns a function that stops watching.
 */
export function watch(names: readonly TAppName[], onBuilt: (built: TBuildResult[], errors: string | null) => void): () => void {
  const compiler = rspack(names.map((name) => appConfig(name, 'development')));
  const watching = compiler.watch({ aggregateTimeout: 200 }, (err, multi) => {
    if (err || !multi) return onBuilt([], err ? err.message : 'rspack returned no stats');
    if (multi.hasErrors()) return onBuilt([], multi.toString({ all: false, errors: true, colors: false }));
    const rounds = multi.stats.map((stats) => finish(stats.compilation.name as TAppName, stats, false));
    Promise.all(rounds).then(
      (built) => onBuilt(built, null),
      (e: unknown) => onBuilt([], e instanceof Error ? e.message : String(e)),
    );
  });
  return () => watching.close(() => {});
}
