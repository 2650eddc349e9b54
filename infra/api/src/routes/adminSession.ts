import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError, successEnvelope } from '../errors';
import { matchesHash } from '../lib/hash';
import { parseCookies } from '../lib/cookies';

// The operator console's session (/ops, docs/decisions/ops-console.md). The operator signs in with
// ADMIN_TOKEN once; the browser then holds an httpOnly, SameSite=Strict cookie, never the token.
// The cookie is stateless (expiry and nonce signed with a key derived from the token's hash), so
// every API process that shares ADMIN_TOKEN accepts it and rotating the token ends every session.

export const OPS_COOKIE = 'tessera_ops';
export const OPS_CSRF_HEADER = 'x-tessera-csrf';
export const OPS_SESSION_PATH = '/api/admin/session';
/** A working day: a stolen cookie (it cannot be read by scripts) is good for at most this long. */
export const OPS_SESSION_SECONDS = 8 * 60 * 60;
/** Sign-in attempts per IP and minute: the token is long and random, this only stops hammering. */
export const OPS_LOGIN_PER_MINUTE = 10;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /api/admin/* calls authenticated by the console's cookie (route.ts accepts it as the bearer). */
    operatorSession?: TOpsSession | null;
  }
}

export interface TOpsSession {
  nonce: string;
  expiresAt: number;
}

const keyOf = (app: FastifyInstance) => createHmac('sha256', app.settings.adminTokenHash).update('tessera-ops-session-v1').digest();
const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `<expiresAt>.<nonce>.<signature>`; null when absent, forged, or expired. */
export function readOpsSession(app: FastifyInstance, request: FastifyRequest, now = Date.now()): TOpsSession | null {
  const raw = parseCookies(request.headers.cookie)[OPS_COOKIE];
  if (!raw) return null;
  const [exp = '', nonce = '', signature = ''] = raw.split('.');
  if (!/^\d{1,15}$/.test(exp) || !/^[\w-]{16,64}$/.test(nonce)) return null;
  if (!sameText(signature, sign(keyOf(app), `${exp}.${nonce}`))) return null;
  const expiresAt = Number(exp);
  return expiresAt > now ? { nonce, expiresAt } : null;
}

/** The CSRF token of a session: the console keeps it in memory and sends it on every change. */
export const csrfOf = (app: FastifyInstance, session: TOpsSession) => sign(keyOf(app), `csrf.${session.nonce}`);

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${OPS_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`, ...(secure ? ['Secure'] : [])].join('; ');
}

const isChange = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * For every /api/admin/* route: a call without a bearer token but with a valid console cookie is
 * the operator's. A change also needs the session's CSRF token in a header (a cross-site form can
 * send neither the header nor, with SameSite=Strict, the cookie) and, when the browser names one,
 * a same-origin Origin. A bearer token always wins: the CLI and scripts are unchanged.
 */
export function opsSessionHook(app: FastifyInstance) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    request.operatorSession = null;
    if (request.headers.authorization !== undefined) return done();
    const session = readOpsSession(app, request);
    if (!session) return done();
    if (isChange(request.method) && request.url.split('?', 1)[0] !== OPS_SESSION_PATH) {
      const header = request.headers[OPS_CSRF_HEADER];
      const origin = request.headers.origin;
      if (typeof header !== 'string' || !sameText(header, csrfOf(app, session))) {
        return done(new ApiError('ADMIN_AUTH_REQUIRED', { reason: `The console's ${OPS_CSRF_HEADER} header is missing or wrong: reload /ops` }));
      }
      if (typeof origin === 'string' && origin !== `${request.protocol}://${request.host}`) {
        return done(new ApiError('ADMIN_AUTH_REQUIRED', { reason: 'A change from another origin is refused' }));
      }
    }
    request.operatorSession = session;
    done();
  };
}

const answer = (app: FastifyInstance, session: TOpsSession) =>
  successEnvelope({ csrf: csrfOf(app, session), expiresAt: new Date(session.expiresAt).toISOString() });

/**
 * POST /api/admin/session {token}: sign in (sets the cookie). GET: the current session and its CSRF
 * token (the console calls it at start), 401 without one. DELETE: sign out (clears the cookie).
 * Not descriptors: they are the console's own door, not part of the operator API the CLI uses.
 */
export function opsSessionRoutes(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.post<{ Body: unknown }>(
    OPS_SESSION_PATH,
    { ...hidden, config: { rateLimit: { max: OPS_LOGIN_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = request.body as { token?: unknown } | null;
      const token = typeof body?.token === 'string' ? body.token : '';
      if (!token || token.length > 512 || !matchesHash(token, app.settings.adminTokenHash)) {
        throw new ApiError('ADMIN_AUTH_REQUIRED', { reason: 'That is not the operator token' });
      }
      const session = { nonce: randomBytes(18).toString('base64url'), expiresAt: Date.now() + OPS_SESSION_SECONDS * 1000 };
      const value = `${session.expiresAt}.${session.nonce}.${sign(keyOf(app), `${session.expiresAt}.${session.nonce}`)}`;
      request.log.info({ operator: 'console' }, 'operator signed in to the console');
      return reply
        .header('set-cookie', cookie(value, OPS_SESSION_SECONDS, request.protocol === 'https'))
        .header('cache-control', 'no-store')
        .send(answer(app, session));
    },
  );
  app.get(OPS_SESSION_PATH, hidden, async (request, reply) => {
    if (!request.operatorSession) throw new ApiError('ADMIN_AUTH_REQUIRED');
    return reply.header('cache-control', 'no-store').send(answer(app, request.operatorSession));
  });
  app.delete(OPS_SESSION_PATH, hidden, async (request, reply) =>
    reply.header('set-cookie', cookie('', 0, request.protocol === 'https')).send(successEnvelope({ signedOut: true })),
  );
}
