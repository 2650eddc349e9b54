import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT, sleep } from './util';

export interface TRunningServer {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  startupMs: number;
  /** The last lines the server printed (for error messages). */
  logTail(): string;
  stop(): Promise<void>;
}

// Generous: tsx compiles the API at start, which takes most of a minute on a loaded machine.
const HEALTH_TIMEOUT_MS = 180_000;
/** The operator token of the bench's servers (production asks for 32 characters or more). */
export const BENCH_ADMIN_TOKEN = 'bench-admin-token-not-secret-0123456789';
const STOP_GRACE_MS = 5_000;

/** Signals the server's process group (it was spawned detached, so its pid is the group id). */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts the real platform server (infra/api/src/main.ts through tsx) on a free port of 127.0.0.1
 * with a fresh temporary DATA_DIR, and resolves once GET /healthz answers 200. `distDir` serves
 * another build (the mono one) with the same server; by default the server reads DIST_DIR as usual.
 * `extraEnv` adds or overrides variables (the soak's shared gateway secret and simulator).
 */
export async function startServer(distDir?: string, extraEnv: Record<string, string> = {}): Promise<TRunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const log: string[] = [];
  const remember = (c: Buffer) => {
    log.push(...c.toString('utf8').split('\n').filter(Boolean));
    if (log.length > 200) log.splice(0, log.length - 200);
  };

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/api/src/main.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      ...(distDir ? { DIST_DIR: distDir } : {}),
      ...extraEnv,
    },
  });
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the server');

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((r) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      r();
    }),
  );
  // If the bench dies without reaching stop(), do not leave the server behind.
  const onExit = () => {
    signalGroup(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      signalGroup(pid, 'SIGTERM');
      const graceful = await Promise.race([exitPromise.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
      if (!graceful) {
        signalGroup(pid, 'SIGKILL');
        await Promise.race([exitPromise, sleep(2_000)]);
      }
    }
    process.removeListener('exit', onExit);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const logTail = () => log.slice(-30).join('\n');

  try {
    for (;;) {
      if (exited) {
        const e = exited as { code: number | null; signal: NodeJS.Signals | null };
        throw new Error(`the server exited before it was ready (${e.signal ?? `exit ${e.code}`}):\n${logTail()}`);
      }
      if (Date.now() - started > HEALTH_TIMEOUT_MS) {
        throw new Error(`GET /healthz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${logTail()}`);
      }
      try {
        const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, port, pid, dataDir, startupMs: Date.now() - started, logTail, stop };
}
