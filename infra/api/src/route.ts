import type {} from '@fastify/compress';
import type {} from '@fastify/rate-limit';
import type {} from '@fastify/swagger';
import { FIELD_RULES, matchesRule, prepareValue, ruleMessage, type TFieldRule, type TMenuPermissionKey } from '@tessera/contract';
import { ZEnvelope, type TEndpoint, type TEndpointInput, type TEndpointOutput, type TErrorCode } from '@tessera/contract/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/v4/mini';
import { ApiError, successEnvelope, validationError, type TValidationIssue } from './errors';
import { descriptorJsonSchema } from './lib/jsonSchema';
import { PLUGIN, type TPluginName } from './lib/plugin';
import { PreparedAnswer } from './lib/prepared';
import { admitOperator } from './routes/adminSession';
import { FIRST_PASSWORD_CALLS } from './services/accounts/firstPassword';
import { SECURITY } from './openapi';
import { statusGate } from './services/merchantStatus';
import { remoteGate } from './services/remoteCalls';
import { idempotencyKeyOf } from './services/wallet/idempotency';

/**
 * What a plugin that calls route() needs registered before it (its `dependencies`): the error
 * envelope and the security headers, per-route rate limits and the merchant's resolution (both are
 * attached to each route as it is added, so they must come first), the database, and the member
 * check of 'member' and 'realMember' calls.
 */
export const ROUTE_DEPENDENCIES: readonly TPluginName[] = [PLUGIN.errors, PLUGIN.security, PLUGIN.rateLimit, PLUGIN.database, PLUGIN.merchant, PLUGIN.accounts];

type TAnyEndpoint = TEndpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

export type TRouteHandler<E extends TAnyEndpoint> = (
  input: TEndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => TRouteResult<TEndpointOutput<E>> | Promise<TRouteResult<TEndpointOutput<E>>>;

/** A handler answers the value, or a PreparedAnswer of it (a cached, already serialized envelope). */
export type TRouteResult<V> = V | PreparedAnswer<V>;

export interface TRouteOptions {
  /** Requests per minute per client IP. */
  rateLimitPerMinute?: number;
  /**
   * Requests per minute per signed-in member (money and secret calls: a stolen session's burst is
   * bounded whatever addresses it comes from). Counted by @fastify/rate-limit's store (the
   * database's on PostgreSQL, shared by every process) after the session is known, before the
   * handler does any work.
   */
  rateLimitPerMember?: number;
  /**
   * false: the handler answers PreparedAnswers, which carry their own compressed copies, so the
   * route skips @fastify/compress's per-request hooks. Default true.
   */
  compress?: boolean;
  /**
   * Requests for which `rateLimitPerMinute` does not apply (the handler limits them another way:
   * telemetry with a valid page-load token is limited per load, not per address).
   */
  rateLimitExempt?: (request: FastifyRequest) => boolean;
}

// English messages for validation issues: zod/v4/mini loads no locale by default, and the
// descriptors are built by shared-contracts' own zod copy, so the map is passed per parse.
const errorMap = z.locales.en().localeError;

const PARTS = [
  ['query', 'query'],
  ['params', 'params'],
  ['body', 'body'],
] as const;

function parseInput(endpoint: TAnyEndpoint, request: FastifyRequest): Record<string, unknown> {
  // Money-moving calls: no work without a well-formed Idempotency-Key (services/wallet/idempotency).
  if (endpoint.idempotent && idempotencyKeyOf(request) === null) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  const input: Record<string, unknown> = {};
  const issues: TValidationIssue[] = [];
  for (const [part, key] of PARTS) {
    const schema = endpoint[part];
    if (!schema) continue;
    // Parse without options first: zod's compiled fast path only runs without a per-parse
    // context, and passing the error map costs more than the parse itself. Only a failing
    // part is parsed again, with the map, for English messages.
    const fast = schema.safeParse(request[key]);
    if (fast.success) {
      input[part] = fast.data;
      continue;
    }
    const result = schema.safeParse(request[key], { error: errorMap });
    if (result.success) input[part] = result.data;
    else issues.push(...result.error.issues.map((i) => issueOf(part, i.path.map(String).join('.'), i.message)));
  }
  if (issues.length) throw validationError(issues);
  checkFields(endpoint, input.body);
  return input;
}

/**
 * One issue for the answer. A field rule's check (fieldSchema) fails with the rule's i18n key as
 * its message: the issue then carries the rule's English text and the key screens translate.
 */
function issueOf(part: TValidationIssue['in'], path: string, message: string): TValidationIssue {
  const english = ruleMessage(message);
  return english ? { in: part, path, message: english, key: message } : { in: part, path, message };
}

/**
 * The descriptor's `fields` (contract FIELD_RULES), checked before the handler: a filled field
 * that breaks its rule is refused with the rule's code (ACCOUNT_FORMAT_INVALID, ...) and the
 * issues, which forms show on the fields. Emptiness stays the schema's and the service's concern.
 */
function checkFields(endpoint: TAnyEndpoint, body: unknown): void {
  if (!endpoint.fields || typeof body !== 'object' || body === null) return;
  const issues: TValidationIssue[] = [];
  let code: TErrorCode | null = null;
  let field: string | null = null;
  for (const [name, spec] of Object.entries(endpoint.fields)) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value !== 'string' || prepareValue(spec.rule, value) === '' || matchesRule(spec.rule, value)) continue;
    const rule: TFieldRule = FIELD_RULES[spec.rule];
    issues.push({ in: 'body', path: name, message: rule.message, key: rule.messageKey });
    code ??= rule.code;
    field ??= name;
  }
  if (code) throw new ApiError(code, { field, issues });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

