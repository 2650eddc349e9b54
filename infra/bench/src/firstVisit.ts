import { chromium, type Browser, type Response } from 'playwright-core';
import { SESSION_STORAGE_KEY, sessionInitScript, type TSessionInfo } from './member';
import { CHROMIUM_ARGS, CHROMIUM_PATH, errorText, gzipSize } from './util';

export const FIRST_VISIT_ROUTES = ['/m/home', '/m/game', '/m/activity', '/m/login', '/m/startLottery'] as const;
export const VIEWPORT = { width: 390, height: 844 } as const;
/** The route's screen: what the layout's main landmark holds once the page-loading spinner is gone. */
const SCREEN = '#main > :not([data-testid="page-loading"])';
/** The shell's fallback for a remote that failed to load or render. */
const FALLBACK = '#main [data-testid="remote-fallback"]';
const SCREEN_TIMEOUT_MS = 30_000;
const IDLE_TIMEOUT_MS = 15_000;

export type TResourceKind = 'js' | 'css' | 'document' | 'other';

export interface TResource {
  /** Path and query, relative to the server. */
  url: string;
  kind: TResourceKind;
  status: number;
  contentType: string | null;
  /** Body length after content decoding; null when the body could not be read. */
  raw: number | null;
  /** Gzip level 9 of the decoded body, computed by the bench. */
  gzip: number | null;
  /** Content-Encoding the server answered with (br, gzip, …), null for identity. */
  encoding: string | null;
  /** Bytes of the body on the wire, as Chromium reports it; null when unknown. */
  transferred: number | null;
}

export interface TRouteVisit {
  route: string;
  ok: boolean;
  error: string | null;
  /**
   * Who drew the screen: its data-remote (shell, wallet, …) when it carries one, else the first remote
   * whose files were fetched (home, games, …), else 'shell'; 'fallback' when the shell showed its
   * remote fallback instead (a load or render failure: the visit is then not ok).
   */
  screenRemote: string | null;
  /** Milliseconds from navigation start to the screen being visible (unthrottled; not a perf metric). */
  screenMs: number | null;
  networkIdle: boolean;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  jsTransferred: number;
  cssFiles: number;
  cssRaw: number;
  cssGzip: number;
  cssTransferred: number;
  /** name@version of every remote a file was fetched from, in first-fetch order. */
  remotes: string[];
  pageErrors: string[];
  resources: TResource[];
}

function kindOf(resourceType: string, path: string, contentType: string | null): TResourceKind {
  const p = path.split('?', 1)[0] ?? '';
  if (resourceType === 'script' || p.endsWith('.js') || p.endsWith('.mjs') || /javascript/.test(contentType ?? '')) return 'js';
  if (resourceType === 'stylesheet' || p.endsWith('.css') || /text\/css/.test(contentType ?? '')) return 'css';
  if (resourceType === 'document') return 'document';
  return 'other';
}

async function describe(response: Response, origin: string): Promise<TResource> {
  const request = response.request();
  const u = new URL(response.url());
  const url = u.origin === origin ? `${u.pathname}${u.search}` : response.url();
  const headers = await response.allHeaders().catch(() => response.headers());
  const contentType = headers['content-type'] ?? null;
  const encoding = headers['content-encoding'] ?? null;
  let raw: number | null = null;
  let gzip: number | null = null;
  try {
    const body = await response.body();
    raw = body.length;
    gzip = gzipSize(body);
  } catch {
    // redirects and aborted requests have no body
  }
  let transferred: number | null = null;
  try {
    const sizes = await request.sizes();
    transferred = sizes.responseBodySize >= 0 ? sizes.responseBodySize : null;
  } catch {
    // not available for this request
  }
  return { url, kind: kindOf(request.resourceType(), u.pathname, contentType), status: response.status(), contentType, raw, gzip, encoding, transferred };
}

const REMOTE_PATH = /^\/remotes\/([^/]+)\/([^/]+)\//;

