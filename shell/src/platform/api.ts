import {
  ERROR_CODES,
  TIMING_MS,
  buildPath,
  isErrorCode,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointOutput,
} from '@tessera/shared-contracts/api';
import type { TCallOptions } from '@tessera/shared-contracts';
import { getMerchant } from '../boot/http';
import { i18n } from '../i18n';
import { useSessionStore } from '../stores/session';
import { showToast } from './services';

/** A failed call: `code` from the API's error table, `message` already translated for the user. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messageFor(code: string): string {
  const entry = isErrorCode(code) ? ERROR_CODES[code] : ERROR_CODES.INTERNAL;
  const text = i18n.t(entry.i18nKey, { ns: 'shell', defaultValue: entry.message });
  // Before the language pack is ready i18next answers '' (or the key): the catalogue text then.
  return text && text !== entry.i18nKey ? text : entry.message;
}

/** A random UUID (v4) for an Idempotency-Key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure contexts (plain-http LAN hosts) have no randomUUID; getRandomValues works everywhere.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const standalone = () => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
let lastSlowNotice = 0;

/**
 * api.call(endpoint, input): the one way screens reach the API. Adds merchant, token and Device
 * headers, validates the answer against the descriptor, and turns failures into ApiError with the
 * catalogue message. axios loads on the first call, not with the shell.
 */
export async function callApi<E extends TEndpoint>(endpoint: E, input: TEndpointInput<E>, options: TCallOptions = {}): Promise<TEndpointOutput<E>> {
  const { default: axios } = await import('axios');
  const { params, query, body } = input as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
  const session = useSessionStore.getState().session;
  const headers: Record<string, string> = { 'X-Merchant': getMerchant(), Device: standalone() ? 'OTHERS' : 'MOBILE' };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (endpoint.idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  const started = Date.now();
  let res;
  try {
    res = await axios.request({ method: endpoint.method, url: buildPath(endpoint.path, params), params: query, data: body, headers, validateStatus: () => true, timeout: 15_000 });
  } catch {
    throw new ApiError('NETWORK', i18n.t('network.offline', { ns: 'shell' }));
  } finally {
    if (Date.now() - started > TIMING_MS.slowConnection && Date.now() - lastSlowNotice > 60_000) {
      lastSlowNotice = Date.now();
      showToast('offline', i18n.t('network.slow', { ns: 'shell' }));
    }
  }
  const envelope = res.data as { success?: boolean; code?: string; value?: unknown };
  if (!envelope || envelope.success !== true) {
    const code = typeof envelope?.code === 'string' ? envelope.code : 'INTERNAL';
    if (code === 'SESSION_EXPIRED' || (code === 'AUTH_REQUIRED' && session)) useSessionStore.getState().clear();
    throw new ApiError(code, messageFor(code), envelope?.value ?? null);
  }
  const parsed = endpoint.response.safeParse(envelope.value);
  if (!parsed.success) throw new ApiError('INVALID_RESPONSE', messageFor('INTERNAL'));
  return parsed.data as TEndpointOutput<E>;
}
