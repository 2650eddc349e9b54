import { PLATFORM_VERSION } from '@tessera/contract';
import { ERROR_CODES, type TEndpoint, type TErrorCode, type TMultipartPart } from '@tessera/contract/api';
import { descriptorJsonSchema, type TJsonSchema } from './lib/jsonSchema';

// The published contract (GET /api/openapi.json) is generated from the endpoint descriptors that
// route() registered, never written by hand: one operation per routed descriptor, nothing else.

export const OPENAPI_VERSION = '3.1.1';

/** A route registered through route(), as the document needs it. */
export interface TDocumentedRoute {
  endpoint: TEndpoint;
  /** Has its own per-IP rate limit (answers 429). */
  rateLimited: boolean;
}

type TObject = Record<string, unknown>;

export interface TOpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; license?: { name: string; identifier?: string } };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, TOperation>>;
  components: {
    schemas: Record<string, TJsonSchema>;
    responses: Record<string, TObject>;
    parameters: Record<string, TObject>;
    securitySchemes: Record<string, TObject>;
  };
}

export interface TOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: TObject[];
  requestBody?: TObject;
  responses: Record<string, TObject>;
  security?: Record<string, string[]>[];
  'x-tessera-auth': TEndpoint['auth'];
}

/** Security scheme names: the operator's ADMIN_TOKEN and a member's session token. */
export const SECURITY = { admin: 'adminBearer', session: 'sessionBearer' } as const;

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** What each descriptor tag groups (a tag without an entry here is described by its name). */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  platform: 'Status, remote registry and telemetry: what the shell loads before any screen',
  accounts: 'Login, registration, SMS codes, captcha, passwords and the member profile',
  games: 'Game catalogue, vendors, hot games, favourites and recent games',
  lottery: 'Lottery games, draws, numeros and results',
  play: 'Game launch, demo game sessions, bets and their records',
  content: 'Banners, announcements, help centre and promotions',
  messaging: 'Inbox, chat and unread counts',
  wallet: 'Balance, ledger records, deposits, withdrawals, bank cards and security settings',
  agents: 'Agent team, downlines, rebates, salary, dividends and contracts',
  rewards: 'Reward centre, cash back, VIP levels, referrals and promotion applications',
  report: 'Profit and loss reports',
  admin: 'Operator calls (bearer ADMIN_TOKEN): merchants, remotes and releases, reviews, content, audit log',
};

/**
 * zod's record over an enum (every key present) is `propertyNames: {enum}` + `required: [keys]`
 * without `properties`: valid JSON Schema, but generators (and Redocly's
 * no-required-schema-properties-undefined) read a required key that no property defines. The same
 * schema with each key spelled out as a property (the value schema moved to components once) says
 * exactly the same thing in a form they understand.
 */
function spellOutEnumRecords(schema: TJsonSchema, owner: string, components: Record<string, TJsonSchema>): TJsonSchema {
  let n = 0;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const out: TObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = visit(v);
    const keys = (out.propertyNames as { enum?: unknown } | undefined)?.enum;
    const value = out.additionalProperties;
    if (out.type === 'object' && !out.properties && Array.isArray(keys) && Array.isArray(out.required) && value && typeof value === 'object') {
      const name = `${owner}.record${n++ === 0 ? '' : n}`.replace(/[^A-Za-z0-9._-]/g, '_');
      components[name] = value as TJsonSchema;
      out.properties = Object.fromEntries((keys as string[]).map((key) => [key, ref('schemas', name)]));
    }
    return out;
  };
  return visit(schema) as TJsonSchema;
}

/** Fastify's `/a/:b` as OpenAPI's `/a/{b}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const errorResponseName = (status: number | 'default') => (status === 'default' ? 'Error' : `Error${status}`);

/** A multipart body's parts as an OpenAPI 3.1 schema (files: binary strings, one property per part name) with their media types. */
export function multipartSchema(parts: Record<string, TMultipartPart>): TObject {
  const properties: Record<string, TJsonSchema> = {};
  const encoding: Record<string, TObject> = {};
  const required: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const description = part.description ? { description: part.description } : {};
    if (part.kind === 'text') {
      properties[name] = { type: 'string', maxLength: part.maxLength, ...description };
      if (part.required) required.push(name);
    } else {
      properties[name] = {
        type: 'array',
        maxItems: part.maxFiles,
        items: { type: 'string', contentMediaType: 'application/octet-stream' },
        description: `${part.description ? `${part.description} ` : ''}(at most ${part.maxFiles}, each at most ${part.maxBytes} bytes, ${part.mediaTypes.join(' or ')} by content)`,
      };
      encoding[name] = { contentType: part.mediaTypes.join(', ') };
    }
  }
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false }, encoding };
}

