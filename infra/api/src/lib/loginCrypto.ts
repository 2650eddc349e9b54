import { LOGIN_ENCRYPTION, type TLoginPublicJwk } from '@tessera/contract';
import { createDecipheriv, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

// Server side of the login-body encryption (docs/login-encryption.md; the client half is
// shared-contracts' encryptLoginBody). ECDH P-256 + HKDF-SHA-256 + AES-256-GCM.

export interface TLoginKeyMaterial {
  id: string;
  publicJwk: TLoginPublicJwk;
  /** PKCS#8 DER, base64: what the database keeps. */
  privatePkcs8: string;
}

/** A new key pair with a fresh id (`lk_` + 16 hex). */
export function generateLoginKey(): TLoginKeyMaterial {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    id: `lk_${randomBytes(8).toString('hex')}`,
    publicJwk: { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) },
    privatePkcs8: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

export function privateKeyOf(privatePkcs8: string): KeyObject {
  return createPrivateKey({ key: Buffer.from(privatePkcs8, 'base64'), format: 'der', type: 'pkcs8' });
}

export class LoginDecryptError extends Error {
  constructor(reason: string) {
    super(`login data unreadable: ${reason}`);
    this.name = 'LoginDecryptError';
  }
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function segment(text: string | undefined, what: string): Buffer {
  if (!text || !B64URL.test(text)) throw new LoginDecryptError(`bad ${what}`);
  return Buffer.from(text, 'base64url');
}

/**
 * Opens a `v1.<epk>.<iv>.<ciphertext>` body sealed to `privateKey` under `keyId`; returns the
 * parsed JSON payload. Any failure (format, point not on the curve, tag mismatch, not JSON) is a
 * LoginDecryptError without detail that could help an attacker.
 */
export function decryptLoginData(privateKey: KeyObject, keyId: string, data: string): unknown {
  const parts = data.split('.');
  if (parts.length !== 4 || parts[0] !== LOGIN_ENCRYPTION.version) throw new LoginDecryptError('format');
  const epk = segment(parts[1], 'key');
  const iv = segment(parts[2], 'iv');
  const sealed = segment(parts[3], 'ciphertext');
  if (epk.length !== 65 || epk[0] !== 0x04 || iv.length !== 12 || sealed.length < 17) throw new LoginDecryptError('lengths');

  let plaintext: Buffer;
  try {
    // Importing the point checks that it lies on P-256 (no invalid-curve attack).
    const ephemeral = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: epk.subarray(1, 33).toString('base64url'), y: epk.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    const shared = diffieHellman({ privateKey, publicKey: ephemeral });
    const context = Buffer.from(`${LOGIN_ENCRYPTION.context}|${keyId}`, 'utf8');
    const key = Buffer.from(hkdfSync('sha256', shared, epk, context, 32));
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    decipher.setAAD(context);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  } catch {
    throw new LoginDecryptError('crypto');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext)) as unknown;
  } catch {
    throw new LoginDecryptError('payload');
  }
}
