import {
  agentQuotas,
  agentRebateSettings,
  applySalary,
  dividendInfo,
  dividendMessages,
  hourlySalaryCurrent,
  listSalaryApplications,
  processSalaryApplication,
  salaryInfo,
  salaryQuery,
  setAgentQuotas,
  updateAgentRebateSettings,
  contractRequests,
  contractTerms,
  dividendCurrent,
  dividendHistory,
  downlines,
  offerContract,
  respondContract,
  salaryCurrent,
  salaryHistory,
  settleAgentPeriod,
  teamKpi,
  teamPnl,
  transferToDownlines,
  updateDownlineRebate,
} from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { operatorActor } from './adminSession';
import * as agents from '../services/agents';
import { storedReplay, withIdempotency } from '../services/wallet/idempotency';
import { checkPaymentPassword } from '../services/wallet/security';
import { routesPlugin } from '../lib/plugin';

/** Agent contracts, team, downlines, salary and dividend, transfers to downlines (spec §7). */
export const agentRoutes = routesPlugin('tessera-agents-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const ctx = (request: FastifyRequest): agents.TAgentContext => {
    const member = agents.requireAgent(request.member);
    return { db: app.db, merchant: member.merchantCode, agentId: member.id };
  };

  route(app, contractRequests, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const c = ctx(request);
    return agents.contractRequestsOf(c.db, c.merchant, c.agentId);
  });
  route(app, contractTerms, async ({ params }, request) => {
    const c = ctx(request);
    return agents.contractTermsOf(c.db, c.merchant, c.agentId, params.kind);
  });
  route(app, respondContract, async ({ params, body }, request) => {
    const c = ctx(request);
    return agents.respondToContract(c.db, c.merchant, c.agentId, params.kind, body.requestId, body.decision);
  });
  route(app, offerContract, async ({ params, body }, request) =>
    agents.offerContract(app.db, operatorActor(request), Number(params.memberId), body.kind, body.terms),
  );

  route(app, teamKpi, async ({ query }, request) => agents.teamKpiOf(ctx(request), query));
  route(app, teamPnl, async ({ query }, request) => agents.teamPnlOf(ctx(request), query));
  route(app, downlines, async ({ query }, request) => agents.listDownlines(ctx(request), query));
  route(app, updateDownlineRebate, async ({ params, body }, request) => agents.setDownlineRebate(ctx(request), Number(params.memberId), body.rate), {
    rateLimitPerMinute: 60,
  });

  route(app, salaryCurrent, async (_input, request) => {
    const c = ctx(request);
    return agents.projection(c.db, c.merchant, c.agentId, 'salary');
  });
  route(app, dividendCurrent, async (_input, request) => {
    const c = ctx(request);
    return agents.projection(c.db, c.merchant, c.agentId, 'dividend');
  });
  route(app, salaryHistory, async ({ query }, request) => {
    const c = ctx(request);
    return agents.settlementHistory(c.db, c.merchant, c.agentId, query.kind === 'hourly' ? 'hourly' : 'salary', query);
  });
  route(app, dividendHistory, async ({ query }, request) => {
    const c = ctx(request);
    return agents.settlementHistory(c.db, c.merchant, c.agentId, 'dividend', query);
  });
  route(app, hourlySalaryCurrent, async (_input, request) => {
    const c = ctx(request);
    return agents.projection(c.db, c.merchant, c.agentId, 'hourly');
  });
  route(app, salaryInfo, async (_input, request) => {
    const c = ctx(request);
    return agents.salaryInfoOf(c.db, c.merchant, c.agentId);
  });
  route(app, salaryQuery, async ({ query }, request) => {
    const c = ctx(request);
    return agents.salaryQueryOf(c.db, c.merchant, c.agentId, query);
  });
  route(
    app,
    applySalary,
    async ({ body }, request) => {
      const c = ctx(request);
      return agents.applySalary(c.db, c.merchant, c.agentId, body.period);
    },
    { rateLimitPerMinute: 30 },
  );
  route(app, listSalaryApplications, async ({ query }) => agents.listSalaryApplications(app.db, query));
  route(app, processSalaryApplication, async ({ params, body }, request) =>
    agents.processSalaryApplication(app.db, operatorActor(request), Number(params.id), body.decision),
  );
  route(app, dividendInfo, async (_input, request) => {
    const c = ctx(request);
    return agents.dividendInfoOf(c.db, c.merchant, c.agentId);
  });
  route(app, dividendMessages, async ({ query }, request) => {
    const c = ctx(request);
    return agents.dividendMessagesOf(c.db, c.merchant, c.agentId, query);
  });
  route(app, agentRebateSettings, async (_input, request) => agents.rebateSettingsOf(app.db, ctx(request).agentId));
  route(
    app,
    updateAgentRebateSettings,
    async ({ body }, request) => {
      const c = ctx(request);
      return agents.updateDefaultRate(c.db, c.merchant, c.agentId, body.defaultRate);
    },
    { rateLimitPerMinute: 60 },
  );
  route(app, agentQuotas, async (_input, request) => {
    const c = ctx(request);
    return agents.quotasOf(c.db, c.merchant, c.agentId);
  });
  route(app, setAgentQuotas, async ({ params, body }, request) => agents.setQuotas(app.db, operatorActor(request), Number(params.memberId), body.quotas));
  route(app, settleAgentPeriod, async ({ body }, request) => agents.settlePeriod(app.db, operatorActor(request), body));

  route(
    app,
    transferToDownlines,
    async ({ body }, request, reply) => {
      const c = ctx(request);
      // A replay answers from the stored key before the payment password costs a hash.
      const replay = await storedReplay<Awaited<ReturnType<typeof agents.transferToDownlines>>>(request, reply, transferToDownlines);
      if (replay) return replay.value;
      await checkPaymentPassword(app.db, app.accounts.pinHasher, c.agentId, body.paymentPassword);
      return withIdempotency(request, reply, transferToDownlines, (trx) => agents.transferToDownlines(trx, c.merchant, c.agentId, body));
    },
    // The payment-password lockout bounds guessing (as for withdrawals); per member as well as per address.
    { rateLimitPerMinute: 60, rateLimitPerMember: app.settings.memberPerMinute },
  );
});
