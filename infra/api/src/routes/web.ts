import fastifyStatic from '@fastify/static';
import { BANNER_GROUPS, CONTENT_TYPES, PLATFORM_VERSION, THEME_COOKIE } from '@tessera/contract';
import { PREVIEW_COOKIE, PREVIEW_EXIT, PREVIEW_QUERY, type TErrorCode } from '@tessera/contract/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorEnvelope } from '../errors';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { clientStatusOf, registryAnswer } from '../services/readCache';
import { announcementGroups } from '../services/content/content';
import { injectPrepaint, pageTheme, prepaintHtml, withTheme } from '../services/prepaint';
import { brandManifest, brandPage } from '../services/brandPage';
import { issueLoadToken, loadTokenKey } from '../services/loadToken';
import { bootTags, injectBoot, isHomePagePath, RemotePreloads, remoteForPath, servedVersions, ShellTemplate } from '../services/shell';
import { CID_COOKIE, clientIdOf, omissionLogger } from './platform';
import { ApiError } from '../errors';
import { applyPreview, checkPreview, cspWithOrigins, DEV_ORIGINS, type TAppliedPreview } from '../services/previews';
import { previewKeyOf } from './previews';
import { PLUGIN, routesPlugin } from '../lib/plugin';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const NOT_BUILT = 'The Tessera front end is not built yet: run `npm run build` (or `npm start`, which builds first), then reload this page.\n';

/** Areas that never answer HTML: a miss there is a plain 404. */
const NON_PAGE_AREAS = ['/api', '/assets', '/remotes', '/ops', '/brand'];

export const pathOf = (url: string) => url.split('?', 1)[0] ?? '/';

/** A navigation the shell should answer: GET/HEAD, outside /api, /assets and /remotes, wanting HTML. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request.url);
  if (NON_PAGE_AREAS.some((area) => path === area || path.startsWith(`${area}/`))) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

export interface TShellPages {
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The shell page: dist/shell/index.html with `<!--tessera:boot-->` replaced by the boot JSON
 * (merchant, registry, status; the shell starts without a round trip) and a preload of the entry
 * of the remote that owns the requested path.
 */
