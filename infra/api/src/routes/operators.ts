import {
  createOperator,
  createOperatorToken,
  getBreakGlass,
  getOperatorSelf,
  listOperators,
  listOperatorTokens,
  revokeOperatorToken,
  updateOperator,
} from '@tessera/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { route, type TRouteOptions } from '../route';
import * as accounts from '../services/operators/accounts';
import { roleMay } from '../services/operators/roles';
import { breakGlassUses, createToken, listTokens, OPS_IDLE_SECONDS, revokeToken } from '../services/operators/sessions';
import { operatorActor, type TOperatorCaller } from './adminSession';

// Named operators' calls (docs/decisions/operators.md). Registered by adminRoutes with the other
// operator calls; who may make each is services/operators/roles.ts's table, as for every admin call.

function callerOf(request: FastifyRequest): TOperatorCaller {
  const caller = request.operatorSession;
  if (!caller) throw new ApiError('ADMIN_AUTH_REQUIRED');
  return caller;
}

/** A non-owner works on their own tokens only; the break-glass credential is the owner's. */
const ownScope = (caller: TOperatorCaller): number | null => (caller.role === 'owner' ? null : caller.operatorId);

export function operatorRoutes(app: FastifyInstance, limit: TRouteOptions): void {
  const ctx = (request: FastifyRequest): accounts.TOperatorContext => ({ db: app.db, hasher: app.accounts.hasher, actor: operatorActor(request) });

  route(
    app,
    getOperatorSelf,
    async (_input, request) => {
      const caller = callerOf(request);
      const allowedCalls = app.apiRoutes.filter((r) => r.endpoint.auth === 'admin' && roleMay(caller.role, r.endpoint.name)).map((r) => r.endpoint.name);
      return {
        username: caller.username,
        role: caller.role,
        via: caller.via,
        actor: caller.actor,
        idleTimeoutSeconds: OPS_IDLE_SECONDS,
        allowedCalls: [...new Set(allowedCalls)].sort(),
      };
    },
    limit,
  );
  route(app, listOperators, async () => accounts.listOperators(app.db), limit);
  route(app, createOperator, async ({ body }, request) => accounts.createOperator(ctx(request), body), limit);
  route(app, updateOperator, async ({ params, body }, request) => accounts.updateOperator(ctx(request), params.id, body), limit);

  route(app, listOperatorTokens, async (_input, request) => listTokens(app.db, ownScope(callerOf(request))), limit);
  route(
    app,
    createOperatorToken,
    async ({ body }, request) => {
      const caller = callerOf(request);
      const username = body.username?.toLowerCase() ?? caller.username;
      if (username === null) {
        throw new ApiError('VALIDATION_FAILED', {
          issues: [{ in: 'body', path: 'username', message: 'The break-glass credential names the operator the token is for' }],
        });
      }
      if (caller.role !== 'owner' && username !== caller.username) {
        throw new ApiError('FORBIDDEN', { reason: "Only an owner creates another operator's tokens", role: caller.role, call: 'createOperatorToken' });
      }
      const target = await app.db.selectFrom('operators').select(['id', 'role', 'username', 'disabled']).where('username', '=', username).executeTakeFirst();
      if (!target || target.disabled !== 0) throw new ApiError('NOT_FOUND', { reason: `No active operator ${username}` });
      const role = body.role ?? (target.role as NonNullable<typeof body.role>);
      return createToken(app.db, operatorActor(request), {
        operatorId: target.id,
        operatorRole: target.role,
        username: target.username,
        name: body.name,
        role,
      });
    },
    limit,
  );
  route(app, revokeOperatorToken, async ({ params }, request) => revokeToken(app.db, operatorActor(request), params.id, ownScope(callerOf(request))), limit);
  route(app, getBreakGlass, async () => ({ enabled: app.settings.breakGlass, uses: await breakGlassUses(app.db) }), limit);
}
