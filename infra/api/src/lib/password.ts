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

/** The scheduler's seam for tests: the key of each scrypt run, in the order runs were granted a slot. */
export type TGrantObserver = (key: string) => void;

/**
 * A fair semaphore: at most `slots` tasks run at once, and a free slot goes to the next key (in
 * turn, round-robin) that has work waiting and nothing running; only when every waiting key
 * already runs something may one run a second (a slot is never left idle). So a member waits
 * behind their own attempts, never in front of anyone else's: a burst of one key takes one slot
 * while every other key's work flows through the rest, instead of queueing all callers FIFO
 * behind the burst.
 */
export function fairLimiter(slots: number, onGrant?: TGrantObserver) {
  let running = 0;
  /** Per key: its waiting tasks' grants, oldest first. */
  const waiting = new Map<string, (() => void)[]>();
  /** Per key: its tasks running now. */
  const inFlight = new Map<string, number>();
  /** Keys with work waiting, in the order their turn comes. */
  const turns: string[] = [];

  const grantNext = () => {
    while (running < slots && turns.length > 0) {
      const idle = turns.findIndex((k) => !inFlight.get(k));
      const [key] = turns.splice(idle < 0 ? 0 : idle, 1);
      const queue = key === undefined ? undefined : waiting.get(key);
      const grant = queue?.shift();
      if (key === undefined || !queue || !grant) continue;
      // Its next attempt, if any, goes to the back of the line: everyone else's turn comes first.
      if (queue.length > 0) turns.push(key);
      else waiting.delete(key);
      running += 1;
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      onGrant?.(key);
      grant();
    }
  };

  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    await new Promise<void>((resolve) => {
      const queue = waiting.get(key);
      if (queue) queue.push(resolve);
      else {
        waiting.set(key, [resolve]);
        turns.push(key);
      }
      grantNext();
    });
    try {
      return await task();
    } finally {
      running -= 1;
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
      grantNext();
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
  /**
   * `key` names whose work this is (a member: `member:<id>`): keys are served in turn and a key
   * gets a second slot only when no other waits (fairLimiter). Without a key the work is its own,
   * queued like a new member's.
   */
  hash(password: string, key?: string): Promise<string>;
  /** Constant-time check; `needsRehash` when the stored cost differs from the current one. */
  verify(password: string, stored: string | null, key?: string): Promise<{ ok: boolean; needsRehash: boolean }>;
  /** Test seam: scrypt runs started so far (hashes and checks, the dummy's included). */
  readonly runs: number;
}

/** The fairness key of a member's hashing (their logins' checks, PINs, answers): one hash of theirs at a time. */
export const memberHashKey = (memberId: number) => `member:${memberId}`;

export interface THasherOptions {
  /** Test seam: told the key of each scrypt run as it gets its slot. */
  onGrant?: TGrantObserver;
}

export function createPasswordHasher(cost: TScryptCost = OWASP_SCRYPT, options: THasherOptions = {}): TPasswordHasher {
  let runs = 0;
  const limit = fairLimiter(MAX_CONCURRENT, options.onGrant);
  let anonymous = 0;
  const run = <T>(key: string | undefined, task: () => Promise<T>) =>
    limit(key ?? `anonymous:${(anonymous += 1)}`, () => {
      runs += 1;
      return task();
    });
  const format = (salt: Buffer, key: Buffer) => `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  // Checked when there is no stored hash (unknown user, trial account): the same work as a real
  // check, so response time does not tell whether an account exists.
  let dummy: Promise<TParsedHash> | null = null;
  const dummyHash = () => {
    dummy ??= (async () => {
      const salt = randomBytes(SALT_BYTES);
      return { cost, salt, key: await run(undefined, () => scryptAsync(randomBytes(16).toString('hex'), salt, cost)) };
    })();
    return dummy;
  };

  return {
    cost,
    get runs() {
      return runs;
    },
    async hash(password, owner) {
      const salt = randomBytes(SALT_BYTES);
      const key = await run(owner, () => scryptAsync(password, salt, cost));
      return format(salt, key);
    },
    async verify(password, stored, owner) {
      const parsed = stored ? parse(stored) : null;
      const target = parsed ?? (await dummyHash());
      const key = await run(owner, () => scryptAsync(password, target.salt, target.cost));
      const ok = parsed !== null && key.length === target.key.length && timingSafeEqual(key, target.key);
      const c = target.cost;
      return { ok, needsRehash: ok && (c.log2N !== cost.log2N || c.r !== cost.r || c.p !== cost.p) };
    },
  };
}
