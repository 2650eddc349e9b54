import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import type { Duplex } from 'node:stream';
import { extname, isAbsolute, join, resolve } from 'node:path';
import type { TRegistry, TRegistryRemote } from '@tessera/contract';
import {
  DEV_PREFIX,
  devCookies,
  devRegistryRemote,
  devTelemetry,
  devRemotePath,
  packageFolder,
  PREAMBLE_PATH,
  preambleScript,
  REFRESH_SHIM,
  rewriteCsp,
  rewritePage,
  rewriteRegistry,
  shellAssetTags,
} from './devPage';
import { appInfo } from './apps';
import { appConfig, run, writeRoutesManifest } from './build';
import { REPO_ROOT } from './shared';

export interface TDevServerOptions {
  /** The remote to serve (its container is tessera_<name>). */
  name: string;
  /** Its source folder (default: the repository's mfe-<name>). */
  source?: string | undefined;
  /** The running server everything else comes from (default TESSERA_URL, else http://127.0.0.1:8080). */
  server?: string | undefined;
  port?: number | undefined;
  /** Default 127.0.0.1: the dev server is for the developer's own machine. */
  host?: string | undefined;
  /**
   * A development build of the shell (dist/shell layout) to serve instead of the running server's
   * production one: React Refresh needs React's development build in the page. Default: built
   * from the repository's shell/ at start. 'none', or none available: the running server's own
   * shell (production React: no React Refresh, each edit reloads the page).
   */
  shellDir?: string | undefined;
  log?: (line: string) => void;
}

export interface TDevServer {
  url: string;
  close(): Promise<void>;
}

// ── The remote's development build ────────────────────────────────────────────────────────────

/** The SWC rule with its React transform options changed. */
function withReact(rule: RuleSetRule, change: Record<string, unknown>): RuleSetRule {
  if (rule.loader !== 'builtin:swc-loader') return rule;
  const options = (rule.options ?? {}) as { jsc?: { transform?: { react?: Record<string, unknown> } } };
  const react = { ...(options.jsc?.transform?.react ?? {}), ...change };
  return { ...rule, options: { ...options, jsc: { ...options.jsc, transform: { ...options.jsc?.transform, react } } } };
}
const withRefreshTransform = (rule: RuleSetRule) => withReact(rule, { development: true, refresh: true });
const withoutDevelopmentJsx = (rule: RuleSetRule) => withReact(rule, { development: false });

/**
 * The remote's own rspack config in development mode, adapted for the dev server: SWC's React
 * Refresh transform and @rspack/plugin-react-refresh (its runtime is the page's one, see
 * dev/reactRefreshShim.js), served from DEV_PREFIX/<name>/ (publicPath 'auto' follows the entry's URL).
 */
export async function devRemoteConfig(name: string, source: string, outDir: string, refresh = true): Promise<Configuration> {
  const { ReactRefreshRspackPlugin } = (await import('@rspack/plugin-react-refresh')) as typeof import('@rspack/plugin-react-refresh');
  const config = appConfig(name as never, 'development', source);
  config.context = source;
  config.output = { ...config.output, path: outDir, clean: true };
  config.resolve = { ...config.resolve, modules: ['node_modules', join(REPO_ROOT, 'node_modules')] };
  config.devtool = 'cheap-module-source-map'; // no eval: the server's CSP allows no 'unsafe-eval'
  config.optimization = { ...config.optimization, realContentHash: false };
  // Without React's development build in the page (no development shell) there is nothing to
  // refresh, and development JSX (jsxDEV) does not run on a production React: plain JSX, a reload per edit.
  if (!refresh) {
    config.module = {
      ...config.module,
      rules: (config.module?.rules ?? []).map((r) => (r && typeof r === 'object' ? withoutDevelopmentJsx(r as RuleSetRule) : r)),
    };
    return config;
  }
  config.module = {
    ...config.module,
    rules: (config.module?.rules ?? []).map((r) => (r && typeof r === 'object' ? withRefreshTransform(r as RuleSetRule) : r)),
  };
  config.plugins = [
    ...(config.plugins ?? []),
    new ReactRefreshRspackPlugin({ injectEntry: false, exclude: [/[\\/]node_modules[\\/]/, REFRESH_SHIM] }),
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, REFRESH_SHIM),
  ];
  return config;
}

