// The one error type of api.call. It lives in the contract (browser door) so a remote can
// `catch (e) { if (isApiErrorOf(e, withdraw) && e.code === 'INSUFFICIENT_BALANCE') ... }` without
// importing the shell; the contract is a federation singleton, so the class is the same object in
// the shell and in every remote. Zod-free on purpose; the catalogue is imported as a type only.
import type { TErrorCode } from './api/errors';

/**
 * Codes the client itself produces (no API answer to read): the network failed, the caller
 * aborted the call (TCallOptions.signal), or the answer did not match the descriptor. Every
 * other code is one of the API's ERROR_CODES.
 */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;
export type TClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Every code an ApiError can carry: the API's catalogue and the client's own. */
export type TApiErrorCode = TErrorCode | TClientErrorCode;

/**
 * Codes any call may answer whatever its descriptor declares: the request's shape, the session,
 * the merchant's status, rate limits and the client's own failures.
 */
export const COMMON_ERROR_CODES = [
  'VALIDATION_FAILED',
  'BODY_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'AUTH_REQUIRED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'FREE_REJECT',
  'FEATURE_DISABLED',
  'REMOTE_DISABLED',
  'MERCHANT_NOT_FOUND',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'SERVER_RESTARTING',
  'RATE_LIMITED',
  'INTERNAL',
  'NETWORK',
  'ABORTED',
  'INVALID_RESPONSE',
] as const satisfies readonly TApiErrorCode[];
export type TCommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/**
 * The codes a call may fail with: the common ones plus those its descriptor declares in `errors`
 * (every catalogue code for a descriptor that declares none). Comparing `e.code` with a code
 * outside this union does not compile, so a misspelled or foreign code is caught by tsc.
 */
export type TEndpointErrorCode<E> = E extends { errors: readonly (infer C extends string)[] } ? C | TCommonErrorCode : TApiErrorCode;

/** A failed api.call: `code` from the API's error table (or CLIENT_ERROR_CODES), `message` translated for the user, `value` the envelope's value. */
export class ApiError<C extends string = TApiErrorCode> extends Error {
  readonly code: C;
  readonly value: unknown;

  constructor(code: C, message: string, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.value = value;
  }
}

/**
 * True for an ApiError, also one made by another copy of this module (a remote tested or built
 * without the shared singleton): `instanceof` first, then the shape.
 */
export function isApiError(e: unknown): e is ApiError {
  if (e instanceof ApiError) return true;
  return e instanceof Error && e.name === 'ApiError' && typeof (e as { code?: unknown }).code === 'string';
}

/**
 * isApiError, typed by the call that failed: `e.code` is then the union of the codes that
 * descriptor may answer (TEndpointErrorCode), so `e.code === 'INSUFICIENT_BALANCE'` fails to compile.
 */
export function isApiErrorOf<E>(e: unknown, _endpoint: E): e is ApiError<TEndpointErrorCode<E>> {
  return isApiError(e);
}

/** The caller aborted the call (its AbortSignal fired): not a failure to show to the user. */
export function isAbortedCall(e: unknown): boolean {
  return isApiError(e) && e.code === CLIENT_ERROR_CODES.aborted;
}

/** One problem with one input field, as the API's VALIDATION_FAILED (and rule-coded) answers list them in `value.issues`. */
export interface TValidationIssue {
  /** Which part of the request: body, query or params. */
  in: 'body' | 'query' | 'params';
  /** The field's dotted path, e.g. 'username' or 'items.0.amount'. */
  path: string;
  /** English text for API readers. */
  message: string;
  /** The i18n key (PLATFORM_NS) of the broken field rule's message (FIELD_RULES), when a rule failed: screens show it translated. */
  key?: string;
}

/** The issues an ApiError carries (VALIDATION_FAILED and the field rules' codes), or an empty list. */
export function validationIssuesOf(e: unknown): TValidationIssue[] {
  if (!isApiError(e)) return [];
  const issues = (e.value as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues)
    ? issues.filter((i): i is TValidationIssue => typeof i === 'object' && i !== null && typeof (i as TValidationIssue).path === 'string')
    : [];
}
