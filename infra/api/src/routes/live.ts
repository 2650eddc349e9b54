import { liveModels } from '@tessera/shared-contracts/api';
import type { FastifyPluginAsync } from 'fastify';
import { errorEnvelope } from '../errors';
import { currencyPlaces } from '../lib/money';
import { imageHeaders } from '../lib/svg';
import { route } from '../route';
import { LIVE_AVATAR_PREFIX, listLiveRooms, liveAvatar, seedLiveRooms } from '../services/live';

const LIVE_PAGE_SIZE = 21;

/** Live rooms (the LIVESTREAM lobby) and their generated avatars. */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  await seedLiveRooms(app.db);

  route(app, liveModels, async ({ query }, request) => {
    const places = await app.readCache.use(request.merchant, (s) => currencyPlaces(s?.row.currency_code ?? ''));
    return listLiveRooms(
      app.db,
      request.merchant,
      {
        pageNo: query.pageNo ?? 1,
        pageSize: query.pageSize ?? LIVE_PAGE_SIZE,
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
};
