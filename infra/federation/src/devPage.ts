import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TRegistry, TRegistryRemote, TRoutesManifest } from '@tessera/contract';
import { REPO_ROOT } from './shared';

/** Where the dev server serves its own files: the remote's build and the refresh preamble. */
export const DEV_PREFIX = '/__tessera_dev/';
export const PREAMBLE_PATH = `${DEV_PREFIX}react-refresh.js`;
/**
 * A folder of the @tessera/federation package: beside src/ in the repository, beside dist/ in the
 * packed package (whose code runs from dist/cjs/).
 */
export function packageFolder(name: string, from: string = __dirname): string {
  const candidates = [join(from, '..', name), join(from, '..', '..', name)];
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}
export const REFRESH_SHIM = join(packageFolder('dev'), 'reactRefreshShim.js');
/** The version the registry names while a remote is served by the dev server. */
export const DEV_VERSION = 'dev';

export const devRemotePath = (name: string): string => `${DEV_PREFIX}${name}/`;
export const devEntry = (name: string): string => `${devRemotePath(name)}remoteEntry.js`;

/** The remote's registry entry while the dev server serves it: its dev entry, no integrity, its routes as the source has them. */
export function devRegistryRemote(manifest: TRoutesManifest): TRegistryRemote {
  return { name: manifest.name, version: DEV_VERSION, entry: devEntry(manifest.name), canary: false, routes: manifest.routes, titles: manifest.titles };
}

/** A registry with `dev` in place of the published remote of that name (or added, for a remote not yet activated). */
export function rewriteRegistry(registry: TRegistry, dev: TRegistryRemote): TRegistry {
  const present = registry.remotes.some((r) => r.name === dev.name);
  const remotes = present ? registry.remotes.map((r) => (r.name === dev.name ? dev : r)) : [...registry.remotes, dev];
  return { ...registry, remotes };
}

// ── The page ──────────────────────────────────────────────────────────────────────────────────

const BOOT_JSON = /(<script type="application\/json" id="tessera-boot">)([\s\S]*?)(<\/script>)/;
/** Tags of the shell's own files (/assets/…): a script with src, or a link with href. */
const SHELL_ASSET_TAG = /<(?:script\b[^>]*\bsrc="\/assets\/[^"]*"[^>]*>\s*<\/script>|link\b[^>]*\bhref="\/assets\/[^"]*"[^>]*>)/g;

/** JSON that is safe inside a <script> element (as the server writes it). */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The dev shell's tags for its own files, from its index.html. */
export function shellAssetTags(indexHtml: string): string[] {
  return indexHtml.match(SHELL_ASSET_TAG) ?? [];
}

/**
 * The running server's page as the dev server serves it: the React Refresh preamble first, the
 * inline registry naming the dev remote, no preloads of the remote's published files, and (with a
 * development shell) the dev shell's files in place of the server's.
 */
export function rewritePage(html: string, dev: TRegistryRemote, shellTags: string[] | null): string {
  let page = html.replace(BOOT_JSON, (whole, open: string, json: string, close: string) => {
    try {
      const boot = JSON.parse(json) as { registry?: TRegistry };
      if (!boot.registry || !Array.isArray(boot.registry.remotes)) return whole;
      return `${open}${scriptSafeJson({ ...boot, registry: rewriteRegistry(boot.registry, dev) })}${close}`;
    } catch {
      return whole;
    }
  });
  // The published version's preloads (with their SRI hashes) would only waste the bandwidth.
  const published = new RegExp(`<link\\b[^>]*\\bhref="/remotes/${dev.name}/[^"]*"[^>]*>\\s*`, 'g');
  page = page.replace(published, '');
  if (shellTags) {
    let first = true;
    page = page.replace(SHELL_ASSET_TAG, () => {
      if (!first) return '';
      first = false;
      return shellTags.join('\n    ');
    });
  }
  return page
    .replace(/\n[ \t]*(?=\n)/g, '') // the lines of removed tags
    .replace(/<head>/i, (head) => `${head}\n    <script src="${PREAMBLE_PATH}"></script>`);
}

/** The page's CSP on the dev origin: its hot-update socket allowed (connect-src), nothing else loosened. */
export function rewriteCsp(csp: string, origin: string): string {
  const ws = origin.replace(/^http/, 'ws');
  return csp
    .split(';')
    .map((d) => (/^\s*connect-src\b/.test(d) ? `${d.trimEnd()} ${ws}` : d))
    .join(';');
}

/** The React Refresh runtime for the page: created, and attached to React's DevTools hook, before the shell loads React. */
export function preambleScript(): string {
  const dir = dirname(require.resolve('react-refresh/package.json', { paths: [__dirname, REPO_ROOT] }));
  const runtime = readFileSync(join(dir, 'cjs', 'react-refresh-runtime.development.js'), 'utf8');
  return [
    '(function () {',
    '  var module = { exports: {} }, exports = module.exports, process = { env: { NODE_ENV: "development" } };',
    runtime,
    '  var rt = module.exports;',
    '  rt.injectIntoGlobalHook(window);',
    '  window.__TESSERA_REACT_REFRESH__ = rt;',
    '  window.$RefreshReg$ = function () {};',
    '  window.$RefreshSig$ = function () { return function (type) { return type; }; };',
    '})();',
  ].join('\n');
}

/**
 * A telemetry beacon about the dev build itself (remote `name`, version `dev`): the dev server keeps
 * it (and prints failures) instead of storing it on the running server, whose operators would see a
 * version `dev` in their remote health. Anything else goes through.
 */
export function devTelemetry(body: string, name: string): { kind: string; reason?: string; message?: string } | null {
  try {
    const beacon = JSON.parse(body) as { kind?: unknown; remote?: unknown; version?: unknown; reason?: unknown; message?: unknown };
    if (beacon.remote !== name || beacon.version !== DEV_VERSION || typeof beacon.kind !== 'string') return null;
    return {
      kind: beacon.kind,
      ...(typeof beacon.reason === 'string' ? { reason: beacon.reason } : {}),
      ...(typeof beacon.message === 'string' ? { message: beacon.message } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * The running server's cookies as the dev origin can keep them: without `Domain` (the server's
 * host is not the dev server's) and without `Secure` (the dev server is plain http on 127.0.0.1),
 * so a session signed in through the dev server against an https server still works.
 */
export function devCookies(setCookie: string[] | undefined): string[] | undefined {
  return setCookie?.map((cookie) =>
    cookie
      .split(';')
      .filter((part, i) => i === 0 || !/^\s*(domain=|secure\s*$)/i.test(part))
      .join(';'),
  );
}