/** Sync for public calls; a promise when a member session or an operator must be looked up. */
function checkAuth(endpoint: TAnyEndpoint, request: FastifyRequest): Promise<unknown> | undefined {
  switch (endpoint.auth) {
    case 'none':
      return undefined;
    case 'admin':
      // An operator's session or token (or the break-glass ADMIN_TOKEN), then the role's right to
      // this call (services/operators/roles.ts): one check for every operator call.
      return admitOperator(request, endpoint);
    // A session token (plugins/accounts): sets request.member, or 401 AUTH_REQUIRED /
    // SESSION_EXPIRED; 'realMember' also refuses trial and other non-member types (403 FREE_REJECT).
    case 'member':
    case 'realMember':
      return request.server.authenticateMember(request, endpoint.auth, bearerToken(request));
  }
}

// The codes the reward calls answered before the generic check existed; the rest get FEATURE_DISABLED.
const PERMISSION_CODES: Partial<Record<TMenuPermissionKey, TErrorCode>> = { REWCEN3: 'REWARD_CENTER_DISABLED', MANPLAYREB3: 'REBATE_DISABLED' };

/**
 * Menu permission keys (spec §3) hold for the API too, not only for the menu: a descriptor with
 * `permission` is refused (403) while that flag of the member's merchant is off. Runs after the
 * session is resolved (the member's merchant decides), before the input is read.
 */
function checkPermission(endpoint: TAnyEndpoint, request: FastifyRequest): void | Promise<void> {
  const key = endpoint.permission;
  const member = request.member;
  if (!key || !member) return undefined;
  const refuse = (on: boolean) => {
    if (!on) throw new ApiError(PERMISSION_CODES[key] ?? 'FEATURE_DISABLED', { flag: key });
  };
  const on = request.server.readCache.use(member.merchantCode, (s) => s?.status.info.whitelabel[key] === true);
  return typeof on === 'boolean' ? refuse(on) : on.then(refuse);
}

/**
 * A session whose password was chosen for the member (an agent's new downline) may only set its own
 * (docs/decisions/first-password.md): every other member call answers 403 FIRST_PASSWORD_REQUIRED.
 */
function checkFirstPassword(endpoint: TAnyEndpoint, request: FastifyRequest): void {
  if (request.member?.mustSetPassword && !FIRST_PASSWORD_CALLS.has(endpoint.name)) throw new ApiError('FIRST_PASSWORD_REQUIRED');
}

/** Auth, then the first-password gate, then the menu permission, then the input checks; a promise only when auth needs one. */
function admit(endpoint: TAnyEndpoint, request: FastifyRequest): Promise<void> | undefined {
  const auth = checkAuth(endpoint, request);
  if (auth) {
    return auth
      .then(() => checkFirstPassword(endpoint, request))
      .then(() => checkPermission(endpoint, request))
      .then(() => {
        request.apiInput = parseInput(endpoint, request);
      });
  }
  request.apiInput = parseInput(endpoint, request);
  return undefined;
}

/** JSON Schema of a descriptor part, for documentation only (Fastify does not validate with it). */
function jsonSchema(schema: z.ZodMiniType | undefined, io: 'input' | 'output'): Record<string, unknown> | undefined {
  return schema ? descriptorJsonSchema(schema, io) : undefined;
}

/** Fastify path (`/a/:b`) → a RegExp matching concrete URLs, for 405 answers. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

// The handler's helpers live out here: closures made per request cost measurably on the hot path.

/** Operator changes drop the read cache before the answer leaves (also when a change failed
 * half-way: its transaction rolled back, and a reload costs little). */
function settle(operatorChange: boolean, request: FastifyRequest): void {
  if (operatorChange) request.server.readCache.invalidate();
}

/** Checks the answer in development, then returns the envelope, or sends a prepared answer. */
function answer<V>(endpoint: TAnyEndpoint, request: FastifyRequest, reply: FastifyReply, result: TRouteResult<V>) {
  const value = result instanceof PreparedAnswer ? result.value : result;
  if (request.server.settings.checkResponses) {
    const checked = endpoint.response.safeParse(value, { error: errorMap });
    if (!checked.success) {
      request.log.error({ endpoint: endpoint.name, issues: checked.error.issues }, 'response does not match its descriptor');
      throw new Error(`response of ${endpoint.name} does not match its descriptor`);
    }
  }
  if (!(result instanceof PreparedAnswer)) return successEnvelope(value);
  result.send(request, reply);
  return undefined;
}

