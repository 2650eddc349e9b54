import {
  baccaratDeal,
  cockfightRound,
  crashRound,
  bettingRecords,
  cancelOrder,
  drawNumero,
  numbersOpened,
  recentVietnamLottery,
  thirdPartyGameRecords,
  vietnamNumero,
  launchGame,
  lotteryDraws,
  orderDetail,
  placeLotteryBet,
  playSession,
  slotSpin,
} from '@tessera/contract/api';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { launch } from '../services/play/launch';
import { isRealMember } from '../services/play/games';
import { checkLaunchLimits } from '../services/responsible';
import { listDraws, placeBet, settleDraws } from '../services/play/lottery';
import { PLAY_ASSET_PREFIX, playPages } from '../services/play/pages';
import { drawNumeroOf, openedNumbers, recentVietnam } from '../services/play/draws';
import { betDetail, cancelBet, listBets, thirdPartyRecords } from '../services/play/records';
import { VN_VENDOR } from '../services/play/schedule';
import { sessionOf } from '../services/play/session';
import { spin } from '../services/play/slot';
import { crash, deal, fight } from '../services/play/table';
import { withIdempotency } from '../services/wallet/idempotency';
import { routesPlugin } from '../lib/plugin';

/** How often the lottery settles closed draws in the background (reads also settle first). */
export const SETTLE_INTERVAL_MS = 5_000;

/** Game launch, the demo slot and lottery (pages and calls) and betting records (shared-contracts/src/api/play.ts). */
/** What the play routes are told: the allowed lottery vendor origins (docs/decisions/lottery-vendor-frames.md). */
type TPlayOptions = { vendorFrameOrigins?: readonly string[] };

export const playRoutes = routesPlugin<TPlayOptions>('tessera-play-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app, opts) => {
  const frameOrigins = opts.vendorFrameOrigins ?? [];
  route(
    app,
    launchGame,
    async ({ query }, request) => {
      const member = request.member;
      if (!member) throw new ApiError('AUTH_REQUIRED');
      // Responsible gambling: a real-money launch past the session time limit or with a wager or
      // loss limit used up is refused (fun mode stays open: it moves no money).
      if (isRealMember(member.type) && query.mode !== 'free') {
        await checkLaunchLimits(app.db, { id: member.id, merchantCode: member.merchantCode, sessionHash: member.sessionHash });
      }
      return launch(app.db, request.merchant, member, query, new Date(), { frameOrigins });
    },
    { rateLimitPerMinute: 120 },
  );

  // Ticket-authenticated calls of the demo pages: the ticket in the body names member, game and mode.
  route(app, playSession, async ({ body }) => sessionOf(app.db, body.ticket), { rateLimitPerMinute: 240 });
  route(app, slotSpin, async ({ body }) => spin(app.db, body), { rateLimitPerMinute: 600 });
  route(app, baccaratDeal, async ({ body }) => deal(app.db, body), { rateLimitPerMinute: 600 });
  route(app, crashRound, async ({ body }) => crash(app.db, body), { rateLimitPerMinute: 600 });
  route(app, cockfightRound, async ({ body }) => fight(app.db, body), { rateLimitPerMinute: 600 });
  route(
    app,
    lotteryDraws,
    async ({ query }, request) => listDraws(app.db, request.merchant, query.limit ?? 10, query.nodeId === undefined ? undefined : Number(query.nodeId)),
    { rateLimitPerMinute: 240 },
  );
  route(app, placeLotteryBet, async ({ body }) => placeBet(app.db, body), { rateLimitPerMinute: 240 });

  route(app, bettingRecords, async ({ query }, request) => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    return listBets(app.db, request.merchant, member.id, query);
  });
  route(app, orderDetail, async ({ params }, request) => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    return betDetail(app.db, request.merchant, member.id, params.orderNo);
  });
  route(app, cancelOrder, async ({ params }, request, reply) => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    await settleDraws(app.db);
    return withIdempotency(request, reply, cancelOrder, (trx) => cancelBet(trx, request.merchant, member.id, params.orderNo));
  });

  // Per-game lottery draws (public): numero, numbers opened, recent Vietnam lottery, Vietnam numero.
  route(app, drawNumero, async ({ query }, request) => drawNumeroOf(app.db, request.merchant, query), { rateLimitPerMinute: 240 });
  route(app, numbersOpened, async ({ query }, request) => openedNumbers(app.db, request.merchant, query), { rateLimitPerMinute: 120 });
  route(app, recentVietnamLottery, async (_input, request) => recentVietnam(app.db, request.merchant), { rateLimitPerMinute: 120 });
  route(app, vietnamNumero, async ({ query }, request) => drawNumeroOf(app.db, request.merchant, query, [VN_VENDOR]), { rateLimitPerMinute: 240 });
  route(app, thirdPartyGameRecords, async ({ query }, request) => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    return thirdPartyRecords(app.db, request.merchant, member.id, query);
  });

  // The demo pages: no member data in them, never cached (the URL carried a ticket), no referrer.
  const page = (html: string) => (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(html);
  // Built from services/play/client/ once per process: a page that does not build stops the boot.
  const pages = await playPages();
  app.get('/play/slot', { schema: { hide: true } }, page(pages.html.slot));
  app.get('/play/lottery', { schema: { hide: true } }, page(pages.html.lottery));
  app.get('/play/table', { schema: { hide: true } }, page(pages.html.table));
  app.get('/play/crash', { schema: { hide: true } }, page(pages.html.crash));
  app.get('/play/cockfight', { schema: { hide: true } }, page(pages.html.cockfight));
  app.get<{ Params: { file: string } }>(`${PLAY_ASSET_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const asset = Object.hasOwn(pages.assets, request.params.file) ? pages.assets[request.params.file] : undefined;
    if (!asset) throw new ApiError('NOT_FOUND');
    return reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body);
  });

  // Lottery settlement in the background; unref'd so it never keeps the process alive.
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDraws(app.db)
      .catch((err: unknown) => app.log.error({ err }, 'lottery settlement failed'))
      .finally(() => {
        running = false;
      });
  }, SETTLE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
});
