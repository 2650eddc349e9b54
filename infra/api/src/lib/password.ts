import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Password hashing with scrypt (node:crypto), stored as a self-describing PHC-style string:
//   $scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>
// so the cost can be raised later: a login with an older cost re-hashes (needsRehash).

export interface TScryptCost {
  /** log2 of N (CPU/memory cost). */
  log2N: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1 (~128 MiB, ~100-300 ms). */
export const OWASP_SCRYPT: TScryptCost = { log2N: 17, r: 8, p: 1 };
/** For tests only: build() refuses it under NODE_ENV=production. */
export const TEST_SCRYPT: TScryptCost = { log2N: 10, r: 8, p: 1 };

const KEY_BYTES = 64;
const SALT_BYTES = 16;
/**
 * Hashes run on libuv's thread pool and each takes 128·N·r bytes (128 MiB at OWASP cost): at most
 * this many at once keeps a burst of logins from exhausting memory or starving file I/O.
 */
const MAX_CONCURRENT = 2;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,}={0,2})\$([A-Za-z0-9+/]{16,}={0,2})$/;

function scryptAsync(password: string, salt: Buffer, cost: TScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // NFC: the same password typed on two keyboards (composed vs decomposed accents) matches.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A tiny semaphore: runs `task` when fewer than `limit` are running. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

interface TParsedHash {
  cost: TScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): TParsedHash | null {
  const m = PHC.exec(stored);
  if (!m) return null;
  const cost = { log2N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // A damaged or hostile row must not make the server allocate gigabytes.
  if (cost.log2N < 1 || cost.log2N > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return null;
  return { cost, salt: Buffer.from(m[4] ?? '', 'base64'), key: Buffer.from(m[5] ?? '', 'base64') };
}

export interface TPasswordHasher {
  readonly cost: TScryptCost;
  hash(password: string): Promise<string>;
  /** Constant-time check; `needsRehash` when the stored cost differs from the current one. */
  verify(password: string, stored: string | null): Promise<{ ok: boolean; needsRehash: boolean }>;
}

export function createPasswordHasher(cost: TScryptCost = OWASP_SCRYPT): TPasswordHasher {
  const run = limiter(MAX_CONCURRENT);
  const format = (salt: Buffer, key: Buffer) => `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  // Checked when there is no stored hash (unknown user, trial account): the same work as a real
  // check, so response time does not tell whether an account exists.
  let dummy: Promise<TParsedHash> | null = null;
  const dummyHash = () => {
    dummy ??= (async () => {
      const salt = randomBytes(SALT_BYTES);
      return { cost, salt, key: await run(() => scryptAsync(randomBytes(16).toString('hex'), salt, cost)) };
    })();
    return dummy;
  };

  return {
    cost,
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await run(() => scryptAsync(password, salt, cost));
      return format(salt, key);
    },
    async verify(password, stored) {
      const parsed = stored ? parse(stored) : null;
      const target = parsed ?? (await dummyHash());
      const key = await run(() => scryptAsync(password, target.salt, target.cost));
      const ok = parsed !== null && key.length === target.key.length && timingSafeEqual(key, target.key);
      const c = target.cost;
      return { ok, needsRehash: ok && (c.log2N !== cost.log2N || c.r !== cost.r || c.p !== cost.p) };
    },
  };
}
