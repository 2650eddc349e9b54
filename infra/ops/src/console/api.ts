// The console's only door to the server: /api/admin/* with the session cookie (httpOnly, set by
// POST /api/admin/session) and, on every change, the session's CSRF token. The token lives in this
// module's memory only: a reload asks GET /api/admin/session for it again.

export const SESSION_PATH = '/api/admin/session';
export const CSRF_HEADER = 'x-tessera-csrf';

type TEnvelope<V> = { success: boolean; code: string; message: string; value: V };

export type TIssue = { in?: string; path: string; message: string };

/** A refused call: the server's code and the sentence for the operator (a gate's reason, a field's issue). */
export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** VALIDATION_FAILED's issues, by field (path), for messages next to the fields. */
    readonly issues: TIssue[] = [],
    /** The refusal's value (e.g. { field, reason }): what a screen needs to mark the field. */
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

/** The server's messages by field (first one per path) of a refused call; {} for other errors. */
export function issuesByField(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof OpsApiError) for (const i of err.issues) out[i.path] ??= i.message;
  return out;
}

let csrf: string | null = null;
let onSignedOut: (reason?: string) => void = () => undefined;

/** Called with the session's CSRF token after sign-in or on start; null after sign-out. */
export function setCsrf(token: string | null): void {
  csrf = token;
}

/** The session's CSRF token, for a change the console sends itself (a multipart upload). */
export const csrfToken = (): string | null => csrf;

/** What the app does when the server stops accepting the session (expired, idle, token rotated): the server's reason. */
export function onSessionLost(handler: (reason?: string) => void): void {
  onSignedOut = handler;
}

function reasonOf(envelope: TEnvelope<unknown> | null, status: number): string {
  const value = envelope?.value as { reason?: string; issues?: { path: string; message: string }[] } | null | undefined;
  return value?.reason ?? value?.issues?.map((i) => `${i.path}: ${i.message}`).join('; ') ?? envelope?.message ?? `HTTP ${status}`;
}

export async function call<V>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<V> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json().catch(() => null)) as TEnvelope<V> | null;
  if (!envelope?.success) {
    const issues = (envelope?.value as { issues?: TIssue[] } | null | undefined)?.issues;
    const value = envelope?.value !== null && typeof envelope?.value === 'object' ? (envelope.value as Record<string, unknown>) : null;
    const err = new OpsApiError(res.status, envelope?.code ?? 'HTTP', reasonOf(envelope, res.status), Array.isArray(issues) ? issues : [], value);
    if (res.status === 401 && path !== SESSION_PATH) onSignedOut((envelope?.value as { reason?: string } | null | undefined)?.reason);
    throw err;
  }
  return envelope.value;
}

export type TSession = {
  csrf: string;
  expiresAt: string;
  idleTimeoutSeconds?: number;
  operator?: { username: string | null; role: string; actor: string; via: string };
};

/** POST /api/admin/session: a session, or (first sign-in of an account) the authenticator's enrolment. */
export type TSignInAnswer = TSession | { enrol: { secret: string; uri: string; qrSvg: string } };

/** A public call of a merchant's player site (what players see), e.g. its hot games. */
export async function playerCall<V>(path: string, merchant: string): Promise<V> {
  const res = await fetch(path, { headers: { accept: 'application/json', 'x-merchant': merchant }, credentials: 'omit', cache: 'no-store' });
  const envelope = (await res.json().catch(() => null)) as TEnvelope<V> | null;
  if (!envelope?.success) throw new OpsApiError(res.status, envelope?.code ?? 'HTTP', reasonOf(envelope, res.status));
  return envelope.value;
}
