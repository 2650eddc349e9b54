import {
  adminListFeedback,
  checkPasswordResetLink,
  listEmailOutbox,
  requestPasswordResetEmail,
  resetPasswordByEmail,
  sendFeedback,
} from '@tessera/contract/api';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../errors';
import { parseJson } from '../lib/json';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import * as accounts from '../services/accounts';
import { listFeedback, submitFeedback } from '../services/feedback';
import { DEFAULT_ACCOUNT_RATE_LIMITS, type TAccountRateLimits } from './accounts';

// Password recovery by e-mail (docs/decisions/email-recovery.md) and the help center's feedback
// (docs/decisions/feedback.md), with the operator's reads of both.

export interface TRecoveryRoutesOptions {
  limits: Partial<TAccountRateLimits>;
  adminPerMinute: number;
}

const PAGE = 50;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const emailRecoveryRoutes = routesPlugin<TRecoveryRoutesOptions>(
  'tessera-email-recovery-routes',
  { dependencies: ROUTE_DEPENDENCIES },
  async (app, opts) => {
    const limits = { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...opts.limits };
    const per = (n: number) => ({ rateLimitPerMinute: n });

    route(
      app,
      requestPasswordResetEmail,
      async ({ body }, request, reply) => {
        noStore(reply);
        const row = await app.db.selectFrom('merchants').select('domains').where('code', '=', request.merchant).executeTakeFirst();
        const origin = accounts.resetLinkOrigin(request.protocol, request.host, request.hostname, parseJson<string[]>(row?.domains, []));
        return accounts.requestResetEmail(app.accounts, request.merchant, body.account, {
          ip: request.ip,
          origin,
          perAddressPerHour: limits.emailResetPerAddressPerHour,
        });
      },
      per(limits.registerPerMinute),
    );

    route(
      app,
      checkPasswordResetLink,
      async ({ query }, _request, reply) => {
        noStore(reply);
        return accounts.checkResetLink(app.db, query.token);
      },
      per(limits.checksPerMinute),
    );

    route(
      app,
      resetPasswordByEmail,
      async ({ body }, _request, reply) => {
        noStore(reply);
        return accounts.resetWithLink(app.accounts, body);
      },
      per(limits.registerPerMinute),
    );

    route(
      app,
      listEmailOutbox,
      async ({ query }) => accounts.listEmailOutbox(app.db, { merchant: query.merchant, email: query.email, limit: query.limit ?? PAGE }),
      per(opts.adminPerMinute),
    );

    route(
      app,
      sendFeedback,
      async ({ body }, request) => {
        if (!request.member) throw new ApiError('AUTH_REQUIRED');
        return submitFeedback(app.db, request.member, body);
      },
      { rateLimitPerMember: 3 },
    );

    route(
      app,
      adminListFeedback,
      async ({ query }) => listFeedback(app.db, { merchant: query.merchant, limit: query.limit ?? PAGE }),
      per(opts.adminPerMinute),
    );
  },
);
