import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

// Password hashing, stored as a self-describing PHC-style string:
//   $argon2id$v=19$m=19456,t=2,p=1$<salt base64>$<key base64>   (new hashes: OWASP's first choice)
//   $scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>            (hashes stored before issue 31, and tests)
// so the algorithm and cost can change: a login with another one re-hashes (needsRehash).

export interface TScryptCost {
  algorithm?: 'scrypt';
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
 * The best scrypt setting here: OWASP's N=2^13, r=8, p=10, the fastest of its equivalent settings
 * on our 2-core machines (0.5-0.7× the time of N=2^17 p=1, 8 MiB instead of 128 MiB a run;
 * docs/decisions/login-latency.md). New hashes use Argon2id (below), which is faster still.
 */
export const OWASP_SCRYPT: TScryptCost = { log2N: 13, r: 8, p: 10 };

export interface TArgon2Cost {
  algorithm: 'argon2id';
  /** Memory in KiB (m). */
  memoryKiB: number;
  /** Passes over the memory (t). */
  iterations: number;
  /** Lanes (p). */
  parallelism: number;
}

export type TPasswordCost = TScryptCost | TArgon2Cost;

/** OWASP's Argon2id settings, listed as equivalent: m=47104 t=1, m=19456 t=2, m=12288 t=3, m=9216 t=4, m=7168 t=5 (p=1). */
export const OWASP_ARGON2ID_SETTINGS: readonly TArgon2Cost[] = [
  { algorithm: 'argon2id', memoryKiB: 47104, iterations: 1, parallelism: 1 },
  { algorithm: 'argon2id', memoryKiB: 19456, iterations: 2, parallelism: 1 },
  { algorithm: 'argon2id', memoryKiB: 12288, iterations: 3, parallelism: 1 },
  { algorithm: 'argon2id', memoryKiB: 9216, iterations: 4, parallelism: 1 },
  { algorithm: 'argon2id', memoryKiB: 7168, iterations: 5, parallelism: 1 },
];

/**
 * The cost new hashes use: Argon2id m=19 MiB, t=2, p=1 (OWASP's first choice), computed by
 * hash-wasm's WebAssembly build in worker threads (Node 20 has no crypto.argon2, and a native
 * addon would need a lockfile entry per platform). About a quarter of scrypt N=2^13 p=10's time
 * here. Hashes stored at another cost or with scrypt still verify and are re-hashed on login.
 */
export const OWASP_ARGON2ID: TArgon2Cost = { algorithm: 'argon2id', memoryKiB: 19456, iterations: 2, parallelism: 1 };
export const DEFAULT_PASSWORD_COST: TPasswordCost = OWASP_ARGON2ID;

const isArgon2 = (cost: TPasswordCost): cost is TArgon2Cost => cost.algorithm === 'argon2id';

/** Whether `cost` is at least one of OWASP's settings of its algorithm (each parameter no lower). */
export function meetsOwaspCost(cost: TPasswordCost): boolean {
  if (isArgon2(cost)) {
    return OWASP_ARGON2ID_SETTINGS.some((o) => cost.memoryKiB >= o.memoryKiB && cost.iterations >= o.iterations && cost.parallelism >= o.parallelism);
  }
  return OWASP_SCRYPT_SETTINGS.some((o) => cost.log2N >= o.log2N && cost.r >= o.r && cost.p >= o.p);
}

function sameCost(a: TPasswordCost, b: TPasswordCost): boolean {
  if (isArgon2(a) || isArgon2(b)) {
    return isArgon2(a) && isArgon2(b) && a.memoryKiB === b.memoryKiB && a.iterations === b.iterations && a.parallelism === b.parallelism;
  }
  return a.log2N === b.log2N && a.r === b.r && a.p === b.p;
}
/** For tests only: build() refuses it under NODE_ENV=production. */
export const TEST_SCRYPT: TScryptCost = { log2N: 10, r: 8, p: 1 };

const KEY_BYTES = 64;
const ARGON2_KEY_BYTES = 32;
const SALT_BYTES = 16;
/**
 * Hashes run on libuv's thread pool and each takes 128·N·r bytes (8 MiB at the cost above, 128 MiB
 * for a stored N=2^17 hash): at most this many at once keeps a burst of logins from exhausting
 * memory, starving file I/O, or slicing two cores into more runs than they can finish.
 */
const MAX_CONCURRENT = 2;
const ARGON2_PHC = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,}={0,2})\$([A-Za-z0-9+/]{16,}={0,2})$/;

