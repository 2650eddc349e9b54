import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import type { TConfig } from './config';
import { ApiError, errorEnvelope } from './errors';
import { answerOutsideRouting, clientErrorHandler } from './httpRefusals';
import { bulkhead } from './lib/bulkhead';
import { sha256 } from './lib/hash';
import { lazyChildLoggerFactory } from './lib/lazyLogger';
import { redactUrl, SECRET_HEADERS } from './lib/redact';
import { createPasswordHasher, DEFAULT_PASSWORD_COST, meetsOwaspCost, type TPasswordCost } from './lib/password';
import { createPinHasher } from './lib/pin';
import { envOrProcessSecret } from './lib/secrets';
import { accountsPlugin } from './plugins/accounts';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { merchantPlugin } from './plugins/merchant';
import { databaseRateLimitStore } from './plugins/rateLimitStore';
import { readCachePlugin } from './plugins/readCache';
import { API_SECURITY_HEADERS, securityPlugin } from './plugins/security';
import { accountRoutes, DEFAULT_ACCOUNT_RATE_LIMITS, type TAccountRateLimits } from './routes/accounts';
import { emailRecoveryRoutes } from './routes/emailRecovery';
import { adminRoutes } from './routes/admin';
import { merchantSetupRoutes } from './routes/merchantSetup';
import { regionRoutes } from './routes/region';
import { imageCdnRoutes } from './routes/imageCdns';
import { socialLoginRoutes } from './routes/socialLogin';
import { affiliateRoutes } from './routes/affiliates';
import { contentRoutes } from './routes/content';
import { docsRoutes } from './routes/docs';
import { gamesRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { platformRoutes } from './routes/platform';
import { rewardRoutes } from './routes/rewards';
import { kycRoutes } from './routes/kyc';
import { responsibleRoutes } from './routes/responsible';
import { enableTestClock } from './services/responsible/clock';
import { vipRoutes } from './routes/vip';
import { playerRoutes } from './routes/player';
import { walletRoutes } from './routes/wallet';
import { whitelabelRoutes } from './routes/whitelabel';
import { depositRoutes } from './routes/deposits';
import { playRoutes } from './routes/play';
import { vendorLaunchRoutes } from './routes/vendorLaunch';
import { headIconRoutes } from './routes/headIcons';
import { messagingRoutes } from './routes/messaging';
import { chatRoutes } from './routes/chat';
import { agentRoutes } from './routes/agents';
import { createShellPages, isPageRequest, pageRoutes, pathOf, staticRoutes } from './routes/web';
import { DEFAULT_READ_CACHE_TTL_MS } from './services/readCache';
import { OPS_LOGIN_PER_MINUTE } from './routes/adminSession';
import './types';

export interface TBuildOptions {
  /** SQLite's home (`tessera.sqlite`) when no databaseUrl is given. */
  dataDir: string;
  /** The build output: shell/ and remotes/<name>/<version>/. */
  distDir: string;
  /** Operator bearer token for /api/admin/*: the break-glass credential (docs/decisions/operators.md). */
  adminToken: string;
  /** true: ADMIN_TOKEN opens nothing (ADMIN_TOKEN_DISABLED=1); named operators only. */
  adminTokenDisabled?: boolean;
  /** postgres:// URL; SQLite when unset. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to create and use (tests run each file in its own). */
  databaseSchema?: string | undefined;
  /** false: no logs (tests); true or options: structured logs (pino) to stdout or `stream`. Default: info level. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  corsOrigins?: string[];
  /** Origins of lottery vendors the lottery frame may open (VENDOR_FRAME_ORIGINS; docs/decisions/lottery-vendor-frames.md). */
  vendorFrameOrigins?: string[];
  /** Image CDNs the pages may load from and operators may choose (IMAGE_CDN_ORIGINS; docs/decisions/image-cdns.md). */
  imageCdnOrigins?: string[];
  /**
   * The reverse proxies (addresses or CIDRs) whose X-Forwarded-For / -Proto / -Host are believed:
   * request.ip is the nearest address in the chain that is not one of them. Default: none (the
   * socket's peer). Never "every peer": a client could then choose its own address.
   */
  trustProxy?: string[];
  rateLimits?: {
    telemetryPerMinute?: number;
    /** Telemetry reports with a valid load token, per address (a NAT's players share it): bounded, but far above telemetryPerMinute. */
    signedTelemetryPerMinute?: number;
    adminPerMinute?: number;
    opsLoginPerMinute?: number;
    memberPerMinute?: number;
  } & Partial<TAccountRateLimits>;
  /**
   * Tests only: a cheaper cost for password hashes (scrypt or Argon2id). Default: Argon2id
   * m=19 MiB, t=2, p=1 (OWASP); under NODE_ENV=production only a cost that meets one of OWASP's
   * settings of its algorithm is accepted.
   */
  scryptCost?: TPasswordCost;
  /** Withdrawals doing their checks and transaction at once in this process (MONEY_CONCURRENCY). */
  moneyConcurrency?: number;
  /** Check every API answer against its descriptor. Default: on unless NODE_ENV=production. */
  checkResponses?: boolean;
  /** Lifetime of the read path's merchant snapshots (status, registry, merchant directory); 0 = no cache. */
  readCacheTtlMs?: number;
  /**
   * Where per-address rate limits are counted: 'database' (shared by every API process; the default
   * on PostgreSQL) or 'memory' (this process only; the default on SQLite, one process per file).
   */
  rateLimitStore?: 'database' | 'memory';
  /** The responsible-gambling test clock (TEST_CLOCK=1, e2e only): services/responsible/clock.ts. */
  testClock?: boolean;
}

/** JSON bodies are small on this API; uploads (multipart) get their own limit. */
/**
 * Withdrawals doing their checks and transaction at once per process; the rest wait in their own
 * line, so a login's queries never queue behind a whole burst of them (lib/bulkhead.ts, issue 31).
 */
export const MONEY_CONCURRENCY = 4;
export const BODY_LIMIT_BYTES = 64 * 1024;
/** memberPerMinute: each money or secret call, per signed-in member (route()'s rateLimitPerMember). */
/**
 * signedTelemetryPerMinute: reports that carry their page's load token, per address. Each page load
 * has its own budget (LOAD_REPORTS_PER_MINUTE) and a page sends a few reports, so 1200 a minute is
 * hundreds of players behind one NAT; a client harvesting load tokens from one address stops there.
 */
export const DEFAULT_RATE_LIMITS = {
  telemetryPerMinute: 30,
  signedTelemetryPerMinute: 1200,
  adminPerMinute: 120,
  opsLoginPerMinute: OPS_LOGIN_PER_MINUTE,
  memberPerMinute: 20,
} as const;
export const DYNAMIC_COMPRESS_MIN_BYTES = 4096;

/** The options build() takes from a loaded config (main.ts). */
export function buildOptionsFromConfig(config: TConfig): TBuildOptions {
  return {
    dataDir: config.dataDir,
    distDir: config.distDir,
    adminToken: config.adminToken,
    adminTokenDisabled: config.adminTokenDisabled,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    logger: { level: config.logLevel },
    corsOrigins: config.corsOrigins,
    vendorFrameOrigins: config.vendorFrameOrigins,
    imageCdnOrigins: config.imageCdnOrigins,
    trustProxy: config.trustProxy,
    readCacheTtlMs: config.readCacheTtlMs,
    testClock: config.testClock,
    rateLimits: scaledRateLimits(config.telemetryPerMinute, config.rateLimitMultiplier),
  };
}

/** The per-address limits of a configured server: the defaults (telemetry as configured), times the multiplier. */
function scaledRateLimits(telemetryPerMinute: number, multiplier: number): NonNullable<TBuildOptions['rateLimits']> {
  const base = { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...DEFAULT_RATE_LIMITS, telemetryPerMinute };
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v * multiplier])) as NonNullable<TBuildOptions['rateLimits']>;
}

