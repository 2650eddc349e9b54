import { vipLevels } from '@tessera/contract/api';
import { ApiError } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { vipRoom } from '../services/vip';
import { routesPlugin } from '../lib/plugin';

/** The VIP room's call (shared-contracts/src/api/rewards.ts vipLevels): levels, requirements, benefits, progress. */
export const vipRoutes = routesPlugin('tessera-vip-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  route(app, vipLevels, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const m = request.member;
    if (!m) throw new ApiError('AUTH_REQUIRED');
    return vipRoom(app.db, m.merchantCode, m.id);
  });
});
