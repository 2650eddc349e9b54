import multipart from '@fastify/multipart';
import { adminKycDocument, adminKycSubmissions, kycStatus, reviewKyc, submitKyc } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { operatorActor } from './adminSession';
import type { TAuthMember } from '../services/accounts';
import * as kyc from '../services/kyc';
import { routesPlugin } from '../lib/plugin';

/** Routes of shared-contracts/src/api/kyc.ts: the member's identity document and its operator review. */
export const kycRoutes = routesPlugin('tessera-kyc-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const memberOf = (request: FastifyRequest): TAuthMember => {
    if (!request.member) throw new ApiError('AUTH_REQUIRED');
    return request.member;
  };

  route(app, kycStatus, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const m = memberOf(request);
    return kyc.kycState(app.db, m.merchantCode, m.id);
  });

  // Only the upload parses multipart/form-data (its own context); every other route keeps JSON bodies.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: kyc.KYC_UPLOAD_LIMITS, throwFileSizeLimit: true });
    route(
      uploads,
      submitKyc,
      async (_input, request) => {
        const m = memberOf(request);
        const form = await kyc.readKycForm(request);
        return kyc.submitKyc(app.db, m.merchantCode, m.id, form);
      },
      { rateLimitPerMinute: 30 },
    );
  });

  route(app, adminKycSubmissions, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return { list: await kyc.adminSubmissions(app.db, query) };
  });
  route(app, adminKycDocument, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return kyc.adminDocument(app.db, Number(params.id));
  });
  route(app, reviewKyc, async ({ params, body }, request) => kyc.reviewKyc(app.db, operatorActor(request), Number(params.id), body));
});
