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
import { OPERATOR } from '../services/admin';
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
  simNotFoundPage,
  simOrder,
  simPaymentPage,
  simRecordPayment,
  simResultPage,
} from '../services/deposits';
import { withIdempotency } from '../services/wallet/idempotency';
import { routesPlugin } from '../lib/plugin';

const RECORDS_PAGE_SIZE = 20;
const ADMIN_PAGE_SIZE = 50;
const ADMIN_PER_MINUTE = 120;

/**
 * The simulated gateway is for development and demos: on unless NODE_ENV=production, where it
 * needs PAYMENT_SIMULATOR=1 (it lets anyone who knows an order number mark it paid).
 */
export function paymentSimulatorEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
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

  route(app, depositChannels, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return listDepositChannels(app.db, memberOf(request).merchantCode);
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
    return memberDepositPromos(app.db, memberOf(request), query.amount);
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
  route(app, updateDepositPromo, async ({ params, body }) => updateDepositPromoSettings(app.db, OPERATOR, Number(params.promoId), body), limit);
  route(
    app,
    listDeposits,
    async ({ query }) =>
      adminDepositList(app.db, { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE, status: query.status, merchant: query.merchant }),
    limit,
  );
  route(app, reviewDeposit, async ({ params, body }) => reviewManualDeposit(app.db, OPERATOR, params.orderNo, body), limit);
  route(
    app,
    adminDepositReceipt,
    async ({ params }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminReceipt(app.db, OPERATOR, params.orderNo);
    },
    limit,
  );
  route(
    app,
    adjustBalance,
    async ({ params, body }, _request, reply) => {
      const { value, replayed } = await adjustMemberBalance(app.db, OPERATOR, Number(params.memberId), body);
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

      sim.get<{ Params: { orderNo: string } }>(`${PAYMENT_SIM_PREFIX}:orderNo`, { schema: { hide: true } }, async (request, reply) => {
        const order = await orderOf(request.params.orderNo);
        if (!order) return html(reply, 404, simNotFoundPage());
        return html(reply, 200, simPaymentPage(order));
      });

      sim.post<{ Params: { orderNo: string }; Body: unknown }>(`${PAYMENT_SIM_PREFIX}:orderNo`, { schema: { hide: true } }, async (request, reply) => {
        const order = await orderOf(request.params.orderNo);
        if (!order) return html(reply, 404, simNotFoundPage());
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
