import type { TValidationIssue } from '@tessera/contract';
import { ERROR_CODES, type TErrorCode } from '@tessera/contract/api';

/** A failure with a name from ERROR_CODES; the error handler turns it into the envelope. */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly value: Record<string, unknown> | null;
  readonly headers: Record<string, string>;

  constructor(code: TErrorCode, value: Record<string, unknown> | null = null, headers: Record<string, string> = {}) {
    super(ERROR_CODES[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.value = value;
    this.headers = headers;
  }
}

/** One bad input value (the contract's shape, which forms read): where, which field, English text, and the rule's i18n key. */
export type { TValidationIssue } from '@tessera/contract';

export function validationError(issues: TValidationIssue[]): ApiError {
  return new ApiError('VALIDATION_FAILED', { issues });
}

export function successEnvelope<V>(value: V) {
  return { success: true as const, code: 'OK', message: '', value };
}

export function errorEnvelope(code: TErrorCode, value: Record<string, unknown> | null = null, message: string = ERROR_CODES[code].message) {
  return { success: false as const, code, message, value };
}

/**
 * The named code for a plain HTTP status (errors thrown by Fastify and its plugins, and the
 * refusals Node's HTTP parser makes before routing: httpRefusals.ts).
 */
export function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 401:
      return 'AUTH_REQUIRED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 413:
      return 'BODY_TOO_LARGE';
    case 431:
      return 'HEADERS_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
  }
}