/** Error statuses a route can answer besides `default`, from what route() and the plugins do. */
function errorStatuses(route: TDocumentedRoute): number[] {
  const { endpoint } = route;
  const statuses = new Set<number>([400]);
  if (endpoint.auth !== 'none') statuses.add(401);
  if (endpoint.auth === 'realMember') statuses.add(403);
  // Non-operator calls resolve a merchant (404 MERCHANT_NOT_FOUND); path parameters name things.
  if (endpoint.auth !== 'admin' || endpoint.params) statuses.add(404);
  if (endpoint.body || endpoint.multipart) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const codesWithStatus = (status: number) => (Object.keys(ERROR_CODES) as TErrorCode[]).filter((c) => ERROR_CODES[c].status === status);

/** Moves a generated schema's `$defs` into components.schemas and points its `$ref`s there. */
function hoistDefinitions(schema: TJsonSchema, owner: string, components: Record<string, TJsonSchema>): TJsonSchema {
  const { $defs, ...root } = schema as TJsonSchema & { $defs?: Record<string, TJsonSchema> };
  const needsRoot = JSON.stringify(root).includes('"$ref":"#"');
  if (!$defs && !needsRoot) return root;
  const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');
  const names = new Map<string, string>();
  for (const [key, def] of Object.entries($defs ?? {})) {
    // zod names anonymous (recursive) parts __schemaN: those are named after their operation;
    // named ones (.meta({ id })) keep their name unless another schema already has it.
    const plain = safe(key);
    const taken = components[plain];
    const shared = !/^__schema\d+$/.test(key) && (taken === undefined || JSON.stringify(taken) === JSON.stringify(def));
    names.set(key, shared ? plain : safe(`${owner}.${key}`));
  }
  const rootName = safe(owner);
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out: TObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        if (v === '#') out[k] = ref('schemas', rootName).$ref;
        else if (v.startsWith('#/$defs/')) out[k] = ref('schemas', names.get(v.slice('#/$defs/'.length)) ?? 'missing').$ref;
        else out[k] = v;
      } else out[k] = rewrite(v);
    }
    return out;
  };
  for (const [key, def] of Object.entries($defs ?? {})) components[names.get(key) ?? key] = rewrite(def) as TJsonSchema;
  const rewritten = rewrite(root) as TJsonSchema;
  if (!needsRoot) return rewritten;
  components[rootName] = rewritten;
  return ref('schemas', rootName);
}

/** One parameter per property of an object schema (query or path). */
function parametersOf(schema: TJsonSchema, where: 'query' | 'path'): TObject[] {
  const members = [schema, ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as TJsonSchema[]) : []))];
  const out = new Map<string, TObject>();
  for (const member of members) {
    const properties = (member.properties ?? {}) as Record<string, TJsonSchema>;
    const required = new Set(Array.isArray(member.required) ? (member.required as string[]) : []);
    for (const [name, property] of Object.entries(properties)) {
      if (out.has(name)) continue;
      const { description, ...propertySchema } = property;
      out.set(name, {
        name,
        in: where,
        required: where === 'path' || (member === schema && required.has(name)),
        schema: propertySchema,
        ...(typeof description === 'string' ? { description } : {}),
      });
    }
  }
  return [...out.values()];
}

function operationOf(route: TDocumentedRoute, components: Record<string, TJsonSchema>): TOperation {
  const { endpoint } = route;
  const part = (name: string, schema: TJsonSchema) =>
    spellOutEnumRecords(hoistDefinitions(schema, `${endpoint.name}.${name}`, components), `${endpoint.name}.${name}`, components);
  const parameters: TObject[] = [];
  if (endpoint.params) parameters.push(...parametersOf(part('params', descriptorJsonSchema(endpoint.params, 'input')), 'path'));
  if (endpoint.query) parameters.push(...parametersOf(part('query', descriptorJsonSchema(endpoint.query, 'input')), 'query'));
  if (endpoint.auth !== 'admin') parameters.push(ref('parameters', 'MerchantHeader'));
  if (endpoint.idempotent) parameters.push(ref('parameters', 'IdempotencyKey'));

  const responses: Record<string, TObject> = {
    '200': {
      description: 'Success: the envelope with `value` as described',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              success: { const: true },
              code: { const: 'OK' },
              message: { type: 'string' },
              value: part('response', descriptorJsonSchema(endpoint.response, 'output')),
            },
            required: ['success', 'code', 'message', 'value'],
          },
        },
      },
    },
  };
  for (const status of errorStatuses(route)) responses[String(status)] = ref('responses', errorResponseName(status));
  responses.default = ref('responses', errorResponseName('default'));

  const operation: TOperation = {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: endpoint.tags,
    ...(parameters.length ? { parameters } : {}),
    responses,
    'x-tessera-auth': endpoint.auth,
  };
  if (endpoint.body) {
    // A body is optional exactly when the descriptor accepts its absence.
    const required = !endpoint.body.safeParse(undefined).success;
    operation.requestBody = { required, content: { 'application/json': { schema: part('body', descriptorJsonSchema(endpoint.body, 'input')) } } };
  }
  if (endpoint.multipart) operation.requestBody = { required: true, content: { 'multipart/form-data': multipartSchema(endpoint.multipart) } };
  // Public calls say so (`security: []`): an operation without the field would inherit a root
  // requirement, and linters and generators cannot tell "public" from "forgot to say".
  if (endpoint.auth === 'admin') operation.security = [{ [SECURITY.admin]: [] }];
  else if (endpoint.auth === 'member' || endpoint.auth === 'realMember') operation.security = [{ [SECURITY.session]: [] }];
  else operation.security = [];
  return operation;
}

