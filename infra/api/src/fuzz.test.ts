import { defineEndpoint, ERROR_CODES, isErrorCode } from '@tessera/contract/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as z from 'zod/v4/mini';
import { badRequests, deepJson, ONE_MB, type TFuzzAuth, type TFuzzCase } from './fuzzkit';
import { openApiPath, type TOpenApiDocument } from './openapi';
import { route } from './route';
import { bearer, HIGH_LIMITS, loginAs } from './routes/accounts.testkit';
import { adminHeaders, createTestApp, type TTestApp } from './testkit';

// Bad input never answers 5xx. Every operation of the published OpenAPI document (= every route
// registered through route(), so routes added later are fuzzed without touching this file) gets
// seeded, generated bad requests; each answer must be a 4xx (or 2xx when a mutation happened to be
// valid) carrying the envelope with a known code whose status is the one ERROR_CODES names.
// Reproduce a failure with FUZZ_SEED=<seed> (printed with it); FUZZ_CASES raises the count.

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 160);

const AUTHS: TFuzzAuth[] = [
  { label: 'none', headers: {} },
  { label: 'admin', headers: adminHeaders() },
  { label: 'admin', headers: adminHeaders() },
  { label: 'wrong-bearer', headers: { authorization: 'Bearer 0123456789abcdef0123456789abcdef' } },
  { label: 'huge-bearer', headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } },
  { label: 'basic', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
  { label: 'odd-scheme', headers: { authorization: 'Bearer' } },
];

let t: TTestApp;
let operations: { method: string; path: string; operationId: string }[] = [];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as TOpenApiDocument;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId })),
  );
});
afterAll(async () => {
  await t.close();
});

/** The answer's body text, decompressed when the server compressed it. */
function bodyText(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

/** What is wrong with an answer to a bad request, or null. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 200) return `status ${res.statusCode}`;
  if (res.statusCode === 204 || res.statusCode === 304) return null;
  let body: unknown;
  try {
    body = JSON.parse(bodyText(res));
  } catch {
    return `not JSON (${String(res.headers['content-type'])}, ${String(res.headers['content-encoding'])}): ${res.body.slice(0, 80)}`;
  }
  const e = body as { success?: unknown; code?: unknown; message?: unknown; value?: unknown };
  if (typeof e.success !== 'boolean' || typeof e.code !== 'string' || typeof e.message !== 'string' || !('value' in e)) return 'not the envelope';
  if (e.success) return res.statusCode < 300 ? null : `success with status ${res.statusCode}`;
  if (!isErrorCode(e.code)) return `unknown code ${e.code}`;
  if (ERROR_CODES[e.code].status !== res.statusCode) return `code ${e.code} with status ${res.statusCode}, not ${ERROR_CODES[e.code].status}`;
  if (e.value !== null && (typeof e.value !== 'object' || Array.isArray(e.value))) return 'error value is neither null nor an object';
  return null;
}

async function send(c: TFuzzCase, app: FastifyInstance = t.app): Promise<string | null> {
  let res: LightMyRequestResponse;
  try {
    res = await app.inject({ method: c.method as 'GET', url: c.url, headers: c.headers, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
  } catch (err) {
    return `inject threw: ${err instanceof Error ? err.message : String(err)}`;
  }
  const problem = problemWith(res);
  return problem && `${problem} ← ${c.method} ${c.url.slice(0, 120)} [${c.what}] → ${bodyText(res).slice(0, 160)}`;
}

/** Sends every route's generated cases (or only the named ones); returns the problems found. */
async function fuzzRoutes(app: FastifyInstance, only?: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { endpoint } of app.apiRoutes) {
    if (only && !only.includes(endpoint.name)) continue;
    // Member calls also get a live session (a fresh one per route: a fuzzed logout may end it),
    // so their handlers see bad input too, not only the 401.
    const member = endpoint.auth === 'member' || endpoint.auth === 'realMember' ? bearer(await loginAs(app, 'demo1', 'Demo@1234')) : null;
    const auths = member ? [...AUTHS, { label: 'member', headers: member }, { label: 'member', headers: member }] : AUTHS;
    for (const c of badRequests(endpoint, SEED, CASES_PER_ROUTE, auths)) {
      const problem = await send(c, app);
      if (problem) failures.push(`${endpoint.name}: ${problem}`);
    }
  }
  return failures;
}

