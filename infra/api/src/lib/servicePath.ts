/**
 * Customer-service links travel encrypted (spec §3): the last 8 characters of `path` are the key,
 * everything before them is the cipher.
 *
 * Scheme: cipher = base64url( utf8(plain) XOR utf8(key) repeated ). The key is 8 characters of
 * [A-Za-z0-9] (one byte each in UTF-8). It only keeps links out of casual scraping; it is not a
 * security boundary. Written with Web APIs only (TextEncoder, btoa/atob) so the same code runs in
 * the browser when the client decrypts.
 */

export const SERVICE_PATH_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const k = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ (k[i % k.length] ?? 0));
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A random key of SERVICE_PATH_KEY_LENGTH alphanumeric characters. */
export function randomServicePathKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SERVICE_PATH_KEY_LENGTH));
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export function encryptServicePath(plain: string, key: string = randomServicePathKey()): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('service path key must be 8 alphanumeric characters');
  return toBase64Url(xor(new TextEncoder().encode(plain), key)) + key;
}

/** Returns null when `path` is not in the encrypted form. */
export function decryptServicePath(path: string): string | null {
  if (path.length <= SERVICE_PATH_KEY_LENGTH) return null;
  const key = path.slice(-SERVICE_PATH_KEY_LENGTH);
  const cipher = path.slice(0, -SERVICE_PATH_KEY_LENGTH);
  if (!/^[A-Za-z0-9]{8}$/.test(key) || !/^[A-Za-z0-9_-]+$/.test(cipher)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64Url(cipher), key));
  } catch {
    return null;
  }
}
