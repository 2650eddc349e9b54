import * as z from 'zod/v4/mini';
import type { TMenuPermissionKey } from '../constants';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** none: anyone; member: a session token; realMember: a non-trial session; admin: the operator bearer token. */
export type TAuth = 'none' | 'member' | 'realMember' | 'admin';

/**
 * One call of the platform API. The same descriptor drives the Fastify route (schemas, auth),
 * the client's api.call and the OpenAPI document, so UI and API cannot drift.
 */
export interface TEndpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /** operationId: camelCase name after the spec's call. */
  name: string;
  method: THttpMethod;
  /** Fastify-style path, e.g. /api/admin/merchants/:code/status */
  path: string;
  auth: TAuth;
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of the envelope's `value` on success. */
  response: R;
  /** Money-moving calls require an Idempotency-Key header. */
  idempotent?: boolean;
  /**
   * An upload: the body is multipart/form-data with these parts (the handler reads and checks
   * them; this is their published description). Exclusive with `body`.
   */
  multipart?: Record<string, TMultipartPart>;
  /**
   * The member-center menu key (spec §3) that governs the call: while the merchant's flag is off
   * the API refuses it (403), as the menu hides its entry. Only on member/realMember calls.
   */
  permission?: TMenuPermissionKey;
}

export type TMultipartPart =
  | { kind: 'text'; maxLength: number; required?: boolean; description?: string }
  | { kind: 'file'; maxFiles: number; maxBytes: number; mediaTypes: string[]; description?: string };

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : never;
type Field<K extends string, S> = [Infer<S>] extends [never] ? Record<never, never> : { [P in K]: Infer<S> };

export type TEndpointInput<E> =
  E extends TEndpoint<infer Q, infer B, infer P>
    ? Field<'query', E['query'] extends undefined ? never : Q> &
        Field<'body', E['body'] extends undefined ? never : B> &
        Field<'params', E['params'] extends undefined ? never : P>
    : never;
export type TEndpointOutput<E> = E extends TEndpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.infer<R> : never;

export function defineEndpoint<
  Q extends z.ZodMiniType = never,
  B extends z.ZodMiniType = never,
  P extends z.ZodMiniType = never,
  R extends z.ZodMiniType = z.ZodMiniType,
>(e: TEndpoint<Q, B, P, R>): TEndpoint<Q, B, P, R> {
  return e;
}

/** Fills `:param` placeholders of a descriptor path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(v));
  });
}
