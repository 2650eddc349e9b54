import { chromium } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { packAll, PACKAGES_DIR, REPO_ROOT, type TPacked } from './pack';

/**
 * The outside-the-repository journey (issue 26 item 4; run by .ci/run after `npm test` built dist/):
 * the remote template is copied to a temporary folder outside the repository, installed from the
 * platform's tarballs only (its own lockfile, no workspace links), type-checked, built and contract
 * tested there; a server (its own SQLite database, a copy of dist/) gets a team release credential
 * from an operator, the team releases with `npm run release -- --server URL`, an operator activates
 * the remote for acme, and in Chromium acme's player opens its route and sees its page while demo's
 * player does not — with the shell's files and the server process unchanged throughout. The same
 * template inside the repository too: in a copy of the repository `npm run new -- remote sports`, its
 * contract test and `npm run release -w mfe-sports` to the same server; acme's player sees /m/sports.
 *
 *   tsx infra/packages/src/outside.ts [--max-seconds 900] [--keep] [--no-pack] [--port 18485] [--dist <built dist>] [--screenshots <dir>] [--no-in-repo]
 */

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};

const MAX_SECONDS = Number(option('max-seconds', '900'));
const PORT = Number(option('port', process.env.OUTSIDE_PORT ?? '18485'));
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = 'outside-journey-operator-token-0123456789';
const REMOTE = 'example';
const ROUTE = '/m/example';
/** The remote `npm run new -- remote` writes inside (a copy of) the repository. */
const IN_REPO = 'sports';
const deadline = Date.now() + MAX_SECONDS * 1000;
/** The built shell and remotes the server serves (a copy of it): `npm run build`'s output. */
const SOURCE_DIST = option('dist', process.env.DIST_DIR ?? join(REPO_ROOT, 'dist'));
/** Where to save what the two players saw (acme-<theme>.png, demo.png), when asked. */
const SCREENSHOTS = option('screenshots', '');

class JourneyError extends Error {
  override name = 'JourneyError';
}

function log(line: string): void {
  process.stdout.write(`[outside] ${line}\n`);
}

function secondsLeft(): number {
  const left = Math.floor((deadline - Date.now()) / 1000);
  if (left <= 0) throw new JourneyError(`out of time (--max-seconds ${MAX_SECONDS})`);
  return left;
}

