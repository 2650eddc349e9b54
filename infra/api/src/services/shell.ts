import { ROUTE_OWNERSHIP, type TRegistry, type TRegistryRemote, type TSystemStatus } from '@tessera/shared-contracts/node';
import { readFile, stat } from 'node:fs/promises';

/** The comment in shell/index.html that the server replaces with the boot payload and the preload. */
export const BOOT_PLACEHOLDER = '<!--tessera:boot-->';

export interface TBootPayload {
  merchant: string;
  registry: TRegistry;
  status: TSystemStatus | null;
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

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function bootTags(boot: TBootPayload, preloadEntry: string | undefined): string {
  const tags = [`<script type="application/json" id="tessera-boot">${scriptSafeJson(boot)}</script>`];
  if (preloadEntry) tags.push(`<link rel="preload" as="script" href="${escapeAttr(preloadEntry)}">`);
  return tags.join('\n    ');
}

/** Puts the boot tags where the placeholder is (or before </head> when a template lacks it). */
export function injectBoot(template: string, tags: string): string {
  if (template.includes(BOOT_PLACEHOLDER)) return template.replace(BOOT_PLACEHOLDER, () => tags);
  const head = template.search(/<\/head>/i);
  return head >= 0 ? `${template.slice(0, head)}${tags}\n${template.slice(head)}` : `${tags}\n${template}`;
}
