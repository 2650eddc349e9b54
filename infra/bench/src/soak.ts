// `npm run bench -- --soak`: a bounded load run of simulated players against the real platform
// (issue 30, "Resilience to show"). On SQLite: one production server (server.ts). On PostgreSQL:
// infra/deploy/run-two.ts starts nginx and two API processes and runs this same soak as its
// command; midway the soak SIGKILLs one API process and starts it again with the same command
// line and environment, while the players keep going through nginx. At the end the database is
// read directly and checked (soakInvariants.ts); the exit code is 1 when an invariant fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { TSoakOptions } from './args';
import { BENCH_ADMIN_TOKEN, startServer, type TRunningServer } from './server';
import { checkInvariants, postgresQuery, readSnapshot, sqliteQuery, type TInvariantReport } from './soakInvariants';
import {
  findSlot,
  memberLoop,
  newTally,
  playerTarget,
  prepareMerchant,
  registerMember,
  visitorLoop,
  type TGatewayTally,
  type TSoakMember,
  type TSoakTarget,
} from './soakPlayers';
import { renderSoak } from './soakReport';
import { FLAT_SLOPE_MB_PER_MIN, memoryTrends, rssMb, SoakRecorder, type TClassStats, type TMemorySample, type TMemoryTrend } from './soakStats';
import { errorText, REPO_ROOT, sleep } from './util';

const progress = (text: string) => process.stderr.write(`[soak] ${text}\n`);

/** Seconds between RSS samples of the API processes. */
const SAMPLE_SECONDS = 5;
/** The killed API process is started again after this pause (a supervisor's restart delay). */
const RESTART_AFTER_MS = 10_000;
/** When the API process is killed, as a share of the run. */
const KILL_AT = 0.4;

export interface TSoakResult {
  date: string;
  db: 'sqlite' | 'postgres';
  topology: string;
  minutes: number;
  members: number;
  visitors: number;
  cpus: number;
  /** 1-minute load average: at the start, the mean over the run's samples, the highest, at the end. */
  load: { start: number; mean: number; max: number; end: number };
  classes: TClassStats[];
  totals: { calls: number; ok: number; refused: number; errors: number; callsPerSecond: number };
  memory: TMemoryTrend[];
  memorySamples: TMemorySample[];
  kill: null | { process: string; pid: number; atS: number; restartedPid: number | null; readyAtS: number | null; errorsWithin60s: number };
  gateway: Omit<TGatewayTally, 'creditedByCallback'> & { creditedByCallback: number };
  invariants: TInvariantReport;
  problems: string[];
}

interface TApiProcess {
  name: string;
  pid: number;
}

/** The command line, working directory and environment of a running process (to start it again the same way). */
function processLaunch(pid: number): { argv: string[]; cwd: string; env: Record<string, string> } {
  const split = (file: string) => readFileSync(file, 'utf8').split('\0').filter(Boolean);
  const env = Object.fromEntries(
    split(`/proc/${pid}/environ`).map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i), kv.slice(i + 1)];
    }),
  );
  return { argv: split(`/proc/${pid}/cmdline`), cwd: readlinkSync(`/proc/${pid}/cwd`), env };
}

async function waitHealthy(url: string, ms: number, alive: () => boolean): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until && alive()) {
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return true;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  return false;
}

/** Stops a process the soak started, by pid: SIGTERM, then SIGKILL. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) {
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(2000)]);
  }
}

/** PostgreSQL outside run-two: run-two starts nginx + two API processes and runs this soak inside. */
function soakThroughRunTwo(o: TSoakOptions): Promise<number> {
  const args = [
    '--import',
    'tsx',
    join(REPO_ROOT, 'infra', 'deploy', 'run-two.ts'),
    '--max-seconds',
    String(Math.ceil(o.minutes * 60 + 900)),
    '--',
    process.execPath,
    '--import',
    'tsx',
    join(REPO_ROOT, 'infra', 'bench', 'src', 'bench.ts'),
    '--soak',
    '--soak-db',
    'postgres',
    '--soak-minutes',
    String(o.minutes),
    '--soak-members',
    String(o.members),
    '--soak-visitors',
    String(o.visitors),
  ];
  progress(`PostgreSQL: nginx + two API processes through infra/deploy/run-two.ts`);
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...soakServerEnv() } });
  // bench.ts exits on Ctrl-C / SIGTERM: run-two then stops nginx and the API processes it started.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  return new Promise((r) => child.once('exit', (code, signal) => r(code ?? (signal ? 1 : 0))));
}

