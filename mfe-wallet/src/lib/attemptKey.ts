// One Idempotency-Key per user action on a money-moving call (docs/decisions/money.md
// "Idempotency"): the same key for a double tap and for a retry after a dropped answer, so the
// server moves the money once and replays its answer; a new key once the action succeeded or the
// member changed what they are asking for.

/** A random key (1-255 printable ASCII, as the API requires). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Holds the key of the attempt in progress. `for(fingerprint)` answers the same key while the
 * request is the same (amount, card, channel…), a fresh one when it changed; `settle()` after a
 * success so the next action gets a key of its own. A refused call (4xx) stores nothing on the
 * server, so keeping its key for the corrected retry is harmless.
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
