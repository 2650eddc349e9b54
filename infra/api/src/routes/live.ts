import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { PAGE_SIZES } from '@tessera/contract';
import {
  adminLiveChat,
  adminLivePasses,
  buyLivePass,
  hideLiveChatLine,
  liveChat,
  liveModels,
  liveRoom,
  liveRoomStream,
  postLiveChat,
  refundLivePass,
} from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorEnvelope } from '../errors';
import { currencyPlaces } from '../lib/money';
import { imageHeaders } from '../lib/svg';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { resolveSession } from '../services/accounts';
import { merchantCurrency } from '../services/merchants';
import { LIVE_AVATAR_PREFIX, listLiveRooms, liveAvatar } from '../services/live';
import * as rooms from '../services/liveRooms';
import { withIdempotency } from '../services/wallet/idempotency';
import { routesPlugin } from '../lib/plugin';
import { operatorActor } from './adminSession';

/** The committed clips and posters (infra/api/assets/live). */
export const LIVE_CLIPS_DIR = join(__dirname, '..', '..', 'assets', 'live');
const CLIP_NAME = /^\/?[a-z]+\.[0-9a-f]{8}\.(webm|jpg)$/;

/** Live rooms (the LIVESTREAM lobby), their generated avatars, and entering a room (docs/decisions/live-rooms.md). */
export const liveRoutes = routesPlugin('tessera-live-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const placesOf = (merchant: string) => app.readCache.use(merchant, (s) => currencyPlaces(s?.row.currency_code ?? ''));
  const noStore = { 'cache-control': 'no-store' };

  route(app, liveModels, async ({ query }, request) => {
    const places = await placesOf(request.merchant);
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

  // The clips: named by content, so immutable; @fastify/static answers Range requests (206) for the player's seeks.
  await app.register(fastifyStatic, {
    root: LIVE_CLIPS_DIR,
    prefix: rooms.LIVE_CLIP_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    schemaHide: true,
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    acceptRanges: true,
    allowedPath: (pathName: string) => CLIP_NAME.test(pathName),
  });

  /**
   * The member behind a public live call's session token, or null (a visitor). An unknown or
   * expired token, or one of another merchant, is answered as a visitor, never refused.
   */
  const viewerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<rooms.TViewer | null> => {
    const header = request.headers.authorization;
    if (typeof header !== 'string') return null;
    reply.header('vary', 'Authorization');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (!token) return null;
    const found = await resolveSession(app.db, token);
    return found.status === 'ok' && found.member.merchantCode === request.merchant ? { memberId: found.member.id } : null;
  };

  route(app, liveRoom, async ({ params }, request) =>
    rooms.roomView(await rooms.roomOf(app.db, request.merchant, Number(params.id)), await placesOf(request.merchant)),
  );

  route(app, liveRoomStream, async ({ params }, request, reply) => {
    reply.headers(noStore);
    const [row, viewer] = await Promise.all([rooms.roomOf(app.db, request.merchant, Number(params.id)), viewerOf(request, reply)]);
    const access = await rooms.checkAccess(app.db, row, viewer, await placesOf(request.merchant));
    return { stream: rooms.streamOf(row), ...access, canChat: viewer !== null };
  });

  route(app, liveChat, async ({ params, query }, request, reply) => {
    reply.headers(noStore);
    const [row, viewer] = await Promise.all([rooms.roomOf(app.db, request.merchant, Number(params.id)), viewerOf(request, reply)]);
    await rooms.checkAccess(app.db, row, viewer, await placesOf(request.merchant));
    return { list: await rooms.chatLines(app.db, row.id, query.after === undefined ? null : Number(query.after), viewer), canChat: viewer !== null };
  });

  route(app, postLiveChat, async ({ params, body }, request) => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    const row = await rooms.roomOf(app.db, member.merchantCode, Number(params.id));
    await rooms.checkAccess(app.db, row, { memberId: member.id }, await placesOf(member.merchantCode));
    return rooms.postChatLine(app.db, app.dialect, row, member.id, body.text);
  });

  // A purchase: per member limited like the wallet's money calls; the key makes a replay (or a double tap with one key) pay once.
  route(
    app,
    buyLivePass,
    async ({ params }, request, reply) => {
      const member = request.member;
      if (!member) throw new ApiError('AUTH_REQUIRED');
      const places = await placesOf(member.merchantCode);
      return withIdempotency(request, reply, buyLivePass, async (trx) =>
        rooms.buyPass(trx, member.merchantCode, member.id, await rooms.roomOf(trx, member.merchantCode, Number(params.id)), places),
      );
    },
    { rateLimitPerMember: app.settings.memberPerMinute },
  );

  /** MERCHANT_NOT_FOUND for an unknown merchant. */
  const merchantPlaces = async (code: string) => (await merchantCurrency(app.db, code)).places;
  route(app, adminLiveChat, async ({ params }) => {
    await merchantPlaces(params.code);
    return rooms.adminChatList(app.db, params.code);
  });
  route(app, hideLiveChatLine, async ({ params }, request) => rooms.hideChatLine(app.db, operatorActor(request), Number(params.id)));
  route(app, adminLivePasses, async ({ params }) => rooms.adminPassList(app.db, params.code, await merchantPlaces(params.code)));
  route(app, refundLivePass, async ({ params, body }, request) =>
    rooms.refundPass(app.db, operatorActor(request), Number(params.id), body.reason, merchantPlaces),
  );
});
