// Tessera beyond one machine, on this machine: nginx (Debian's package) in front of two API
// processes on one PostgreSQL database, all on 127.0.0.1, everything bounded in time and stopped
// by pid at the end (docs/decisions/deploy.md, infra/deploy/README.md).
//
//   npx tsx infra/deploy/run-two.ts                     start, check, keep serving until Ctrl-C (at most --max-seconds)
//   npx tsx infra/deploy/run-two.ts --check             start, check, stop
//   npx tsx infra/deploy/run-two.ts -- <command...>     start, check, run the command against it, stop; exits with its code
//
// Options: --port (nginx, default 18740; the API processes take the next ports), --apis (2),
// --max-seconds (900). Environment: DIST_DIR (the build, default ./dist), DEPLOY_DATABASE_URL
// (default the local test database; each run works in a fresh schema, dropped at the end unless
// --keep), ADMIN_TOKEN. The command gets DEPLOY_BASE_URL, DEPLOY_API_PIDS, DEPLOY_API_URLS,
// DEPLOY_ACCESS_LOG, DEPLOY_RUN_DIR and DEPLOY_ADMIN_TOKEN.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { nginxConfig, ownerOf } from './nginxConfig';

const REPO = resolve(__dirname, '..', '..');
const HERE = __dirname;
const DEFAULT_DATABASE_URL = 'postgres://tessera:tessera@127.0.0.1:5432/tessera_test';

interface TOptions {
  port: number;
  apis: number;
  maxSeconds: number;
  check: boolean;
  keep: boolean;
  command: string[];
}

function parseArgs(argv: string[]): TOptions {
  const o: TOptions = { port: 18740, apis: 2, maxSeconds: 900, check: false, keep: false, command: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const next = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v <= 0) throw new Error(`${a} needs a positive whole number`);
      return v;
    };
    if (a === '--') {
      o.command = argv.slice(i + 1);
      break;
    } else if (a === '--port') o.port = next();
    else if (a === '--apis') o.apis = next();
    else if (a === '--max-seconds') o.maxSeconds = next();
    else if (a === '--check') o.check = true;
    else if (a === '--keep') o.keep = true;
    else throw new Error(`unknown option ${a}`);
  }
  if (o.apis < 2 || o.apis > 8) throw new Error('--apis takes 2 to 8');
  return o;
}

const log = (message: string) => process.stdout.write(`[run-two] ${message}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHttp(url: string, deadlineMs: number, alive: () => boolean): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${url}: the process exited before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${deadlineMs / 1000} s`);
}