describe('fuzz: bad requests never answer 5xx', () => {
  it('covers every operation of the OpenAPI document (and so every route())', () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
    const routed = t.app.apiRoutes.map((r) => `${r.endpoint.method} ${openApiPath(r.endpoint.path)}`).sort();
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(routed);
  });

  it(`answers ${CASES_PER_ROUTE} generated bad requests per route with a 4xx envelope and a known code (seed ${SEED})`, async () => {
    expect((await fuzzRoutes(t.app)).slice(0, 20)).toEqual([]);
  }, 120_000);

  it('finds a handler that breaks on bad input (the fuzzer can fail)', async () => {
    // What a careless handler does with a string the schema let through: the database refuses it.
    const careless = defineEndpoint({
      name: 'careless',
      method: 'POST',
      path: '/api/test/careless',
      auth: 'none',
      summary: 'test-only',
      tags: ['test'],
      body: z.object({ note: z.string(), count: z.optional(z.number()) }),
      response: z.object({ ok: z.boolean() }),
    });
    const other = await createTestApp({
      beforeReady: (app) =>
        route(app, careless, ({ body }) => {
          if (body.note.length > 32) throw new Error('value too long for type character varying(32)');
          if (body.count !== undefined && !Number.isSafeInteger(body.count)) throw new Error('invalid input syntax for type bigint');
          return { ok: true };
        }),
    });
    try {
      const failures = await fuzzRoutes(other.app, ['careless']);
      expect(failures.length).toBeGreaterThan(0);
      expect(failures[0]).toMatch(/^careless: status 500/);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('answers the classic bad inputs on every route, with and without auth', async () => {
    const failures: string[] = [];
    const bodies: (string | Buffer)[] = [
      '',
      'null',
      '[]',
      '[{}]',
      '"x"',
      '0',
      `{"a":"${'x'.repeat(ONE_MB)}"}`,
      deepJson(20_000, 'array'),
      deepJson(10_000, 'object'),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
      `{"q":"' OR 1=1; DROP TABLE audit_log; --","h":"<script>alert(1)</script>"}`,
    ];
    const contentTypes = [undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];
    for (const { endpoint } of t.app.apiRoutes) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, 'demo');
      const queries = ['', '?page=-1&pageNo=-1&pageSize=99999999999999999999', '?limit=1e309&before=-5', `?merchant=${'m'.repeat(ONE_MB)}`, '?merchant=%FF%FE'];
      const member = endpoint.auth === 'member' || endpoint.auth === 'realMember' ? bearer(await loginAs(t.app, 'demo1', 'Demo@1234')) : null;
      for (const auth of member ? [{}, adminHeaders(), member] : [{}, adminHeaders()]) {
        for (const query of queries) {
          const problem = await send({ what: 'query', method: endpoint.method, url: `${path}${query}`, headers: auth });
          if (problem) failures.push(`${endpoint.name}: ${problem}`);
        }
        for (const payload of bodies) {
          for (const contentType of contentTypes) {
            const headers = { ...auth, ...(contentType ? { 'content-type': contentType } : {}) };
            const what = `body ${typeof payload === 'string' ? payload.slice(0, 20) : 'bytes'} as ${contentType ?? 'none'}`;
            const problem = await send({ what, method: endpoint.method === 'GET' ? 'POST' : endpoint.method, url: path, headers, payload });
            if (problem) failures.push(`${endpoint.name}: ${problem}`);
            if (endpoint.method !== 'GET') continue;
            // A GET with a body: the body is not part of the call and must not break it.
            const withBody = await send({ what, method: 'GET', url: path, headers, payload });
            if (withBody) failures.push(`${endpoint.name}: ${withBody}`);
          }
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('leaves Object.prototype clean', () => {
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