/** A preHandler that counts the request against its member's budget for this call (429 RATE_LIMITED past it). */
function memberLimiter(app: FastifyInstance, name: string, perMinute: number): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `member:${name}:${request.member?.id ?? 0}` });
  return async (request) => {
    const state = await limit(request);
    if (!state.isAllowed && state.isExceeded) throw new ApiError('RATE_LIMITED', { retryAfterSeconds: state.ttlInSeconds });
  };
}

/** @fastify/rate-limit's allowList: the requests a route's per-address limit does not count. */
const exemptFrom = (exempt: TRouteOptions['rateLimitExempt']) => (exempt ? { allowList: (request: FastifyRequest) => exempt(request) } : {});

/**
 * Registers one endpoint descriptor: method + path, auth, zod validation of params/query/body
 * (400 VALIDATION_FAILED with the issues), the envelope around the handler's value (or a
 * PreparedAnswer sent as is), and JSON schemas on `schema` for tools that read Fastify's routes.
 * Validation is zod's alone: the app installs a pass-through validator and serializer compiler,
 * so these schemas never change behaviour. The descriptor joins app.apiRoutes, from which the
 * OpenAPI document (openapi.ts) and the 405 answers are made.
 */
export function route<E extends TAnyEndpoint>(app: FastifyInstance, endpoint: E, handler: TRouteHandler<E>, options: TRouteOptions = {}): void {
  const response = jsonSchema(ZEnvelope(endpoint.response), 'output');
  // The one list of routed descriptors: 405 answers and the OpenAPI document come from it.
  // Operator calls are always rate limited: their own limit, or the app's admin default.
  const perMinute = options.rateLimitPerMinute ?? (endpoint.auth === 'admin' ? app.settings.adminPerMinute : undefined);
  const perMember = options.rateLimitPerMember ? memberLimiter(app, endpoint.name, options.rateLimitPerMember) : undefined;
  // A gated call is refused while its merchant is in maintenance or restricts the client (services/merchantStatus.ts);
  // a call that only one remote serves is refused while the merchant has that remote off (services/remoteCalls.ts).
  const preHandler = [statusGate(endpoint), remoteGate(endpoint), perMember].filter((h) => h !== undefined);
  app.apiRoutes.push({ method: endpoint.method, pattern: pathPattern(endpoint.path), endpoint, rateLimited: Boolean(perMinute ?? perMember) });
  const operatorChange = endpoint.auth === 'admin' && endpoint.method !== 'GET';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.auth === 'admin' ? { security: [{ [SECURITY.admin]: [] }] } : {}),
      ...(endpoint.auth === 'member' || endpoint.auth === 'realMember' ? { security: [{ [SECURITY.session]: [] }] } : {}),
      ...(endpoint.query ? { querystring: jsonSchema(endpoint.query, 'input') } : {}),
      ...(endpoint.params ? { params: jsonSchema(endpoint.params, 'input') } : {}),
      ...(endpoint.body ? { body: jsonSchema(endpoint.body, 'input') } : {}),
      ...(response ? { response: { 200: response } } : {}),
    },
    // A call without a body has nothing to decompress; self-compressed answers need no compressor.
    ...(endpoint.body ? {} : { decompress: false as const }),
    ...(options.compress === false ? { compress: false as const } : {}),
    config: {
      ...(endpoint.auth === 'admin' ? {} : { merchant: 'api' as const }),
      ...(perMinute ? { rateLimit: { max: perMinute, timeWindow: 60_000, ...exemptFrom(options.rateLimitExempt) } } : {}),
    },
    // Auth and input checks run before the merchant is resolved (the merchant plugin appends
    // that as the last preValidation hook), so a bad request is a 400 and an unauthorised one a
    // 401 whatever merchant it names.
    // Callback-style hook and a handler that stays synchronous when the work is: on the hot read
    // path every promise hop is measurable (see docs/decisions/api-caching.md).
    preValidation: (request, _reply, done) => {
      let pending: Promise<void> | undefined;
      try {
        pending = admit(endpoint, request);
      } catch (err) {
        done(err as Error);
        return;
      }
      if (pending) pending.then(() => done(), done);
      else done();
    },
    ...(preHandler.length ? { preHandler } : {}),
    handler: (request, reply) => {
      let result: TRouteResult<TEndpointOutput<E>> | Promise<TRouteResult<TEndpointOutput<E>>>;
      try {
        result = handler(request.apiInput as TEndpointInput<E>, request, reply);
      } catch (err) {
        settle(operatorChange, request);
        throw err;
      }
      if (!(result instanceof Promise)) {
        settle(operatorChange, request);
        return answer(endpoint, request, reply, result);
      }
      return result.then(
        (r) => {
          settle(operatorChange, request);
          return answer(endpoint, request, reply, r);
        },
        (err: unknown) => {
          settle(operatorChange, request);
          throw err;
        },
      );
    },
  });
}
