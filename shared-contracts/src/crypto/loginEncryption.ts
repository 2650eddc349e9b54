// Login-body encryption, client side (docs/login-encryption.md). WebCrypto only
// (globalThis.crypto.subtle): runs in browsers (secure contexts), Node ≥ 20 and workers.
//
// Scheme "ECDH-ES-P256+HKDF-SHA256+A256GCM", wire format v1:
//   data = "v1." + b64url(ephemeral public key, raw 65 bytes) + "." + b64url(iv, 12 bytes) + "." + b64url(ciphertext ‖ tag)
//   shared = ECDH(ephemeral private, server public)            (32 bytes)
//   key    = HKDF-SHA-256(ikm = shared, salt = ephemeral public raw, info = "tessera-login-v1|" + keyId)  (AES-256)
//   AES-GCM(key, iv, additionalData = "tessera-login-v1|" + keyId, plaintext = UTF-8 JSON of the payload)
// A fresh ephemeral key per message: no two bodies share a key, and the key id cannot be swapped.

export const LOGIN_ENCRYPTION = {
  algorithm: 'ECDH-ES-P256+HKDF-SHA256+A256GCM',
  version: 'v1',
  /** Carries the key id of the server key the body is encrypted to. */
  header: 'Encryption',
  /** Optional client kind, e.g. OTHERS when running as an installed app (spec §7). */
  deviceHeader: 'Device',
  context: 'tessera-login-v1',
} as const;

/** The public half of the server's login key, as GET /api/v1/auth/key answers it. */
export interface TLoginPublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (login encryption needs a secure context: https or localhost)');
  return subtle;
}

/**
 * Encrypts a login (or registration) payload to the server's public key. Send the result as the
 * body's `data` and `keyId` in the `Encryption` header. Fetch the key with getLoginKey; when the
 * API answers ENCRYPTION_KEY_UNKNOWN, fetch it again and retry once.
 */
export async function encryptLoginBody(publicKey: TLoginPublicJwk, keyId: string, payload: unknown): Promise<string> {
  const subtle = subtleCrypto();
  const curve = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const serverKey = await subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x: publicKey.x, y: publicKey.y, ext: true }, curve, false, []);
  const ephemeral = (await subtle.generateKey(curve, true, ['deriveBits'])) as CryptoKeyPair;
  const shared = await subtle.deriveBits({ name: 'ECDH', public: serverKey }, ephemeral.privateKey, 256);
  const ephemeralRaw = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey));
  const context = new TextEncoder().encode(`${LOGIN_ENCRYPTION.context}|${keyId}`);
  const hkdfKey = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const aesKey = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: ephemeralRaw, info: context },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: context, tagLength: 128 }, aesKey, plaintext));
  return [LOGIN_ENCRYPTION.version, toBase64Url(ephemeralRaw), toBase64Url(iv), toBase64Url(sealed)].join('.');
}

/** The request headers of an encrypted login: `Encryption` and, when known, `Device`. */
export function loginHeaders(keyId: string, device?: string): Record<string, string> {
  return { [LOGIN_ENCRYPTION.header]: keyId, ...(device ? { [LOGIN_ENCRYPTION.deviceHeader]: device } : {}) };
}
