import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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

/** The shortest ADMIN_TOKEN accepted under NODE_ENV=production (the other secrets' length too). */
export const PRODUCTION_ADMIN_TOKEN_MIN = 32;

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1/128; the others are private ranges). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * One entry of TRUST_PROXY: an IPv4/IPv6 address, or a CIDR block narrower than "everything"
 * (a /0 would trust every peer again). Hop counts and `true` are no entries: see TRUST_PROXY.
 */
function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_OFF = new Set(['0', 'false']);
const trustProxyList = (value: string): string[] => (TRUST_PROXY_OFF.has(value.trim()) ? [] : value.split(',').map((p) => p.trim()));

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
  /** 1: the break-glass ADMIN_TOKEN opens nothing; operators sign in with their accounts and tokens. */
  ADMIN_TOKEN_DISABLED: z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(['0', '1']))),
  TEST_CLOCK: z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(['0', '1']))),
  LOG_LEVEL: z.pipe(z.transform(emptyToUndefined), z._default(z.enum(LOG_LEVELS), 'info')),
  /** Comma-separated origins allowed to call the API cross-origin. Unset: same-origin only. */
  CORS_ORIGINS: optionalString,
  /**
   * Comma-separated origins of lottery vendors whose pages the lottery frame may open
   * (docs/decisions/lottery-vendor-frames.md): the pages' CSP frame-src and the only origins a
   * merchant's vendor launch URL may have. Unset: none (every lottery opens the demo lottery).
   */
  VENDOR_FRAME_ORIGINS: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(
      z
        .string()
        .check(z.refine((v) => originList(v).every(isFrameOrigin), 'takes origins only (https://lotto.example or http://127.0.0.1:8080), comma-separated')),
    ),
  ),
  /**
   * Comma-separated origins of image CDNs the pages may load images from (spec §3 status
   * imageCDNs; docs/decisions/image-cdns.md): the pages' CSP img-src and the only origins an
   * operator may give a merchant. Unset: none (every image comes from this site).
   */
  IMAGE_CDN_ORIGINS: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(
      z
        .string()
        .check(z.refine((v) => originList(v).every(isFrameOrigin), 'takes origins only (https://img.example or http://127.0.0.1:8080), comma-separated')),
    ),
  ),
  /**
   * The reverse proxies in front of the API, as addresses or CIDRs (`127.0.0.1,10.0.0.0/8`): only a
   * request whose peer is one of them has its address (and protocol) taken from X-Forwarded-*.
   * Unset, `0` or `false`: no proxy. `1`/`true` (trust every peer) and hop counts are refused.
   */
  TRUST_PROXY: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(
      z
        .string()
        .check(
          z.refine(
            (v) => trustProxyList(v).every(isTrustedProxyEntry),
            "takes the proxies' addresses or CIDRs, comma-separated (e.g. 127.0.0.1,10.0.0.0/8), or 0; `1`, `true` and hop counts (trust any peer) are no longer accepted",
          ),
        ),
    ),
  ),
  /** How long a replica may answer status/registry from its snapshot of operator data (ms); 0 = no cache. */
  READ_CACHE_TTL_MS: z.pipe(z.transform(emptyToUndefined), z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000)), 1500)),
  // Secrets the services read (each generates its own when unset; see infra/api/README.md). Checked
  // here so a weak or mistyped one stops the start instead of being ignored.
  PAYMENT_GATEWAY_SECRET: secret,
  CHAT_CONTEXT_SECRET: secret,
  CARD_FINGERPRINT_SECRET: secret,
  PAYMENT_PIN_PEPPER: secret,
  /** The simulated payment gateway: 0 off (the image and manifests), 1 on; unset: on unless NODE_ENV=production. */
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
  /** ADMIN_TOKEN_DISABLED=1: the break-glass token is off (docs/decisions/operators.md). */
  adminTokenDisabled: boolean;
  logLevel: TLogLevel;
  corsOrigins: string[];
  /** VENDOR_FRAME_ORIGINS: origins the lottery frame may open (normalised, e.g. https://lotto.example). */
  vendorFrameOrigins: string[];
  /** IMAGE_CDN_ORIGINS: image CDNs the pages may load from and operators may choose (normalised origins). */
  imageCdnOrigins: string[];
  /** Addresses / CIDRs of the reverse proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  readCacheTtlMs: number;
  telemetryPerMinute: number;
  rateLimitMultiplier: number;
  /** TEST_CLOCK=1 (e2e only, refused in production): POST /api/test/rg-clock moves one member's responsible-gambling clock. */
  testClock: boolean;
}

/** A comma-separated list, trimmed, empties dropped. */
function originList(v: string): string[] {
  return v
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

/** An origin and nothing more: http(s), a host, maybe a port; no path, query, fragment or credentials. */
export function isFrameOrigin(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v.replace(/\/$/, '').toLowerCase();
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const absolute = (p: string) => (isAbsolute(p) ? p : resolve(process.cwd(), p));

/** Reads and validates the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env, { error: z.locales.en().localeError });
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  lines.push(...productionIssues(env));
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
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
    adminTokenDisabled: e.ADMIN_TOKEN_DISABLED === '1',
    logLevel: e.LOG_LEVEL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    vendorFrameOrigins: originList(e.VENDOR_FRAME_ORIGINS ?? '').map((o) => new URL(o).origin),
    imageCdnOrigins: originList(e.IMAGE_CDN_ORIGINS ?? '').map((o) => new URL(o).origin),
    trustProxy: e.TRUST_PROXY === undefined ? [] : trustProxyList(e.TRUST_PROXY),
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    telemetryPerMinute: e.TELEMETRY_PER_MINUTE,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    testClock: e.TEST_CLOCK === '1',
  };
}

/**
 * What production asks beyond the schema: the operator token guards every merchant's settings and
 * money adjustments, so it is as long as the other secrets (an 8-character one can be guessed).
 */
function productionIssues(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  if (env.TEST_CLOCK === '1') return ['  TEST_CLOCK: the test clock is for the e2e server only, never under NODE_ENV=production'];
  const token = env.ADMIN_TOKEN?.trim();
  if (token && token.length < PRODUCTION_ADMIN_TOKEN_MIN) {
    return [
      `  ADMIN_TOKEN: must be at least ${PRODUCTION_ADMIN_TOKEN_MIN} characters under NODE_ENV=production (got ${token.length}; e.g. \`openssl rand -hex 32\`)`,
    ];
  }
  return [];
}
