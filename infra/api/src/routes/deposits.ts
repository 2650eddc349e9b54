import multipart from '@fastify/multipart';
import {
  acceptDepositPromo,
  adjustBalance,
  adminDepositReceipt,
  createDeposit,
  depositChannels,
  depositOrder,
  depositPromos,
  depositRecords,
  GATEWAY_SIGNATURE_HEADER,
  listDepositPromos,
  listDeposits,
  manualDeposit,
  paymentCallback,
  reviewDeposit,
  updateDepositPromo,
  uploadDepositReceipt,
  ZDepositOrderNo,
} from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorEnvelope } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { operatorActor } from './adminSession';
import {
  acceptPromoForOrder,
  adjustMemberBalance,
  adminReceipt,
  readReceiptForm,
  RECEIPT_UPLOAD_LIMITS,
  uploadReceipt,
  adminDepositPromoList,
  memberDepositPromos,
  updateDepositPromoSettings,
  adminDepositList,
  createGatewayDeposit,
  createManualDeposit,
  gatewaySecret,
  handleGatewayCallback,
  listDepositChannels,
  memberDepositOrder,
  memberDepositRecords,
  PAYMENT_SIM_PREFIX,
  reviewManualDeposit,
  signGatewayCallback,
  SIM_PAGE_CSP,
  simLinkInvalidPage,
  simNotFoundPage,
  simOrder,
  simPaymentPage,
  simPayToken,
  simRecordPayment,
  simResultPage,
  verifySimPayToken,
  type TSimOrder,
} from '../services/deposits';
import { withIdempotency } from '../services/wallet/idempotency';
import { routesPlugin } from '../lib/plugin';

const RECORDS_PAGE_SIZE = 20;
const ADMIN_PAGE_SIZE = 50;
const ADMIN_PER_MINUTE = 120;

/**
 * The simulated gateway is for development and demos (`npm start`): PAYMENT_SIMULATOR=0 switches it
 * off (the Dockerfile and the Kubernetes manifests do), =1 on; unset, it is on unless
 * NODE_ENV=production. Even on, it acts only for the order's payer (a signed link, see simulator.ts).
 */
export function paymentSimulatorEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.PAYMENT_SIMULATOR === '0') return false;
  return env.NODE_ENV !== 'production' || env.PAYMENT_SIMULATOR === '1';
}

