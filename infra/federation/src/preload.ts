import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stats } from '@rspack/core';

const MARKER = '<!--tessera:boot-->';

/**
 * Adds <link rel="preload"> for every script and stylesheet the shell needs before its first
 * render — the 'bootstrap' chunk group and the shared modules the host provides itself — so the
 * browser fetches them in parallel with main.js instead of after it (one round trip less).
 */
export function addStartupPreloads(shellDir: string, stats: Stats): string[] {
  const json = stats.toJson({ all: false, chunkGroups: true, publicPath: true });
  const group = json.namedChunkGroups?.bootstrap;
  const manifest = JSON.parse(readFileSync(join(shellDir, 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const files = new Set<string>([...(group?.assets ?? []).map((a) => a.name), ...manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.css.sync])]);
  const links = [...files]
    .filter((f) => /\.(js|css)$/.test(f))
    .sort()
    .map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" href="/${f}">` : `<link rel="preload" as="script" href="/${f}">`));
  const file = join(shellDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  if (!html.includes(MARKER)) throw new Error(`${file} lacks ${MARKER}`);
  writeFileSync(file, html.replace(MARKER, `${links.join('\n    ')}\n    ${MARKER}`));
  return [...files];
}
