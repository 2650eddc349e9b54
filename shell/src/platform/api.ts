import { buildPath, type TEndpoint, type TEndpointOutput } from '@tessera/contract/api';
import { ApiError, CLIENT_ERROR_CODES, hasBlobValue, newIdempotencyKey, TIMING_MS, toFormData, uploadProgress, type TFormFields } from '@tessera/contract';
import { currentDevice, deviceHeader, type TCallInput, type TCallOptions } from '@tessera/platform-sdk';
import { getMerchant } from '../boot/http';
import { i18n } from '../i18n';
import { gateOnRefusal } from '../layout/StatusGate';
import { useSessionStore } from '../stores/session';
import { UNKNOWN_ERROR, wordEntry } from './errorWording';
import { showToast } from './services';
import { endSession } from './sessionActions';
import { send, withQuery } from './transport';

// The class lives in the contract so remotes can `instanceof` it; re-exported for the shell's code.
export { ApiError };

/** The message for a failed call's code, from the error catalogue (loaded at the first failure, errorMessages.ts). */
async function messageFor(code: string): Promise<string> {
  try {
    return (await import('./errorMessages')).messageFor(code);
  } catch {
    return wordEntry(UNKNOWN_ERROR);
  }
}

let lastSlowNotice = 0;

/** A call with no answer after this long fails as a network error. */
const CALL_TIMEOUT_MS = 15_000;

/**
 * api.call(endpoint, input): the one way screens reach the API. Adds merchant, token and Device
 * headers, validates the answer against the descriptor, and turns failures into ApiError with the
 * catalogue message. The transport is the browser's fetch (XMLHttpRequest for an upload's progress).
 */
function aborted(): ApiError {
  return new ApiError(CLIENT_ERROR_CODES.aborted, 'The call was aborted');
}

/** The request body: JSON as given, or FormData for an upload (a multipart descriptor, a `form`, or a body holding files). */
function requestData(endpoint: TEndpoint, body: unknown, form: TFormFields | undefined): unknown {
  if (form) return toFormData(form);
  if (endpoint.multipart || hasBlobValue(body)) return toFormData((body ?? {}) as TFormFields);
  return body;
}

/** The shell's own call options, not part of the contract. */
export interface TShellCallOptions {
  /**
   * 'handle' (default): a refused token ends the session (spec §8, endSession). 'ignore': the
   * caller deals with it (logout, whose call may well find the token already gone).
   */
  sessionEnd?: 'handle' | 'ignore';
  /** Extra request headers of the shell's own calls (login's Encryption key id). */
  headers?: Record<string, string>;
}

export async function callApi<E extends TEndpoint>(
  endpoint: E,
  input: TCallInput<E>,
  options: TCallOptions = {},
  shellOptions: TShellCallOptions = {},
): Promise<TEndpointOutput<E>> {
  const { signal } = options;
  if (signal?.aborted) throw aborted();
  const { params, query, body, form } = input as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; form?: TFormFields };
  const session = useSessionStore.getState().session;
  const headers: Record<string, string> = { 'X-Merchant': getMerchant(), Device: deviceHeader(currentDevice()) };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  Object.assign(headers, shellOptions.headers);
  if (endpoint.idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  const data = requestData(endpoint, body, form);
  // An upload's progress comes from XMLHttpRequest's upload events (the transport picks it for a
  // FormData body with a progress callback): the same headers, signal and timeout as any call.
  const { onUploadProgress } = options;
  const progress =
    onUploadProgress && data instanceof FormData
      ? (loaded: number, total: number | undefined) => onUploadProgress.call(options, uploadProgress(loaded, total))
      : undefined;
  const started = Date.now();
  let res;
  try {
    // A FormData body leaves Content-Type to the browser, which adds the multipart boundary.
    res = await send({
      method: endpoint.method,
      url: withQuery(buildPath(endpoint.path, params), query),
      headers,
      body: data,
      signal,
      timeoutMs: CALL_TIMEOUT_MS,
      onUploadProgress: progress,
    });
  } catch {
    // An abort is the caller's choice, not a network problem: no notice, its own code. A timeout is.
    if (signal?.aborted) throw aborted();
    throw new ApiError(CLIENT_ERROR_CODES.network, i18n.t('network.offline', { ns: 'shell' }));
  } finally {
    if (!signal?.aborted && Date.now() - started > TIMING_MS.slowConnection && Date.now() - lastSlowNotice > 60_000) {
      lastSlowNotice = Date.now();
      showToast('offline', i18n.t('network.slow', { ns: 'shell' }));
    }
  }
  // Any status answers the envelope; an empty or non-JSON body (data null) is a failure without a code.
  const envelope = res.data as { success?: boolean; code?: string; value?: unknown };
  if (!envelope || envelope.success !== true) {
    const code = typeof envelope?.code === 'string' ? envelope.code : 'INTERNAL';
    if (session && (code === 'SESSION_EXPIRED' || code === 'AUTH_REQUIRED') && shellOptions.sessionEnd !== 'ignore') endSession(session.token);
    // The merchant is closed to this client (maintenance, region restriction): the gate replaces the app.
    gateOnRefusal(code, envelope?.value ?? null);
    // The password was chosen for the member and is not replaced yet (a session from before the
    // flag, another tab): the route guard takes them to the first-password screen.
    if (session && code === 'FIRST_PASSWORD_REQUIRED' && !session.firstTimeLogin)
      useSessionStore.getState().setSession({ ...session, firstTimeLogin: true }, 'restore');
    throw new ApiError(code, await messageFor(code), envelope?.value ?? null);
  }
  const parsed = endpoint.response.safeParse(envelope.value);
  if (!parsed.success) throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, await messageFor('INTERNAL'));
  return parsed.data as TEndpointOutput<E>;
}
