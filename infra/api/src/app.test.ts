import { defineEndpoint } from '@tessera/contract/api';
import { Writable } from 'node:stream';
import * as z from 'zod/v4/mini';
import { route } from './route';
import { adminHeaders, createTestApp, TEST_ADMIN_TOKEN, type TTestApp } from './testkit';

/** Collects the JSON log lines an app writes. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const boomEndpoint = defineEndpoint({
  name: 'boom',
  method: 'GET',
  path: '/api/test/boom',
  auth: 'none',
  summary: 'throws',
  tags: ['test'],
  response: z.object({ ok: z.boolean() }),
});
const driftEndpoint = defineEndpoint({
  name: 'drift',
  method: 'GET',
  path: '/api/test/drift',
  auth: 'none',
  summary: 'answers the wrong shape',
  tags: ['test'],
  response: z.object({ ok: z.boolean() }),
});
const memberEndpoint = defineEndpoint({
  name: 'memberOnly',
  method: 'GET',
  path: '/api/test/member',
  auth: 'member',
  summary: 'needs a session',
  tags: ['test'],
  response: z.object({ ok: z.boolean() }),
});

const logs = logSink();
const schemas = new Map<string, Record<string, unknown>>();
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: logs.stream },
    rateLimits: { telemetryPerMinute: 10_000, adminPerMinute: 10_000 },
    beforeReady: (app) => {
      app.addHook('onRoute', (r) => {
        if (r.schema) schemas.set(`${String(r.method)} ${r.url}`, r.schema as Record<string, unknown>);
      });
      route(app, boomEndpoint, () => {
        throw new Error('database exploded: secret detail');
      });
      route(app, driftEndpoint, () => ({ ok: 'yes' }) as unknown as { ok: boolean });
      route(app, memberEndpoint, () => ({ ok: true }));
      // A handler that logs its request's headers (as a debugging line might): redaction must hold.
      app.get('/api/test/log-headers', async (request) => {
        request.log.info({ headers: request.headers }, 'request headers');
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it('answers invalid JSON with 400 VALIDATION_FAILED', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', headers: { 'content-type': 'application/json' }, payload: '{"kind":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers an unknown /api path with 404 NOT_FOUND and a wrong method with 405', async () => {
    const missing = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'The requested url is empty', value: null });
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/admin/merchants/demo/status', headers: adminHeaders() });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().code).toBe('METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.allow).toBe('PATCH');
  });

  it('answers an unexpected failure with 500 INTERNAL "Unknown error", the details only in the log', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Unknown error', value: null });
    expect(res.body).not.toContain('secret detail');
    expect(logs.text()).toContain('database exploded: secret detail');
  });

  it('treats an answer that does not match its descriptor as a bug (500), in development', async () => {
    const res = await t.app.inject({ url: '/api/test/drift' });
    expect(res.statusCode).toBe(500);
    expect(logs.text()).toContain('does not match its descriptor');
  });

  it('refuses member calls without a session with 401 AUTH_REQUIRED', async () => {
    const res = await t.app.inject({ url: '/api/test/member' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });

  it('answers a malformed URL with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/status?merchant=%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    const bad = await t.app.inject({ url: '/m/%zz' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('never a 500 for bad input', () => {
  const bodies = [
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '123',
    'true',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    `${'['.repeat(2000)}${']'.repeat(2000)}`,
    '{"kind":"error","message":"\\ud800","path":"/m"}',
    '{"kind":"vital","message":"m","path":"/m","value":1e400}',
    '{"maintenance":null,"regionRestriction":{}}',
    '{"enabled":"yes","version":123,"canaryPercent":-1}',
    '{"enabled":true,"version":"1.0.0\\u0000"}',
    '{"enabled":true,"version":"1.0.0","canaryVersion":"\\u0000","canaryPercent":5}',
    '{"CBS3":"on","__proto__":{"x":1}}',
    `{"kind":"error","message":"${'é'.repeat(400)}","path":"/m"}`,
  ];
  const targets = [
    ['POST', '/api/v1/telemetry'],
    ['PATCH', '/api/admin/merchants/demo/status'],
    ['PATCH', '/api/admin/merchants/demo/flags'],
    ['PUT', '/api/admin/merchants/demo/remotes/games'],
    ['PUT', '/api/admin/merchants/DEMO/remotes/games'],
    ['PUT', '/api/admin/merchants/demo/remotes/..%2f..'],
  ] as const;

  it.each(targets)('%s %s', async (method, url) => {
    for (const payload of bodies) {
      for (const contentType of [
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await t.app.inject({ method, url, headers: { ...adminHeaders(), 'content-type': contentType }, payload });
        if (res.statusCode >= 500 || res.statusCode < 200)
          throw new Error(`${method} ${url} ${contentType} ${payload.slice(0, 60)} → ${res.statusCode} ${res.body}`);
        const body = res.json();
        expect(typeof body.success).toBe('boolean');
        expect(typeof body.code).toBe('string');
      }
    }
    // A body that claims a compression it does not have.
    const res = await t.app.inject({
      method,
      url,
      headers: { ...adminHeaders(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{}',
    });
    expect(res.statusCode).toBeLessThan(500);
    const res2 = await t.app.inject({
      method,
      url,
      headers: { ...adminHeaders(), 'content-type': 'application/json', 'content-encoding': 'zstd-nope' },
      payload: '{}',
    });
    expect(res2.statusCode).toBeLessThan(500);
  });

  it('keeps Object.prototype clean', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('survives odd headers and queries', async () => {
    const cases = [
      { url: '/api/v1/registry?cid=a&cid=b' },
      { url: '/api/v1/registry?merchant[]=demo' },
      { url: '/api/v1/status', headers: { 'x-merchant': 'x'.repeat(5000) } },
      { url: '/api/v1/status', headers: { cookie: 'tessera_merchant=%00; tessera_cid=%E0' } },
      { url: '/api/v1/status', headers: { host: '[::1]:8080' } },
      { url: '/api/admin/audit?before=-1', headers: adminHeaders() },
      { url: '/api/admin/audit?limit=99999999999999999999', headers: adminHeaders() },
      { url: '/m/home', headers: { accept: 'text/html', cookie: 'tessera_cid=../../etc; tessera_merchant=<x>' } },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('logs', () => {
  it('carry request ids and never the operator token, cookies or the telemetry message', async () => {
    await t.app.inject({ url: '/api/admin/merchants', headers: { ...adminHeaders(), cookie: 'tessera_merchant=acme' } });
    await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', payload: { kind: 'error', message: 'private-user-text', path: '/m' } });
    const text = logs.text();
    expect(text).not.toContain(TEST_ADMIN_TOKEN);
    expect(text).not.toContain('tessera_merchant=acme');
    expect(text).not.toContain('private-user-text');
    expect(logs.entries().some((e) => typeof e.reqId === 'string' && e.msg === 'telemetry received')).toBe(true);
  });

  it('never show a credential sent in the query string or a credential header', async () => {
    const secrets = [
      'query-access-token-1',
      'query-token-2',
      'query-ticket-3',
      'query-api-key-4',
      'query-sms-code-5',
      'header-admin-6',
      'header-cookie-7',
      'header-auth-8',
      'header-proxy-9',
    ];
    const [accessToken, token, ticket, apiKey, smsCode, adminToken, cookie, authorization, proxyAuth] = secrets;
    await t.app.inject({ url: `/api/v1/status?merchant=demo&access_token=${accessToken}&Token=${token}` });
    await t.app.inject({ url: `/play/slot?ticket=${ticket}&api_key=${apiKey}` });
    await t.app.inject({ url: `/api/v1/nothing?verificationCode=${smsCode}` });
    await t.app.inject({
      url: '/api/test/log-headers',
      headers: { 'x-admin-token': adminToken, cookie: `s=${cookie}`, authorization: `Bearer ${authorization}`, 'proxy-authorization': `Basic ${proxyAuth}` },
    });
    const text = logs.text();
    for (const secret of secrets) expect({ secret, logged: text.includes(secret) }).toEqual({ secret, logged: false });
    // What is not a credential stays, so the logs remain useful.
    expect(text).toContain('/api/v1/status?merchant=demo&access_token=[redacted]&Token=[redacted]');
    expect(text).toContain('/play/slot?ticket=[redacted]&api_key=[redacted]');
    const logged = logs.entries().find((e) => e.msg === 'request headers') as { headers: Record<string, string> } | undefined;
    expect(logged?.headers).toMatchObject({
      'x-admin-token': '[redacted]',
      cookie: '[redacted]',
      authorization: '[redacted]',
      'proxy-authorization': '[redacted]',
      host: 'localhost:80',
    });
  });

  it('send the request id back to the caller', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('route schemas (documentation for the OpenAPI document)', () => {
  it('carry the descriptor name, request and envelope schemas as JSON Schema', () => {
    const telemetry = schemas.get('POST /api/v1/telemetry');
    expect(telemetry).toMatchObject({
      operationId: 'reportTelemetry',
      tags: ['platform'],
      body: { type: 'object', properties: { kind: { enum: ['remote.loadFailed', 'error', 'vital', 'remote.loaded'] } }, additionalProperties: false },
      response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } } },
    });
    expect(schemas.get('PUT /api/admin/merchants/:code/remotes/:remote')).toMatchObject({
      operationId: 'updateMerchantRemote',
      security: [{ adminBearer: [] }],
      // Remote names are open (docs/decisions/open-remotes.md): a pattern, not a list.
      params: { properties: { remote: { type: 'string', pattern: '^[a-z][a-z0-9]{1,23}$' } } },
    });
    expect(schemas.get('GET /api/admin/audit')).toMatchObject({ querystring: { properties: { limit: { type: 'integer', maximum: 200 } } } });
  });
});

describe('CORS', () => {
  it('is same-origin only by default', async () => {
    const res = await t.app.inject({ url: '/api/v1/status', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the origins listed in CORS_ORIGINS', async () => {
    const withCors = await createTestApp({ corsOrigins: ['https://ops.example'] });
    try {
      const ok = await withCors.app.inject({ url: '/api/v1/status', headers: { origin: 'https://ops.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://ops.example');
      const other = await withCors.app.inject({ url: '/api/v1/status', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});

describe('compression', () => {
  it('compresses large API JSON for clients that accept it, and leaves small JSON (under 4 KB) alone', async () => {
    const big = await t.app.inject({ url: '/api/v1/registry', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({
      url: '/api/v1/telemetry',
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
      payload: { kind: 'error', message: 'm', path: '/m' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    // ~2 KB: compressing it would cost more server time than the bytes it saves.
    const status = await t.app.inject({ url: '/api/v1/status', headers: { 'accept-encoding': 'gzip, br' } });
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.rawPayload.length).toBeGreaterThan(1024);
    expect(status.rawPayload.length).toBeLessThan(4096);
  });
});
