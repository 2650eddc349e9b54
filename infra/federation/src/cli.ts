import { spawn, type ChildProcess } from 'node:child_process';
import { join, relative } from 'node:path';
import { APP_NAMES, type TAppName } from './apps';
import { build, watch } from './build';
import { buildDevShell, startDevServer } from './devServer';
import { buildMono } from './mono';
import { release } from './release';
import { REPO_ROOT } from './shared';

const USAGE =
  'use: build [app...] | mono | dev [app...] | dev <remote> [--source <dir>] [--server <url>] [--port <n>] [--shell-dir <dir>] | release <remote> [--source <dir>] [--version <semver>] [--url <server> | --server <url>]   (apps: ' +
  APP_NAMES.join(', ') +
  ')';

function appsFrom(args: string[]): TAppName[] {
  const unknown = args.filter((a) => !(APP_NAMES as readonly string[]).includes(a));
  if (unknown.length > 0) throw new Error(`unknown app ${unknown.join(', ')}; ${USAGE}`);
  return (args.length > 0 ? args : APP_NAMES) as TAppName[];
}

async function runBuild(names: TAppName[]): Promise<void> {
  const started = Date.now();
  const results = await build(names, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  for (const r of results) process.stdout.write(`built ${r.name}@${r.version} → ${relative(REPO_ROOT, r.outDir)}\n`);
  process.stdout.write(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** `npm run build:mono`: shell and remotes as one bundle without federation, into MONO_DIST_DIR (default <DIST_DIR>-mono). */
async function runMono(): Promise<void> {
  const started = Date.now();
  const result = await buildMono(undefined, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  process.stdout.write(
    `built mono (${result.remotes.map((r) => `${r.name}@${r.version}`).join(', ')}) → ${relative(REPO_ROOT, result.distDir) || result.distDir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
      `serve it: DIST_DIR=${result.distDir} npm run serve\n`,
  );
}

/** Development loop: rebuild the named apps on change and run the server once the first build is out. */
function runDev(names: TAppName[]): void {
  let server: ChildProcess | null = null;
  const stop = watch(names, (built, errors) => {
    if (errors) {
      process.stderr.write(`${errors}\n`);
      return;
    }
    process.stdout.write(`rebuilt ${built.map((b) => `${b.name}@${b.version}`).join(', ')} — reload the page\n`);
    if (!server) {
      server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'infra/api/src/main.ts')], { stdio: 'inherit', cwd: REPO_ROOT });
      server.on('exit', (code) => process.exit(code ?? 0));
    }
  });
  const shutdown = () => {
    stop();
    if (server) server.kill('SIGTERM');
    else process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** `<name> --flag value ...` (a lone `--flag` at the end is an error). */
function flagsOf(rest: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (!flag?.startsWith('--') || value === undefined) throw new Error(`bad arguments ${rest.join(' ')}; ${USAGE}`);
    flags[flag.slice(2)] = value;
  }
  return flags;
}

/**
 * `dev <remote> [--source dir] [--server url] [--port n] [--shell-dir dir]`: one remote with hot
 * module replacement and React Refresh against a running server (devServer.ts). Runs until stopped.
 */
async function runDevServer(args: string[]): Promise<void> {
  const [name, ...rest] = args;
  if (!name || !/^[a-z][a-z0-9]*$/.test(name)) throw new Error(`dev needs a remote name; ${USAGE}`);
  const flags = flagsOf(rest);
  const unknown = Object.keys(flags).filter((f) => !['source', 'server', 'port', 'shell-dir'].includes(f));
  if (unknown.length) throw new Error(`unknown option --${unknown.join(', --')}; ${USAGE}`);
  const port = flags.port ?? process.env.DEV_PORT;
  const dev = await startDevServer({
    name,
    source: flags.source,
    server: flags.server,
    port: port ? Number(port) : undefined,
    shellDir: flags['shell-dir'],
  });
  const shutdown = () => {
    dev.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * `release <remote> [--source dir] [--version v] [--url server | --server url]` (npm run release -w mfe-<remote> passes the name):
 * --url publishes a folder of this disk's dist to that server; --server uploads the version to a server elsewhere
 * with a team release credential (TESSERA_RELEASE_TOKEN; upload.ts).
 */
async function runRelease(args: string[]): Promise<void> {
  const [name, ...rest] = args;
  if (!name || name === 'shell' || !(APP_NAMES as readonly string[]).includes(name)) throw new Error(`release needs a remote name; ${USAGE}`);
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (!flag?.startsWith('--') || value === undefined) throw new Error(`bad arguments ${rest.join(' ')}; ${USAGE}`);
    flags[flag.slice(2)] = value;
  }
  const started = Date.now();
  const result = await release(appsFrom([name])[0] as Exclude<TAppName, 'shell'>, {
    source: flags.source,
    version: flags.version,
    url: flags.url,
    server: flags.server,
  });
  process.stdout.write(
    `released ${result.name}@${result.version} → ${/^https?:/.test(result.outDir) ? result.outDir : relative(REPO_ROOT, result.outDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `contract ${result.contract.result}${result.published.compatible ? '' : `, needs platform ${result.published.requiresPlatform} (activation will be refused)`}\n` +
      `activate: npm run ops -- canary <merchant> ${result.name} ${result.version} <percent>   or   npm run ops -- pin <merchant> ${result.name} ${result.version}\n`,
  );
  if (result.contract.result === 'failed') process.exitCode = 2;
}

async function main(): Promise<void> {
  const [command = 'build', ...args] = process.argv.slice(2);
  if (command === 'build') return runBuild(appsFrom(args));
  if (command === 'mono') return runMono();
  // `dev <remote> [--options]`: the hot-reloading dev server; `dev` or `dev <app> <app>...`: the rebuild loop.
  if (command === 'dev' && args[0] !== undefined && args[0] !== 'shell' && (args.length === 1 || args[1]?.startsWith('--'))) return runDevServer(args);
  if (command === 'dev') return runDev(appsFrom(args));
  // `dev-shell <dir>`: the shell in development mode, without source maps, for the packed @tessera/federation (infra/packages).
  if (command === 'dev-shell' && args[0]) return buildDevShell(args[0], false);
  if (command === 'release') return runRelease(args);
  throw new Error(`unknown command ${command}; ${USAGE}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