function scryptAsync(password: string, salt: Buffer, cost: TScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // NFC: the same password typed on two keyboards (composed vs decomposed accents) matches.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

// Argon2id runs in WebAssembly, which would hold the event loop for the whole hash: it runs in
// worker threads instead, one job at a time each. The fair limiter above the pool decides how many
// run at once (MAX_CONCURRENT); the pool only keeps that many workers alive between jobs.
const ARGON2_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { argon2id } = require(workerData.hashWasm);
parentPort.on('message', (job) => {
  argon2id({ password: job.password, salt: job.salt, memorySize: job.m, iterations: job.t, parallelism: job.p, hashLength: job.length, outputType: 'binary' })
    .then((key) => parentPort.postMessage({ key }), (error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
});`;

interface TArgon2Worker {
  worker: Worker;
  busy: boolean;
}

const argon2Idle: TArgon2Worker[] = [];

function argon2Worker(): TArgon2Worker {
  const idle = argon2Idle.pop();
  if (idle) return idle;
  const worker = new Worker(ARGON2_WORKER, { eval: true, execArgv: [], workerData: { hashWasm: require.resolve('hash-wasm') } });
  const w: TArgon2Worker = { worker, busy: false };
  // A worker that dies while idle leaves the pool (one that dies during a job rejects it too).
  worker.on('exit', () => {
    const at = argon2Idle.indexOf(w);
    if (at >= 0) argon2Idle.splice(at, 1);
  });
  return w;
}

function argon2Async(password: string, salt: Buffer, cost: TArgon2Cost, length: number): Promise<Buffer> {
  const w = argon2Worker();
  w.busy = true;
  w.worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    const done = () => {
      w.worker.off('message', onMessage);
      w.worker.off('error', onError);
      w.worker.off('exit', onExit);
    };
    const onMessage = (answer: { key?: Uint8Array; error?: string }) => {
      done();
      w.busy = false;
      // Idle workers do not keep the process alive; at most MAX_CONCURRENT stay between jobs.
      w.worker.unref();
      if (argon2Idle.length < MAX_CONCURRENT) argon2Idle.push(w);
      else void w.worker.terminate();
      if (answer.key) resolve(Buffer.from(answer.key));
      else reject(new Error(`argon2id: ${answer.error ?? 'no key'}`));
    };
    const onError = (error: Error) => {
      done();
      void w.worker.terminate();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`argon2id worker exited (${code})`));
    };
    w.worker.on('message', onMessage);
    w.worker.on('error', onError);
    w.worker.on('exit', onExit);
    // NFC: the same password typed on two keyboards (composed vs decomposed accents) matches.
    w.worker.postMessage({
      password: Buffer.from(password.normalize('NFC'), 'utf8'),
      salt,
      m: cost.memoryKiB,
      t: cost.iterations,
      p: cost.parallelism,
      length,
    });
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
  cost: TPasswordCost;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): TParsedHash | null {
  const a = ARGON2_PHC.exec(stored);
  if (a) {
    const cost: TArgon2Cost = { algorithm: 'argon2id', memoryKiB: Number(a[1]), iterations: Number(a[2]), parallelism: Number(a[3]) };
    // A damaged or hostile row must not make the server allocate gigabytes (at most 1 GiB).
    if (cost.parallelism < 1 || cost.parallelism > 16 || cost.memoryKiB < 8 * cost.parallelism || cost.memoryKiB > 1_048_576) return null;
    if (cost.iterations < 1 || cost.iterations > 16) return null;
    const key = Buffer.from(a[5] ?? '', 'base64');
    if (key.length < 16 || key.length > 128) return null;
    return { cost, salt: Buffer.from(a[4] ?? '', 'base64'), key };
  }
  const m = PHC.exec(stored);
  if (!m) return null;
  const cost = { log2N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // A damaged or hostile row must not make the server allocate gigabytes.
  if (cost.log2N < 1 || cost.log2N > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return null;
  return { cost, salt: Buffer.from(m[4] ?? '', 'base64'), key: Buffer.from(m[5] ?? '', 'base64') };
}

/** The key of `password` under `cost` (its length: the stored key's, or the algorithm's default). */
function derive(password: string, salt: Buffer, cost: TPasswordCost, length?: number): Promise<Buffer> {
  return isArgon2(cost) ? argon2Async(password, salt, cost, length ?? ARGON2_KEY_BYTES) : scryptAsync(password, salt, cost);
}

export interface TPasswordHasher {
  readonly cost: TPasswordCost;
  /**
   * `key` names whose work this is (a member: `member:<id>`): keys are served in turn and a key
   * gets a second slot only when no other waits (fairLimiter). Without a key the work is its own,
   * queued like a new member's.
   */
  hash(password: string, key?: string): Promise<string>;
  /** Constant-time check; `needsRehash` when the stored cost differs from the current one. */
  verify(password: string, stored: string | null, key?: string): Promise<{ ok: boolean; needsRehash: boolean }>;
  /** Test seam: hash runs started so far (hashes and checks, the dummy's included). */
  readonly runs: number;
}

/** The fairness key of a member's hashing (their logins' checks, PINs, answers): one hash of theirs at a time. */
export const memberHashKey = (memberId: number) => `member:${memberId}`;

export interface THasherOptions {
  /** Test seam: told the key of each scrypt run as it gets its slot. */
  onGrant?: TGrantObserver;
}

export function createPasswordHasher(cost: TPasswordCost = DEFAULT_PASSWORD_COST, options: THasherOptions = {}): TPasswordHasher {
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
  const format = (salt: Buffer, key: Buffer) =>
    isArgon2(cost)
      ? `$argon2id$v=19$m=${cost.memoryKiB},t=${cost.iterations},p=${cost.parallelism}$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`
      : `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  // Checked when there is no stored hash (unknown user, trial account): the same work as a real
  // check, so response time does not tell whether an account exists.
  let dummy: Promise<TParsedHash> | null = null;
  const dummyHash = () => {
    dummy ??= (async () => {
      const salt = randomBytes(SALT_BYTES);
      return { cost, salt, key: await run(undefined, 'check', () => derive(randomBytes(16).toString('hex'), salt, cost)) };
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
      const key = await run(owner, 'store', () => derive(password, salt, cost));
      return format(salt, key);
    },
    async verify(password, stored, owner) {
      const parsed = stored ? parse(stored) : null;
      const target = parsed ?? (await dummyHash());
      const key = await run(owner, 'check', () => derive(password, target.salt, target.cost, isArgon2(target.cost) ? target.key.length : undefined));
      const ok = parsed !== null && key.length === target.key.length && timingSafeEqual(key, target.key);
      return { ok, needsRehash: ok && !sameCost(target.cost, cost) };
    },
  };
}