let gatewaySecret: string | null = null;
/** What the soak's API processes run with (on top of run-two's or server.ts's environment). */
function soakServerEnv(): Record<string, string> {
  gatewaySecret ??= process.env.PAYMENT_GATEWAY_SECRET ?? randomBytes(32).toString('hex');
  return {
    NODE_ENV: 'production',
    // The demo's simulated gateway (the players pay on its page as the order's payer).
    PAYMENT_SIMULATOR: '1',
    // Shared by both API processes, so the soak can also act as the gateway's callback sender.
    PAYMENT_GATEWAY_SECRET: gatewaySecret,
    // Every player comes from 127.0.0.1: per-address limits are raised as for e2e (per-member limits are not).
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '100',
    TELEMETRY_PER_MINUTE: process.env.TELEMETRY_PER_MINUTE ?? '3000',
    LOG_LEVEL: 'warn',
  };
}

export async function runSoak(o: TSoakOptions): Promise<number> {
  if (o.db === 'postgres' && !process.env.DEPLOY_BASE_URL) return soakThroughRunTwo(o);

  let server: TRunningServer | null = null;
  let restarted: ChildProcess | null = null;
  const problems: string[] = [];
  try {
    let target: TSoakTarget;
    let apis: TApiProcess[];
    let query: () => Promise<{ query: (sql: string) => Promise<Record<string, unknown>[]>; close(): unknown }>;
    let topology: string;
    if (o.db === 'sqlite') {
      progress('SQLite: starting one production API process');
      server = await startServer(undefined, soakServerEnv());
      target = { baseUrl: server.baseUrl, adminToken: BENCH_ADMIN_TOKEN, gatewaySecret: gatewaySecret! };
      apis = [{ name: 'api', pid: server.pid }];
      const file = join(server.dataDir, 'tessera.sqlite');
      query = () => sqliteQuery(file);
      topology = 'one API process on SQLite (WAL), no proxy';
    } else {
      const pids = (process.env.DEPLOY_API_PIDS ?? '').split(',').filter(Boolean).map(Number);
      if (pids.length < 2) throw new Error('DEPLOY_API_PIDS names fewer than two API processes');
      apis = pids.map((pid, i) => ({ name: `api-${i + 1}`, pid }));
      const env = processLaunch(pids[0]!).env;
      if (!env.DATABASE_URL || !env.DATABASE_SCHEMA) throw new Error('the API process has no DATABASE_URL / DATABASE_SCHEMA');
      if (!env.PAYMENT_GATEWAY_SECRET) throw new Error('the API processes were started without a shared PAYMENT_GATEWAY_SECRET');
      target = { baseUrl: process.env.DEPLOY_BASE_URL!, adminToken: process.env.DEPLOY_ADMIN_TOKEN ?? '', gatewaySecret: env.PAYMENT_GATEWAY_SECRET };
      query = () => postgresQuery(env.DATABASE_URL!, env.DATABASE_SCHEMA!);
      topology = `nginx → ${pids.length} API processes on PostgreSQL; api-1 SIGKILLed at ${Math.round(KILL_AT * 100)} % and restarted ${RESTART_AFTER_MS / 1000} s later`;
    }

    // ---- Setup (not in the figures) ----
    const setupRec = new SoakRecorder();
    await prepareMerchant(target);
    const runId = randomBytes(3).toString('hex');
    const members: TSoakMember[] = [];
    // Two at a time: each registration hashes the password twice (register, then the PIN's confirmation).
    for (let i = 0; i < o.members; i += 2) {
      const batch = Array.from({ length: Math.min(2, o.members - i) }, (_, j) => `soak${runId}${String(i + j).padStart(2, '0')}`);
      members.push(...(await Promise.all(batch.map((name, j) => registerMember(setupRec, playerTarget(target, i + j), name)))));
      progress(`registered ${members.length}/${o.members} members`);
    }
    const slot = await findSlot(setupRec, playerTarget(target, 0), members[0]!.token!);
    progress(`${members.length} members registered (payment PIN, payee, bank card); slot ${slot.vendor}/${slot.gameId}; ${o.visitors} visitors`);

    // ---- Load ----
    const rec = new SoakRecorder();
    const started = Date.now();
    const runMs = o.minutes * 60_000;
    const done = () => Date.now() - started >= runMs;
    const samples: TMemorySample[] = [];
    const loads: number[] = [];
    const loadStart = loadavg()[0]!;
    const live = new Map(apis.map((a) => [a.name, a.pid]));
    const sampler = setInterval(() => {
      loads.push(loadavg()[0]!);
      const atS = (Date.now() - started) / 1000;
      for (const [name, pid] of live) {
        void rssMb(pid).then((mb) => {
          if (mb !== null) samples.push({ atS, process: name, pid, rssMb: mb });
        });
      }
    }, SAMPLE_SECONDS * 1000);

    let kill: TSoakResult['kill'] = null;
    const killer =
      o.db === 'postgres'
        ? (async () => {
            await sleep(runMs * KILL_AT);
            const victim = apis[0]!;
            const launch = processLaunch(victim.pid);
            const atS = (Date.now() - started) / 1000;
            progress(`SIGKILL ${victim.name} (pid ${victim.pid}) at ${atS.toFixed(0)} s`);
            process.kill(victim.pid, 'SIGKILL');
            live.delete(victim.name);
            kill = { process: victim.name, pid: victim.pid, atS, restartedPid: null, readyAtS: null, errorsWithin60s: 0 };
            await sleep(RESTART_AFTER_MS);
            const logFile = join(process.env.DEPLOY_RUN_DIR ?? launch.cwd, `${victim.name}-restarted.log`);
            restarted = spawn(launch.argv[0]!, launch.argv.slice(1), {
              cwd: launch.cwd,
              env: launch.env,
              stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
            });
            const child = restarted;
            const port = launch.env.PORT;
            const ok = await waitHealthy(`http://127.0.0.1:${port}`, 90_000, () => child.exitCode === null);
            if (!ok || child.pid === undefined) {
              problems.push(`${victim.name} did not come back after the restart (see ${logFile})`);
              return;
            }
            kill.restartedPid = child.pid;
            kill.readyAtS = (Date.now() - started) / 1000;
            live.set(`${victim.name} (restarted)`, child.pid);
            progress(`${victim.name} restarted: pid ${child.pid}, healthy at ${kill.readyAtS.toFixed(0)} s`);
          })()
        : Promise.resolve();

    const tally = newTally();
    const guard = (what: string, p: Promise<void>) => p.catch((err: unknown) => problems.push(`${what} stopped: ${errorText(err)}`));
    const minuteTicker = setInterval(() => {
      const t = rec.stats().reduce((a, c) => ({ calls: a.calls + c.calls, errors: a.errors + c.errors }), { calls: 0, errors: 0 });
      progress(`${((Date.now() - started) / 60_000).toFixed(0)} min: ${t.calls} calls, ${t.errors} errors, load ${loadavg()[0]!.toFixed(2)}`);
    }, 60_000);
    await Promise.all([
      ...members.map((m, i) => guard(`member ${m.username}`, memberLoop(rec, playerTarget(target, i), m, slot, tally, done))),
      ...Array.from({ length: o.visitors }, (_, i) => guard(`visitor ${i}`, visitorLoop(rec, playerTarget(target, o.members + i), done))),
      guard('the kill and restart', killer),
    ]);
    clearInterval(sampler);
    clearInterval(minuteTicker);
    const runSeconds = (Date.now() - started) / 1000;
    const loadEnd = loadavg()[0]!;

    // ---- The database, read directly ----
    await sleep(2000);
    const db = await query();
    let invariants: TInvariantReport;
    try {
      invariants = checkInvariants(await readSnapshot(db.query), tally.creditedByCallback);
    } finally {
      await db.close();
    }
    if (kill) {
      const k = kill as NonNullable<TSoakResult['kill']>;
      k.errorsWithin60s = rec.errorTimes.filter((e) => e.atMs / 1000 >= k.atS && e.atMs / 1000 < k.atS + 60).length;
    }

    const classes = rec.stats();
    const totals = classes.reduce((a, c) => ({ calls: a.calls + c.calls, ok: a.ok + c.ok, refused: a.refused + c.refused, errors: a.errors + c.errors }), {
      calls: 0,
      ok: 0,
      refused: 0,
      errors: 0,
    });
    const memory = memoryTrends(samples, runSeconds);
    const result: TSoakResult = {
      date: new Date().toISOString(),
      db: o.db,
      topology,
      minutes: o.minutes,
      members: o.members,
      visitors: o.visitors,
      cpus: cpus().length,
      load: {
        start: loadStart,
        mean: loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadStart,
        max: Math.max(loadStart, ...loads),
        end: loadEnd,
      },
      classes,
      totals: { ...totals, callsPerSecond: totals.calls / runSeconds },
      memory,
      memorySamples: samples,
      kill,
      gateway: { ...tally, creditedByCallback: tally.creditedByCallback.size },
      invariants,
      problems,
    };
    for (const m of memory) {
      if (m.secondHalfSlopeMbPerMin !== null && m.secondHalfSlopeMbPerMin > FLAT_SLOPE_MB_PER_MIN) {
        progress(`note: ${m.process} RSS grows ${m.secondHalfSlopeMbPerMin.toFixed(2)} MB/min over the second half`);
      }
    }
    const text = renderSoak(result);
    process.stdout.write(text);
    const dir = join(REPO_ROOT, 'bench-results');
    mkdirSync(dir, { recursive: true });
    const stamp = result.date.replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z');
    writeFileSync(join(dir, `soak-${o.db}-${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(dir, `soak-${o.db}-latest.md`), text);
    progress(`wrote bench-results/soak-${o.db}-${stamp}.json and soak-${o.db}-latest.md`);
    if (invariants.failures.length) process.stderr.write(`[soak] INVARIANTS FAILED:\n${invariants.failures.map((f) => `  - ${f}`).join('\n')}\n`);
    if (problems.length) process.stderr.write(`[soak] problems:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    return invariants.failures.length || problems.length ? 1 : 0;
  } finally {
    if (restarted) await stopChild(restarted);
    if (server) await server.stop();
  }
}
