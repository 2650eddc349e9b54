// Idempotency of money-moving calls (docs/decisions/money.md "Idempotency"), written once for
// both sides of the wire: the client keeps one Idempotency-Key per user action and asks for a new
// one when the request changes; the server stores the request's fingerprint with the key and
// refuses the key for another request (IDEMPOTENCY_KEY_REUSED). Both derive the fingerprint from
// the descriptor's `fingerprint` fields, so a field added on one side is added on the other.

/** JSON with object keys sorted and undefined members left out: the same text for the same data. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What of a descriptor the fingerprint reads: its name and the body fields that identify the request. */
export interface TFingerprinted {
  name: string;
  fingerprint?: readonly string[];
}

/**
 * The text that identifies a money-moving request: the call's name, its path parameters and the
 * descriptor's `fingerprint` fields of the body (the whole body when it names none). Secrets (a
 * payment password) are never fingerprint fields. The server stores a hash of it with the key;
 * the client compares it to decide whether a retry is the same action (same key) or a new one.
 */
export function idempotencyFingerprint(endpoint: TFingerprinted, input: { params?: unknown; body?: unknown } | null | undefined): string {
  const body = input?.body;
  const fields = endpoint.fingerprint;
  const picked = fields && typeof body === 'object' && body !== null ? Object.fromEntries(fields.map((f) => [f, (body as Record<string, unknown>)[f]])) : body;
  return canonicalJson({ operation: endpoint.name, params: input?.params, body: picked });
}

/** A random Idempotency-Key: a v4 UUID (1-255 printable ASCII, as the API requires), also where crypto.randomUUID is missing (insecure contexts). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Holds the key of the attempt in progress. `for(fingerprint)` answers the same key while the
 * request is the same, a fresh one when it changed; `settle()` after a success so the next action
 * gets a key of its own. A refused call (4xx) stores nothing on the server, so keeping its key for
 * the corrected retry is harmless.
 */
export function createAttemptKeys(make: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    for(fingerprint: string): string {
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: make() };
      return current.key;
    },
    settle(): void {
      current = null;
    },
  };
}
export type TAttemptKeys = ReturnType<typeof createAttemptKeys>;
