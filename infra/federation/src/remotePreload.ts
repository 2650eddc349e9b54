import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stats } from '@rspack/core';

/** One file the page should fetch early: its URL relative to the remote's folder and its SRI hash. */
export interface TPreloadFile {
  file: string;
  as: 'script' | 'style';
  integrity: string;
}

/**
 * preload.json beside a remote's remoteEntry.js: what the server preloads in the HTML of a page the
 * remote owns, so the browser fetches it in parallel with the shell instead of after remoteEntry.js.
 * `expose`: the ./remote module's own files. `pages`: each chunk group named `page-<route>` (a
 * `webpackChunkName` on the page's lazy import), keyed by <route> ('home' for /m/home and its aliases).
 * Remote chunks load with crossorigin=anonymous and an integrity hash (SRI): a preload matches them only
 * with the same two attributes, so the hash is written here.
 */
export interface TRemotePreload {
  expose: TPreloadFile[];
  pages: Record<string, TPreloadFile[]>;
}

export const PAGE_CHUNK_PREFIX = 'page-';

function sri(dir: string, file: string): string {
  return `sha384-${createHash('sha384')
    .update(readFileSync(join(dir, file)))
    .digest('base64')}`;
}

function describe(dir: string, files: readonly string[]): TPreloadFile[] {
  return files
    .filter((f) => /\.(js|css)$/.test(f))
    .map((file) => ({ file, as: file.endsWith('.css') ? ('style' as const) : ('script' as const), integrity: sri(dir, file) }));
}

export function remotePreloads(outDir: string, stats: Stats): TRemotePreload {
  const json = stats.toJson({ all: false, chunkGroups: true });
  const groups = json.namedChunkGroups ?? {};
  const filesOf = (name: string) => (groups[name]?.assets ?? []).map((a) => a.name);
  const exposeGroup = Object.keys(groups).find((n) => n.startsWith('__federation_expose_'));
  const pages: Record<string, TPreloadFile[]> = {};
  for (const name of Object.keys(groups).sort()) {
    if (name.startsWith(PAGE_CHUNK_PREFIX)) pages[name.slice(PAGE_CHUNK_PREFIX.length)] = describe(outDir, filesOf(name));
  }
  return { expose: exposeGroup ? describe(outDir, filesOf(exposeGroup)) : [], pages };
}

export function writeRemotePreloads(outDir: string, stats: Stats): TRemotePreload {
  const preload = remotePreloads(outDir, stats);
  writeFileSync(join(outDir, 'preload.json'), `${JSON.stringify(preload, null, 2)}\n`);
  return preload;
}
