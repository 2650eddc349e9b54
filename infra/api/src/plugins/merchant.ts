import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { ApiError } from '../errors';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { PLUGIN, sharedPlugin } from '../lib/plugin';
import { DEFAULT_MERCHANT } from '../services/merchants';
import type { TDirectory } from '../services/readCache';
import type { TMerchantMode } from '../types';

export const MERCHANT_COOKIE = 'tessera_merchant';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/**
 * request.merchant: the X-Merchant header, else ?merchant=, else the tessera_merchant cookie,
 * else a merchant whose domains contain the host name, else demo. An unknown code in the header
 * or query is a 404 MERCHANT_NOT_FOUND for API routes ('api'); pages ('page') fall back instead
 * and remember a valid ?merchant= in the cookie so reloads keep it.
 */
/** Whether an explicitly named code is a merchant; for API calls an unknown one is a 404. */
function known(dir: TDirectory, code: string, source: string, mode: TMerchantMode): boolean {
  if (dir.codes.has(code)) return true;
  if (mode === 'api') throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code, source });
  return false;
}

/** The resolution itself, against a loaded directory (synchronous: it runs on every API call). */
function resolveWith(dir: TDirectory, request: FastifyRequest, mode: TMerchantMode, reply?: FastifyReply): string {
  const header = first(request.headers['x-merchant']);
  if (header && known(dir, header, 'header', mode)) return header;

  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.merchant === 'string' ? query.merchant.trim() : undefined;
  const cookieHeader = request.headers.cookie;
  const cookies = cookieHeader ? parseCookies(cookieHeader) : undefined;
  if (fromQuery && known(dir, fromQuery, 'query', mode)) {
    if (mode === 'page' && reply && cookies?.[MERCHANT_COOKIE] !== fromQuery) {
      reply.header('set-cookie', serializeCookie(MERCHANT_COOKIE, fromQuery, { secure: request.protocol === 'https' }));
    }
    return fromQuery;
  }

  const fromCookie = cookies?.[MERCHANT_COOKIE];
  if (fromCookie && dir.codes.has(fromCookie)) return fromCookie;

  if (dir.byHost.size) {
    const byHost = dir.byHost.get(request.hostname.toLowerCase());
    if (byHost) return byHost;
  }
  return DEFAULT_MERCHANT;
}

export const merchantPlugin = sharedPlugin(PLUGIN.merchant, { dependencies: [PLUGIN.readCache] }, async (app) => {
  // The merchant directory comes from the read cache: off the database on every request.
  async function resolveMerchant(request: FastifyRequest, mode: TMerchantMode, reply?: FastifyReply): Promise<string> {
    return resolveWith(await app.readCache.directory(), request, mode, reply);
  }

  app.decorateRequest('merchant', '');
  app.decorate('resolveMerchant', resolveMerchant);

  /** Resolves request.merchant: synchronously while the directory is cached (no promise per request). */
  const resolveHook = (mode: TMerchantMode): preValidationHookHandler =>
    function resolveRequestMerchant(request, reply, done) {
      const dir = app.readCache.peekDirectory();
      if (!dir) {
        resolveMerchant(request, mode, reply).then((code) => {
          request.merchant = code;
          done();
        }, done);
        return;
      }
      try {
        request.merchant = resolveWith(dir, request, mode, reply);
      } catch (err) {
        done(err as Error);
        return;
      }
      done();
    };

  // Routes with config.merchant get the resolution as their last preValidation hook: after the
  // route's own auth and input checks (a bad request is a 400 and an unauthorised one a 401
  // whatever merchant it names), before every preHandler (which may rely on request.merchant).
  // Attached per route rather than as a global hook, so other routes pay nothing.
  app.addHook('onRoute', (routeOptions) => {
    const mode = routeOptions.config?.merchant;
    if (!mode) return;
    const own = routeOptions.preValidation;
    routeOptions.preValidation = [...(own ? (Array.isArray(own) ? own : [own]) : []), resolveHook(mode)];
  });
});