export function createShellPages(app: FastifyInstance, distDir: string): TShellPages {
  const template = new ShellTemplate(join(distDir, 'shell', 'index.html'));
  const remotePreloads = new RemotePreloads(distDir);
  const onOmit = omissionLogger(app);
  let key: Buffer | undefined;
  const loadKey = () => (key ??= loadTokenKey(app.settings.adminTokenHash));
  let grantKey: Buffer | undefined;
  // A development server's pages may load a developer's remote from this machine (the dev
  // shell's bare ?tessera-override=); every other page keeps the strict policy unless a preview applies.
  const devCsp = process.env.NODE_ENV === 'development' ? cspWithOrigins(DEV_ORIGINS) : null;

  /**
   * The preview grant this page load presents (?tessera-preview=<token> of a link, else the
   * tessera_preview cookie it left), checked by the server (services/previews.ts): the grant that
   * applies, or the code that refused it. ?tessera-preview=exit ends the device's preview.
   */
  const previewOf = async (
    request: FastifyRequest,
    merchant: string,
    cookies: string[],
  ): Promise<{ applied: TAppliedPreview | null; refused: TErrorCode | null }> => {
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_QUERY];
    const fromCookie = parseCookies(request.headers.cookie)[PREVIEW_COOKIE];
    const secure = request.protocol === 'https';
    const clear = () => cookies.push(serializeCookie(PREVIEW_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure }));
    if (fromQuery === PREVIEW_EXIT) {
      if (fromCookie) clear();
      return { applied: null, refused: null };
    }
    const token = typeof fromQuery === 'string' && fromQuery ? fromQuery : fromCookie;
    if (!token) return { applied: null, refused: null };
    try {
      const applied = await checkPreview(app.db, (grantKey ??= previewKeyOf(app)), token, merchant, { audit: token !== fromCookie, ip: request.ip });
      if (token !== fromCookie) {
        const seconds = (Date.parse(applied.info.expiresAt) - Date.now()) / 1000;
        cookies.push(serializeCookie(PREVIEW_COOKIE, token, { maxAgeSeconds: seconds, httpOnly: true, secure }));
      }
      return { applied, refused: null };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // A refused grant is ignored: the page is the merchant's normal one (and says why, small).
      if (fromCookie) clear();
      return { applied: null, refused: err.code };
    }
  };

  /** The URL of the home carousel's first banner (groups m_home and m_live, the operator's order), or null. */
  const firstBanner = async (merchant: string): Promise<string | null> => {
    try {
      const groups = await announcementGroups(app.db, merchant, [CONTENT_TYPES.Banner], [BANNER_GROUPS.home, BANNER_GROUPS.live], new Date().toISOString());
      return groups.banners.find((b) => b.url)?.url ?? null;
    } catch (err) {
      // The page must not fail for a preload hint.
      app.log.warn({ err }, 'first banner lookup failed');
      return null;
    }
  };

  return {
    async serve(request, reply) {
      const html = await template.read();
      if (html === null) {
        return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
      }
      const merchant = await request.server.resolveMerchant(request, 'page', reply);
      request.merchant = merchant;

      const cookies: string[] = [];
      let cid = clientIdOf(request);
      if (!cid) {
        cid = randomUUID();
        // Readable by the shell on purpose: it is the client id for canary placement, not a secret.
        cookies.push(serializeCookie(CID_COOKIE, cid, { maxAgeSeconds: YEAR_SECONDS, secure: request.protocol === 'https' }));
      }
      const preview = await previewOf(request, merchant, cookies);
      if (cookies.length) reply.header('set-cookie', cookies);

      const snapshot = await request.server.readCache.merchant(merchant);
      const served = snapshot ? registryAnswer(snapshot, cid, onOmit).value : { merchant, platform: PLATFORM_VERSION, remotes: [] };
      const registry = preview.applied ? applyPreview(served, preview.applied) : served;
      // This client's status (the merchant's switches and its address rules): the gate's page has no home picture.
      const status = snapshot ? clientStatusOf(snapshot, request.ip) : null;
      const path = pathOf(request.url);
      const remote = remoteForPath(registry, path);
      const home = remote?.name === 'home' && isHomePagePath(path) && (status?.status ?? 0) === 0;
      const [files, banner] = await Promise.all([remote ? remotePreloads.files(remote, path) : [], home ? firstBanner(merchant) : null]);
      // One token per page load, naming the versions this page was given (the canary watch's evidence).
      // A previewed version is not the merchant's: its reports never vote in a canary watch.
      const load = issueLoadToken(loadKey(), { merchant, device: cid, versions: servedVersions(served) }).token;
      const previewBoot = preview.applied ? { preview: preview.applied.info } : preview.refused ? { previewRefused: preview.refused } : {};
      const boot = home ? { merchant, registry, status, firstBanner: banner, load, ...previewBoot } : { merchant, registry, status, load, ...previewBoot };
      // Home's first paint: the top of home, drawn by the HTML before any script (services/prepaint.ts).
      const prepaint = home ? prepaintHtml({ banner, status }) : '';
      const theme = pageTheme(parseCookies(request.headers.cookie)[THEME_COOKIE], status?.info.theme);
      const page = withTheme(
        injectPrepaint(injectBoot(html, bootTags(boot, { entry: remote?.entry, files, image: banner })), prepaint),
        theme,
        THEME_COLOURS[theme],
      );
      const csp = preview.applied?.origin ? cspWithOrigins([preview.applied.origin]) : devCsp;
      if (csp) reply.header('content-security-policy', csp);
      // private: the page carries the client's IP and merchant; no-cache: always revalidate (a preview's page is never stored).
      return reply
        .header('cache-control', preview.applied ? 'private, no-store' : 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(brandPage(page, status?.info.brand));
    },
  };
}

/** GET /, /m, /m/ and /m/*: the shell page. Other HTML navigations reach it through the not-found handler. */
export const pageRoutes = routesPlugin<{ pages: TShellPages }>(
  'tessera-page-routes',
  { dependencies: [PLUGIN.security, PLUGIN.database, PLUGIN.merchant] },
  async (app, { pages }) => {
    const handler = (request: FastifyRequest, reply: FastifyReply) => pages.serve(request, reply);
    for (const url of ['/', '/m', '/m/', '/m/*']) app.get(url, { schema: { hide: true } }, handler);
  },
);

const IMMUTABLE_MS = YEAR_SECONDS * 1000;
const SHELL_FILE_MS = 3600 * 1000;

/**
 * Built files: /assets/** (content-hashed, immutable), /remotes/<name>/<version>/** (versions are
 * immutable folders), and the shell's top-level files (favicon, manifest, robots: one hour).
 * `preCompressed` serves the build's .br/.gz siblings (brotli first, then gzip, then the file) and
 * adds Vary: Accept-Encoding. A miss calls the not-found handler (a 404 envelope for these paths).
 */
