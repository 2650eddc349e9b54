/**
 * The shell's HTTP transport: the browser's own fetch for every call, and XMLHttpRequest only for an
 * upload whose progress a screen shows (fetch has no upload progress). Both send the same request
 * (headers, JSON or FormData body, the caller's signal and a timeout) and answer the same way: the
 * status and the JSON body, whatever the status. A body that is empty or not JSON answers `data: null`.
 * The transport only rejects for a request that did not complete (network failure, abort, timeout);
 * api.ts tells the caller's abort from the rest by the caller's signal.
 */

export interface TTransportRequest {
  method: string;
  /** The path and query string (see withQuery). */
  url: string;
  headers: Record<string, string>;
  /** undefined or null (no body), FormData (multipart, the browser sets its Content-Type), or a value sent as JSON. */
  body: unknown;
  /** The caller's signal: aborting it aborts the request. */
  signal?: AbortSignal;
  timeoutMs: number;
  /** Upload progress of a FormData body; set, it sends through XMLHttpRequest. Its throws are ignored. */
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

export interface TTransportResponse {
  status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  data: unknown;
}

// What axios did to query values, kept so the server sees the same URLs: encodeURIComponent with
// ':', '$', ',' left as they are and spaces as '+'.
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

function appendPairs(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) if (item !== undefined && item !== null) pairs.push(`${encode(`${key}[]`)}=${encode(scalar(item))}`);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) appendPairs(pairs, `${key}[${k}]`, v);
  } else {
    pairs.push(`${encode(key)}=${encode(scalar(value))}`);
  }
}

const scalar = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * The path with the query appended as axios serialised `params`: undefined and null values left out,
 * arrays as repeated `key[]`, dates as ISO strings, nested objects as `key[sub]`.
 */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) appendPairs(pairs, key, value);
  if (pairs.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** The body's JSON, or null for an empty or non-JSON body (a proxy's HTML error page, a cut answer). */
export function parseBody(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A signal that aborts with the caller's or after timeoutMs; `release` drops the timer and the listener. */
function deadline(signal: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer in ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

function requestInit(request: TTransportRequest): { headers: Record<string, string>; body: string | FormData | undefined } {
  const headers = { Accept: 'application/json', ...request.headers };
  if (request.body === undefined || request.body === null) return { headers, body: undefined };
  if (request.body instanceof FormData) return { headers, body: request.body };
  return { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(request.body) };
}

async function viaFetch(request: TTransportRequest, signal: AbortSignal): Promise<TTransportResponse> {
  const { headers, body } = requestInit(request);
  const response = await fetch(request.url, { method: request.method, headers, body, signal });
  // Reading the body is part of the call: a cut connection or an abort meanwhile rejects like the request.
  return { status: response.status, data: parseBody(await response.text()) };
}

function viaXhr(
  request: TTransportRequest,
  signal: AbortSignal,
  onUploadProgress: NonNullable<TTransportRequest['onUploadProgress']>,
): Promise<TTransportResponse> {
  const { headers, body } = requestInit(request);
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (e) => {
      try {
        onUploadProgress(e.loaded, e.lengthComputable ? e.total : undefined);
      } catch {
        // A screen's progress display that throws must not change the call's outcome.
      }
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, data: parseBody(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    // The timeout is the deadline signal's, as for fetch: xhr.timeout stays 0.
    xhr.addEventListener('abort', () => reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError')));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}

/** Sends one request; answers any status, rejects only when no answer came (network, abort, timeout). */
export async function send(request: TTransportRequest): Promise<TTransportResponse> {
  const { signal, release } = deadline(request.signal, request.timeoutMs);
  try {
    const { onUploadProgress } = request;
    if (onUploadProgress && request.body instanceof FormData) return await viaXhr(request, signal, onUploadProgress);
    return await viaFetch(request, signal);
  } finally {
    release();
  }
}