/** Stops a started process by its pid: `signal`, then SIGKILL after `graceMs`. */
async function stop(child: ChildProcess, name: string, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000, group = false): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const send = (s: NodeJS.Signals) => {
    try {
      process.kill(group ? -child.pid! : child.pid!, s);
    } catch {
      // already gone
    }
  };
  send(signal);
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    log(`${name} (pid ${child.pid}) still running after ${graceMs / 1000} s: SIGKILL`);
    send('SIGKILL');
    await Promise.race([exited, sleep(2000)]);
  }
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  const distDir = resolve(process.env.DIST_DIR ?? join(REPO, 'dist'));
  if (!existsSync(join(distDir, 'shell', 'index.html'))) throw new Error(`${distDir} has no built shell: run \`DIST_DIR=${distDir} npm run build\` first`);
  const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const adminToken = process.env.ADMIN_TOKEN ?? 'e2e-operator-token-0123456789abcdef';
  const baseUrl = process.env.DEPLOY_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const schema = `deploy_${randomBytes(5).toString('hex')}`;
  const apiPorts = Array.from({ length: opts.apis }, (_, i) => opts.port + 1 + i);
  const runDir = mkdtempSync(join(tmpdir(), 'tessera-deploy-'));
  // nginx's workers (nobody when the master is root) write their temp files here.
  chmodSync(runDir, 0o755);
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(runDir, d));
    chmodSync(join(runDir, d), 0o777);
  }

  const children: { child: ChildProcess; name: string }[] = [];
  let command: ChildProcess | undefined;
  let dbCreated = false;
  const admin = new pg.Client({ connectionString: baseUrl });

  const cleanup = async () => {
    if (command) await stop(command, 'command', 'SIGTERM', 5000, true);
    for (const { child, name } of [...children].reverse()) await stop(child, name, name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    if (dbCreated && !opts.keep) {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch((err: unknown) => log(`could not drop schema ${schema}: ${String(err)}`));
    }
    await admin.end().catch(() => {});
    if (!opts.keep) rmSync(runDir, { recursive: true, force: true });
    else log(`kept: ${runDir} and schema ${schema}`);
  };
  const bound = setTimeout(() => {
    log(`--max-seconds ${opts.maxSeconds} reached: stopping everything`);
    void cleanup().then(() => process.exit(124));
  }, opts.maxSeconds * 1000);
  bound.unref();
  let interrupted = false;
  for (const s of ['SIGINT', 'SIGTERM'] as const) {
    process.once(s, () => {
      interrupted = true;
      log(`${s}: stopping everything`);
      void cleanup().then(() => process.exit(130));
    });
  }

  try {
    await admin.connect();
    // The first API process creates the schema (DATABASE_SCHEMA); the cleanup drops it.
    dbCreated = true;
    const url = new URL(baseUrl);
    log(`database: ${url.host}${url.pathname}, schema ${schema}; build: ${distDir}; run dir: ${runDir}`);

    // One API process after the other: the first migrates and seeds, the next finds it done.
    for (const [i, port] of apiPorts.entries()) {
      const name = `api-${i + 1}`;
      const out = openSync(join(runDir, `${name}.log`), 'a');
      const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'infra', 'api', 'src', 'main.ts')], {
        cwd: REPO,
        stdio: ['ignore', out, out],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: baseUrl,
          DATABASE_SCHEMA: schema,
          DIST_DIR: distDir,
          DATA_DIR: join(runDir, `data-${i + 1}`),
          ADMIN_TOKEN: adminToken,
          // nginx is the only proxy: X-Forwarded-For from any other peer is ignored.
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // Every request of a local run comes from 127.0.0.1 (as the e2e server does).
          TELEMETRY_PER_MINUTE: process.env.TELEMETRY_PER_MINUTE ?? '3000',
          RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '100',
        },
      });
      children.push({ child, name });
      // The first process migrates and seeds (password hashes at the OWASP cost): on a loaded
      // 2-core machine that took more than 90 s. The API gives its plugins 120 s (app.ts).
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 150_000, () => child.exitCode === null);
      log(`${name}: pid ${child.pid}, http://127.0.0.1:${port}`);
    }

    const conf = join(runDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        runDir,
        distDir,
        listen: `127.0.0.1:${opts.port}`,
        upstreams: apiPorts.map((p) => `127.0.0.1:${p}`),
        // A root master's workers run as the build's owner: they can read it wherever it is.
        workerUser: ownerOf(distDir),
      }),
    );
    writeFileSync(join(runDir, 'proxy.conf'), readFileSync(join(HERE, 'nginx', 'proxy.conf')));
    const test = spawnSync(nginxBin, ['-t', '-q', '-p', runDir, '-e', join(runDir, 'error.log'), '-c', conf], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the config:\n${test.stderr}`);
    const nginx = spawn(nginxBin, ['-p', runDir, '-e', join(runDir, 'error.log'), '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.push({ child: nginx, name: 'nginx' });
    const base = `http://127.0.0.1:${opts.port}`;
    await waitForHttp(`${base}/healthz`, 20_000, () => nginx.exitCode === null);
    log(`nginx: pid ${nginx.pid}, ${base} → ${apiPorts.map((p) => `127.0.0.1:${p}`).join(', ')}`);

    await smokeCheck(base, distDir);

    if (opts.command.length) {
      const [cmd, ...args] = opts.command as [string, ...string[]];
      log(`running: ${opts.command.join(' ')}`);
      command = spawn(cmd, args, {
        cwd: REPO,
        stdio: 'inherit',
        detached: true,
        env: {
          ...process.env,
          DEPLOY_BASE_URL: base,
          DEPLOY_API_PIDS: children
            .filter((c) => c.name.startsWith('api-'))
            .map((c) => c.child.pid)
            .join(','),
          DEPLOY_API_URLS: apiPorts.map((p) => `http://127.0.0.1:${p}`).join(','),
          DEPLOY_ACCESS_LOG: join(runDir, 'access.log'),
          DEPLOY_RUN_DIR: runDir,
          DEPLOY_ADMIN_TOKEN: adminToken,
        },
      });
      const code = await new Promise<number>((r) => command!.once('exit', (c, s) => r(c ?? (s ? 128 : 1))));
      command = undefined;
      log(`command exited with ${code}`);
      return code;
    }
    if (opts.check) return 0;
    log(`serving ${base} until Ctrl-C (at most ${opts.maxSeconds} s)`);
    await new Promise(() => {});
    return 0;
  } catch (err) {
    log(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
    for (const name of ['error.log', 'api-1.log', 'api-2.log']) {
      const file = join(runDir, name);
      if (existsSync(file)) log(`--- ${name} (last lines)\n${readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')}`);
    }
    return 1;
  } finally {
    if (!interrupted) await cleanup();
    clearTimeout(bound);
  }
}

/** What the static tier must do, checked through nginx before anything else runs. */
async function smokeCheck(base: string, distDir: string): Promise<void> {
  const failures: string[] = [];
  const expectThat = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const html = await (await fetch(`${base}/m/home`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  expectThat(html.includes('<div id="root"'), '/m/home is the shell page (history fallback through the API)');
  const deep = await fetch(`${base}/m/some/deep/link`, { headers: { accept: 'text/html' } });
  expectThat(
    deep.status === 200 && (deep.headers.get('cache-control') ?? '').includes('no-cache'),
    'a deep /m/* link answers the shell page, private, no-cache',
  );
  if (!asset) failures.push('the shell page names a hashed asset');
  else {
    const res = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expectThat(res.status === 200, `${asset} answers 200`);
    expectThat(res.headers.get('cache-control') === 'public, max-age=31536000, immutable', `${asset} is immutable`);
    const gz = existsSync(`${join(distDir, 'shell', asset)}.gz`);
    if (gz) expectThat(res.headers.get('content-encoding') === 'gzip', `${asset} is served from its .gz sibling`);
  }
  const remotes = (await (await fetch(`${base}/api/v1/registry`)).json()) as { value: { remotes: { entry: string }[] } };
  const entry = remotes.value.remotes[0]?.entry;
  if (!entry) failures.push('the registry lists a remote');
  else {
    const res = await fetch(new URL(entry, base));
    expectThat(res.status === 200 && (res.headers.get('cache-control') ?? '').includes('immutable'), `${entry} is served immutable`);
  }
  if (failures.length) throw new Error(`smoke check through nginx:\n  - ${failures.join('\n  - ')}`);
  log('smoke check passed: shell page and deep links through the API, assets and remotes immutable from disk');
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    log(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
