import multipart from '@fastify/multipart';
import {
  adminApplicationImage,
  adminPromotionApplications,
  applyPromotion,
  claimRebate,
  claimReward,
  myApplications,
  rebateHistory,
  rebateQuote,
  reviewApplication,
  rewardCenter,
} from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { operatorActor } from './adminSession';
import type { TAuthMember } from '../services/accounts';
import { withIdempotency } from '../services/wallet/idempotency';
import * as applications from '../services/rewards/applications';
import * as center from '../services/rewards/center';
import * as rebate from '../services/rewards/rebate';
import { readApplicationForm, UPLOAD_LIMITS } from '../services/rewards/upload';
import { routesPlugin } from '../lib/plugin';

const REBATE_PAGE_SIZE = 20;

/** Routes of shared-contracts/src/api/rewards.ts: promotion applications, reward center, single cash back. */
export const rewardRoutes = routesPlugin('tessera-rewards-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const memberOf = (request: FastifyRequest): TAuthMember => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    return member;
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const flags = (merchant: string) => app.readCache.use(merchant, (s) => s?.status.info.whitelabel ?? {});
  const requireFlag = async (merchant: string, flag: 'REWCEN3' | 'MANPLAYREB3') => {
    const f = (await flags(merchant)) as Record<string, unknown>;
    if (!f[flag]) throw new ApiError(flag === 'REWCEN3' ? 'REWARD_CENTER_DISABLED' : 'REBATE_DISABLED', { flag });
  };

  // ---- Promotion applications ----

  // The upload route lives in its own encapsulated context: only it parses multipart/form-data;
  // every other route keeps JSON-only bodies and the 64 KB body limit.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    route(
      uploads,
      applyPromotion,
      async ({ params }, request) => {
        const m = memberOf(request);
        const form = await readApplicationForm(request);
        return applications.applyForPromotion(app.db, m.merchantCode, m.id, Number(params.id), form);
      },
      { rateLimitPerMinute: 120 },
    );
  });

  route(app, myApplications, async ({ query }, request, reply) => {
    noStore(reply);
    const m = memberOf(request);
    return { list: await applications.memberApplications(app.db, m.merchantCode, m.id, query.status) };
  });

  route(app, adminPromotionApplications, async ({ query }, _request, reply) => {
    noStore(reply);
    return { list: await applications.adminApplications(app.db, query) };
  });

  route(app, adminApplicationImage, async ({ params }, _request, reply) => {
    noStore(reply);
    return applications.applicationImage(app.db, Number(params.id), Number(params.position));
  });

  route(app, reviewApplication, async ({ params, body }, request) => applications.reviewApplication(app.db, operatorActor(request), Number(params.id), body));

  // ---- Reward center ----

  route(app, rewardCenter, async ({ query }, request, reply) => {
    noStore(reply);
    const m = memberOf(request);
    await requireFlag(m.merchantCode, 'REWCEN3');
    return center.rewardCenter(app.db, m.merchantCode, m.id, query.lang);
  });

  route(app, claimReward, async ({ params }, request, reply) => {
    const m = memberOf(request);
    await requireFlag(m.merchantCode, 'REWCEN3');
    return withIdempotency(request, reply, claimReward, (trx) => center.claimReward(trx, m.merchantCode, m.id, Number(params.id)));
  });

  // ---- Single cash back ----

  route(app, rebateQuote, async (_input, request, reply) => {
    noStore(reply);
    const m = memberOf(request);
    await requireFlag(m.merchantCode, 'MANPLAYREB3');
    return rebate.rebateQuote(app.db, m.merchantCode, m.id);
  });

  route(app, claimRebate, async (_input, request, reply) => {
    const m = memberOf(request);
    await requireFlag(m.merchantCode, 'MANPLAYREB3');
    return withIdempotency(request, reply, claimRebate, (trx) => rebate.claimRebate(trx, m.merchantCode, m.id));
  });

  route(app, rebateHistory, async ({ query }, request, reply) => {
    noStore(reply);
    const m = memberOf(request);
    await requireFlag(m.merchantCode, 'MANPLAYREB3');
    return rebate.rebateHistory(app.db, m.merchantCode, m.id, query.pageNo ?? 1, query.pageSize ?? REBATE_PAGE_SIZE);
  });
});