function summarize(route: string, resources: TResource[]): Omit<TRouteVisit, 'ok' | 'error' | 'screenRemote' | 'screenMs' | 'networkIdle' | 'pageErrors'> {
  const of = (kind: TResourceKind) => resources.filter((r) => r.kind === kind && r.status >= 200 && r.status < 300);
  const sum = (list: TResource[], key: 'raw' | 'gzip' | 'transferred') => list.reduce((s, r) => s + (r[key] ?? 0), 0);
  const js = of('js');
  const css = of('css');
  const remotes: string[] = [];
  for (const r of resources) {
    const m = REMOTE_PATH.exec(r.url);
    if (m) {
      const id = `${m[1]}@${m[2]}`;
      if (!remotes.includes(id)) remotes.push(id);
    }
  }
  return {
    route,
    jsFiles: js.length,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    jsTransferred: sum(js, 'transferred'),
    cssFiles: css.length,
    cssRaw: sum(css, 'raw'),
    cssGzip: sum(css, 'gzip'),
    cssTransferred: sum(css, 'transferred'),
    remotes,
    resources,
  };
}

/**
 * One route in a fresh browser context (empty cache, cookies and storage). With `session`, a logged-in
 * member's visit: the session is in sessionStorage before any page script runs (as the shell keeps it
 * after a login), and the visit fails if the shell drops it (a rejected session logs out).
 */
async function visit(browser: Browser, baseUrl: string, route: string, session?: TSessionInfo): Promise<TRouteVisit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const origin = new URL(baseUrl).origin;
  if (session) await context.addInitScript({ content: sessionInitScript(session, origin) });
  const page = await context.newPage();
  const pending: Promise<TResource>[] = [];
  const pageErrors: string[] = [];
  page.on('response', (response) => pending.push(describe(response, origin)));
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') pageErrors.push(`console: ${msg.text()}`);
  });

  let error: string | null = null;
  let screenRemote: string | null = null;
  let screenMs: number | null = null;
  let networkIdle = false;
  const started = Date.now();
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'domcontentloaded', timeout: SCREEN_TIMEOUT_MS });
    const screen = page.locator(SCREEN).first();
    await screen.waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
    screenMs = Date.now() - started;
    try {
      await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS });
      networkIdle = true;
    } catch {
      // keep what was fetched so far; reported as networkIdle: false
    }
    const stored = session ? await page.evaluate((key) => window.sessionStorage.getItem(key), SESSION_STORAGE_KEY) : null;
    if (session && !stored?.includes(session.token)) {
      error = 'the shell dropped the member session (logged out): the visit was not a member one';
    } else if ((await page.locator(FALLBACK).count()) > 0) {
      screenRemote = 'fallback';
      error = 'the shell showed its remote fallback (the remote failed to load or render)';
    } else {
      const marked = page.locator('#main [data-remote]').first();
      screenRemote = (await marked.count()) > 0 ? await marked.getAttribute('data-remote') : null;
    }
  } catch (err) {
    error = errorText(err).split('\n', 1)[0] ?? 'navigation failed';
  }
  const resources = await Promise.all(pending);
  await context.close();
  const summary = summarize(route, resources);
  if (error === null && screenRemote === null) screenRemote = summary.remotes[0]?.split('@')[0] ?? 'shell';
  return { ...summary, ok: error === null, error, screenRemote, screenMs, networkIdle, pageErrors: pageErrors.slice(0, 10) };
}

/**
 * First-visit bytes of each route, each in its own fresh context, one browser for all; with
 * `session`, as that logged-in member.
 */
export async function measureFirstVisits(baseUrl: string, routes: readonly string[] = FIRST_VISIT_ROUTES, session?: TSessionInfo): Promise<TRouteVisit[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const visits: TRouteVisit[] = [];
    for (const route of routes) visits.push(await visit(browser, baseUrl, route, session));
    return visits;
  } finally {
    await browser.close();
  }
}
