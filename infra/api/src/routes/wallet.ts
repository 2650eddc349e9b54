import {
  accountRecords,
  addBankCard,
  bankCards,
  bankList,
  bindPayeeName,
  DEFAULT_RECORDS_PAGE_SIZE,
  deleteBankCard,
  getWithdrawLimits,
  listWithdrawals,
  resetPaymentPassword,
  reviewWithdrawal,
  securityConfig,
  securityQuestions,
  sendPaymentPasswordResetCode,
  setPaymentPassword,
  setSecurityQuestions,
  transactionCodes,
  updateWithdrawLimits,
  verifySecurityQuestions,
  walletBalance,
  withdraw,
  withdrawConfig,
  withdrawRecords,
} from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { operatorActor } from './adminSession';
import * as account from '../services/wallet/account';
import * as cards from '../services/wallet/cards';
import type { TWalletContext } from '../services/wallet/common';
import { cardFingerprintKey } from '../services/wallet/fingerprint';
import { storedReplay, withIdempotency } from '../services/wallet/idempotency';
import * as limits from '../services/wallet/limits';
import * as recovery from '../services/wallet/recovery';
import * as security from '../services/wallet/security';
import * as withdrawals from '../services/wallet/withdrawals';
import { routesPlugin } from '../lib/plugin';

/** Wallet, security center, bank cards and withdrawals (shared-contracts/src/api/wallet.ts). */
export const walletRoutes = routesPlugin('tessera-wallet-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  // Bank-card fingerprints' key: CARD_FINGERPRINT_SECRET, else one generated once and stored (fingerprint.ts).
  const cardKey = await cardFingerprintKey(app.db);

  const ctx = (request: FastifyRequest): TWalletContext => {
    const member = request.member;
    if (!member) throw new ApiError('AUTH_REQUIRED');
    return { db: app.db, merchant: member.merchantCode, memberId: member.id };
  };
  const noStore = { 'cache-control': 'no-store' };
  // Money and secret calls: each also limited per member (a stolen session may come from many addresses).
  const perMember = { rateLimitPerMember: app.settings.memberPerMinute };

  route(app, walletBalance, async (_input, request, reply) => {
    const c = ctx(request);
    reply.headers(noStore);
    return account.walletBalance(app.db, c.merchant, c.memberId);
  });
  route(app, transactionCodes, () => account.transactionCodeList());
  route(app, accountRecords, async ({ query }, request, reply) => {
    const c = ctx(request);
    reply.headers(noStore);
    return account.accountRecords(app.db, c.merchant, c.memberId, query, DEFAULT_RECORDS_PAGE_SIZE);
  });

  route(app, securityConfig, async (_input, request, reply) => {
    reply.headers(noStore);
    return security.securityConfig(app.db, ctx(request).memberId);
  });
  route(app, setPaymentPassword, async ({ body }, request) => security.setPaymentPassword(app.db, app.accounts, ctx(request).memberId, body, request.ip), {
    rateLimitPerMinute: 30,
    ...perMember,
  });
  route(app, sendPaymentPasswordResetCode, async (_input, request) => recovery.sendResetCode(app.db, ctx(request).merchant, ctx(request).memberId), {
    rateLimitPerMinute: 10,
    ...perMember,
  });
  route(
    app,
    resetPaymentPassword,
    async ({ body }, request) => {
      const c = ctx(request);
      return recovery.resetPaymentPassword(app.db, app.accounts.pinHasher, c.merchant, c.memberId, body);
    },
    { rateLimitPerMinute: 30, ...perMember },
  );
  route(app, securityQuestions, async (_input, request, reply) => {
    reply.headers(noStore);
    return recovery.securityQuestions(app.db, ctx(request).memberId);
  });
  route(app, setSecurityQuestions, async ({ body }, request) => recovery.setSecurityQuestions(app.db, app.accounts, ctx(request).memberId, body, request.ip), {
    rateLimitPerMinute: 30,
    ...perMember,
  });
  route(
    app,
    verifySecurityQuestions,
    async ({ body }, request, reply) => {
      reply.headers(noStore);
      return recovery.verifySecurityQuestions(app.db, app.accounts.hasher, ctx(request).memberId, body.answers);
    },
    { rateLimitPerMinute: 30, ...perMember },
  );
  route(app, bindPayeeName, async ({ body }, request) => security.bindPayeeName(app.db, ctx(request).memberId, body.payeeName), {
    rateLimitPerMinute: 30,
    ...perMember,
  });

  route(app, bankList, async (_input, request) => cards.bankList(app.db, ctx(request).merchant));
  route(app, bankCards, async (_input, request, reply) => {
    reply.headers(noStore);
    return cards.bankCards(ctx(request));
  });
  route(app, addBankCard, async ({ body }, request) => cards.addBankCard(ctx(request), cardKey, app.accounts.pinHasher, body), {
    rateLimitPerMinute: 30,
    ...perMember,
  });
  route(
    app,
    deleteBankCard,
    async ({ params, body }, request) => {
      const c = ctx(request);
      const id = Number(params.id);
      const card = await app.db.selectFrom('bank_cards').select('id').where('id', '=', id).where('member_id', '=', c.memberId).executeTakeFirst();
      if (!card) throw new ApiError('BANK_CARD_NOT_FOUND');
      await security.checkPaymentPassword(app.db, app.accounts.pinHasher, c.memberId, body.paymentPassword);
      return cards.deleteBankCard(c, id);
    },
    perMember,
  );

  route(app, withdrawConfig, async (_input, request, reply) => {
    reply.headers(noStore);
    return withdrawals.withdrawConfig(ctx(request));
  });
  // No per-IP rate limit (many members may share an address): per member, and the payment-password lockout bounds guessing.
  route(
    app,
    withdraw,
    async ({ body }, request, reply) => {
      const c = ctx(request);
      // A replay answers from the stored key before the payment password costs a hash.
      const replay = await storedReplay<Awaited<ReturnType<typeof withdrawals.createWithdrawal>>>(request, reply, withdraw);
      if (replay) return replay.value;
      // Checks and transaction in the money calls' own line: a burst of withdrawals never fills
      // the database's line ahead of everyone else's calls (app.ts MONEY_CONCURRENCY).
      return app.moneyLine.run(async () => {
        await security.checkPaymentPassword(app.db, app.accounts.pinHasher, c.memberId, body.paymentPassword);
        // The payment password is checked above; the descriptor's fingerprint keeps it out of the key's stored request hash.
        return withIdempotency(request, reply, withdraw, (trx) => withdrawals.createWithdrawal(trx, c, body));
      });
    },
    perMember,
  );
  route(app, withdrawRecords, async ({ query }, request, reply) => {
    reply.headers(noStore);
    return withdrawals.withdrawRecords(ctx(request), query, DEFAULT_RECORDS_PAGE_SIZE);
  });

  route(app, getWithdrawLimits, async ({ params }) => limits.getWithdrawLimits(app.db, params.code));
  route(app, updateWithdrawLimits, async ({ params, body }, request) =>
    limits.updateWithdrawLimits(app.db, app.dialect, operatorActor(request), params.code, body),
  );
  route(app, listWithdrawals, async ({ query }) => withdrawals.listWithdrawals(app.db, query, DEFAULT_RECORDS_PAGE_SIZE));
  route(app, reviewWithdrawal, async ({ params, body }, request) =>
    withdrawals.reviewWithdrawal(app.db, operatorActor(request), params.orderNo, body.decision, body.note ?? ''),
  );
});