// Credentials by name, wherever a log call might put them (a body, an input, a payload).
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'paymentPassword',
  'token',
  'access_token',
  'accessToken',
  'captcha',
  'verificationCode',
  'messageCode',
  'data',
  'cardNumber',
  'ticket',
  'answer',
  'answers',
  'securityProof',
];
// Credential headers (lib/redact.ts), wherever a request's or an answer's headers are logged.
const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]),
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
];

function loggerOptions(logger: TBuildOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const level = typeof logger === 'object' && logger.level ? logger.level : 'info';
  return {
    level,
    ...(typeof logger === 'object' && logger.stream ? { stream: logger.stream } : {}),
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    // Secrets never reach the logs, whatever a serializer adds later.
    redact: {
      paths: REDACT_PATHS,
      censor: '[redacted]',
    },
  };
}

/**
 * The platform API and the static front end on one Fastify instance. Call `await app.ready()`
 * (or listen/inject) to open the database, migrate, publish built remotes and seed.
 */
export function build(opts: TBuildOptions): FastifyInstance {
  enableTestClock(opts.testClock === true);
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: opts.trustProxy && opts.trustProxy.length > 0 ? opts.trustProxy : false,
    genReqId: () => randomUUID(),
    // request.log is made on its first line, not for every request (lib/lazyLogger.ts).
    ...(opts.logger === false ? {} : { childLoggerFactory: lazyChildLoggerFactory }),
    // First start on an empty PostgreSQL migrates and seeds inside plugins: more than Fastify's
    // 10 s default per plugin on a loaded machine. /healthz answers only once all of it is done.
    pluginTimeout: 120_000,
    // Bad URLs (broken percent-encoding) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'malformed request');
      // Before any hook: the security plugin has not set the headers of a JSON answer yet.
      void (reply as FastifyReply).code(400).headers(API_SECURITY_HEADERS).type('application/json; charset=utf-8').send(errorEnvelope('VALIDATION_FAILED'));
    },
    // So do the requests Node's HTTP server refuses before routing (httpRefusals.ts). Its own
    // Host check answers a bare 400: the security plugin makes it instead.
    clientErrorHandler,
    http: { requireHostHeader: false },
    // And so does a request that arrives while the server shuts down (the security plugin).
    return503OnClosing: false,
  });
  answerOutsideRouting(app.server, app.log);

  // Zod (in route()) is the only validator; the JSON schemas on routes are documentation.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // JSON only: a text/plain body is a 415, not a string handed to a handler.
  app.removeContentTypeParser('text/plain');

  const limits = { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits };
  app.decorate('settings', {
    adminTokenHash: sha256(opts.adminToken),
    breakGlass: opts.adminTokenDisabled !== true,
    distDir: opts.distDir,
    checkResponses: opts.checkResponses ?? process.env.NODE_ENV !== 'production',
    adminPerMinute: limits.adminPerMinute,
    opsLoginPerMinute: limits.opsLoginPerMinute,
    memberPerMinute: limits.memberPerMinute,
  });
  app.decorate('apiRoutes', []);
  app.decorate('moneyLine', bulkhead(opts.moneyConcurrency ?? MONEY_CONCURRENCY));
  app.decorateRequest('apiInput', null);
  app.decorateRequest('operatorSession', null);

  const scryptCost = opts.scryptCost ?? DEFAULT_PASSWORD_COST;
  if (process.env.NODE_ENV === 'production' && !meetsOwaspCost(scryptCost)) {
    throw new Error('scryptCost below the OWASP minimum is for tests only (NODE_ENV=production)');
  }
  // One hasher for the app: the seeded members' passwords and every login and change use its cost.
  const hasher = createPasswordHasher(scryptCost);
  // Payment PINs: a keyed hash with a pepper kept out of the database (docs/decisions/payment-pin.md).
  const pinHasher = createPinHasher(() => envOrProcessSecret('PAYMENT_PIN_PEPPER'), hasher);
  const pages = createShellPages(app, opts.distDir);

  app.register(errorsPlugin);
  app.register(securityPlugin, { corsOrigins: opts.corsOrigins ?? [], frameOrigins: opts.vendorFrameOrigins ?? [], imageOrigins: opts.imageCdnOrigins ?? [] });
  app.register(rateLimit, {
    global: false,
    // On PostgreSQL counted in the database: every API process shares each route's per-address
    // limits (docs/decisions/deploy.md). On SQLite (one process) in memory: no write per request.
    ...((opts.rateLimitStore ?? (opts.databaseUrl ? 'database' : 'memory')) === 'database' ? { store: databaseRateLimitStore(() => app.db) } : {}),
    errorResponseBuilder: (_request, context) => new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  app.register(databasePlugin, { dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, databaseSchema: opts.databaseSchema, distDir: opts.distDir, hasher });
  app.register(readCachePlugin, {
    ttlMs: opts.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS,
    databaseUrl: opts.databaseUrl,
    databaseSchema: opts.databaseSchema,
  });
  app.register(merchantPlugin);
  app.register(accountsPlugin, { hasher, pinHasher });

  // What the server generates (pages, large API JSON) is compressed on the fly above 4 KB: for
  // smaller JSON, compressing costs more server time than the bytes save. Cached answers (the
  // registry) carry their own compressed copies; static files are precompressed by the build.
  app.register(async (dynamic) => {
    await dynamic.register(compress, {
      threshold: DYNAMIC_COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await dynamic.register(healthRoutes);
    await dynamic.register(platformRoutes, { telemetryPerMinute: limits.telemetryPerMinute, signedTelemetryPerMinute: limits.signedTelemetryPerMinute });
    await dynamic.register(adminRoutes, { adminPerMinute: limits.adminPerMinute });
    await dynamic.register(merchantSetupRoutes, { adminPerMinute: limits.adminPerMinute });
    await dynamic.register(regionRoutes, { adminPerMinute: limits.adminPerMinute });
    await dynamic.register(accountRoutes, { limits: { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...opts.rateLimits }, adminPerMinute: limits.adminPerMinute });
    await dynamic.register(imageCdnRoutes, { allowed: opts.imageCdnOrigins ?? [], adminPerMinute: limits.adminPerMinute });
    await dynamic.register(socialLoginRoutes, { limits: { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...opts.rateLimits }, adminPerMinute: limits.adminPerMinute });
    await dynamic.register(emailRecoveryRoutes, { limits: { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...opts.rateLimits }, adminPerMinute: limits.adminPerMinute });
    // Catalogue snapshots (hot list, vendor mapping) live as long as the read cache's.
    await dynamic.register(gamesRoutes, { snapshotTtlMs: opts.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS });
    await dynamic.register(contentRoutes);
    await dynamic.register(liveRoutes);
    await dynamic.register(affiliateRoutes);
    await dynamic.register(walletRoutes);
    await dynamic.register(depositRoutes);
    await dynamic.register(playRoutes, { vendorFrameOrigins: opts.vendorFrameOrigins ?? [] });
    await dynamic.register(vendorLaunchRoutes, { adminPerMinute: limits.adminPerMinute, vendorFrameOrigins: opts.vendorFrameOrigins ?? [] });
    await dynamic.register(headIconRoutes);
    await dynamic.register(messagingRoutes);
    await dynamic.register(chatRoutes);
    await dynamic.register(agentRoutes);
    await dynamic.register(rewardRoutes);
    await dynamic.register(kycRoutes);
    await dynamic.register(responsibleRoutes);
    await dynamic.register(vipRoutes);
    await dynamic.register(playerRoutes);
    await dynamic.register(whitelabelRoutes);
    await dynamic.register(docsRoutes);
    await dynamic.register(pageRoutes, { pages });
  });
  app.register(staticRoutes, { distDir: opts.distDir });

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) return pages.serve(request, reply);
    const path = pathOf(request.url);
    if (path.startsWith('/api/')) {
      const allowed = app.apiRoutes.filter((r) => r.pattern.test(path)).map((r) => r.method);
      if (allowed.length) {
        return reply
          .code(405)
          .header('allow', [...new Set(allowed)].join(', '))
          .send(errorEnvelope('METHOD_NOT_ALLOWED'));
      }
    }
    return reply.code(404).send(errorEnvelope('NOT_FOUND'));
  });

  return app;
}