/** Deposits: channels, gateway deposits and their callback, manual transfers, operator review and adjustments. */
export const depositRoutes = routesPlugin('tessera-deposits-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const secret = gatewaySecret();

  const memberOf = (request: FastifyRequest) => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    return { id: member.id, merchantCode: member.merchantCode };
  };

  route(app, depositChannels, async ({ query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    return listDepositChannels(app.db, memberOf(request).merchantCode, query.lang);
  });

  route(
    app,
    createDeposit,
    async ({ body }, request, reply) => withIdempotency(request, reply, createDeposit, (trx) => createGatewayDeposit(trx, memberOf(request), body)),
    {
      rateLimitPerMinute: 60,
    },
  );

  route(app, paymentCallback, async ({ body }, request) => handleGatewayCallback(app.db, secret, body, request.headers[GATEWAY_SIGNATURE_HEADER]));

  route(
    app,
    manualDeposit,
    async ({ body }, request, reply) => withIdempotency(request, reply, manualDeposit, (trx) => createManualDeposit(trx, memberOf(request), body)),
    { rateLimitPerMinute: 30 },
  );

  route(app, depositRecords, async ({ query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    return memberDepositRecords(app.db, memberOf(request), {
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? RECORDS_PAGE_SIZE,
      status: query.status,
    });
  });

  route(app, depositOrder, async ({ params }, request, reply) => {
    reply.header('cache-control', 'no-store');
    return memberDepositOrder(app.db, memberOf(request), params.orderNo);
  });

  route(app, depositPromos, async ({ query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    return memberDepositPromos(app.db, memberOf(request), query.amount, new Date(), query.lang);
  });

  route(app, acceptDepositPromo, async ({ params, body }, request) => acceptPromoForOrder(app.db, memberOf(request), params.orderNo, body.promoId), {
    rateLimitPerMinute: 30,
  });

  // Only the receipt upload parses multipart/form-data (its own context); every other route keeps JSON bodies.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: RECEIPT_UPLOAD_LIMITS, throwFileSizeLimit: true });
    route(
      uploads,
      uploadDepositReceipt,
      async ({ params }, request) => uploadReceipt(app.db, memberOf(request), params.orderNo, await readReceiptForm(request)),
      { rateLimitPerMinute: 30 },
    );
  });

  const limit = { rateLimitPerMinute: ADMIN_PER_MINUTE };
  route(app, listDepositPromos, async ({ query }) => adminDepositPromoList(app.db, query.merchant), limit);
  route(
    app,
    updateDepositPromo,
    async ({ params, body }, request) => updateDepositPromoSettings(app.db, operatorActor(request), Number(params.promoId), body),
    limit,
  );
  route(
    app,
    listDeposits,
    async ({ query }) =>
      adminDepositList(app.db, { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE, status: query.status, merchant: query.merchant }),
    limit,
  );
  route(app, reviewDeposit, async ({ params, body }, request) => reviewManualDeposit(app.db, operatorActor(request), params.orderNo, body), limit);
  route(
    app,
    adminDepositReceipt,
    async ({ params }, request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminReceipt(app.db, operatorActor(request), params.orderNo);
    },
    limit,
  );
  route(
    app,
    adjustBalance,
    async ({ params, body }, request, reply) => {
      const { value, replayed } = await adjustMemberBalance(app.db, operatorActor(request), Number(params.memberId), body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return value;
    },
    limit,
  );

  if (paymentSimulatorEnabled()) {
    await app.register(async (sim) => {
      // The gateway page's form posts form-encoded; only these routes read that type.
      sim.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply
          .code(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', SIM_PAGE_CSP)
          .send(body);
      const orderOf = async (orderNo: string) => (ZDepositOrderNo.safeParse(orderNo).success ? simOrder(app.db, orderNo) : null);

      /**
       * Whether the request comes from the order's payer: the link token handed to them with the
       * order (simLink.ts), or their own member session (an API client's bearer token). Anyone
       * else, whatever order number they know, is refused before anything is read or recorded.
       */
      const isPayer = async (request: FastifyRequest<{ Querystring: { token?: unknown } }>, order: TSimOrder): Promise<boolean> => {
        if (verifySimPayToken(order.orderNo, order.memberId, request.query.token, Date.now(), secret)) return true;
        const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer) return false;
        const member = await app.authenticateMember(request, 'member', bearer).catch(() => null);
        return member?.id === order.memberId;
      };
      type TSimRequest = { Params: { orderNo: string }; Querystring: { token?: unknown } };

      sim.get<TSimRequest>(`${PAYMENT_SIM_PREFIX}:orderNo`, { schema: { hide: true } }, async (request, reply) => {
        const order = await orderOf(request.params.orderNo);
        if (!order) return html(reply, 404, simNotFoundPage());
        if (!(await isPayer(request, order))) return html(reply, 403, simLinkInvalidPage());
        return html(reply, 200, simPaymentPage(order, simPayToken(order.orderNo, order.memberId, Date.now(), secret)));
      });

      sim.post<TSimRequest & { Body: unknown }>(`${PAYMENT_SIM_PREFIX}:orderNo`, { schema: { hide: true } }, async (request, reply) => {
        const order = await orderOf(request.params.orderNo);
        if (!order) return html(reply, 404, simNotFoundPage());
        if (!(await isPayer(request, order))) return reply.code(403).send(errorEnvelope('PAYMENT_LINK_INVALID'));
        const action = (request.body as { action?: unknown } | null)?.action;
        if (action !== 'pay' && action !== 'cancel') return reply.code(400).send(errorEnvelope('VALIDATION_FAILED'));
        const payload = await simRecordPayment(app.db, order, action);
        // Delivered through the public callback route, signed, exactly as an outside gateway would.
        const res = await app.inject({
          method: 'POST',
          url: paymentCallback.path,
          headers: { 'content-type': 'application/json', [GATEWAY_SIGNATURE_HEADER]: signGatewayCallback(secret, payload) },
          payload: JSON.stringify(payload),
        });
        const delivered = res.statusCode === 200;
        const outcome = !delivered ? 'The merchant could not confirm the payment' : payload.status === 'PAID' ? 'Payment successful' : 'Payment cancelled';
        return html(reply, delivered ? 200 : 502, simResultPage(order, outcome));
      });
    });
  }
});