// ── The shell in development mode ─────────────────────────────────────────────────────────────

/**
 * Builds the repository's shell in development mode into `outDir` (once: the shell is not what is
 * being edited). `sourceMaps: false` for the copy packed into @tessera/federation (dev-shell/).
 */
export async function buildDevShell(outDir: string, sourceMaps = true): Promise<void> {
  const config = appConfig('shell', 'development');
  config.output = { ...config.output, path: outDir, clean: true };
  if (!sourceMaps) config.devtool = false;
  await run([config]);
}

// ── The server ────────────────────────────────────────────────────────────────────────────────

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

interface TUpstream {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * Sends the request to the running server. `buffer`: read the whole (uncompressed) answer to
 * rewrite it; otherwise the answer is piped to `res` as it is.
 */
function forward(base: URL, req: IncomingMessage, res: ServerResponse, buffer: false, body?: Buffer): void;
function forward(base: URL, req: IncomingMessage, res: ServerResponse, buffer: true): Promise<TUpstream>;
function forward(base: URL, req: IncomingMessage, res: ServerResponse, buffer: boolean, body?: Buffer): Promise<TUpstream> | void {
  const target = new URL(req.url ?? '/', base);
  const headers: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
  headers.host = target.host;
  if (buffer) headers['accept-encoding'] = 'identity';
  // Nothing the browser cached from the running server applies to a rewritten answer.
  if (buffer) {
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const done = new Promise<TUpstream>((ok, fail) => {
    const upstream = send(target, { method: req.method, headers }, (answer) => {
      if (!buffer) {
        const out: IncomingMessage['headers'] = { ...answer.headers, 'set-cookie': devCookies(answer.headers['set-cookie']) };
        if (!out['set-cookie']) delete out['set-cookie'];
        for (const h of HOP_BY_HOP) delete out[h];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => ok({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', fail);
    });
    upstream.on('error', (err) => {
      if (buffer) return fail(err);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`the running server at ${base.origin} cannot be reached: ${err.message}`);
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  });
  if (buffer) return done;
  done.catch(() => undefined);
}

function sendRewritten(res: ServerResponse, up: TUpstream, body: string, extra: Record<string, string> = {}): void {
  const headers: IncomingMessage['headers'] = { ...up.headers, 'set-cookie': devCookies(up.headers['set-cookie']) };
  if (!headers['set-cookie']) delete headers['set-cookie'];
  for (const h of [...HOP_BY_HOP, 'content-length', 'content-encoding', 'etag', 'last-modified']) delete headers[h];
  res.writeHead(up.status, { ...headers, 'cache-control': 'no-store', ...extra, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** HMR's own socket (the dev server's); every other upgrade (the support chat's socket) goes to the running server. */
const HMR_SOCKET_PATH = '/ws';

/** A WebSocket upgrade passed through to the running server, bytes both ways. */
function forwardUpgrade(base: URL, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const target = new URL(req.url ?? '/', base);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers: { ...req.headers, host: target.host } });
  upstream.on('upgrade', (answer, upSocket, upHead) => {
    let lines = `HTTP/1.1 ${answer.statusCode ?? 101} ${answer.statusMessage ?? 'Switching Protocols'}\r\n`;
    for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) lines += `${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}\r\n`;
    socket.write(`${lines}\r\n`);
    if (upHead.length) socket.write(upHead);
    if (head.length) upSocket.write(head);
    upSocket.pipe(socket);
    socket.pipe(upSocket);
    upSocket.on('error', () => socket.destroy());
    socket.on('error', () => upSocket.destroy());
  });
  // Refused (no upgrade): its status, then close.
  upstream.on('response', (answer) => {
    socket.end(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\nconnection: close\r\n\r\n`);
  });
  upstream.on('error', () => socket.destroy());
  upstream.end();
}

const TELEMETRY_PATH = '/api/v1/telemetry';

/** The request's body, at most `limit` bytes (a beacon is small). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.destroy();
        fail(new Error('telemetry body too large'));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

const isPageRequest = (req: IncomingMessage, path: string): boolean =>
  req.method === 'GET' &&
  !path.startsWith('/api/') &&
  !path.startsWith('/assets/') &&
  !path.startsWith('/remotes/') &&
  !path.startsWith(DEV_PREFIX) &&
  (extname(path) === '' || extname(path) === '.html') &&
  (req.headers.accept ?? '').includes('text/html');

/**
 * `npm run dev -- <remote>`: serves one remote with hot module replacement and React Refresh
 * against a running server. The developer opens the dev server's URL: pages, the API and every
 * other remote come from the running server (proxied, same origin: no CORS or CSP exception on
 * the real server, players there unaffected); the registry names this remote's dev entry.
 */
export async function startDevServer(opts: TDevServerOptions): Promise<TDevServer> {
  const { RspackDevServer } = (await import('@rspack/dev-server')) as typeof import('@rspack/dev-server');
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const name = opts.name;
  const source = opts.source ? (isAbsolute(opts.source) ? opts.source : resolve(process.cwd(), opts.source)) : appInfo(name as never).dir;
  if (!existsSync(join(source, 'src', 'remote.tsx'))) throw new Error(`${source} is not a remote's folder (no src/remote.tsx)`);
  const base = new URL((opts.server ?? process.env.TESSERA_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '') + '/');
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? 8090;
  const origin = `http://${host}:${port}`;
  const work = mkdtempSync(join(tmpdir(), `tessera-dev-${name}-`));
  // Removed by close(), and on any exit (a failed start included).
  process.once('exit', () => rmSync(work, { recursive: true, force: true }));

  // The page needs React's development build for React Refresh: the shell built in development mode.
  // A packaged @tessera/federation may carry one (dev-shell/ beside src/, written with buildDevShell).
  const packaged = packageFolder('dev-shell');
  const serverShell = opts.shellDir === 'none';
  let shellDir: string | null = serverShell ? null : opts.shellDir ? resolve(opts.shellDir) : existsSync(join(packaged, 'index.html')) ? packaged : null;
  if (!shellDir && !serverShell && existsSync(join(REPO_ROOT, 'shell', 'rspack.config.ts'))) {
    const started = Date.now();
    shellDir = join(work, 'shell');
    log('building the shell in development mode (React Refresh needs React’s development build)…');
    await buildDevShell(shellDir);
    log(`shell built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!shellDir) log('warning: no development shell: the running server’s production React cannot refresh components; edits reload the page');
  const shellTags = shellDir ? shellAssetTags(readFileSync(join(shellDir, 'index.html'), 'utf8')) : null;

  const remoteOut = join(work, 'remote');
  const manifestDir = join(work, 'manifest');
  const readManifest = async (): Promise<TRegistryRemote> => {
    rmSync(manifestDir, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(manifestDir, { recursive: true });
    // routes.json needs a semantic version; the registry then names the remote's version `dev`.
    return devRegistryRemote(await writeRoutesManifest(name as never, manifestDir, source, '0.0.0-dev'));
  };
  let dev = await readManifest();
  const preamble = preambleScript();

  const config = await devRemoteConfig(name, source, remoteOut, shellDir !== null);
  const compiler = rspack(config);
  // Routes and titles as the source has them now (a route added while developing shows on the next page load).
  let firstBuild: (errors: string | null) => void = () => undefined;
  const built = new Promise<string | null>((ok) => {
    firstBuild = ok;
  });
  compiler.hooks.done.tap('tessera-dev-routes', (stats) => {
    firstBuild(stats.hasErrors() ? stats.toString({ all: false, errors: true, colors: false }) : null);
    readManifest().then(
      (m) => {
        dev = m;
      },
      (err: unknown) => log(`routes: ${err instanceof Error ? err.message : String(err)}`),
    );
  });

  const handle = async (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    try {
      if (path === PREAMBLE_PATH) {
        res.writeHead(200, { 'content-type': TYPES['.js'] as string, 'cache-control': 'no-store' });
        res.end(preamble);
        return;
      }
      if (path.startsWith(DEV_PREFIX) || path === HMR_SOCKET_PATH) return next();
      // The service worker would cache the production files under this origin: none on the dev origin.
      if (path === '/sw.js') {
        res.writeHead(404, { 'cache-control': 'no-store' });
        res.end();
        return;
      }
      if (shellDir && path.startsWith('/assets/') && !path.includes('..')) {
        const file = join(shellDir, path);
        if (existsSync(file)) {
          res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
          res.end(readFileSync(file));
          return;
        }
      }
      if (req.method === 'POST' && path === TELEMETRY_PATH) {
        const body = await readBody(req, 64 * 1024);
        const own = devTelemetry(body.toString('utf8'), name);
        if (!own) return forward(base, req, res, false, body);
        if (own.kind === 'remote.loadFailed') log(`${name}@dev failed to load in the page (${own.reason ?? '?'}): ${own.message ?? ''}`);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ success: true, code: 'OK', message: 'kept on the dev server', value: { accepted: true } }));
        return;
      }
      if (req.method === 'GET' && path === '/api/v1/registry') {
        const up = await forward(base, req, res, true);
        const envelope = JSON.parse(up.body.toString('utf8')) as { success?: boolean; value?: TRegistry };
        if (envelope.success && envelope.value && Array.isArray(envelope.value.remotes)) envelope.value = rewriteRegistry(envelope.value, dev);
        sendRewritten(res, up, JSON.stringify(envelope));
        return;
      }
      if (isPageRequest(req, path)) {
        const up = await forward(base, req, res, true);
        const type = String(up.headers['content-type'] ?? '');
        if (!type.includes('text/html')) return sendRewritten(res, up, up.body.toString('utf8'));
        const csp = up.headers['content-security-policy'];
        sendRewritten(
          res,
          up,
          rewritePage(up.body.toString('utf8'), dev, shellTags),
          typeof csp === 'string' ? { 'content-security-policy': rewriteCsp(csp, origin) } : {},
        );
        return;
      }
      forward(base, req, res, false);
    } catch (err) {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`the running server at ${base.origin} cannot be reached: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  const server = new RspackDevServer(
    {
      host,
      port,
      // With React Refresh, edits apply in place; without it (no development shell), the page reloads.
      hot: shellDir !== null,
      liveReload: shellDir === null,
      static: false,
      compress: false,
      historyApiFallback: false,
      allowedHosts: 'all',
      setupExitSignals: false,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
      devMiddleware: { publicPath: devRemotePath(name), writeToDisk: false },
      setupMiddlewares: (middlewares) => [
        { name: 'tessera-dev', middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void handle(req, res, next) },
        ...middlewares,
      ],
    },
    compiler,
  );
  await server.start();
  server.server?.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] !== HMR_SOCKET_PATH) forwardUpgrade(base, req, socket, head);
  });
  const errors = await built;
  log(
    `${errors ? `${name} does not compile yet (fix it and the page updates):\n${errors}\n` : ''}` +
      `dev server ready: ${name} from ${source} on ${origin}, everything else from ${base.origin}; open ${origin}/ (?merchant=<code> for another merchant)`,
  );
  return {
    url: origin,
    close: async () => {
      try {
        await server.stop();
        await new Promise<void>((ok) => compiler.close(() => ok()));
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
