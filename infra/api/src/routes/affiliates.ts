import { affiliateLinks, createAffiliateLink, deleteAffiliateLink } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import * as affiliates from '../services/affiliates';
import { routesPlugin } from '../lib/plugin';

/** A member's invitation links. */
export const affiliateRoutes = routesPlugin('tessera-affiliates-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const ctx = async (request: FastifyRequest): Promise<affiliates.TAffiliateContext> => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    const mainDomain = await app.readCache.use(member.merchantCode, (s) => s?.status.info.mainDomain || `${member.merchantCode}.localhost`);
    return { db: app.db, merchant: member.merchantCode, memberId: member.id, mainDomain };
  };

  route(app, affiliateLinks, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return affiliates.listAffiliateLinks(await ctx(request));
  });
  route(app, createAffiliateLink, async ({ body }, request) => affiliates.createAffiliateLink(await ctx(request), body.code), { rateLimitPerMinute: 30 });
  route(app, deleteAffiliateLink, async ({ params }, request) => affiliates.deleteAffiliateLink(await ctx(request), params.code));
});
