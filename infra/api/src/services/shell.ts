import { HOME_ALIASES as SPEC_HOME_ALIASES, PATHS, ROUTE_OWNERSHIP, type TRegistry, type TRegistryRemote, type TSystemStatus } from '@tessera/contract';
import type { TPreviewInfo } from '@tessera/contract/api';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../lib/html';

/** The comment in shell/index.html that the server replaces with the boot payload and the preload. */
export const BOOT_PLACEHOLDER = '<!--tessera:boot-->';

export interface TBootPayload {
  merchant: string;
  registry: TRegistry;
  status: TSystemStatus | null;
  /** Home only: the URL of the carousel's first banner (the page's LCP image), preloaded by the page. */
  firstBanner?: string | null;
  /**
   * This page load's token (services/loadToken.ts): the shell sends it back with its telemetry,
   * and only reports carrying it vote in a canary watch. Inside the JSON script element, which
   * browsers never execute: the strict CSP needs no nonce or exception for it.
   */
  load?: string;
  /** A preview grant applies to this page (docs/decisions/remote-overrides.md): what the shell's badge shows. */
  preview?: TPreviewInfo;
  /** The page presented a grant the server refused (the code): the page is the normal one. */
  previewRefused?: string;
}

/** remote name → version, as a page's registry gives them: what a load token names. */
export function servedVersions(registry: TRegistry): Record<string, string> {
  return Object.fromEntries(registry.remotes.map((r) => [r.name, r.version]));
}

/** A file of a remote the page fetches early (infra/federation remotePreload.ts writes them). */
export interface TPreloadLink {
  href: string;
  as: 'script' | 'style';
  /** Remote chunks load with crossorigin=anonymous and this SRI hash; a preload must carry both to be used. */
  integrity?: string;
}

/** What the page preloads for the remote of its route: the remote's entry, its ./remote module, the route's page chunk, and the LCP image. */
export interface TPagePreloads {
  entry?: string;
  files?: readonly TPreloadLink[];
  image?: string | null;
}

/** dist/shell/index.html, read once and again only when its mtime changes (a rebuild while running). */
export class ShellTemplate {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(readonly file: string) {}

  /** The template, or null when the front end is not built. */
  async read(): Promise<string | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.file)).mtimeMs;
    } catch {
      this.cached = null;
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: await readFile(this.file, 'utf8') };
    return this.cached.html;
  }
}

const HOME_ALIASES = new Set(['/', '/m', '/m/']);
/** Every path that shows the home page (shared-contracts HOME_ALIASES and /m/home). */
const HOME_PAGE_PATHS = new Set<string>([...SPEC_HOME_ALIASES, PATHS.home]);

/** Whether `path` shows the home page (the one with the banner carousel). */
export const isHomePagePath = (path: string): boolean => HOME_PAGE_PATHS.has(path) || HOME_PAGE_PATHS.has(path.replace(/\/$/, ''));
const SHELL_ROUTES = new Set(ROUTE_OWNERSHIP.shell);

/**
 * The remote whose entry the page should preload for `path`: the remote whose registry routes
 * contain the path exactly ('/', '/m', '/m/' are home's). Shell routes preload nothing; any other
 * path renders home in the shell (unknown or disabled routes fall back to home), so home it is.
 */
export function remoteForPath(registry: TRegistry, path: string): TRegistryRemote | undefined {
  const home = registry.remotes.find((r) => r.name === 'home');
  if (HOME_ALIASES.has(path)) return home;
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const owner = registry.remotes.find((r) => r.routes.some((route) => route.path === normalized));
  if (owner) return owner;
  if (SHELL_ROUTES.has(normalized)) return undefined;
  return home;
}

