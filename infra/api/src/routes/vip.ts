import { vipLevels } from '@tessera/shared-contracts/api';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors';
import { route } from '../route';
import { seedVipLevels, vipRoom } from '../services/vip';

/** The VIP room's call (shared-contracts/src/api/rewards.ts vipLevels): levels, requirements, benefits, progress. */
export const vipRoutes: FastifyPluginAsync = async (app) => {
  await seedVipLevels(app.db);

  route(app, vipLevels, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const m = request.member;
    if (!m) throw new ApiError('AUTH_REQUIRED');
    return vipRoom(app.db, m.merchantCode, m.id);
  });
};
