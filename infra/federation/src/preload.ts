import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stats } from '@rspack/core';

const MARKER = '<!--tessera:boot-->';

/**
 * Adds <link rel="preload"> for every script and stylesheet the shell needs before its first
 * render — the 'bootstrap' chunk group and the shared modules the host provides itself — so the
 * browser fetches them in parallel with main.js instead of after it (one round trip less).
 * Scripts at low priority, like main.js itself (defer): none is needed for the page's first paint
 * (home's is drawn by the HTML), so on a slow link the CSS and the LCP image go first.
 */
export function addStartupPreloads(shellDir: string, stats: Stats): string[] {
  const json = stats.toJson({ all: false, chunkGroups: true, publicPath: true, chunks: true, chunkOrigins: true });
  // The host's own consumes resolve to the modules it provides, so a chunk that only a consume's
  // fallback loads (a second copy of react-dom, of the data layer) is never fetched: preloading it
  // would cost its bytes for nothing.
  const fallbackOnly = new Set(
    (json.chunks ?? [])
      .filter((c) => (c.origins ?? []).length > 0 && (c.origins ?? []).every((o) => /^consume shared module /.test(o.moduleName ?? '')))
      .flatMap((c) => [...(c.files ?? [])]),
  );
  const group = json.namedChunkGroups?.bootstrap;
  const manifest = JSON.parse(readFileSync(join(shellDir, 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const files = new Set<string>([...(group?.assets ?? []).map((a) => a.name), ...manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.css.sync])]);
  const links = [...files]
    .filter((f) => /\.(js|css)$/.test(f) && !fallbackOnly.has(f))
    .sort()
    .map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" href="/${f}">` : `<link rel="preload" as="script" href="/${f}" fetchpriority="low">`));
  const file = join(shellDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  if (!html.includes(MARKER)) throw new Error(`${file} lacks ${MARKER}`);
  writeFileSync(file, html.replace(MARKER, `${links.join('\n    ')}\n    ${MARKER}`));
  return [...files];
}
