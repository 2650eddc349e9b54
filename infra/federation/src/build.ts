import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTitles, ZRoutesManifest, type TLocales, type TRouteMeta, type TRemoteName } from '@tessera/shared-contracts';
import { appInfo, APP_NAMES, type TAppName } from './apps';
import { precompress } from './compress';
import { addStartupPreloads } from './preload';
import type { TBuildMode } from './config';

/** What a remote's src/routes.ts exports: its route metadata, free of components. */
interface TRoutesModule {
  requires: { platform: string };
  routes: TRouteMeta[];
}

/** Each app's own rspack.config.ts (a function of the mode that calls createAppConfig). */
function appConfig(name: TAppName, mode: TBuildMode): Configuration {
  const file = join(appInfo(name).dir, 'rspack.config.ts');
  const mod = require(file) as { default: (mode: TBuildMode) => Configuration };
  return mod.default(mode);
}

function run(configs: Configuration[]): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    rspack(configs, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('rspack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/** Writes routes.json (ZRoutesManifest: routes and their titles) next to remoteEntry.js: the registry serves it. */
async function writeRoutesManifest(name: TRemoteName): Promise<void> {
  const app = appInfo(name);
  const mod = (await import(join(app.dir, 'src', 'routes.ts'))) as TRoutesModule;
  const { locales } = (await import(join(app.dir, 'src', 'locales.ts'))) as { locales: TLocales };
  const titles = routeTitles(mod.routes, locales);
  const manifest = ZRoutesManifest.parse({ name, version: app.version, requires: mod.requires, routes: mod.routes, titles });
  writeFileSync(join(app.outDir, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface TBuildResult {
  name: TAppName;
  outDir: string;
  version: string;
}

export async function build(names: readonly TAppName[] = APP_NAMES, mode: TBuildMode = 'production'): Promise<TBuildResult[]> {
  const multi = await run(names.map((name) => appConfig(name, mode)));
  const results: TBuildResult[] = [];
  for (const [i, name] of names.entries()) {
    const app = appInfo(name);
    if (!existsSync(app.outDir)) mkdirSync(app.outDir, { recursive: true });
    const stats = multi.stats[i];
    if (name === 'shell' && stats) addStartupPreloads(app.outDir, stats);
    if (name !== 'shell') await writeRoutesManifest(name);
    precompress(app.outDir);
    results.push({ name, outDir: app.outDir, version: app.version });
  }
  return results;
}
