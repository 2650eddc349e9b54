import { createHmac, timingSafeEqual } from 'node:crypto';
import { RELEASE_CREDENTIAL_PREFIX, type TOperatorRole } from '@tessera/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, successEnvelope } from '../errors';
import { matchesHash } from '../lib/hash';
import { parseCookies } from '../lib/cookies';
import { audit } from '../services/admin';
import { signIn } from '../services/operators/accounts';
import { roleMay } from '../services/operators/roles';
import { readReleaseCredential, touchReleaseCredential, type TReleaseCaller } from '../services/releaseCredentials';
import {
  createSession,
  deleteSession,
  OPERATOR_TOKEN_PREFIX,
  OPS_IDLE_SECONDS,
  OPS_SESSION_SECONDS,
  readSession,
  readToken,
  recordBreakGlassUse,
  type TSessionRow,
} from '../services/operators/sessions';

// Who is calling the operator API (docs/decisions/operators.md, docs/decisions/ops-console.md):
// - a named operator's console session: username + password + TOTP code at POST /api/admin/session,
//   then an httpOnly, SameSite=Strict cookie whose random id is looked up (hashed) on every call;
//   it ends after OPS_IDLE_SECONDS without a call, OPS_SESSION_SECONDS after sign-in at most;
// - a named operator's API token (`Authorization: Bearer tsop_…`, the CLI), stored hashed, revocable;
// - the break-glass credential ADMIN_TOKEN (bearer, or a console session signed in with it): the
//   owner's role, audited as `break-glass`, its uses counted per day; off with ADMIN_TOKEN_DISABLED=1.
// Then the caller's role must be allowed the call (services/operators/roles.ts), else 403 FORBIDDEN,
// audited as `operator.refused`.

export { OPS_IDLE_SECONDS, OPS_SESSION_SECONDS };
export const OPS_COOKIE = 'tessera_ops';
export const OPS_CSRF_HEADER = 'x-tessera-csrf';
export const OPS_SESSION_PATH = '/api/admin/session';
/** Sign-in attempts per IP and minute (each operator also has a failure budget: accounts.ts). */
export const OPS_LOGIN_PER_MINUTE = 10;

/** The audit log's names of the break-glass credential: as a bearer token, and in the console. */
export const BREAK_GLASS_ACTOR = 'break-glass';
export const BREAK_GLASS_CONSOLE_ACTOR = 'break-glass:console';
export const operatorActorOf = (username: string) => `operator:${username}`;

