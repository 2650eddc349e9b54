import { REAL_MEMBER_TYPES } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { TPasswordHasher } from '../lib/password';
import { PLUGIN, sharedPlugin } from '../lib/plugin';
import { LoginKeyRing, resolveSession, type TAccountsContext, type TAuthMember } from '../services/accounts';

export interface TAccountsPluginOptions {
  /** The app's one password hasher (build() makes it at the configured scrypt cost; the seed uses it too). */
  hasher: TPasswordHasher;
  /** Payment PINs' hasher (lib/pin.ts). */
  pinHasher: TPasswordHasher;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Password hasher, login key ring and database of the account services. */
    accounts: TAccountsContext;
    /**
     * route()'s check for 'member' and 'realMember' calls: resolves the bearer token to
     * request.member, or throws AUTH_REQUIRED (no or unknown token), SESSION_EXPIRED (revoked,
     * idle, too old) or FREE_REJECT (a trial or other non-member type on a 'realMember' call).
     */
    authenticateMember(request: FastifyRequest, auth: 'member' | 'realMember', token: string | null): Promise<TAuthMember>;
  }
  interface FastifyRequest {
    /** The logged-in member of a 'member' / 'realMember' call (null elsewhere). */
    member: TAuthMember | null;
  }
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/**
 * Sessions and the account services: opens the login key ring (creating the first key) and binds a
 * member's calls to the merchant of their session.
 */
export const accountsPlugin = sharedPlugin<TAccountsPluginOptions>(PLUGIN.accounts, { dependencies: [PLUGIN.database, PLUGIN.merchant] }, async (app, opts) => {
  const keys = await LoginKeyRing.open(app.db);
  app.decorate('accounts', { db: app.db, hasher: opts.hasher, pinHasher: opts.pinHasher, keys });
  app.decorateRequest('member', null);

  app.decorate('authenticateMember', async (request: FastifyRequest, auth: 'member' | 'realMember', token: string | null) => {
    if (token === null) throw new ApiError('AUTH_REQUIRED');
    const found = await resolveSession(app.db, token);
    if (found.status === 'unknown') throw new ApiError('AUTH_REQUIRED');
    if (found.status === 'expired') throw new ApiError('SESSION_EXPIRED');
    request.member = found.member;
    if (auth === 'realMember' && !(REAL_MEMBER_TYPES as readonly number[]).includes(found.member.type)) throw new ApiError('FREE_REJECT');
    return found.member;
  });

  // Runs after the merchant plugin's hook: a session belongs to one merchant, so its calls work
  // in that merchant whatever host or cookie they come from; naming another merchant explicitly
  // (X-Merchant, ?merchant=) with that token is refused.
  // Callback style, not async: it runs on every request, and a promise per request is measurable
  // on the hot read path (docs/decisions/api-caching.md); most requests have no member at all.
  app.addHook('preHandler', (request, _reply, done) => {
    const member = request.member;
    if (!member) {
      done();
      return;
    }
    const query = request.query as Record<string, unknown> | undefined;
    const named = first(request.headers['x-merchant']) ?? (typeof query?.merchant === 'string' ? query.merchant.trim() || undefined : undefined);
    if (named !== undefined && named !== member.merchantCode) {
      done(new ApiError('AUTH_REQUIRED', { reason: 'The session belongs to another merchant' }));
      return;
    }
    request.merchant = member.merchantCode;
    done();
  });
});
