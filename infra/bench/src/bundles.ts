import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST_DIR, gzipSize } from './util';

export interface TRemoteEntrySize {
  name: string;
  version: string;
  /** dist-relative folder, e.g. remotes/home/1.0.0 */
  dir: string;
  entryRaw: number;
  entryGzip: number;
  /** Every .js file of that version (entry + chunks). */
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
}

export interface TShellAssetsSize {
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  cssFiles: number;
  cssRaw: number;
  cssGzip: number;
}

const dirs = (path: string) =>
  readdirSync(path)
    .filter((n) => statSync(join(path, n)).isDirectory())
    .sort();

/** All files under dir with the given extension (not the .br/.gz siblings), recursively. */
function filesWithExt(dir: string, ext: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) found.push(...filesWithExt(p, ext));
    else if (name.endsWith(ext)) found.push(p);
  }
  return found;
}

function sumSizes(files: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const body = readFileSync(f);
    raw += body.length;
    gzip += gzipSize(body);
  }
  return { raw, gzip };
}

/** remoteEntry.js and whole-version JS sizes of every dist/remotes/<name>/<version>/. */
export function measureRemoteEntries(distDir = DIST_DIR): TRemoteEntrySize[] {
  const root = join(distDir, 'remotes');
  if (!existsSync(root)) throw new Error(`${root} does not exist: build first (or drop --skip-build)`);
  const rows: TRemoteEntrySize[] = [];
  for (const name of dirs(root)) {
    for (const version of dirs(join(root, name))) {
      const dir = join(root, name, version);
      const entry = join(dir, 'remoteEntry.js');
      const entryBody = existsSync(entry) ? readFileSync(entry) : null;
      const js = filesWithExt(dir, '.js');
      const total = sumSizes(js);
      rows.push({
        name,
        version,
        dir: relative(distDir, dir),
        entryRaw: entryBody ? entryBody.length : 0,
        entryGzip: entryBody ? gzipSize(entryBody) : 0,
        jsFiles: js.length,
        jsRaw: total.raw,
        jsGzip: total.gzip,
      });
    }
  }
  return rows;
}

/** Totals of dist/shell/assets (all the shell's chunks, loaded or not). */
export function measureShellAssets(distDir = DIST_DIR): TShellAssetsSize | null {
  const dir = join(distDir, 'shell', 'assets');
  if (!existsSync(dir)) return null;
  const js = filesWithExt(dir, '.js');
  const css = filesWithExt(dir, '.css');
  const j = sumSizes(js);
  const c = sumSizes(css);
  return { jsFiles: js.length, jsRaw: j.raw, jsGzip: j.gzip, cssFiles: css.length, cssRaw: c.raw, cssGzip: c.gzip };
}
