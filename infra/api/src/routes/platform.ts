import { getRegistry, getSystemStatus, reportTelemetry } from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { parseCookies } from '../lib/cookies';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { registryAnswer, statusAnswer, type TMerchantSnapshot } from '../services/readCache';
import type { TRegistryOmission } from '../services/registry';
import { LOAD_TOKEN_HEADER, loadTokenKey, readLoadToken, type TLoadClaims } from '../services/loadToken';
import { recordCanaryVote, watchCanary } from '../services/releases';
import { routesPlugin } from '../lib/plugin';
import { applyPreview, checkPreview } from '../services/previews';
import { presentedGrant, previewKeyOf } from './previews';

export const CID_COOKIE = 'tessera_cid';
const CID = /^[A-Za-z0-9-]{1,64}$/;

/** The canary client id of a request: ?cid= (already validated), else the tessera_cid cookie. */
export function clientIdOf(request: FastifyRequest, fromQuery?: string): string | undefined {
  if (fromQuery) return fromQuery;
  const cookie = parseCookies(request.headers.cookie)[CID_COOKIE];
  return cookie && CID.test(cookie) ? cookie : undefined;
}

/** Logs each left-out remote once per process, not on every request. */
export function omissionLogger(app: { log: { warn: (o: object, m: string) => void } }) {
  const seen = new Set<string>();
  return (o: TRegistryOmission) => {
    const key = `${o.merchant}/${o.remote}@${o.version}/${o.reason}`;
    if (seen.has(key)) return;
    seen.add(key);
    app.log.warn(
      o,
      o.reason === 'not-published'
        ? 'registry: pinned remote version is not published; remote left out'
        : 'registry: remote needs another platform version; remote left out',
    );
  };
}

/** Telemetry reports one page load may send a minute (its load token's budget, whatever the address). */
export const LOAD_REPORTS_PER_MINUTE = 30;

export interface TPlatformRoutesOptions {
  telemetryPerMinute: number;
  /** Reports with a valid load token, per address (app.ts DEFAULT_RATE_LIMITS.signedTelemetryPerMinute). */
  signedTelemetryPerMinute: number;
}

/** Bounded, storable text: PostgreSQL text cannot hold NUL, and no column takes more than `max`. */
const clip = (s: string | undefined | null, max: number) => (s == null ? null : s.replace(/\u0000/g, '').slice(0, max));

