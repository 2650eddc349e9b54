import { defineEndpoint, ERROR_CODES } from '@tessera/contract/api';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import * as z from 'zod/v4/mini';
import { descriptorJsonSchema } from './lib/jsonSchema';
import { buildOpenApiDocument, openApiPath, type TOpenApiDocument } from './openapi';
import { route } from './route';
import { createTestApp, type TTestApp } from './testkit';

type TNode = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Resolves a local JSON pointer (`#/components/schemas/X`) in the document, or undefined. */
function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '#') return doc;
  if (!pointer.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of pointer.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as TNode)[key];
  }
  return node;
}

function collectRefs(node: unknown, at: string, out: { ref: string; at: string }[] = []) {
  if (Array.isArray(node)) node.forEach((n, i) => collectRefs(n, `${at}/${i}`, out));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push({ ref: v, at });
      else collectRefs(v, `${at}/${k}`, out);
    }
  }
  return out;
}

const VALIDATOR_SCRIPT = join(__dirname, '..', 'scripts', 'validate-openapi.mjs');

/** The official OpenAPI 3.1 JSON-schema check (@seriousme/openapi-schema-validator, run by node: it is an ES module). */
function validateWithSchema(document: unknown): { valid: boolean; version: string; errors: unknown[] } {
  const out = execFileSync(process.execPath, [VALIDATOR_SCRIPT], { input: JSON.stringify(document), encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(out) as { valid: boolean; version: string; errors: unknown[] };
}

const deref = (doc: unknown, node: TNode): TNode => (typeof node.$ref === 'string' ? (resolvePointer(doc, node.$ref) as TNode) : node);

/**
 * Structural checks of the OpenAPI 3.1 rules a client generator relies on, beyond what the JSON
 * schema of the specification can say: version, info, path templating, unique operationIds, responses, parameters, request
 * bodies, security requirements, tags and every $ref resolving. Returns the problems found.
 */
function openApi31Problems(doc: TNode): string[] {
  const problems: string[] = [];
  const fail = (m: string) => problems.push(m);
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) fail(`openapi is ${String(doc.openapi)}, not 3.1.x`);
  const info = doc.info as TNode | undefined;
  if (typeof info?.title !== 'string' || typeof info.version !== 'string') fail('info needs title and version');
  const components = (doc.components ?? {}) as Record<string, TNode>;
  for (const [kind, entries] of Object.entries(components)) {
    for (const name of Object.keys(entries)) if (!/^[a-zA-Z0-9.\-_]+$/.test(name)) fail(`components.${kind}.${name}: bad name`);
  }
  const schemes = components.securitySchemes ?? {};
  for (const [name, scheme] of Object.entries(schemes)) {
    const s = scheme as TNode;
    if (!['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'].includes(String(s.type))) fail(`securityScheme ${name}: bad type`);
    if (s.type === 'http' && typeof s.scheme !== 'string') fail(`securityScheme ${name}: http needs scheme`);
  }
  const declaredTags = new Set(((doc.tags ?? []) as TNode[]).map((t) => t.name));
  const operationIds = new Set<string>();
  const paths = doc.paths as Record<string, TNode> | undefined;
  if (!paths || typeof paths !== 'object') fail('paths missing');
  for (const [path, item] of Object.entries(paths ?? {})) {
    if (!path.startsWith('/')) fail(`${path}: must start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) {
        fail(`${where}: unknown method`);
        continue;
      }
      const operation = op as TNode;
      if (typeof operation.operationId !== 'string' || !operation.operationId) fail(`${where}: no operationId`);
      else if (operationIds.has(operation.operationId)) fail(`${where}: duplicate operationId ${operation.operationId}`);
      else operationIds.add(operation.operationId);
      for (const tag of (operation.tags ?? []) as string[]) if (!declaredTags.has(tag)) fail(`${where}: tag ${tag} not declared`);

      const params = ((operation.parameters ?? []) as TNode[]).map((p) => deref(doc, p));
      const seen = new Set<string>();
      for (const p of params) {
        if (!p || typeof p.name !== 'string' || !['query', 'header', 'path', 'cookie'].includes(String(p.in))) {
          fail(`${where}: bad parameter ${JSON.stringify(p)}`);
          continue;
        }
        const key = `${String(p.in)}:${p.name.toLowerCase()}`;
        if (seen.has(key)) fail(`${where}: duplicate parameter ${key}`);
        seen.add(key);
        if (!('schema' in p) && !('content' in p)) fail(`${where}: parameter ${p.name} has no schema`);
        if (p.in === 'path' && p.required !== true) fail(`${where}: path parameter ${p.name} must be required`);
        if (p.in === 'path' && !templated.includes(p.name)) fail(`${where}: path parameter ${p.name} not in the path`);
      }
      for (const name of templated) if (!params.some((p) => p.in === 'path' && p.name === name)) fail(`${where}: {${name}} has no parameter`);

      if (operation.requestBody !== undefined) {
        const body = deref(doc, operation.requestBody as TNode);
        if (!body.content || Object.keys(body.content as TNode).length === 0) fail(`${where}: requestBody without content`);
      }
      const responses = operation.responses as TNode | undefined;
      if (!responses || Object.keys(responses).length === 0) fail(`${where}: no responses`);
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (!/^([1-5]XX|[1-5]\d\d|default)$/.test(status)) fail(`${where}: bad response key ${status}`);
        const r = deref(doc, response as TNode);
        if (typeof r?.description !== 'string') fail(`${where} ${status}: response needs a description`);
      }
      for (const requirement of (operation.security ?? []) as TNode[]) {
        for (const name of Object.keys(requirement)) if (!(name in schemes)) fail(`${where}: unknown security scheme ${name}`);
      }
    }
  }
  for (const { ref, at } of collectRefs(doc, '#')) if (resolvePointer(doc, ref) === undefined) fail(`${at}: $ref ${ref} does not resolve`);
  return problems;
}

// A route a later feature might add: session auth, path params, query, body, idempotency.
const probeEndpoint = defineEndpoint({
  name: 'probeTransfer',
  method: 'POST',
  path: '/api/test/wallets/:walletId/transfers',
  auth: 'realMember',
  summary: 'test-only',
  tags: ['test'],
  params: z.object({ walletId: z.string().check(z.regex(/^\d+$/)) }),
  query: z.object({ dryRun: z.optional(z.enum(['0', '1'])) }),
  body: z.strictObject({ amount: z.string(), note: z.optional(z.string()) }),
  response: z.object({ id: z.string() }),
  idempotent: true,
});

const routed: { method: string; url: string; operationId?: string }[] = [];
let t: TTestApp;
let doc: TOpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.addHook('onRoute', (r) => {
        const methods = Array.isArray(r.method) ? r.method : [r.method];
        const operationId = (r.schema as { operationId?: string } | undefined)?.operationId;
        for (const method of methods) routed.push({ method: String(method), url: r.url, ...(operationId ? { operationId } : {}) });
      });
      route(app, probeEndpoint, () => ({ id: '1' }));
    },
  });
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

describe('GET /api/openapi.json', () => {
  it('is a structurally valid OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(openApi31Problems(doc as unknown as TNode)).toEqual([]);
  });

  it('passes the OpenAPI 3.1 schema validator', () => {
    const result = validateWithSchema(doc);
    expect(result.version).toBe('3.1');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the schema validator refuses a broken document (it can fail)', () => {
    const broken = JSON.parse(JSON.stringify(doc)) as TNode & TOpenApiDocument;
    const op = broken.paths['/api/v1/status']?.get as unknown as TNode;
    op.responses = { '200': { content: 'not an object' } };
    const result = validateWithSchema(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it('the structural check catches broken documents (it can fail)', () => {
    const broken = JSON.parse(JSON.stringify(doc)) as TNode & TOpenApiDocument;
    broken.openapi = '3.0.3';
    const op = broken.paths['/api/v1/status']?.get as unknown as TNode;
    delete op.operationId;
    op.responses = { '200': { $ref: '#/components/responses/Nope' } };
    const problems = openApi31Problems(broken);
    expect(problems.join('\n')).toMatch(/not 3\.1\.x/);
    expect(problems.join('\n')).toMatch(/no operationId/);
    expect(problems.join('\n')).toMatch(/Nope does not resolve/);
  });

  it('has exactly one operation per route registered through route(), and nothing that is not routed', () => {
    // Fastify adds a HEAD twin of every GET; the document lists the GET.
    const viaRoute = routed.filter((r) => r.operationId && r.method !== 'HEAD').map((r) => `${r.method} ${openApiPath(r.url)}`);
    const documented = operations().map((o) => o.key);
    expect(viaRoute.length).toBeGreaterThanOrEqual(10);
    expect([...documented].sort()).toEqual([...new Set(viaRoute)].sort());
    // Every documented operation is an actual route of the app, with the same operationId.
    const actual = new Map(routed.map((r) => [`${r.method} ${openApiPath(r.url)}`, r.operationId]));
    for (const { key, op } of operations()) expect([key, actual.get(key)]).toEqual([key, op.operationId]);
    // ... and the route list route() keeps (405 answers) is the same set.
    expect(t.app.apiRoutes.map((r) => `${r.endpoint.method} ${openApiPath(r.endpoint.path)}`).sort()).toEqual([...documented].sort());
  });

  /** A descriptor part's JSON Schema as the document carries it: $defs moved to components. */
  const asDocumented = (schema: Record<string, unknown>) => {
    const { $defs: _defs, ...rest } = schema;
    return JSON.parse(JSON.stringify(rest).replace(/"#\/\$defs\/([^"]+)"/g, '"$1"')) as Record<string, unknown>;
  };
  const refsByName = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\/(?:[^"]*\.)?([^".]+)"/g, '"$1"')) as Record<string, unknown>;

  it("carries each descriptor's name, summary, tags, parameters, body and response schema", () => {
    for (const { endpoint } of t.app.apiRoutes) {
      const op = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(op).toMatchObject({ operationId: endpoint.name, summary: endpoint.summary, tags: endpoint.tags, 'x-tessera-auth': endpoint.auth });
      if (!op) continue;
      const params = (op.parameters ?? []) as TNode[];
      const named = (where: string) => params.filter((p) => p.in === where).map((p) => p.name);
      const keys = (schema: z.ZodMiniType | undefined) => Object.keys((schema ? descriptorJsonSchema(schema, 'input').properties : {}) ?? {});
      expect(named('path').sort()).toEqual(keys(endpoint.params).sort());
      expect(named('query').sort()).toEqual(keys(endpoint.query).sort());
      const success = (op.responses['200'] as { content: Record<string, { schema: TNode }> }).content['application/json']?.schema;
      expect(refsByName(success)).toMatchObject({
        properties: { success: { const: true }, value: asDocumented(descriptorJsonSchema(endpoint.response, 'output')) },
      });
      if (endpoint.body) {
        const body = (op.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']?.schema;
        expect(refsByName(body)).toEqual(asDocumented(descriptorJsonSchema(endpoint.body, 'input')));
      } else if (endpoint.multipart) {
        const form = (op.requestBody as { content: Record<string, { schema: TNode; encoding: TNode }> }).content['multipart/form-data'];
        expect(Object.keys((form?.schema.properties ?? {}) as TNode).sort()).toEqual(Object.keys(endpoint.multipart).sort());
        for (const [name, part] of Object.entries(endpoint.multipart)) {
          if (part.kind === 'file') expect(form?.encoding[name]).toEqual({ contentType: part.mediaTypes.join(', ') });
        }
      } else {
        expect(op.requestBody).toBeUndefined();
      }
      expect(op.responses.default).toEqual({ $ref: '#/components/responses/Error' });
      expect(op.responses['400']).toEqual({ $ref: '#/components/responses/Error400' });
    }
  });

  it('describes auth: the operator bearer on /api/admin, the session bearer on member calls, none on public ones', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      adminBearer: { type: 'http', scheme: 'bearer' },
      sessionBearer: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.paths['/api/admin/merchants/{code}/status']?.patch).toMatchObject({
      security: [{ adminBearer: [] }],
      responses: { '401': { $ref: '#/components/responses/Error401' } },
    });
    expect(doc.paths['/api/v1/status']?.get?.security).toEqual([]); // public, said explicitly
    expect(doc.paths['/api/v1/status']?.get?.responses['401']).toBeUndefined();
    const probe = doc.paths['/api/test/wallets/{walletId}/transfers']?.post;
    expect(probe).toMatchObject({ security: [{ sessionBearer: [] }], requestBody: { required: true } });
    expect(Object.keys(probe?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '413', '415']));
    expect(probe?.parameters).toEqual(
      expect.arrayContaining([
        { name: 'walletId', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
        { name: 'dryRun', in: 'query', required: false, schema: { type: 'string', enum: ['0', '1'] } },
        { $ref: '#/components/parameters/IdempotencyKey' },
      ]),
    );
    // Rate-limited calls document their 429.
    expect(doc.paths['/api/v1/telemetry']?.post?.responses['429']).toEqual({ $ref: '#/components/responses/Error429' });
  });

  it('shares one ErrorEnvelope whose code lists every ERROR_CODES entry', () => {
    expect(doc.components.schemas.ErrorCode?.enum).toEqual(Object.keys(ERROR_CODES));
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ properties: { success: { const: false }, code: { $ref: '#/components/schemas/ErrorCode' } } });
    expect(doc.components.responses.Error401?.description).toMatch(/ADMIN_AUTH_REQUIRED/);
  });

  it('is what /api/docs renders', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
  });
});

describe('buildOpenApiDocument', () => {
  it('moves $defs of recursive schemas into components and points the refs there', () => {
    type TNodeValue = { name: string; children: TNodeValue[] };
    const ZTree: z.ZodMiniType<TNodeValue> = z.object({
      name: z.string(),
      get children() {
        return z.array(ZTree);
      },
    });
    const tree = defineEndpoint({
      name: 'tree',
      method: 'GET',
      path: '/api/test/tree',
      auth: 'none',
      summary: 's',
      tags: ['test'],
      response: z.object({ root: ZTree }),
    });
    const built = buildOpenApiDocument([{ endpoint: tree, rateLimited: false }]);
    expect(JSON.stringify(built)).not.toContain('#/$defs/');
    expect(JSON.stringify(built)).toContain('"$ref":"#/components/schemas/');
    expect(openApi31Problems(built as unknown as TNode)).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('answers Swagger UI as HTML that loads only script files (no inline script), under the strict CSP', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, inner] of scripts) {
        expect(attrs).toMatch(/\bsrc="/);
        expect((inner ?? '').trim()).toBe('');
      }
      expect(res.body).not.toMatch(/\son[a-z]+=/i);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe');
    }
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('./json');
    const bundle = await t.app.inject({ method: 'HEAD', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
