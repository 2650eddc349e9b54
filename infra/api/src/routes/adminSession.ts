import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    /** Set by checkOperator for operator calls authenticated by the console's cookie (null: the bearer token). */
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

/** The audit log's "who" for an operator call: the console's session or the bearer token (CLI, scripts). */
export const CONSOLE_ACTOR = 'operator:console';
export const TOKEN_ACTOR = 'operator';
export const operatorActor = (request: FastifyRequest): string => (request.operatorSession ? CONSOLE_ACTOR : TOKEN_ACTOR);

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

const refused = (reason?: string) => new ApiError('ADMIN_AUTH_REQUIRED', reason ? { reason } : null, { 'WWW-Authenticate': 'Bearer realm="tessera-admin"' });

/**
 * The one operator check, for every `auth: 'admin'` descriptor whatever plugin registers it
 * (route.ts calls it): a bearer ADMIN_TOKEN (CLI, scripts), or the console's cookie session. With
 * the cookie, a change (POST/PUT/PATCH/DELETE) also needs the session's CSRF token in a header (a
 * cross-site form can send neither the header nor, with SameSite=Strict, the cookie) and, when the
 * browser names one, a same-origin Origin. A present Authorization header is always the bearer's
 * case: a wrong token is refused, never rescued by a cookie. Sets request.operatorSession.
 */
export function checkOperator(request: FastifyRequest): void {
  request.operatorSession = null;
  const app = request.server;
  if (request.headers.authorization !== undefined) {
    const token = bearerOf(request);
    if (token === null || !matchesHash(token, app.settings.adminTokenHash)) throw refused();
    return;
  }
  const session = readOpsSession(app, request);
  if (!session) throw refused();
  if (isChange(request.method)) {
    const header = request.headers[OPS_CSRF_HEADER];
    if (typeof header !== 'string' || !sameText(header, csrfOf(app, session))) {
      throw refused(`The console's ${OPS_CSRF_HEADER} header is missing or wrong: reload /ops`);
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== `${request.protocol}://${request.host}`) throw refused('A change from another origin is refused');
  }
  request.operatorSession = session;
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
    { ...hidden, config: { rateLimit: { max: app.settings.opsLoginPerMinute, timeWindow: 60_000 } } },
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
    const session = readOpsSession(app, request);
    if (!session) throw new ApiError('ADMIN_AUTH_REQUIRED');
    return reply.header('cache-control', 'no-store').send(answer(app, session));
  });
  app.delete(OPS_SESSION_PATH, hidden, async (request, reply) =>
    reply.header('set-cookie', cookie('', 0, request.protocol === 'https')).send(successEnvelope({ signedOut: true })),
  );
}
