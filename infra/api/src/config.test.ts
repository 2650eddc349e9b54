import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has defaults that start a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', logLevel: 'info', databaseUrl: undefined, corsOrigins: [], trustProxy: [] });
    expect(c.dataDir).toBe(join(REPO_ROOT, '.data'));
    expect(c.distDir).toBe(join(REPO_ROOT, 'dist'));
    expect(c.adminTokenGenerated).toBe(true);
    expect(c.adminToken).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).adminToken).not.toBe(c.adminToken);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '18080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DIST_DIR: '/tmp/d',
      DATABASE_URL: 'postgres://u:p@localhost/db',
      ADMIN_TOKEN: 'operator-secret',
      LOG_LEVEL: 'debug',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(c).toMatchObject({
      port: 18080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      distDir: '/tmp/d',
      databaseUrl: 'postgres://u:p@localhost/db',
      adminToken: 'operator-secret',
      adminTokenGenerated: false,
      logLevel: 'debug',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: ['10.0.0.0/8'],
    });
  });

  it('reads the read-cache TTL (default 1.5 s, 0 turns the cache off, bounded)', () => {
    expect(loadConfig({}).readCacheTtlMs).toBe(1500);
    expect(loadConfig({ READ_CACHE_TTL_MS: '0' }).readCacheTtlMs).toBe(0);
    expect(loadConfig({ READ_CACHE_TTL_MS: '250' }).readCacheTtlMs).toBe(250);
    expect(() => loadConfig({ READ_CACHE_TTL_MS: '-1' })).toThrow(/READ_CACHE_TTL_MS/);
    expect(() => loadConfig({ READ_CACHE_TTL_MS: '1.5' })).toThrow(/READ_CACHE_TTL_MS/);
  });

  it('reads the allowed lottery vendor origins (origins only; none by default)', () => {
    expect(loadConfig({}).vendorFrameOrigins).toEqual([]);
    expect(loadConfig({ VENDOR_FRAME_ORIGINS: 'https://lotto.example, http://127.0.0.1:19485' }).vendorFrameOrigins).toEqual([
      'https://lotto.example',
      'http://127.0.0.1:19485',
    ]);
    for (const bad of ['https://lotto.example/game', 'lotto.example', 'ftp://lotto.example', 'https://u:p@lotto.example', 'https://lotto.example?x=1']) {
      expect(() => loadConfig({ VENDOR_FRAME_ORIGINS: bad })).toThrow(/VENDOR_FRAME_ORIGINS/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', ADMIN_TOKEN: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, adminTokenGenerated: true, databaseUrl: undefined });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'short', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('refuses weak service secrets at start instead of ignoring them', () => {
    const strong = 'k'.repeat(32);
    expect(() =>
      loadConfig({ PAYMENT_GATEWAY_SECRET: strong, CHAT_CONTEXT_SECRET: strong, CARD_FINGERPRINT_SECRET: strong, PAYMENT_SIMULATOR: '1' }),
    ).not.toThrow();
    expect(() => loadConfig({ PAYMENT_GATEWAY_SECRET: 'short', CHAT_CONTEXT_SECRET: 'k'.repeat(31), CARD_FINGERPRINT_SECRET: `${'k'.repeat(32)} x` })).toThrow(
      /PAYMENT_GATEWAY_SECRET[\s\S]*CHAT_CONTEXT_SECRET[\s\S]*CARD_FINGERPRINT_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_SIMULATOR: 'yes' })).toThrow(/PAYMENT_SIMULATOR/);
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names (addresses or CIDRs), never from everyone', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const off of ['', '0', 'false']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toEqual([]);
    // `1` and `true` used to mean "trust every peer": a client could then name its own address.
    // Hop counts are refused too: Fastify 5 trusts nothing for a number, and a count cannot tell
    // the proxy from a client that reaches the API port directly.
    for (const everyone of ['1', 'true', '2', '*', '0.0.0.0/0', '::/0']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone })).toThrow(/TRUST_PROXY: .*addresses or CIDRs/);
    }
    for (const bad of ['10.0.0.0/33', '300.1.1.1', 'proxy.example', '10.0.0.0/8,,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('wants an ADMIN_TOKEN of at least 32 characters in production (8 elsewhere), and says so', () => {
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: 'a'.repeat(32) }).adminToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: 'a'.repeat(31) })).toThrow(
      /ADMIN_TOKEN: must be at least 32 characters under NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: 'operator' })).toThrow(ConfigError);
    expect(loadConfig({ ADMIN_TOKEN: 'operator' }).adminToken).toBe('operator');
    // Unset in production: a generated 64-character token, as anywhere.
    expect(loadConfig({ NODE_ENV: 'production' }).adminToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes a PostgreSQL schema (DATABASE_SCHEMA) only with DATABASE_URL, and only a plain identifier', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db', DATABASE_SCHEMA: 'tessera_eu' }).databaseSchema).toBe('tessera_eu');
    expect(loadConfig({ DATABASE_SCHEMA: 'tessera_eu' }).databaseSchema).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@h/db', DATABASE_SCHEMA: 'x"; drop' })).toThrow(/DATABASE_SCHEMA/);
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales every per-address limit, the console sign-in among them (1 by default)', async () => {
    const { buildOptionsFromConfig, DEFAULT_RATE_LIMITS } = await import('./app');
    const base = buildOptionsFromConfig(loadConfig({ ADMIN_TOKEN: 'x'.repeat(32) })).rateLimits;
    expect(base?.opsLoginPerMinute).toBe(DEFAULT_RATE_LIMITS.opsLoginPerMinute);
    const raised = buildOptionsFromConfig(loadConfig({ ADMIN_TOKEN: 'x'.repeat(32), RATE_LIMIT_MULTIPLIER: '100' })).rateLimits;
    expect(raised?.opsLoginPerMinute).toBe(DEFAULT_RATE_LIMITS.opsLoginPerMinute * 100);
    expect(raised?.adminPerMinute).toBe(DEFAULT_RATE_LIMITS.adminPerMinute * 100);
  });
});
