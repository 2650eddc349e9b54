import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Password hashing with scrypt (node:crypto), stored as a self-describing PHC-style string:
//   $scrypt$ln=13,r=8,p=10$<salt base64>$<key base64>
// so the cost can be raised later: a login with an older cost re-hashes (needsRehash).

export interface TScryptCost {
  /** log2 of N (CPU/memory cost). */
  log2N: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/**
 * The OWASP Password Storage Cheat Sheet's scrypt settings, which it lists as equivalent in
 * strength: N=2^17 r=8 p=1 (128 MiB), N=2^16 r=8 p=2, N=2^15 r=8 p=3, N=2^14 r=8 p=5,
 * N=2^13 r=8 p=10 (8 MiB).
 */
export const OWASP_SCRYPT_SETTINGS: readonly TScryptCost[] = [
  { log2N: 17, r: 8, p: 1 },
  { log2N: 16, r: 8, p: 2 },
  { log2N: 15, r: 8, p: 3 },
  { log2N: 14, r: 8, p: 5 },
  { log2N: 13, r: 8, p: 10 },
];
/**
 * The cost new hashes use: OWASP's N=2^13, r=8, p=10, the fastest of its equivalent settings on
 * our 2-core machines (about 0.7× the time of N=2^17 p=1, 8 MiB instead of 128 MiB a run; measured
 * in docs/decisions/login-latency.md). Hashes stored at another cost still verify and are re-hashed
 * at this one on the member's next login (needsRehash).
 */
export const OWASP_SCRYPT: TScryptCost = { log2N: 13, r: 8, p: 10 };

/** Whether `cost` is at least one of OWASP's settings (N, r and p each no lower than one of them). */
export function meetsOwaspScrypt(cost: TScryptCost): boolean {
  return OWASP_SCRYPT_SETTINGS.some((o) => cost.log2N >= o.log2N && cost.r >= o.r && cost.p >= o.p);
}
/** For tests only: build() refuses it under NODE_ENV=production. */
export const TEST_SCRYPT: TScryptCost = { log2N: 10, r: 8, p: 1 };

const KEY_BYTES = 64;
const SALT_BYTES = 16;
/**
 * Hashes run on libuv's thread pool and each takes 128·N·r bytes (8 MiB at the cost above, 128 MiB
 * for a stored N=2^17 hash): at most this many at once keeps a burst of logins from exhausting
 * memory, starving file I/O, or slicing two cores into more runs than they can finish.
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
export type TGrantObserver = (key: string, lane: THashLane) => void;

/**
 * Which line a run waits in. `check`: a secret checked while someone waits at a prompt (a login,
 * the dummy check of an unknown name, a PIN or answer check); `store`: a new secret hashed to be
 * kept (registration, a password change, a re-hash). Checks go first, and stores never hold every
 * slot: one is always left for checks, so a login waits behind at most the checks already running,
 * never behind a burst of registrations.
 */
export type THashLane = 'check' | 'store';

/** One line's waiting work: per key its grants (oldest first), and the keys in the order their turn comes. */
interface TLine {
  waiting: Map<string, (() => void)[]>;
  turns: string[];
}

/**
 * A fair semaphore: at most `slots` tasks run at once. Checks are granted before stores, and stores
 * take at most `slots - 1` slots (all of them when there is only one). Within a line, a free slot
 * goes to the next key (in turn, round-robin) that has work waiting and nothing running; only when
 * every waiting key already runs something may one run a second (a slot is never left idle). So a
 * member waits behind their own attempts, never in front of anyone else's: a burst of one key takes
 * one slot while every other key's work flows through the rest, instead of queueing all callers
 * FIFO behind the burst.
 */
export function fairLimiter(slots: number, onGrant?: TGrantObserver) {
  let running = 0;
  let storesRunning = 0;
  const maxStores = Math.max(1, slots - 1);
  const lines: Record<THashLane, TLine> = {
    check: { waiting: new Map(), turns: [] },
    store: { waiting: new Map(), turns: [] },
  };
  /** Per key: its tasks running now (both lines). */
  const inFlight = new Map<string, number>();

  /** Grants the next of `lane`'s waiting tasks a slot; false when that line has nothing waiting. */
  const grantFrom = (lane: THashLane): boolean => {
    const { waiting, turns } = lines[lane];
    while (turns.length > 0) {
      const idle = turns.findIndex((k) => !inFlight.get(k));
      const [key] = turns.splice(idle < 0 ? 0 : idle, 1);
      const queue = key === undefined ? undefined : waiting.get(key);
      const grant = queue?.shift();
      if (key === undefined || !queue || !grant) continue;
      // Its next attempt, if any, goes to the back of the line: everyone else's turn comes first.
      if (queue.length > 0) turns.push(key);
      else waiting.delete(key);
      running += 1;
      if (lane === 'store') storesRunning += 1;
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      onGrant?.(key, lane);
      grant();
      return true;
    }
    return false;
  };

  const grantNext = () => {
    while (running < slots) {
      if (grantFrom('check')) continue;
      if (storesRunning < maxStores && grantFrom('store')) continue;
      return;
    }
  };

  return async <T>(key: string, task: () => Promise<T>, lane: THashLane = 'check'): Promise<T> => {
    await new Promise<void>((resolve) => {
      const { waiting, turns } = lines[lane];
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
      if (lane === 'store') storesRunning -= 1;
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
  const run = <T>(key: string | undefined, lane: THashLane, task: () => Promise<T>) =>
    limit(
      key ?? `anonymous:${(anonymous += 1)}`,
      () => {
        runs += 1;
        return task();
      },
      lane,
    );
  const format = (salt: Buffer, key: Buffer) => `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  // Checked when there is no stored hash (unknown user, trial account): the same work as a real
  // check, so response time does not tell whether an account exists.
  let dummy: Promise<TParsedHash> | null = null;
  const dummyHash = () => {
    dummy ??= (async () => {
      const salt = randomBytes(SALT_BYTES);
      return { cost, salt, key: await run(undefined, 'check', () => scryptAsync(randomBytes(16).toString('hex'), salt, cost)) };
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
      const key = await run(owner, 'store', () => scryptAsync(password, salt, cost));
      return format(salt, key);
    },
    async verify(password, stored, owner) {
      const parsed = stored ? parse(stored) : null;
      const target = parsed ?? (await dummyHash());
      const key = await run(owner, 'check', () => scryptAsync(password, target.salt, target.cost));
      const ok = parsed !== null && key.length === target.key.length && timingSafeEqual(key, target.key);
      const c = target.cost;
      return { ok, needsRehash: ok && (c.log2N !== cost.log2N || c.r !== cost.r || c.p !== cost.p) };
    },
  };
}
