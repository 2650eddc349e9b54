import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { create } from 'tar';

/**
 * `tessera-release`: a team's release to a running server, from its own checkout
 * (docs/decisions/release-credentials.md). Builds the remote (tessera-remote's build), runs its
 * contract test, writes release.json, packs the version folder as a tar.gz and uploads it with a
 * team release credential (PUT /api/admin/remotes/:remote/versions/:version), which publishes it.
 * Activation stays an operator's. Exit code: 0 published, 2 published but the contract failed
 * (it can never be activated), 1 refused or failed.
 *
 * Kept apart from release.ts (which builds into the server's own dist on the same disk): this file
 * needs nothing of the repository, so it works from the installed @tessera/federation package.
 */

export const RELEASE_TOKEN_ENV = 'TESSERA_RELEASE_TOKEN';

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export interface TContract {
  result: 'passed' | 'failed';
  detail: string | null;
}

/** What the server answered: the published version (hashes, contract) and what was written. */
export interface TUploadAnswer {
  published: { remote: string; version: string; contentHash: string | null; compatible: boolean; requiresPlatform: string; contract: TContract };
  unchanged: boolean;
  files: number;
  bytes: number;
}

export function defaultServer(server?: string): string {
  return (server ?? process.env.TESSERA_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`).replace(/\/+$/, '');
}

/** The release credential: --token, else TESSERA_RELEASE_TOKEN, else an operator's TESSERA_TOKEN. */
export function releaseToken(token?: string): string {
  const found = token ?? (process.env[RELEASE_TOKEN_ENV]?.trim() || process.env.TESSERA_TOKEN?.trim());
  if (!found)
    throw new UploadError(`no release credential: set ${RELEASE_TOKEN_ENV} (an operator issues one in the console: Versions → Team release credentials)`);
  return found;
}

/**
 * A gzip-compressed tar of a version folder, its files at the archive's root. Hidden names
 * (.DS_Store, …) stay out; a link in the folder is packed as a link, which the server refuses.
 */
export async function packFolder(dir: string): Promise<Buffer> {
  if (!existsSync(dir) || !lstatSync(dir).isDirectory()) throw new UploadError(`${dir} is not a folder`);
  const top = readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();
  if (!top.length) throw new UploadError(`${dir} is empty`);
  const pack = create({ gzip: true, cwd: dir, portable: true, filter: (path) => !basename(path).startsWith('.') }, top);
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Uploads a packed version; the server's answer, or an UploadError with its code and reason. */
export async function uploadArchive(server: string, token: string, name: string, version: string, archive: Buffer): Promise<TUploadAnswer> {
  const form = new FormData();
  form.append('archive', new Blob([new Uint8Array(archive)], { type: 'application/gzip' }), `${name}-${version}.tar.gz`);
  const url = `${server}/api/admin/remotes/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}`;
  let res: Response;
  try {
    res = await fetch(url, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
  } catch (err) {
    throw new UploadError(`the server at ${server} cannot be reached (${(err as Error).message}); check --server`);
  }
  const envelope = (await res.json().catch(() => null)) as { success: boolean; code: string; message: string; value: unknown } | null;
  if (!envelope) throw new UploadError(`PUT ${url}: HTTP ${res.status} without a JSON answer`, res.status);
  if (!envelope.success) {
    const reason = (envelope.value as { reason?: string } | null)?.reason;
    throw new UploadError(`${envelope.code} (HTTP ${res.status}): ${reason ?? envelope.message}`, res.status, envelope.code);
  }
  return envelope.value as TUploadAnswer;
}

/** The name and version a built folder says it is (routes.json). */
export function folderIdentity(dir: string): { name: string; version: string } {
  const file = join(dir, 'routes.json');
  if (!existsSync(file)) throw new UploadError(`no routes.json in ${dir}: is it a built remote version (tessera-remote build)?`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
  if (typeof manifest.name !== 'string' || typeof manifest.version !== 'string') throw new UploadError(`${file} names no remote and version`);
  return { name: manifest.name, version: manifest.version };
}

/**
 * The remote's contract test in the team's checkout (its own Jest: `jest src/remote.test.tsx`),
 * run once more before a failure is recorded (the render checks wait on timers a loaded machine
 * can miss once; a real break fails both).
 */
export function runTeamContractTest(project: string, log: (line: string) => void = () => undefined): TContract {
  const testFile = join(project, 'src', 'remote.test.tsx');
  if (!existsSync(testFile)) return { result: 'failed', detail: 'no contract test at src/remote.test.tsx' };
  let jestBin: string;
  try {
    jestBin = require.resolve('jest/bin/jest', { paths: [project] });
  } catch {
    return { result: 'failed', detail: 'jest is not installed in the remote (npm install)' };
  }
  const once = (): TContract => {
    const run = spawnSync(process.execPath, [jestBin, '--ci', 'src/remote.test.tsx'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    if (run.status === 0) return { result: 'passed', detail: null };
    const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
    const failures = output
      .split('\n')
      .filter((l) => /✕|●/.test(l))
      .map((l) => l.trim())
      .slice(0, 12);
    return { result: 'failed', detail: (failures.length ? failures.join('\n') : output.trim().split('\n').slice(-12).join('\n')).slice(0, 2000) };
  };
  const first = once();
  if (first.result === 'passed') return first;
  log(`contract: failed once, running again:\n${first.detail ?? ''}`);
  const second = once();
  return second.result === 'passed' ? { result: 'passed', detail: `passed on the second run; the first failed: ${first.detail ?? ''}`.slice(0, 2000) } : second;
}

/** The live platform version (the public registry), for release.json. Null when unknown. */
async function livePlatform(server: string): Promise<string | null> {
  try {
    const res = await fetch(`${server}/api/v1/registry`);
    const body = (await res.json()) as { value?: { platform?: string } };
    return body.value?.platform ?? null;
  } catch {
    return null;
  }
}

export interface TTeamReleaseOptions {
  /** The remote's checkout (default: the current folder). */
  project?: string | undefined;
  server?: string | undefined;
  token?: string | undefined;
  /** An already-built version folder to upload (default: build the project into its dist/). */
  dir?: string | undefined;
  /** Builds the project; answers the built folder (default: @tessera/federation's tessera-remote build). */
  build?: ((project: string) => Promise<string>) | undefined;
  /** Runs the contract test (default: runTeamContractTest). */
  contract?: ((project: string) => TContract) | undefined;
  log?: ((line: string) => void) | undefined;
}

export interface TTeamReleaseResult {
  name: string;
  version: string;
  dir: string;
  contract: TContract;
  answer: TUploadAnswer;
}

async function defaultBuild(project: string): Promise<string> {
  // Loaded only when building: uploading a folder needs no rspack (remoteCli.ts: tessera-remote build).
  const { buildRemote } = require('./remoteCli') as { buildRemote: (dir: string) => Promise<{ outDir: string }> };
  return (await buildRemote(project)).outDir;
}

/** Writes release.json beside routes.json: how the version was built and tested (the server reads its contract result). */
export function writeReleaseInfo(dir: string, info: { name: string; version: string; platform: string | null; contract: TContract }): void {
  writeFileSync(join(dir, 'release.json'), `${JSON.stringify({ ...info, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

/**
 * Build (unless --dir names a built folder with its release.json), contract test, release.json,
 * pack, upload. The server refuses a version it already has (409): versions are immutable.
 */
export async function teamRelease(opts: TTeamReleaseOptions = {}): Promise<TTeamReleaseResult> {
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const project = resolve(opts.project ?? process.cwd());
  const server = defaultServer(opts.server);
  const token = releaseToken(opts.token);
  let dir: string;
  if (opts.dir) dir = isAbsolute(opts.dir) ? opts.dir : resolve(project, opts.dir);
  else {
    log(`building ${project}`);
    dir = await (opts.build ?? defaultBuild)(project);
  }
  const { name, version } = folderIdentity(dir);
  let contract: TContract;
  const existing = join(dir, 'release.json');
  if (opts.dir && existsSync(existing)) {
    contract = (JSON.parse(readFileSync(existing, 'utf8')) as { contract: TContract }).contract;
    log(`using ${existing} (contract ${contract.result})`);
  } else {
    log(`contract test of ${name}@${version}`);
    contract = (opts.contract ?? ((p: string) => runTeamContractTest(p, log)))(project);
    log(contract.result === 'passed' ? 'contract: passed' : `contract: FAILED\n${contract.detail ?? ''}`);
    writeReleaseInfo(dir, { name, version, platform: await livePlatform(server), contract });
  }
  const archive = await packFolder(dir);
  log(`uploading ${name}@${version} (${(archive.length / 1024).toFixed(1)} KB) to ${server}`);
  const answer = await uploadArchive(server, token, name, version, archive);
  log(`published ${name}@${version}: ${answer.files} files, ${answer.published.contentHash ?? 'no hash'}; an operator activates it (console, or npm run ops)`);
  return { name, version, dir, contract, answer };
}

const USAGE =
  "use: tessera-release [--server <url>] [--token <credential>] [--dir <built version folder>]   (in the remote's folder; the credential also from TESSERA_RELEASE_TOKEN, the server from TESSERA_URL)";

/** Parses `--flag value` pairs (and --help). */
export function parseArgs(argv: string[]): { server?: string; token?: string; dir?: string; help?: boolean } {
  const out: { server?: string; token?: string; dir?: string; help?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      out.help = true;
      continue;
    }
    const value = argv[i + 1];
    if (!flag || !['--server', '--token', '--dir'].includes(flag) || value === undefined || value.startsWith('--'))
      throw new UploadError(`bad argument ${flag ?? ''}; ${USAGE}`);
    out[flag.slice(2) as 'server' | 'token' | 'dir'] = value;
    i++;
  }
  return out;
}

export async function main(argv = process.argv.slice(2)): Promise<number> {
  const args = parseArgs(argv);
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const result = await teamRelease({ server: args.server, token: args.token, dir: args.dir });
  return result.contract.result === 'failed' ? 2 : 0;
}

if (require.main === module || process.env.TESSERA_RELEASE_CLI === '1') {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`tessera-release: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
