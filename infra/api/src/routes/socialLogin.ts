import {
  getPhoneVerification,
  listSocialProviders,
  loginByPhoneToken,
  socialLoginComplete,
  socialLoginStart,
  socialSignupFinish,
  updatePhoneVerification,
  updateSocialProvider,
} from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import * as accounts from '../services/accounts';
import type { TClientMeta } from '../services/accounts';
import { operatorActor } from './adminSession';
import { DEFAULT_ACCOUNT_RATE_LIMITS, type TAccountRateLimits } from './accounts';

/** How long the browser cookie that binds social sign-in flows lives (a flow lasts 10 minutes; a sign-up 15 more). */
const SOCIAL_COOKIE_MAX_AGE_SECONDS = 30 * 60;

function clientMeta(request: FastifyRequest): TClientMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, device: null, userAgent: typeof ua === 'string' ? ua : null };
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Social login through OpenID Connect and third-party phone tokens (services/accounts/social.ts,
 * phoneToken.ts; docs/decisions/social-login.md): the player's calls and the operator's settings.
 */
export const socialLoginRoutes = routesPlugin<{ limits?: Partial<TAccountRateLimits>; adminPerMinute: number }>(
  'tessera-social-login-routes',
  { dependencies: ROUTE_DEPENDENCIES },
  async (app, opts) => {
    const limits = { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...opts.limits };
    const login = { rateLimitPerMinute: limits.loginPerMinute };
    const admin = { rateLimitPerMinute: opts.adminPerMinute };

    route(
      app,
      socialLoginStart,
      async ({ params }, request, reply) => {
        noStore(reply);
        const origin = `${request.protocol}://${request.host}`;
        const started = await accounts.startSocialLogin(
          app.db,
          request.merchant,
          params.provider,
          origin,
          parseCookies(request.headers.cookie)[accounts.SOCIAL_COOKIE],
        );
        reply.header(
          'set-cookie',
          serializeCookie(accounts.SOCIAL_COOKIE, started.cookie, {
            httpOnly: true,
            secure: request.protocol === 'https',
            maxAgeSeconds: SOCIAL_COOKIE_MAX_AGE_SECONDS,
          }),
        );
        return { authorizationUrl: started.authorizationUrl };
      },
      login,
    );

    route(
      app,
      socialLoginComplete,
      async ({ body }, request, reply) => {
        noStore(reply);
        return accounts.completeSocialLogin(
          app.accounts,
          request.merchant,
          body,
          parseCookies(request.headers.cookie)[accounts.SOCIAL_COOKIE],
          clientMeta(request),
        );
      },
      login,
    );

    route(
      app,
      socialSignupFinish,
      async ({ body }, request, reply) => {
        noStore(reply);
        return accounts.finishSocialSignup(app.accounts, request.merchant, body, clientMeta(request));
      },
      { rateLimitPerMinute: limits.registerPerMinute },
    );

    route(
      app,
      loginByPhoneToken,
      async ({ body }, request, reply) => {
        noStore(reply);
        return accounts.loginWithPhoneToken(app.accounts, request.merchant, body, clientMeta(request));
      },
      login,
    );

    route(app, listSocialProviders, async ({ params }) => accounts.listProviders(app.db, params.code), admin);
    route(
      app,
      updateSocialProvider,
      async ({ params, body }, request) =>
        accounts.saveProvider({ db: app.db, dialect: app.dialect, actor: operatorActor(request) }, params.code, params.provider, body),
      admin,
    );
    route(
      app,
      getPhoneVerification,
      async ({ params }) => {
        const m = await app.db.selectFrom('merchants').select('code').where('code', '=', params.code).executeTakeFirst();
        if (!m) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: params.code });
        return accounts.phoneVerificationConfig(app.db, params.code);
      },
      admin,
    );
    route(
      app,
      updatePhoneVerification,
      async ({ params, body }, request) =>
        accounts.savePhoneVerification({ db: app.db, dialect: app.dialect, actor: operatorActor(request) }, params.code, body),
      admin,
    );
  },
);