export const staticRoutes = routesPlugin<{ distDir: string }>('tessera-static-routes', { dependencies: [PLUGIN.security] }, async (app, { distDir }) => {
  const common = {
    preCompressed: true,
    decorateReply: false,
    index: false as const,
    dotfiles: 'ignore' as const,
    suppressWarning: true,
    schemaHide: true,
    // Folders are not listable: a directory URL is a plain 404 like any other miss.
    allowedPath: (pathName: string) => !pathName.endsWith('/'),
  };
  if (!existsSync(join(distDir, 'shell'))) app.log.info({ distDir }, 'front end not built yet: pages answer 503 until `npm run build`');

  await app.register(fastifyStatic, { ...common, root: join(distDir, 'shell', 'assets'), prefix: '/assets/', maxAge: IMMUTABLE_MS, immutable: true });
  await app.register(fastifyStatic, { ...common, root: join(distDir, 'remotes'), prefix: '/remotes/', maxAge: IMMUTABLE_MS, immutable: true });
  // The same folders again for the shell's retry of a failed remote (shell/src/remotes/loader.ts):
  // new URLs for the entry and its chunks, which the browser's failed preloads cannot answer.
  await app.register(fastifyStatic, { ...common, root: join(distDir, 'remotes'), prefix: '/remotes/~retry/', maxAge: IMMUTABLE_MS, immutable: true });
  // The operator console (infra/ops): its hashed files, and its page at /ops (never cached; it holds
  // no data: everything comes from /api/admin/* behind the console's session cookie).
  await app.register(fastifyStatic, { ...common, root: join(distDir, 'ops', 'assets'), prefix: '/ops/assets/', maxAge: IMMUTABLE_MS, immutable: true });
  const opsPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(join(distDir, 'ops', 'index.html')).catch(() => null);
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };
  for (const url of ['/ops', '/ops/']) app.get(url, { schema: { hide: true } }, opsPage);
  await app.register(fastifyStatic, {
    ...common,
    root: join(distDir, 'shell'),
    prefix: '/',
    maxAge: SHELL_FILE_MS,
    // Only top-level files; index.html is the template (always served through the page handler);
    // the worker and the manifest have routes of their own (below).
    allowedPath: (pathName) => /^\/[^/]+$/.test(pathName) && !OWN_ROUTES.has(pathName),
  });

  // The service worker: revalidated on every check, so a new build's worker (new precache, new
  // version) reaches browsers at once. Service-Worker-Allowed is not needed: it lives at the root.
  app.get(SERVICE_WORKER_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const js = await readFile(join(distDir, 'shell', 'sw.js')).catch(() => null);
    if (js === null) return reply.code(404).header('cache-control', 'no-store').send(errorEnvelope('NOT_FOUND'));
    return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(js);
  });

  // The web app manifest, per merchant (name, theme colour) on the build's template (icons, scope).
  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const raw = await readFile(join(distDir, 'shell', 'manifest.webmanifest'), 'utf8').catch(() => null);
    if (raw === null) return reply.code(404).header('cache-control', 'no-store').send(errorEnvelope('NOT_FOUND'));
    const merchant = await request.server.resolveMerchant(request, 'page', reply);
    const snapshot = await request.server.readCache.merchant(merchant);
    const manifest = brandManifest(
      merchantManifest(JSON.parse(raw) as Record<string, unknown>, snapshot ? snapshot.status.info : null),
      snapshot?.status.info.brand,
    );
    return reply.header('cache-control', 'private, max-age=3600').type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });
});

export const SERVICE_WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
const OWN_ROUTES = new Set(['/index.html', SERVICE_WORKER_PATH, MANIFEST_PATH]);

/** The page background of each theme (ui-kit tokens), the manifest's theme and background colour. */
export const THEME_COLOURS = { dark: '#14161c', light: '#f5f6f8' } as const;
/** Home screens cut names longer than about 12 characters. */
const SHORT_NAME_MAX = 12;

/** The build's manifest with the merchant's name and theme colour (the template's when the merchant has none). */
export function merchantManifest(template: Record<string, unknown>, info: { merchantName: string; theme: 'dark' | 'light' } | null): Record<string, unknown> {
  if (!info) return template;
  const name = info.merchantName.trim();
  const colour = THEME_COLOURS[info.theme];
  return {
    ...template,
    ...(name ? { name, short_name: name.length > SHORT_NAME_MAX ? name.slice(0, SHORT_NAME_MAX).trim() : name } : {}),
    theme_color: colour,
    background_color: colour,
  };
}
