import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TPasswordHasher } from './password';

// Payment PINs (six digits) are kept as a keyed hash, not scrypt (docs/decisions/payment-pin.md):
//   $hmac-sha256$v=1$<salt base64>$<key base64>,  key = HMAC-SHA256(pepper, salt ‖ NFC(pin))
// A slow hash cannot protect a secret of 10^6 values: a stolen database row falls to 10^6 scrypt
// runs (hours on one core) whatever the cost, while every withdrawal waits for one of the server's
// two hashing slots (200 withdrawals at once took ~44 s). What protects a PIN is the attempt
// budget the API claims before each check (guard.ts) and, for a stolen row, a pepper kept out of the
// database (PAYMENT_PIN_PEPPER): without it the row is useless; with it, 10^6 HMACs take a moment
// either way. Checking one costs microseconds, so the money path never queues behind logins.

const SALT_BYTES = 16;
const HMAC_PHC = /^\$hmac-sha256\$v=1\$([A-Za-z0-9+/]{16,}={0,2})\$([A-Za-z0-9+/]{43}=)$/;

function keyOf(pepper: string | Buffer, salt: Buffer, pin: string): Buffer {
  return createHmac('sha256', pepper).update(salt).update(pin.normalize('NFC'), 'utf8').digest();
}

/**
 * The PIN hasher: hashes with the keyed HMAC; checks HMAC hashes in constant time without a hashing
 * slot, and older scrypt hashes (PINs set before) through `scrypt` with `needsRehash` so the caller
 * stores the HMAC form once the PIN is proven. `pepper` is read at each use (the database's shared
 * key is loaded after start when PAYMENT_PIN_PEPPER is unset).
 */
export function createPinHasher(pepper: () => string | Buffer, scrypt: TPasswordHasher): TPasswordHasher {
  let runs = 0;
  const format = (salt: Buffer, key: Buffer) => `$hmac-sha256$v=1$${salt.toString('base64')}$${key.toString('base64')}`;
  return {
    cost: scrypt.cost,
    get runs() {
      return runs + scrypt.runs;
    },
    async hash(pin) {
      runs += 1;
      const salt = randomBytes(SALT_BYTES);
      return format(salt, keyOf(pepper(), salt, pin));
    },
    async verify(pin, stored, owner) {
      if (stored?.startsWith('$scrypt$')) {
        const { ok } = await scrypt.verify(pin, stored, owner);
        return { ok, needsRehash: ok };
      }
      runs += 1;
      const m = stored ? HMAC_PHC.exec(stored) : null;
      // No (readable) hash: the same work against a random key, so the answer's timing says nothing.
      const salt = m ? Buffer.from(m[1] ?? '', 'base64') : randomBytes(SALT_BYTES);
      const expected = m ? Buffer.from(m[2] ?? '', 'base64') : randomBytes(32);
      const key = keyOf(pepper(), salt, pin);
      return { ok: m !== null && timingSafeEqual(key, expected), needsRehash: false };
    },
  };
}