export interface TOperatorCaller {
  via: 'session' | 'token' | 'break-glass';
  /** Signed in through the console (a cookie session). */
  console: boolean;
  operatorId: number | null;
  username: string | null;
  role: TOperatorRole;
  /** The audit log's "who". */
  actor: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by checkOperator for every operator call: who is calling, with which role. */
    operatorSession?: TOperatorCaller | null;
    /** Set when a team release credential (tsrel_) was admitted to its one call (uploadRemoteRelease). */
    releaseCredential?: TReleaseCaller | null;
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Break-glass console sessions carry this: rotating ADMIN_TOKEN ends them. */
const tokenFingerprint = (app: FastifyInstance) => createHmac('sha256', app.settings.adminTokenHash).update('tessera-ops-session-v2').digest('hex');

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${OPS_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`, ...(secure ? ['Secure'] : [])].join('; ');
}

const isChange = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The audit log's "who" of an operator call (set by checkOperator). */
export const operatorActor = (request: FastifyRequest): string => request.operatorSession?.actor ?? BREAK_GLASS_ACTOR;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

const refused = (reason?: string) => new ApiError('ADMIN_AUTH_REQUIRED', reason ? { reason } : null, { 'WWW-Authenticate': 'Bearer realm="tessera-admin"' });

const breakGlassCaller = (console: boolean): TOperatorCaller => ({
  via: 'break-glass',
  console,
  operatorId: null,
  username: null,
  role: 'owner',
  actor: console ? BREAK_GLASS_CONSOLE_ACTOR : BREAK_GLASS_ACTOR,
});

function sessionCaller(app: FastifyInstance, s: TSessionRow): TOperatorCaller | null {
  if (s.operatorId === null) {
    // A break-glass session: only while the token is on and unchanged.
    if (!app.settings.breakGlass || s.tokenFingerprint !== tokenFingerprint(app)) return null;
    return breakGlassCaller(true);
  }
  return { via: 'session', console: true, operatorId: s.operatorId, username: s.username, role: s.role, actor: operatorActorOf(s.username ?? '') };
}

/** The console's session of a request, or why there is none. */
async function consoleSession(app: FastifyInstance, request: FastifyRequest): Promise<{ session: TSessionRow; caller: TOperatorCaller } | { reason?: string }> {
  const raw = parseCookies(request.headers.cookie)[OPS_COOKIE];
  if (!raw) return {};
  const found = await readSession(app.db, raw);
  if (found.kind === 'idle') return { reason: `The console session ended after ${OPS_IDLE_SECONDS / 60} idle minutes: sign in again` };
  if (found.kind !== 'ok') return {};
  const caller = sessionCaller(app, found.session);
  return caller ? { session: found.session, caller } : {};
}

/**
 * The one operator check, for every `auth: 'admin'` descriptor whatever plugin registers it
 * (route.ts calls admitOperator): a bearer token (an operator's API token, or ADMIN_TOKEN unless
 * switched off), or the console's cookie session. With the cookie, a change also needs the
 * session's CSRF token in a header and, when the browser names one, a same-origin Origin. A present
 * Authorization header is always the bearer's case: a wrong token is refused, never rescued by a
 * cookie. Sets request.operatorSession.
 */
export async function checkOperator(request: FastifyRequest): Promise<TOperatorCaller> {
  request.operatorSession = null;
  const app = request.server;
  let caller: TOperatorCaller;
  if (request.headers.authorization !== undefined) {
    const token = bearerOf(request);
    if (token === null) throw refused();
    if (token.startsWith(OPERATOR_TOKEN_PREFIX)) {
      const found = await readToken(app.db, token);
      if (!found) throw refused('That operator token is unknown, revoked, or its operator is disabled');
      caller = {
        via: 'token',
        console: false,
        operatorId: found.operatorId,
        username: found.username,
        role: found.role,
        actor: operatorActorOf(found.username),
      };
    } else {
      if (!matchesHash(token, app.settings.adminTokenHash)) throw refused();
      if (!app.settings.breakGlass) throw refused('The break-glass token (ADMIN_TOKEN) is switched off on this server: use an operator token');
      await recordBreakGlassUse(app.db);
      caller = breakGlassCaller(false);
    }
  } else {
    const found = await consoleSession(app, request);
    if (!('session' in found)) throw refused(found.reason);
    if (isChange(request.method)) {
      const header = request.headers[OPS_CSRF_HEADER];
      if (typeof header !== 'string' || !sameText(header, found.session.csrf)) {
        throw refused(`The console's ${OPS_CSRF_HEADER} header is missing or wrong: reload /ops`);
      }
      const origin = request.headers.origin;
      if (typeof origin === 'string' && origin !== `${request.protocol}://${request.host}`) throw refused('A change from another origin is refused');
    }
    caller = found.caller;
  }
  request.operatorSession = caller;
  return caller;
}

/**
 * checkOperator, then the caller's role against the call (services/operators/roles.ts): a refused
 * call is 403 FORBIDDEN, and the attempt is audited (`operator.refused`, the call as target).
 */
export async function admitOperator(request: FastifyRequest, call: { name: string; method: string; path: string }): Promise<void> {
  request.releaseCredential = null;
  const bearer = bearerOf(request);
  if (bearer?.startsWith(RELEASE_CREDENTIAL_PREFIX)) return admitReleaseCredential(request, call, bearer);
  const caller = await checkOperator(request);
  if (roleMay(caller.role, call.name)) return;
  await request.server.db.transaction().execute((trx) =>
    audit(trx, {
      actor: caller.actor,
      action: 'operator.refused',
      target: call.name,
      before: null,
      after: { role: caller.role, method: request.method, url: request.url },
    }),
  );
  throw new ApiError('FORBIDDEN', { reason: `The ${caller.role} role may not ${call.name}`, role: caller.role, call: call.name });
}

/** The one call a team release credential may make: uploading a version of its own remote. */
export const RELEASE_CREDENTIAL_CALL = 'uploadRemoteRelease';

/**
 * A team release credential (services/releaseCredentials.ts): unknown, revoked or expired is 401;
 * any call but uploading a version of its own remote is 403 FORBIDDEN, audited as
 * `operator.refused` under the credential's name. It never becomes an operator session.
 */
