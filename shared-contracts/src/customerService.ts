// Customer-service links of the status payload (spec §3): `path` is encrypted, its last 8
// characters are the key and the rest is the cipher. This is the exact inverse of the API's
// encryptServicePath (infra/api/src/lib/servicePath.ts):
//   cipher = base64url( utf8(plain) XOR utf8(key) repeated ), path = cipher + key,
// the key being 8 characters of [A-Za-z0-9]. It keeps links away from casual scraping only.
// Web APIs only (TextEncoder/TextDecoder, atob), no zod: the browser door exports it.

export const SERVICE_PATH_KEY_LENGTH = 8;

const KEY = /^[A-Za-z0-9]{8}$/;
const CIPHER = /^[A-Za-z0-9_-]+$/;

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The plain link of an encrypted customer-service `path`; null when it is not in that form (or not UTF-8 once decrypted). */
export function decryptServicePath(path: string): string | null {
  if (path.length <= SERVICE_PATH_KEY_LENGTH) return null;
  const key = path.slice(-SERVICE_PATH_KEY_LENGTH);
  const cipher = path.slice(0, -SERVICE_PATH_KEY_LENGTH);
  if (!KEY.test(key) || !CIPHER.test(cipher)) return null;
  try {
    const k = new TextEncoder().encode(key);
    const bytes = fromBase64Url(cipher).map((b, i) => b ^ (k[i % k.length] ?? 0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A customer-service entry as screens use it: its type (WHATSAPP, LIVECHAT, TELEGRAM, ...) and the plain link. */
export interface TCustomerServiceLink {
  csType: string;
  url: string;
}

/** Schemes a customer-service link may have; anything else (javascript:, data:, ...) is dropped. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * The status payload's entries with their links decrypted, in the payload's order. An entry
 * whose path does not decrypt, or decrypts to something other than an http(s), mailto or tel
 * link, is left out: a screen never shows a broken or script link.
 */
export function customerServiceLinks(entries: readonly { csType: string; path: string }[]): TCustomerServiceLink[] {
  const out: TCustomerServiceLink[] = [];
  for (const e of entries) {
    const url = decryptServicePath(e.path);
    if (url !== null && SAFE_LINK.test(url)) out.push({ csType: e.csType, url });
  }
  return out;
}

/**
 * The one customer-service link a screen opens when it has room for one (the side menu's customer
 * service, the message center's "Affiliate service" row, spec §2): the live-chat entry, else the
 * first. Null when the merchant has none. Since 1.5.
 */
export function primaryServiceLink<T extends { csType: string; url: string }>(links: readonly T[]): T | null {
  return links.find((c) => c.csType === 'LIVECHAT') ?? links[0] ?? null;
}
