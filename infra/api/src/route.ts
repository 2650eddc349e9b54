import type {} from '@fastify/rate-limit';
import type {} from '@fastify/swagger';
import { ZEnvelope, type TEndpoint, type TEndpointInput, type TEndpointOutput } from '@tessera/shared-contracts/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/v4/mini';
import { ApiError, successEnvelope, validationError, type TValidationIssue } from './errors';
import { matchesHash } from './lib/hash';

type TAnyEndpoint = TEndpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

export type TRouteHandler<E extends TAnyEndpoint> = (
  input: TEndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => TEndpointOutput<E> | Promise<TEndpointOutput<E>>;

export interface TRouteOptions {
  /** Requests per minute per client IP. */
  rateLimitPerMinute?: number;
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
  const input: Record<string, unknown> = {};
  const issues: TValidationIssue[] = [];
  for (const [part, key] of PARTS) {
    const schema = endpoint[part];
    if (!schema) continue;
    const result = schema.safeParse(request[key], { error: errorMap });
    if (result.success) input[part] = result.data;
    else issues.push(...result.error.issues.map((i) => ({ in: part, path: i.path.map(String).join('.'), message: i.message })));
  }
  if (issues.length) throw validationError(issues);
  return input;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

function checkAuth(endpoint: TAnyEndpoint, request: FastifyRequest): void {
  switch (endpoint.auth) {
    case 'none':
      return;
    case 'admin': {
      const token = bearerToken(request);
      if (token === null || !matchesHash(token, request.server.settings.adminTokenHash)) {
        throw new ApiError('ADMIN_AUTH_REQUIRED', null, { 'WWW-Authenticate': 'Bearer realm="tessera-admin"' });
      }
      return;
    }
    // Member sessions arrive with the accounts work; until then every member call is refused.
    case 'member':
    case 'realMember':
      throw new ApiError('AUTH_REQUIRED');
  }
}

/** JSON Schema of a descriptor part, for documentation only (Fastify does not validate with it). */
function jsonSchema(schema: z.ZodMiniType | undefined, io: 'input' | 'output'): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
    return rest;
  } catch {
    return undefined;
  }
}

/** Fastify path (`/a/:b`) → a RegExp matching concrete URLs, for 405 answers. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Registers one endpoint descriptor: method + path, auth, zod validation of params/query/body
 * (400 VALIDATION_FAILED with the issues), the envelope around the handler's value, and JSON
 * schemas on `schema` for the OpenAPI document. Validation is zod's alone: the app installs a
 * pass-through validator and serializer compiler, so these schemas never change behaviour.
 */
export function route<E extends TAnyEndpoint>(app: FastifyInstance, endpoint: E, handler: TRouteHandler<E>, options: TRouteOptions = {}): void {
  const response = jsonSchema(ZEnvelope(endpoint.response), 'output');
  app.apiRoutes.push({ method: endpoint.method, pattern: pathPattern(endpoint.path) });
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.auth === 'admin' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.query ? { querystring: jsonSchema(endpoint.query, 'input') } : {}),
      ...(endpoint.params ? { params: jsonSchema(endpoint.params, 'input') } : {}),
      ...(endpoint.body ? { body: jsonSchema(endpoint.body, 'input') } : {}),
      ...(response ? { response: { 200: response } } : {}),
    },
    config: {
      ...(endpoint.auth === 'admin' ? {} : { merchant: 'api' as const }),
      ...(options.rateLimitPerMinute ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } : {}),
    },
    // Auth and input checks run before the merchant is resolved (preHandler), so a bad request
    // is a 400 and an unauthorised one a 401 whatever merchant it names.
    preValidation: async (request) => {
      checkAuth(endpoint, request);
      request.apiInput = parseInput(endpoint, request);
    },
    handler: async (request, reply) => {
      const input = request.apiInput as TEndpointInput<E>;
      const value = await handler(input, request, reply);
      if (request.server.settings.checkResponses) {
        const checked = endpoint.response.safeParse(value, { error: errorMap });
        if (!checked.success) {
          request.log.error({ endpoint: endpoint.name, issues: checked.error.issues }, 'response does not match its descriptor');
          throw new Error(`response of ${endpoint.name} does not match its descriptor`);
        }
      }
      return successEnvelope(value);
    },
  });
}