export const platformRoutes = routesPlugin<TPlatformRoutesOptions>('tessera-platform-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app, opts) => {
  const onOmit = omissionLogger(app);

  // Both answer from the merchant's read-cache snapshot: no database work (and, while the
  // snapshot is fresh, not even a promise) on the hot path.
  const known = (snapshot: TMerchantSnapshot | null, merchant: string): TMerchantSnapshot => {
    if (!snapshot) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
    return snapshot;
  };

  // The answers carry their own compressed copies (the status, ~2 KB, goes uncompressed).
  const prepared = { compress: false };

  const status = (snapshot: TMerchantSnapshot | null, request: FastifyRequest) => statusAnswer(known(snapshot, request.merchant), request.ip);
  const registry = (snapshot: TMerchantSnapshot | null, request: FastifyRequest, cid: string | undefined) =>
    registryAnswer(known(snapshot, request.merchant), clientIdOf(request, cid), onOmit);

  // peek(): the snapshot at hand (the common case) answers without a promise.
  route(
    app,
    getSystemStatus,
    (_input, request) => {
      const snapshot = app.readCache.peek(request.merchant);
      return snapshot !== undefined ? status(snapshot, request) : app.readCache.merchant(request.merchant).then((s) => status(s, request));
    },
    prepared,
  );

  // A registry call that presents a preview grant (docs/decisions/remote-overrides.md): the server
  // checks it and answers with the grant's remote in place, or refuses (4xx) saying why.
  const previewKey = previewKeyOf(app);
  const previewRegistry = async (grant: string, request: FastifyRequest, reply: FastifyReply, cid: string | undefined) => {
    const base = registry(await app.readCache.merchant(request.merchant), request, cid).value;
    const applied = await checkPreview(app.db, previewKey, grant, request.merchant, { audit: false, ip: request.ip });
    void reply.header('cache-control', 'private, no-store');
    return applyPreview(base, applied);
  };

  route(
    app,
    getRegistry,
    ({ query }, request, reply) => {
      const grant = presentedGrant(request);
      if (grant) return previewRegistry(grant, request, reply, query.cid);
      const snapshot = app.readCache.peek(request.merchant);
      return snapshot !== undefined
        ? registry(snapshot, request, query.cid)
        : app.readCache.merchant(request.merchant).then((s) => registry(s, request, query.cid));
    },
    prepared,
  );

  // Telemetry: stored for the operator's charts whoever sends it. A report that carries its
  // page's load token (services/loadToken.ts) also votes in a canary watch, once per page load,
  // and is limited per page load instead of per address: players behind one NAT keep their votes.
  const loadKey = loadTokenKey(app.settings.adminTokenHash);
  const claimsSeen = new WeakMap<FastifyRequest, TLoadClaims | null>();
  const loadClaimsOf = (request: FastifyRequest): TLoadClaims | null => {
    let claims = claimsSeen.get(request);
    if (claims === undefined) {
      claims = readLoadToken(loadKey, request.headers[LOAD_TOKEN_HEADER]);
      claimsSeen.set(request, claims);
    }
    return claims;
  };
  const perLoad = app.createRateLimit({
    max: LOAD_REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `telemetry-load:${loadClaimsOf(request)?.load ?? ''}`,
  });

  // And per address, far above the anonymous limit (a NAT's players share an address) but bounded:
  // one client fetching pages for their load tokens cannot send reports without end.
  const signedPerAddress = app.createRateLimit({
    max: opts.signedTelemetryPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `telemetry-signed:${request.ip}`,
  });

  route(
    app,
    reportTelemetry,
    async ({ body }, request, reply) => {
      const claims = loadClaimsOf(request);
      if (claims) {
        for (const limiter of [perLoad, signedPerAddress]) {
          const limit = await limiter(request);
          if (!limit.isAllowed && limit.isExceeded) {
            const retryAfterSeconds = Math.ceil(limit.ttl / 1000);
            void reply.header('retry-after', String(retryAfterSeconds));
            throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
          }
        }
      }
      await app.db
        .insertInto('telemetry')
        .values({
          merchant_code: request.merchant,
          kind: body.kind,
          remote: body.remote ?? null,
          version: clip(body.version, 32),
          reason: clip(body.reason, 32),
          message: clip(body.message, 500) ?? '',
          path: clip(body.path, 300) ?? '',
          value: body.value !== undefined && Number.isFinite(body.value) ? body.value : null,
          user_agent: clip(request.headers['user-agent'], 300),
          ip: clip(request.ip, 64),
          created_at: new Date().toISOString(),
        })
        .execute();
      // The message body can carry user data: only the debug level sees it.
      request.log.info({ kind: body.kind, remote: body.remote, version: body.version, reason: body.reason, merchant: request.merchant }, 'telemetry received');
      request.log.debug({ message: body.message, path: body.path }, 'telemetry detail');
      if ((body.kind === 'remote.loaded' || body.kind === 'remote.loadFailed') && body.remote && body.version) {
        const report = {
          merchant: request.merchant,
          remote: body.remote,
          version: body.version,
          kind: body.kind,
          reason: body.reason ?? null,
          claims,
          ip: request.ip,
        };
        const voted = await recordCanaryVote(app.db, report);
        // A failure vote on a canary version may trip its automatic rollback; new page loads follow at once.
        if (voted && body.kind === 'remote.loadFailed' && (await watchCanary(app.db, app.dialect, request.merchant, body.remote, body.version))) {
          app.readCache.invalidate(request.merchant);
          request.log.warn({ merchant: request.merchant, remote: body.remote, version: body.version }, 'canary rolled back: failure rate over threshold');
        }
      }
      return { accepted: true };
    },
    // Per address for reports without a valid load token (they never vote); per load, and a higher per-address cap, for the rest.
    { rateLimitPerMinute: opts.telemetryPerMinute, rateLimitExempt: (request) => loadClaimsOf(request) !== null },
  );
});
