import { consolidatedFunds, whitelabelMenu, type TWhitelabelMenu } from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, successEnvelope } from '../errors';
import { currencyPlaces } from '../lib/money';
import { PreparedAnswer } from '../lib/prepared';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { resolveSession } from '../services/accounts';
import type { TMerchantSnapshot } from '../services/readCache';
import { audienceOf, buildMenu, fundsSummary, GUEST, menuVariant, type TMenuAudience } from '../services/whitelabel';
import { routesPlugin } from '../lib/plugin';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** Routes of shared-contracts/src/api/whitelabel.ts. */
export const whitelabelRoutes = routesPlugin('tessera-whitelabel-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  // A menu answered for a session differs by Authorization; a prepared answer sets its own
  // Vary (accept-encoding) as it is sent, so Authorization is added back here (this plugin only).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined && request.routeOptions.url === whitelabelMenu.path) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/\bauthorization\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Authorization` : 'Authorization');
    }
    done(null, payload);
  });

  const known = (snapshot: TMerchantSnapshot | null, merchant: string): TMerchantSnapshot => {
    if (!snapshot) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
    return snapshot;
  };

  /**
   * One prepared answer per viewer variant, kept in the merchant's read-cache snapshot: made once
   * per snapshot, dropped with it when the operator changes a flag (route() invalidates the read
   * cache after every operator change), so the next call answers the new flags.
   */
  const menuAnswer = (snapshot: TMerchantSnapshot, audience: TMenuAudience): PreparedAnswer<TWhitelabelMenu> => {
    const key = menuVariant(audience);
    let answer = snapshot.answers.get(key) as PreparedAnswer<TWhitelabelMenu> | undefined;
    if (!answer) {
      const info = snapshot.status.info;
      const value = buildMenu(snapshot.code, info.whitelabel, info.mobileTemplate.mem_cen, audience);
      answer = new PreparedAnswer(value, JSON.stringify(successEnvelope(value)), true);
      snapshot.answers.set(key, answer);
    }
    return answer;
  };

  const fromSnapshot = <T>(merchant: string, use: (s: TMerchantSnapshot) => T): T | Promise<T> => {
    const snapshot = app.readCache.peek(merchant);
    return snapshot !== undefined ? use(known(snapshot, merchant)) : app.readCache.merchant(merchant).then((s) => use(known(s, merchant)));
  };

  /**
   * The viewer of a menu call and the merchant to answer for. No Authorization header: a guest of
   * the request's merchant, at no cost. With a valid session, the session's merchant (as for every
   * member call, whatever host or cookie the call comes from) and the member's type; the answer is
   * then per member and not shared-cacheable. An unknown or expired token, or a session of another
   * merchant than the one the call names (X-Merchant, ?merchant=), is answered as a guest of the
   * request's merchant: the menu must work for everyone, as the public announcement calls do.
   */
  const viewerOf = async (request: FastifyRequest, reply: FastifyReply, named: string | undefined): Promise<{ merchant: string; audience: TMenuAudience }> => {
    reply.header('cache-control', 'private, no-store');
    const guest = { merchant: request.merchant, audience: GUEST };
    const token = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization))?.[1];
    if (!token) return guest;
    const found = await resolveSession(app.db, token);
    if (found.status !== 'ok') return guest;
    const explicit = first(request.headers['x-merchant']) ?? named;
    if (explicit !== undefined && explicit !== found.member.merchantCode) return guest;
    return { merchant: found.member.merchantCode, audience: audienceOf(found.member.type) };
  };

  route(
    app,
    whitelabelMenu,
    ({ query }, request, reply) => {
      if (request.headers.authorization === undefined) return fromSnapshot(request.merchant, (s) => menuAnswer(s, GUEST));
      return viewerOf(request, reply, query.merchant).then((v) => fromSnapshot(v.merchant, (s) => menuAnswer(s, v.audience)));
    },
    { compress: false },
  );

  route(app, consolidatedFunds, async (_input, request, reply) => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    reply.header('cache-control', 'no-store');
    const snapshot = known(await app.readCache.merchant(member.merchantCode), member.merchantCode);
    return fundsSummary(app.db, member, snapshot.status.info.whitelabel, currencyPlaces(snapshot.row.currency_code));
  });
});