async function admitReleaseCredential(request: FastifyRequest, call: { name: string }, token: string): Promise<void> {
  request.operatorSession = null;
  const app = request.server;
  const found = await readReleaseCredential(app.db, token);
  if (!found) throw refused('That release credential is unknown, revoked or expired: ask an operator for a new one');
  const remote = (request.params as { remote?: unknown } | undefined)?.remote;
  if (call.name === RELEASE_CREDENTIAL_CALL && remote === found.remote) {
    await touchReleaseCredential(app.db, found);
    request.releaseCredential = found;
    return;
  }
  await app.db.transaction().execute((trx) =>
    audit(trx, {
      actor: found.actor,
      action: 'operator.refused',
      target: call.name,
      before: null,
      after: { credential: found.id, remote: found.remote, method: request.method, url: request.url },
    }),
  );
  throw new ApiError('FORBIDDEN', {
    reason: `A release credential for ${found.remote} uploads versions of ${found.remote} and makes no other call; activation is an operator's`,
    call: call.name,
  });
}

const sessionAnswer = (csrf: string, expiresAt: number, caller: TOperatorCaller) =>
  successEnvelope({
    csrf,
    expiresAt: new Date(expiresAt).toISOString(),
    idleTimeoutSeconds: OPS_IDLE_SECONDS,
    operator: { username: caller.username, role: caller.role, actor: caller.actor, via: caller.via },
  });

/**
 * POST /api/admin/session: sign in with {username, password, code} (an operator without a
 * confirmed authenticator app gets {enrol} for the right password and no code), or {token} (the
 * break-glass ADMIN_TOKEN); sets the cookie. GET: the current session and its CSRF token (the
 * console calls it at start), 401 without one. DELETE: sign out (ends the session).
 * Not descriptors: they are the console's own door, not part of the operator API the CLI uses.
 */
export function opsSessionRoutes(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.post<{ Body: unknown }>(
    OPS_SESSION_PATH,
    { ...hidden, config: { rateLimit: { max: app.settings.opsLoginPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = (request.body ?? {}) as { token?: unknown; username?: unknown; password?: unknown; code?: unknown };
      const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');
      let who: { operatorId: number | null; tokenFingerprint: string | null };
      let caller: TOperatorCaller;
      if (body.token !== undefined) {
        const token = text(body.token, 512);
        if (!token || !matchesHash(token, app.settings.adminTokenHash)) throw new ApiError('ADMIN_AUTH_REQUIRED', { reason: 'That is not the operator token' });
        if (!app.settings.breakGlass)
          throw new ApiError('ADMIN_AUTH_REQUIRED', { reason: 'The break-glass token is switched off on this server: sign in with your operator account' });
        await recordBreakGlassUse(app.db);
        who = { operatorId: null, tokenFingerprint: tokenFingerprint(app) };
        caller = breakGlassCaller(true);
      } else {
        const username = text(body.username, 64);
        const password = text(body.password, 256);
        if (!username || !password) throw new ApiError('ADMIN_AUTH_REQUIRED', { reason: 'Enter your username and password' });
        const result = await signIn(app.db, app.accounts.hasher, { username, password, code: text(body.code, 16) });
        if (result.kind === 'enrol') return reply.header('cache-control', 'no-store').send(successEnvelope({ enrol: result.enrolment }));
        const op = result.operator;
        who = { operatorId: op.id, tokenFingerprint: null };
        caller = {
          via: 'session',
          console: true,
          operatorId: op.id,
          username: op.username,
          role: op.role as TOperatorRole,
          actor: operatorActorOf(op.username),
        };
      }
      const session = await createSession(app.db, who);
      await app.db.transaction().execute((trx) =>
        audit(trx, {
          actor: caller.actor,
          action: 'operator.signin',
          target: caller.username ? `operator:${caller.username}` : 'break-glass',
          before: null,
          after: { role: caller.role },
        }),
      );
      request.log.info({ operator: caller.actor }, 'operator signed in to the console');
      return reply
        .header('set-cookie', cookie(session.cookie, OPS_SESSION_SECONDS, request.protocol === 'https'))
        .header('cache-control', 'no-store')
        .send(sessionAnswer(session.csrf, session.expiresAt, caller));
    },
  );
  app.get(OPS_SESSION_PATH, hidden, async (request, reply) => {
    const found = await consoleSession(app, request);
    if (!('session' in found)) throw refused(found.reason);
    return reply.header('cache-control', 'no-store').send(sessionAnswer(found.session.csrf, found.session.expiresAt, found.caller));
  });
  app.delete(OPS_SESSION_PATH, hidden, async (request, reply) => {
    const raw = parseCookies(request.headers.cookie)[OPS_COOKIE];
    if (raw) await deleteSession(app.db, raw);
    return reply.header('set-cookie', cookie('', 0, request.protocol === 'https')).send(successEnvelope({ signedOut: true }));
  });
}
