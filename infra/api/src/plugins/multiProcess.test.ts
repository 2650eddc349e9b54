// Two API processes on one database (docs/decisions/deploy.md): app A and app B are two
// instances built from the same options, as two replicas behind a load balancer would be. What one
// does, the other must honour: sessions, login keys, captchas and human checks, per-address rate
// limits, the HMAC keys of unconfigured secrets, and operator changes within the read cache's TTL.
import type { FastifyInstance } from 'fastify';
import { build } from '../app';
import { envOrProcessSecret } from '../lib/secrets';
import { adminHeaders, testDialect, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, HIGH_LIMITS, loginAs, postLogin, sealed, solvedCaptcha, solvedHumanCheck } from '../routes/accounts.testkit';
import { bucketOf } from './rateLimitStore';

// On PostgreSQL an invalidation travels at once (NOTIFY): a long TTL shows it is not the TTL that
// brings the change to B. On SQLite (one process per file in production) the TTL is the bound.
const TTL_MS = testDialect === 'postgres' ? 30_000 : 400;
const SEEN_WITHIN_MS = testDialect === 'postgres' ? 1000 : TTL_MS + 250;

let t: TTestApp;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  // The database store is the default on PostgreSQL only; asked for here, it is tested on SQLite too.
  t = await createAccountsApp({ readCacheTtlMs: TTL_MS, rateLimitStore: 'database', rateLimits: { ...HIGH_LIMITS, telemetryPerMinute: 4 } });
  a = t.app;
  // B starts once A has migrated and seeded the database, as run-two.sh starts the second process.
  b = build(t.options);
  await b.ready();
});

afterAll(async () => {
  await b.close();
  await t.close();
});

const memberInfo = (app: FastifyInstance, token: string) => app.inject({ url: '/api/v1/member/info', headers: bearer(token) });

describe('two API processes on one database', () => {
  it('share sessions: a token issued by A works on B, and once revoked on A it is refused on B', async () => {
    const token = await loginAs(a, 'demo1', 'Demo@1234');
    expect((await memberInfo(b, token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: bearer(token) })).statusCode).toBe(200);
    const after = await memberInfo(b, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('share the login key, human checks and captchas: fetched from A, accepted once by B', async () => {
    // Sealed to A's key, solved against A's challenge, sent to B.
    const humanCheck = await solvedHumanCheck(a);
    const body = await sealed(a, { type: 'username', username: 'demo1', password: 'Demo@1234', humanCheck });
    const first = await b.inject({ method: 'POST', url: '/api/v1/auth/login', headers: body.headers, payload: body.payload });
    expect(first.json()).toMatchObject({ success: true });
    // The same challenge again, on A: already spent by B.
    const again = await postLogin(a, 'demo1', 'Demo@1234', { humanCheck });
    expect(again.json()).toMatchObject({ success: false, code: 'HUMAN_CHECK_FAILED' });

    const captcha = await solvedCaptcha(a);
    const withCaptcha = await postLogin(b, 'demo1', 'Demo@1234', { captcha });
    expect(withCaptcha.json()).toMatchObject({ success: true });
  });

  it('share per-address rate limits: requests on A and B count in one window; other addresses and routes are apart', async () => {
    const beacon = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/telemetry', remoteAddress, payload: { kind: 'error', message: 'm', path: '/m' } });
    const codes: number[] = [];
    for (const app of [a, b, a, b]) codes.push((await beacon(app, '10.9.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200]);
    // The fifth, on either process, is over the limit of 4 a minute.
    for (const app of [a, b]) {
      const res = await beacon(app, '10.9.0.1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
      expect(Number(res.headers['x-ratelimit-limit'])).toBe(4);
    }
    expect((await beacon(b, '10.9.0.2')).statusCode).toBe(200);
    // The window lives in the database, under the route and the address.
    const row = await a.db.selectFrom('rate_limits').selectAll().where('bucket', '=', bucketOf('POST /api/v1/telemetry', '10.9.0.1')).executeTakeFirstOrThrow();
    expect(row.hits).toBe(6);
  });

  it('count in the database by default on PostgreSQL, in memory by default on SQLite (one process per file)', async () => {
    const c = build({ ...t.options, rateLimitStore: undefined });
    try {
      await c.ready();
      const res = await c.inject({ method: 'POST', url: '/api/v1/telemetry', remoteAddress: '10.9.0.9', payload: { kind: 'error', message: 'm', path: '/m' } });
      expect(res.statusCode).toBe(200);
      const rows = await a.db.selectFrom('rate_limits').select('hits').where('bucket', '=', bucketOf('POST /api/v1/telemetry', '10.9.0.9')).execute();
      expect(rows.map((r) => r.hits)).toEqual(testDialect === 'postgres' ? [1] : []);
    } finally {
      await c.close();
    }
  });

  it('start a new window once the last one ended', async () => {
    const bucket = bucketOf('POST /api/v1/telemetry', '10.9.0.3');
    await a.db
      .insertInto('rate_limits')
      .values({ bucket, hits: 99, window_start_ms: Date.now() - 61_000 })
      .execute();
    const res = await b.inject({ method: 'POST', url: '/api/v1/telemetry', remoteAddress: '10.9.0.3', payload: { kind: 'error', message: 'm', path: '/m' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe('3');
  });

  it('share the HMAC keys of secrets left unset (the payment gateway signs on A, verifies on B)', async () => {
    if (process.env.PAYMENT_GATEWAY_SECRET) return;
    const row = await b.db.selectFrom('server_secrets').select('value').where('name', '=', 'env:PAYMENT_GATEWAY_SECRET').executeTakeFirstOrThrow();
    expect(Buffer.from(row.value, 'base64').equals(envOrProcessSecret('PAYMENT_GATEWAY_SECRET') as Buffer)).toBe(true);
  });

  it("see an operator's change made on A at once on A, and on B at once on PostgreSQL (NOTIFY) or within the read cache's TTL", async () => {
    const statusOf = async (app: FastifyInstance) => (await app.inject({ url: '/api/v1/status?merchant=demo' })).json().value.status as number;
    // Both hold a fresh snapshot of "normal".
    expect([await statusOf(a), await statusOf(b)]).toEqual([0, 0]);
    const changedAt = Date.now();
    const res = await a.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', headers: adminHeaders(), payload: { maintenance: true } });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(a)).toBe(1);
    let seenAfter = -1;
    while (Date.now() - changedAt < SEEN_WITHIN_MS * 3) {
      if ((await statusOf(b)) === 1) {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    // Within the stated bound (plus this loop's step and a loaded machine's slack).
    expect(seenAfter).toBeLessThanOrEqual(SEEN_WITHIN_MS);
    await a.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', headers: adminHeaders(), payload: { maintenance: false } });
  });
});
