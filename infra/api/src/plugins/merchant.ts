import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_MERCHANT } from '../db/seed';
import { ApiError } from '../errors';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { parseJson } from '../lib/json';
import { sharedPlugin } from '../lib/plugin';
import type { TMerchantMode } from '../types';

export const MERCHANT_COOKIE = 'tessera_merchant';
/** Merchants change rarely; a short cache keeps resolution off the database on every request. */
const DIRECTORY_TTL_MS = 5_000;

interface TDirectory {
  codes: Set<string>;
  byHost: Map<string, string>;
  loadedAt: number;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/**
 * request.merchant: the X-Merchant header, else ?merchant=, else the tessera_merchant cookie,
 * else a merchant whose domains contain the host name, else demo. An unknown code in the header
 * or query is a 404 MERCHANT_NOT_FOUND for API routes ('api'); pages ('page') fall back instead
 * and remember a valid ?merchant= in the cookie so reloads keep it.
 */
export const merchantPlugin = sharedPlugin('tessera-merchant', async (app) => {
  let directory: TDirectory | null = null;

  async function load(): Promise<TDirectory> {
    if (directory && Date.now() - directory.loadedAt < DIRECTORY_TTL_MS) return directory;
    const rows = await app.db.selectFrom('merchants').select(['code', 'domains']).execute();
    const byHost = new Map<string, string>();
    for (const r of rows) for (const host of parseJson<string[]>(r.domains, [])) byHost.set(host.toLowerCase(), r.code);
    directory = { codes: new Set(rows.map((r) => r.code)), byHost, loadedAt: Date.now() };
    return directory;
  }

  async function resolveMerchant(request: FastifyRequest, mode: TMerchantMode, reply?: FastifyReply): Promise<string> {
    const dir = await load();
    const strict = (code: string, source: string) => {
      if (dir.codes.has(code)) return true;
      if (mode === 'api') throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code, source });
      return false;
    };

    const header = first(request.headers['x-merchant']);
    if (header && strict(header, 'header')) return header;

    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.merchant === 'string' ? query.merchant.trim() : undefined;
    const cookies = parseCookies(request.headers.cookie);
    if (fromQuery && strict(fromQuery, 'query')) {
      if (mode === 'page' && reply && cookies[MERCHANT_COOKIE] !== fromQuery) {
        reply.header('set-cookie', serializeCookie(MERCHANT_COOKIE, fromQuery, { secure: request.protocol === 'https' }));
      }
      return fromQuery;
    }

    const fromCookie = cookies[MERCHANT_COOKIE];
    if (fromCookie && dir.codes.has(fromCookie)) return fromCookie;

    const byHost = dir.byHost.get(request.hostname.toLowerCase());
    if (byHost) return byHost;
    return DEFAULT_MERCHANT;
  }

  app.decorateRequest('merchant', '');
  app.decorate('resolveMerchant', resolveMerchant);
  app.addHook('preHandler', async (request, reply) => {
    const mode = request.routeOptions.config.merchant;
    if (mode) request.merchant = await resolveMerchant(request, mode, reply);
  });
});