/** JSON that is safe inside a <script> element: no `<` can close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function bootTags(boot: TBootPayload, preload: TPagePreloads | string | undefined): string {
  const p: TPagePreloads = typeof preload === 'string' ? { entry: preload } : (preload ?? {});
  const tags: string[] = [];
  // The LCP image first: it has the highest priority and the longest chain in front of it otherwise.
  if (p.image) tags.push(`<link rel="preload" as="image" href="${escapeHtml(p.image)}" fetchpriority="high">`);
  tags.push(`<script type="application/json" id="tessera-boot">${scriptSafeJson(boot)}</script>`);
  // Low priority: the code is needed after the first paint, not for it, so the CSS and the LCP image
  // go first on a slow link (docs/decisions/home-performance.md, "First paint").
  if (p.entry) tags.push(`<link rel="preload" as="script" href="${escapeHtml(p.entry)}" fetchpriority="low">`);
  for (const f of p.files ?? []) {
    const sri = f.integrity ? ` integrity="${escapeHtml(f.integrity)}" crossorigin="anonymous"` : '';
    tags.push(`<link rel="preload" as="${f.as}" href="${escapeHtml(f.href)}"${sri} fetchpriority="low">`);
  }
  return tags.join('\n    ');
}

interface TPreloadFileJson {
  file: string;
  as: 'script' | 'style';
  integrity: string;
}
interface TRemotePreloadJson {
  expose: TPreloadFileJson[];
  pages: Record<string, TPreloadFileJson[]>;
}

function isPreloadFiles(v: unknown): v is TPreloadFileJson[] {
  return (
    Array.isArray(v) &&
    v.every(
      (f: Partial<TPreloadFileJson> | null) =>
        typeof f?.file === 'string' && /^[\w.-]+$/.test(f.file) && (f.as === 'script' || f.as === 'style') && typeof f.integrity === 'string',
    )
  );
}
function isRemotePreload(v: unknown): v is TRemotePreloadJson {
  const o = v as Partial<TRemotePreloadJson> | null;
  return !!o && isPreloadFiles(o.expose) && typeof o.pages === 'object' && o.pages !== null && Object.values(o.pages).every(isPreloadFiles);
}

/** The route key of a page chunk: 'home' for /m/home and home's aliases, 'gameList' for /m/gameList. */
export function pageKeyOf(path: string): string {
  if (HOME_ALIASES.has(path) || HOME_PAGE_PATHS.has(path)) return 'home';
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return normalized.replace(/^\/m\//, '').replace(/\.html$/, '');
}

/**
 * Each remote version's preload.json (beside its remoteEntry.js), read again only when its mtime
 * changes (a rebuild of the same version while running). A missing or malformed file preloads
 * only the entry.
 */
export class RemotePreloads {
  private readonly cache = new Map<string, { mtimeMs: number; value: TRemotePreloadJson | null }>();

  constructor(readonly distDir: string) {}

  private async load(base: string): Promise<TRemotePreloadJson | null> {
    const file = join(this.distDir, base, 'preload.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      this.cache.delete(base);
      return null;
    }
    const hit = this.cache.get(base);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    let value: TRemotePreloadJson | null;
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      value = isRemotePreload(parsed) ? parsed : null;
    } catch {
      value = null;
    }
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(base, { mtimeMs, value });
    return value;
  }

  /** The files of `remote` to preload for `path`: its ./remote module and the path's page chunk, if the build named one. */
  async files(remote: TRegistryRemote, path: string): Promise<TPreloadLink[]> {
    const m = /^\/(remotes\/[\w.-]+\/[\w.+-]+)\/remoteEntry\.js$/.exec(remote.entry);
    if (!m?.[1] || m[1].includes('..')) return [];
    const base = m[1];
    const json = await this.load(base);
    if (!json) return [];
    const files = [...json.expose, ...(json.pages[pageKeyOf(path)] ?? [])];
    return files.map((f) => ({ href: `/${base}/${f.file}`, as: f.as, integrity: f.integrity }));
  }
}

/** Puts the boot tags where the placeholder is (or before </head> when a template lacks it). */
export function injectBoot(template: string, tags: string): string {
  if (template.includes(BOOT_PLACEHOLDER)) return template.replace(BOOT_PLACEHOLDER, () => tags);
  const head = template.search(/<\/head>/i);
  return head >= 0 ? `${template.slice(0, head)}${tags}\n${template.slice(head)}` : `${tags}\n${template}`;
}
