import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import * as z from 'zod/v4/mini';

/** The repository root (infra/api/src → ../../..): default home of .data and dist. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type TLogLevel = (typeof LOG_LEVELS)[number];

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.pipe(z.transform(emptyToUndefined), z.optional(z.string()));
const secret = z.pipe(
  z.transform(emptyToUndefined),
  z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'), z.regex(/^\S+$/, 'must not contain spaces'))),
);

const ZEnv = z.object({
  PORT: z.pipe(z.transform(emptyToUndefined), z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080)),
  HOST: z.pipe(z.transform(emptyToUndefined), z._default(z.string().check(z.minLength(1)), '127.0.0.1')),
  DATA_DIR: optionalString,
  DIST_DIR: optionalString,
  DATABASE_URL: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'))),
  ),
  /** PostgreSQL schema to create (when missing) and work in; unset: the server's search_path (usually public). */
  DATABASE_SCHEMA: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.string().check(z.regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (a-z, 0-9, _)'))),
  ),
  ADMIN_TOKEN: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.string().check(z.minLength(8, 'must be at least 8 characters'), z.regex(/^\S+$/, 'must not contain spaces'))),
  ),
  LOG_LEVEL: z.pipe(z.transform(emptyToUndefined), z._default(z.enum(LOG_LEVELS), 'info')),
  /** Comma-separated origins allowed to call the API cross-origin. Unset: same-origin only. */
  CORS_ORIGINS: optionalString,
  /** Set to 1/true behind a reverse proxy so request.ip and the protocol come from X-Forwarded-*. */
  TRUST_PROXY: z.pipe(z.transform(emptyToUndefined), z._default(z.enum(['0', '1', 'true', 'false']), '0')),
  /** How long a replica may answer status/registry from its snapshot of operator data (ms); 0 = no cache. */
  READ_CACHE_TTL_MS: z.pipe(z.transform(emptyToUndefined), z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000)), 1500)),
  // Secrets the services read (each generates its own when unset; see infra/api/README.md). Checked
  // here so a weak or mistyped one stops the start instead of being ignored.
  PAYMENT_GATEWAY_SECRET: secret,
  CHAT_CONTEXT_SECRET: secret,
  CARD_FINGERPRINT_SECRET: secret,
  /** 1: serve the simulated payment gateway under NODE_ENV=production too. */
  PAYMENT_SIMULATOR: z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(['0', '1']))),
  /** Telemetry beacons accepted per client address and minute (players behind one NAT share it). */
  TELEMETRY_PER_MINUTE: z.pipe(z.transform(emptyToUndefined), z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 30)),
  /**
   * Multiplies every per-address rate limit (accounts, telemetry, operator calls). 1 in production;
   * a test run whose whole traffic comes from 127.0.0.1 raises it.
   */
  RATE_LIMIT_MULTIPLIER: z.pipe(z.transform(emptyToUndefined), z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1)),
});

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  /** PostgreSQL when set; otherwise SQLite at `${dataDir}/tessera.sqlite`. */
  databaseUrl: string | undefined;
  /** PostgreSQL only: the schema the API creates and works in. */
  databaseSchema: string | undefined;
  adminToken: string;
  /** True when ADMIN_TOKEN was not set and a token was generated for this run. */
  adminTokenGenerated: boolean;
  logLevel: TLogLevel;
  corsOrigins: string[];
  trustProxy: boolean;
  readCacheTtlMs: number;
  telemetryPerMinute: number;
  rateLimitMultiplier: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const absolute = (p: string) => (isAbsolute(p) ? p : resolve(process.cwd(), p));

/** Reads and validates the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const adminTokenGenerated = e.ADMIN_TOKEN === undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: absolute(e.DATA_DIR ?? join(REPO_ROOT, '.data')),
    distDir: absolute(e.DIST_DIR ?? join(REPO_ROOT, 'dist')),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_URL ? e.DATABASE_SCHEMA : undefined,
    adminToken: e.ADMIN_TOKEN ?? randomBytes(32).toString('hex'),
    adminTokenGenerated,
    logLevel: e.LOG_LEVEL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    telemetryPerMinute: e.TELEMETRY_PER_MINUTE,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
  };
}
