import { PAGE_SIZES } from '@tessera/contract';
import { liveModels } from '@tessera/contract/api';
import { errorEnvelope } from '../errors';
import { currencyPlaces } from '../lib/money';
import { imageHeaders } from '../lib/svg';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { LIVE_AVATAR_PREFIX, listLiveRooms, liveAvatar } from '../services/live';
import { routesPlugin } from '../lib/plugin';

/** Live rooms (the LIVESTREAM lobby) and their generated avatars. */
export const liveRoutes = routesPlugin('tessera-live-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  route(app, liveModels, async ({ query }, request) => {
    const places = await app.readCache.use(request.merchant, (s) => currencyPlaces(s?.row.currency_code ?? ''));
    return listLiveRooms(
      app.db,
      request.merchant,
      {
        pageNo: query.pageNo ?? 1,
        pageSize: query.pageSize ?? PAGE_SIZES.liveGames,
        roomType: query.roomType,
        online: query.online === undefined ? undefined : query.online === '1',
      },
      places,
    );
  });

  app.get<{ Params: { file: string } }>(`${LIVE_AVATAR_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const avatar = await liveAvatar(app.db, request.params.file);
    if (!avatar) return reply.code(404).send(errorEnvelope('NOT_FOUND'));
    return reply.headers(imageHeaders(avatar.current)).send(avatar.svg);
  });
});