function errorComponents(): Pick<TOpenApiDocument['components'], 'schemas' | 'responses'> {
  const codes = Object.keys(ERROR_CODES) as TErrorCode[];
  const table = codes.map((c) => `| \`${c}\` | ${ERROR_CODES[c].status} | ${ERROR_CODES[c].message} |`).join('\n');
  const schemas: Record<string, TJsonSchema> = {
    ErrorCode: {
      type: 'string',
      enum: codes,
      description: `Named failure; clients show the catalogue message for the code.\n\n| code | HTTP status | message |\n|---|---|---|\n${table}`,
      'x-error-codes': Object.fromEntries(codes.map((c) => [c, { status: ERROR_CODES[c].status, message: ERROR_CODES[c].message }])),
    },
    ErrorEnvelope: {
      type: 'object',
      properties: {
        success: { const: false },
        code: ref('schemas', 'ErrorCode'),
        message: { type: 'string' },
        value: { anyOf: [{ type: 'object', additionalProperties: {} }, { type: 'null' }], description: 'Details, e.g. `issues` for VALIDATION_FAILED' },
      },
      required: ['success', 'code', 'message', 'value'],
    },
  };
  const content = { 'application/json': { schema: ref('schemas', 'ErrorEnvelope') } };
  const responses: Record<string, TObject> = {};
  const statuses = [...new Set(codes.map((c) => ERROR_CODES[c].status))].sort((a, b) => a - b);
  for (const status of statuses) {
    responses[errorResponseName(status)] = { description: `Error envelope; code: ${codesWithStatus(status).join(', ')}`, content };
  }
  responses[errorResponseName('default')] = { description: 'Error envelope with one of the ErrorCode values', content };
  return { schemas, responses };
}

/** The error responses some operation refers to (the rest are in `default` and the ErrorCode table). */
function usedResponses(responses: Record<string, TObject>, paths: TOpenApiDocument['paths']): Record<string, TObject> {
  const text = JSON.stringify(paths);
  return Object.fromEntries(Object.entries(responses).filter(([name]) => text.includes(`"#/components/responses/${name}"`)));
}

export interface TOpenApiOptions {
  title?: string;
  version?: string;
}

/** The OpenAPI 3.1 document of the given routes (the ones route() registered, in order). */
export function buildOpenApiDocument(routes: readonly TDocumentedRoute[], options: TOpenApiOptions = {}): TOpenApiDocument {
  const errors = errorComponents();
  const schemas: Record<string, TJsonSchema> = { ...errors.schemas };
  const paths: TOpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const route of routes) {
    const path = openApiPath(route.endpoint.path);
    const item = (paths[path] ??= {});
    item[route.endpoint.method.toLowerCase()] = operationOf(route, schemas);
    for (const tag of route.endpoint.tags) if (!tags.includes(tag)) tags.push(tag);
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: options.title ?? 'Tessera platform API',
      version: options.version ?? PLATFORM_VERSION,
      description:
        'Generated from the endpoint descriptors in @tessera/contract/api. Every answer is the envelope ' +
        '`{ success, code, message, value }`. Calls outside /api/admin resolve the merchant from the X-Merchant header, ' +
        'the `merchant` query parameter, the tessera_merchant cookie or the host (default: demo).',
      // Not open source: an SPDX LicenseRef names a licence of our own (integrators' tools read it).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      schemas,
      responses: usedResponses(errors.responses, paths),
      parameters: {
        MerchantHeader: {
          name: 'X-Merchant',
          in: 'header',
          required: false,
          description: 'Merchant code (an unknown code answers 404 MERCHANT_NOT_FOUND)',
          schema: { type: 'string', pattern: '^[a-z0-9_-]{1,32}$' },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description: 'Money-moving calls: the first result is replayed for the same key; the same key with another body is refused',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      securitySchemes: {
        [SECURITY.admin]: { type: 'http', scheme: 'bearer', description: 'Operator API: `Authorization: Bearer <ADMIN_TOKEN>`' },
        [SECURITY.session]: { type: 'http', scheme: 'bearer', bearerFormat: 'opaque', description: 'Member session token from login' },
      },
    },
  };
}