/** A command in `cwd`, bounded by the time left; its output shown on failure. */
function sh(what: string, cwd: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): string {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    timeout: secondsLeft() * 1000,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new JourneyError(`${what} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`.slice(-6000));
  }
  log(`${what}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.stdout;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** sha256 of every file of a folder, by relative path. */
export function hashTree(dir: string): Record<string, string> {
  return Object.fromEntries(walk(dir).map((f) => [relative(dir, f), createHash('sha256').update(readFileSync(f)).digest('hex')]));
}

async function api<T>(method: string, path: string, body?: unknown, token: string = ADMIN_TOKEN): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json().catch(() => null)) as { success: boolean; code: string; message: string; value: T } | null;
  if (!envelope?.success) throw new JourneyError(`${method} ${path}: HTTP ${res.status} ${envelope ? `${envelope.code} ${envelope.message}` : ''}`);
  return envelope.value;
}

async function waitForServer(server: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new JourneyError(`the server exited (${server.exitCode}) before it answered`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new JourneyError('the server did not answer /healthz in time');
}

/** The template in its own folder, installed from the tarballs only. */
function installOutside(work: string, packed: TPacked[]): string {
  const project = join(work, 'remote');
  cpSync(join(REPO_ROOT, 'templates', 'remote'), project, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
  // The tarballs sit beside the project (a team downloads them, or takes them from its registry).
  const packages = join(work, 'packages');
  for (const p of packed) cpSync(p.tarball, join(packages, relative(PACKAGES_DIR, p.tarball)));
  const tarballs = packed.map((p) => `../packages/${relative(PACKAGES_DIR, p.tarball)}`);
  sh('npm install (the platform from its tarballs, the rest from the npm registry)', project, 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...tarballs,
  ]);
  // Its own lockfile, real folders (no workspace link), nothing that points into the repository.
  if (!existsSync(join(project, 'package-lock.json'))) throw new JourneyError('npm install wrote no package-lock.json');
  for (const p of packed) {
    const dir = join(project, 'node_modules', p.name);
    if (lstatSync(dir).isSymbolicLink()) throw new JourneyError(`${p.name} is a link, not an installed package`);
    const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    if (installed.version !== p.version) throw new JourneyError(`${p.name} installed ${installed.version}, packed ${p.version}`);
  }
  for (const file of ['package.json', 'package-lock.json']) {
    if (readFileSync(join(project, file), 'utf8').includes(REPO_ROOT)) throw new JourneyError(`${file} names the repository (${REPO_ROOT})`);
  }
  return project;
}

/**
 * A copy of the repository's tracked files whose node_modules holds the repository's installed
 * packages (links) but links the @tessera workspaces to the copy's own folders, as `npm install`
 * would: `npm run new -- remote` then edits the copy, never the checkout.
 */
function repositoryCopy(work: string): string {
  const copy = join(work, 'repository');
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (tracked.status !== 0) throw new JourneyError(`git ls-files failed: ${tracked.stderr}`);
  for (const file of tracked.stdout.split('\0').filter(Boolean)) {
    const from = join(REPO_ROOT, file);
    if (!existsSync(from) || lstatSync(from).isSymbolicLink()) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(from, join(copy, file));
  }
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@tessera'), { recursive: true });
  for (const entry of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '@tessera') symlinkSync(realpathSync(join(REPO_ROOT, 'node_modules', entry)), join(modules, entry));
  }
  for (const entry of readdirSync(join(REPO_ROOT, 'node_modules', '@tessera'))) {
    const link = join(REPO_ROOT, 'node_modules', '@tessera', entry);
    // Workspace links are relative (../../shared-contracts): the same text points into the copy.
    if (lstatSync(link).isSymbolicLink()) symlinkSync(readlinkSync(link), join(modules, '@tessera', entry));
  }
  return copy;
}

/** `npm run new -- remote sports`, then `npm run release -w mfe-sports` to the journey's server, in the copy. */
function newRemoteInRepository(work: string, distDir: string): void {
  const copy = repositoryCopy(work);
  sh(`npm run new -- remote ${IN_REPO} (in a copy of the repository)`, copy, 'npm', ['run', 'new', '--', 'remote', IN_REPO, '--no-install']);
  // What the npm install it would run does for the new workspace: its link.
  symlinkSync(`../../mfe-${IN_REPO}`, join(copy, 'node_modules', '@tessera', `mfe-${IN_REPO}`));
  sh(`its contract test (npm test -w mfe-${IN_REPO})`, copy, 'npm', ['test', '-w', `mfe-${IN_REPO}`]);
  // The repository's release: builds it alone into the server's dist (same disk), contract test, publish.
  sh(`npm run release -w mfe-${IN_REPO}`, copy, 'npm', ['run', 'release', '-w', `mfe-${IN_REPO}`, '--', '--url', BASE], {
    DIST_DIR: distDir,
    TESSERA_TOKEN: ADMIN_TOKEN,
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(join(SOURCE_DIST, 'shell', 'index.html'))) throw new JourneyError(`${SOURCE_DIST}/shell is not built: run \`npm run build\` first`);
  const packed = flag('no-pack') ? existingTarballs() : packAll(undefined, undefined, log);
  const work = mkdtempSync(join(tmpdir(), 'tessera-outside-'));
  if (work.startsWith(REPO_ROOT)) throw new JourneyError(`${work} is inside the repository`);
  log(`working in ${work}`);
  let server: ChildProcess | null = null;
  try {
    const project = installOutside(work, packed);
    sh('typecheck (tsc against the packages’ declarations)', project, 'npx', ['tsc', '--noEmit']);
    sh('contract test (npm test)', project, 'npm', ['test', '--', '--ci']);
    sh('build (npm run build)', project, 'npm', ['run', 'build']);
    for (const file of ['remoteEntry.js', 'routes.json', 'mf-manifest.json']) {
      if (!existsSync(join(project, 'dist', file))) throw new JourneyError(`the build has no dist/${file}`);
    }

    // A server of its own: a temporary database and a copy of dist/ (the shell and the six remotes).
    const distDir = join(work, 'dist');
    cpSync(SOURCE_DIST, distDir, { recursive: true, filter: (src) => !src.startsWith(join(SOURCE_DIST, '.staging')) });
    const shellBefore = hashTree(join(distDir, 'shell'));
    server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'infra/api/src/main.ts')], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), DIST_DIR: distDir, ADMIN_TOKEN, LOG_LEVEL: 'warn' },
    });
    const pid = server.pid;
    await waitForServer(server);
    log(`server ${pid} on ${BASE}`);

    // The operator issues the team a release credential for its one remote; the team releases.
    const { token } = await api<{ token: string }>('POST', '/api/admin/release-credentials', { remote: REMOTE, name: 'outside journey' });
    sh('release (npm run release -- --server URL, the team credential)', project, 'npm', ['run', 'release', '--', '--server', BASE], {
      TESSERA_RELEASE_TOKEN: token,
    });

    // The team's credential publishes and nothing else: activating its own remote is an operator's.
    const refused = await fetch(`${BASE}/api/admin/merchants/acme/remotes/${REMOTE}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, version: '1.0.0' }),
    });
    if (refused.status !== 401 && refused.status !== 403) throw new JourneyError(`the team credential activated its remote (HTTP ${refused.status})`);
    log(`the team credential cannot activate (HTTP ${refused.status})`);

    // The same template inside the repository: npm run new -- remote, then the repository's release.
    if (!flag('no-in-repo')) newRemoteInRepository(work, distDir);

    // Activation is an operator's: acme gets the remote(s), demo does not.
    const version = (JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { version: string }).version;
    await api('PUT', `/api/admin/merchants/acme/remotes/${REMOTE}`, { enabled: true, version });
    log(`activated ${REMOTE}@${version} for acme`);
    if (!flag('no-in-repo')) {
      await api('PUT', `/api/admin/merchants/acme/remotes/${IN_REPO}`, { enabled: true, version: '1.0.0' });
      log(`activated ${IN_REPO}@1.0.0 for acme`);
    }

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const acme = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      await acme.goto(`${BASE}${ROUTE}?merchant=acme`);
      await acme.locator(`[data-remote="${REMOTE}"]`).waitFor({ timeout: 20_000 });
      const intro = await acme.locator(`[data-remote="${REMOTE}"] p`).first().textContent();
      if (!intro?.includes(`"${REMOTE}"`)) throw new JourneyError(`acme's player sees ${JSON.stringify(intro)} on ${ROUTE}`);
      log(`acme's player sees the page of ${REMOTE} at ${ROUTE}`);
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await acme.waitForLoadState('networkidle');
        await acme.screenshot({ path: join(SCREENSHOTS, 'outside-acme-light.png') });
        await acme.evaluate(() => localStorage.setItem('theme', 'dark'));
        await acme.reload();
        await acme.locator(`[data-remote="${REMOTE}"]`).waitFor({ timeout: 20_000 });
        await acme.waitForLoadState('networkidle');
        await acme.screenshot({ path: join(SCREENSHOTS, 'outside-acme-dark.png') });
      }
      if (!flag('no-in-repo')) {
        await acme.goto(`${BASE}/m/${IN_REPO}?merchant=acme`);
        await acme.locator(`[data-remote="${IN_REPO}"]`).waitFor({ timeout: 20_000 });
        const text = await acme.locator(`[data-remote="${IN_REPO}"] p`).first().textContent();
        if (!text?.includes(`"${IN_REPO}"`)) throw new JourneyError(`acme's player sees ${JSON.stringify(text)} on /m/${IN_REPO}`);
        log(`acme's player sees the page of ${IN_REPO} (npm run new -- remote) at /m/${IN_REPO}`);
      }
      const demo = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      await demo.goto(`${BASE}${ROUTE}?merchant=demo`);
      await demo.waitForLoadState('networkidle');
      if ((await demo.locator(`[data-remote="${REMOTE}"]`).count()) !== 0) throw new JourneyError(`demo's player sees ${REMOTE}'s page`);
      if (!(await demo.locator('body').textContent())?.trim()) throw new JourneyError("demo's page is blank (the shell should answer an unknown route)");
      if (SCREENSHOTS) await demo.screenshot({ path: join(SCREENSHOTS, 'outside-demo.png') });
      log(`demo's player does not see it (the shell answers ${new URL(demo.url()).pathname})`);
      if (!flag('no-in-repo')) {
        await demo.goto(`${BASE}/m/${IN_REPO}?merchant=demo`);
        await demo.waitForLoadState('networkidle');
        if ((await demo.locator(`[data-remote="${IN_REPO}"]`).count()) !== 0) throw new JourneyError(`demo's player sees ${IN_REPO}'s page`);
        log(`demo's player does not see ${IN_REPO} either`);
      }
    } finally {
      await browser.close();
    }

    const shellAfter = hashTree(join(distDir, 'shell'));
    if (JSON.stringify(shellAfter) !== JSON.stringify(shellBefore)) throw new JourneyError("the shell's files changed");
    if (server.exitCode !== null || server.pid !== pid) throw new JourneyError('the server restarted');
    log(`the shell's ${Object.keys(shellAfter).length} files unchanged, server ${pid} still serving`);
    log(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (server && server.exitCode === null) server.kill('SIGTERM');
    if (flag('keep')) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

function existingTarballs(): TPacked[] {
  return readdirSync(PACKAGES_DIR)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => {
      const m = /^tessera-(.+)-(\d+\.\d+\.\d+(?:-[\w.]+)?)\.tgz$/.exec(f);
      if (!m) throw new JourneyError(`unexpected ${f} in ${PACKAGES_DIR}`);
      return { name: `@tessera/${m[1]}`, version: m[2] as string, tarball: join(PACKAGES_DIR, f), bytes: statSync(join(PACKAGES_DIR, f)).size, files: 0 };
    });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`[outside] FAILED: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
