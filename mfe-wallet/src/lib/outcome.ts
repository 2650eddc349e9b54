import { CLIENT_ERROR_CODES, isApiError } from '@tessera/contract';

// Codes that say nothing about what the API did: no answer, an answer that does not parse, the
// API's own failure or timeout. The request may have been applied, so the member is told to check
// and try again (a retry is safe: money calls keep their Idempotency-Key, a receipt replaces).
const UNKNOWN_OUTCOME = new Set<string>([CLIENT_ERROR_CODES.network, CLIENT_ERROR_CODES.invalidResponse, 'INTERNAL', 'REQUEST_TIMEOUT']);

/** True when a failed call's outcome is unknown (see above); false for the API's refusals, which carry their own message. */
export function isUnknownOutcome(error: unknown): boolean {
  return !isApiError(error) || UNKNOWN_OUTCOME.has(error.code);
}

/** The API's own words for a refusal, or null when the outcome is unknown. */
export function refusalMessage(error: unknown): string | null {
  return !isUnknownOutcome(error) && isApiError(error) ? error.message : null;
}
