import {
  adminFindMembers,
  adminLiftExclusion,
  adminMemberResponsible,
  getResponsibleGambling,
  getResponsibleSession,
  setRealityCheck,
  setResponsibleLimit,
  startExclusion,
} from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { matchesHash } from '../lib/hash';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import type { TAuthMember } from '../services/accounts';
import * as rg from '../services/responsible';
import { advanceMemberClock, testClockEnabled } from '../services/responsible/clock';
import { operatorActor } from './adminSession';

/** Routes of shared-contracts/src/api/responsibleGambling.ts (docs/decisions/responsible-gambling.md). */
export const responsibleRoutes = routesPlugin('tessera-responsible-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const memberOf = (request: FastifyRequest): TAuthMember => {
    if (!request.member) throw new ApiError('AUTH_REQUIRED');
    return request.member;
  };
  const ref = (m: TAuthMember) => ({ id: m.id, merchantCode: m.merchantCode });

  route(app, getResponsibleGambling, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return rg.responsibleState(app.db, ref(memberOf(request)));
  });
  route(app, setResponsibleLimit, async ({ body }, request) => rg.setLimit(app.db, ref(memberOf(request)), body.key, body.value), { rateLimitPerMinute: 60 });
  route(app, setRealityCheck, async ({ body }, request) => rg.setRealityCheck(app.db, ref(memberOf(request)), body.minutes), { rateLimitPerMinute: 60 });
  route(app, startExclusion, async ({ body }, request) => rg.startExclusion(app.db, ref(memberOf(request)), body), { rateLimitPerMinute: 10 });
  route(app, getResponsibleSession, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const m = memberOf(request);
    return rg.sessionStatus(app.db, { ...ref(m), sessionHash: m.sessionHash });
  });

  route(app, adminMemberResponsible, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return rg.adminView(app.db, Number(params.memberId));
  });
  route(app, adminFindMembers, async ({ params, query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return rg.findMembers(app.db, params.code, query.q);
  });
  route(app, adminLiftExclusion, async ({ params, body }, request) => rg.adminLift(app.db, operatorActor(request), Number(params.memberId), body.reason));

  // The test clock (TEST_CLOCK=1, the e2e server only): moves one member's responsible-gambling
  // clock forward. Not a contract call; behind the break-glass ADMIN_TOKEN; absent otherwise.
  if (testClockEnabled()) {
    app.post('/api/test/rg-clock', async (request, reply) => {
      const auth = request.headers.authorization ?? '';
      if (!matchesHash(auth.startsWith('Bearer ') ? auth.slice(7) : '', app.settings.adminTokenHash))
        return reply.code(401).send({ success: false, code: 'ADMIN_AUTH_REQUIRED', message: '', value: null });
      const body = (request.body ?? {}) as { memberId?: unknown; advanceMs?: unknown };
      if (typeof body.memberId !== 'number' || typeof body.advanceMs !== 'number' || body.advanceMs < 0) {
        return reply.code(400).send({ success: false, code: 'VALIDATION_FAILED', message: '', value: null });
      }
      const now = advanceMemberClock(body.memberId, body.advanceMs);
      return { success: true, code: 'OK', message: '', value: { now: now.toISOString() } };
    });
  }
});
