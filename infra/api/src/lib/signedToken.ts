import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed tokens the server hands out and later reads back (page-load telemetry tokens, preview
// grants): `<base64url JSON array of fields>.<base64url HMAC-SHA256 of that payload>`, with a key
// derived per purpose from a server secret, never the secret itself.

/** A key for one purpose (`label`), derived from the server's secret. */
export function deriveKey(serverSecret: Buffer, label: string): Buffer {
  return createHmac('sha256', serverSecret).update(label).digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `fields` as a token signed with `key`. */
export function signFields(key: Buffer, fields: readonly unknown[]): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/**
 * The fields of a token signed with `key`, or null for anything else (not a string, longer than
 * `maxChars`, malformed, a wrong signature, not a JSON array). The signature is checked first:
 * nothing of an unsigned payload is parsed. The caller checks each field.
 */
export function readSignedFields(key: Buffer, token: unknown, maxChars: number): unknown[] | null {
  if (typeof token !== 'string' || token.length > maxChars) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  if (!sameText(token.slice(dot + 1), sign(key, payload))) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
