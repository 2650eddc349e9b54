import { addFavourite, addRecentGame, favouriteGames, favouriteIds, memberPnl, recentGames, removeFavourite } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { nameLanguage } from '../services/games/catalog';
import { addFavouriteGame, favouriteIdList, listFavourites, removeFavouriteGame, type TPlayerContext } from '../services/player/favourites';
import { memberPnlReport } from '../services/player/pnl';
import { addRecent, listRecentGames } from '../services/player/recent';
import { routesPlugin } from '../lib/plugin';

/** Routes of shared-contracts/src/api/player.ts: favourite and recent games, profit and loss. */
export const playerRoutes = routesPlugin('tessera-player-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const ctx = (request: FastifyRequest): TPlayerContext => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    return { db: app.db, merchant: member.merchantCode, memberId: member.id };
  };

  route(app, favouriteGames, async ({ query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    return listFavourites(ctx(request), query);
  });
  route(app, favouriteIds, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return { list: await favouriteIdList(ctx(request)) };
  });
  route(app, addFavourite, async ({ body }, request) => addFavouriteGame(ctx(request), body.nodeId, body.vendor), { rateLimitPerMinute: 120 });
  route(app, removeFavourite, async ({ params, query }, request) => removeFavouriteGame(ctx(request), params.nodeId, query.vendor), {
    rateLimitPerMinute: 120,
  });

  route(app, recentGames, async ({ query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    const c = ctx(request);
    return { list: await listRecentGames(c.db, c.merchant, c.memberId, nameLanguage(query.language), query.limit) };
  });
  route(
    app,
    addRecentGame,
    async ({ body }, request) => {
      const c = ctx(request);
      return addRecent(c.db, c.merchant, c.memberId, body.nodeId);
    },
    { rateLimitPerMinute: 120 },
  );

  route(
    app,
    memberPnl,
    async ({ query }, request, reply) => {
      reply.header('cache-control', 'no-store');
      const c = ctx(request);
      return memberPnlReport(c.db, c.merchant, c.memberId, query);
    },
    { rateLimitPerMinute: 60 },
  );
});
