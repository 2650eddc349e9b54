// The one error type of api.call. It lives in the contract (browser door) so a remote can
// `catch (e) { if (e instanceof ApiError && e.code === 'INSUFFICIENT_BALANCE') ... }` without
// importing the shell; shared-contracts is a federation singleton, so the class is the same
// object in the shell and in every remote. Zod-free on purpose.

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

/** A failed api.call: `code` from the API's error table (or CLIENT_ERROR_CODES), `message` translated for the user, `value` the envelope's value. */
export class ApiError extends Error {
  readonly code: string;
  readonly value: unknown;

  constructor(code: string, message: string, value: unknown = null) {
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

/** The caller aborted the call (its AbortSignal fired): not a failure to show to the user. */
export function isAbortedCall(e: unknown): boolean {
  return isApiError(e) && e.code === CLIENT_ERROR_CODES.aborted;
}
