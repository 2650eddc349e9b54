let merchant = 'demo';

/** The merchant this page was served for (chosen by the server: header, ?merchant=, cookie or host). */
export function setMerchant(code: string): void {
  merchant = code;
}
export function getMerchant(): string {
  return merchant;
}

/** GET an API value through the envelope; rejects with the envelope's code on failure. */
export async function getValue<T>(path: string, parse: (v: unknown) => T): Promise<T> {
  const res = await fetch(path, { headers: { Accept: 'application/json', 'X-Merchant': merchant }, credentials: 'same-origin' });
  const body = (await res.json()) as { success?: boolean; code?: string; value?: unknown };
  if (!res.ok || !body.success) throw new Error(body.code ?? `HTTP ${res.status}`);
  return parse(body.value);
}

let loadToken: string | null = null;

/**
 * This page load's token from the server's boot JSON (null when the page started without it). The
 * server counts a failure report in a canary watch only with it (docs/decisions/releases.md).
 */
export function setLoadToken(token: string | null): void {
  loadToken = token;
}

/** Fire-and-forget POST that survives page unload (telemetry), with the page's load token. */
export function postBeacon(path: string, body: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Merchant': merchant, ...(loadToken ? { 'X-Tessera-Load': loadToken } : {}) },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Telemetry must never break the page.
  }
}
