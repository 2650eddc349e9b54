import * as z from 'zod/v4/mini';
import type { TMenuPermissionKey } from '@tessera/contract';
import type { TFieldRuleName } from '@tessera/contract';
import type { TErrorCode } from './errors';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** none: anyone; member: a session token; realMember: a non-trial session; admin: the operator bearer token. */
export type TAuth = 'none' | 'member' | 'realMember' | 'admin';

/**
 * One call of the platform API. The same descriptor drives the Fastify route (schemas, auth),
 * the client's api.call and the OpenAPI document, so UI and API cannot drift.
 */
/** A form field of a call: the field rule (FIELD_RULES) its value follows, and whether it may be left empty. */
export interface TFieldSpec {
  rule: TFieldRuleName;
  required?: boolean;
}

export interface TEndpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  C extends TErrorCode = TErrorCode,
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
  /**
   * The codes this call answers beyond the common ones (COMMON_ERROR_CODES): a client's ApiError
   * for it is typed by them (isApiErrorOf, useApiMutation), and the OpenAPI document lists them.
   */
  errors?: readonly C[];
  /**
   * The body's form fields and the rule each follows (FIELD_RULES): the API checks them before the
   * handler (answering the rule's code with the issues), and useForm derives its client checks
   * from the same entries, so the two sides cannot disagree.
   */
  fields?: Readonly<Record<string, TFieldSpec>>;
  /** Codes that are about one body field (USERNAME_TAKEN → 'username'): forms show them on that field. */
  fieldErrors?: Partial<Readonly<Record<C, string>>>;
  /**
   * A money-moving call's identity (idempotent: true): the body fields that say what is asked for.
   * Client and server both derive the request's fingerprint from them (idempotencyFingerprint), so
   * a retry under one Idempotency-Key is recognised as the same request; secrets stay out of it.
   */
  fingerprint?: readonly string[];
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
export type TEndpointOutput<E> = E extends TEndpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R, TErrorCode> ? z.infer<R> : never;

export function defineEndpoint<
  Q extends z.ZodMiniType = never,
  B extends z.ZodMiniType = never,
  P extends z.ZodMiniType = never,
  R extends z.ZodMiniType = z.ZodMiniType,
  const C extends TErrorCode = never,
>(e: TEndpoint<Q, B, P, R, C>): TEndpoint<Q, B, P, R, C> & ([C] extends [never] ? unknown : { errors: readonly C[] }) {
  return e as TEndpoint<Q, B, P, R, C> & ([C] extends [never] ? unknown : { errors: readonly C[] });
}

/** Fills `:param` placeholders of a descriptor path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(v));
  });
}
