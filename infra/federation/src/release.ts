import type { Configuration } from '@rspack/core';
import { satisfies, type TRemoteName, type TRoutesManifest } from '@tessera/contract';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { appInfo, DIST_DIR } from './apps';
import { appConfig, run, writeRoutesManifest } from './build';
import { precompress } from './compress';
import { REPO_ROOT } from './shared';
import { packFolder, releaseToken, uploadArchive } from './upload';

export interface TReleaseOptions {
  /** Another checkout of the remote to build (default: mfe-<name>). */
  source?: string | undefined;
  /** The version to publish (default: the source's package.json version). */
  version?: string | undefined;
  /** The running server (default TESSERA_URL, else http://127.0.0.1:$PORT or :8080). */
  url?: string | undefined;
  /** Operator token (default TESSERA_TOKEN, an operator API token, else ADMIN_TOKEN). */
  token?: string | undefined;
  /**
   * Upload to this server instead of writing the server's dist on this disk (upload.ts): the
   * version is packed and sent with a team release credential (default TESSERA_RELEASE_TOKEN, else
   * TESSERA_TOKEN), as `tessera-release` does from a team's own checkout.
   */
  server?: string | undefined;
  log?: (line: string) => void;
}

export interface TContractResult {
  result: 'passed' | 'failed';
  detail: string | null;
}

export interface TReleaseResult {
  name: TRemoteName;
  version: string;
  outDir: string;
  contract: TContractResult;
  /** What the server answered (POST /api/admin/remotes). */
  published: { contentHash: string | null; compatible: boolean; requiresPlatform: string };
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export function serverUrl(url?: string): string {
  return (url ?? process.env.TESSERA_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`).replace(/\/$/, '');
}

/** One operator call; the envelope's value, or a ReleaseError with the server's reason. */
async function call<T>(base: string, token: string | undefined, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (err) {
    throw new ReleaseError(`the server at ${base} cannot be reached (${(err as Error).message}); start it, or set TESSERA_URL`);
  }
  const envelope = (await res.json().catch(() => null)) as { success: boolean; code: string; message: string; value: unknown } | null;
  if (!envelope) throw new ReleaseError(`${method} ${path}: HTTP ${res.status} without a JSON answer`);
  if (!envelope.success) {
    const reason = (envelope.value as { reason?: string } | null)?.reason;
    throw new ReleaseError(`${method} ${path}: ${envelope.code}: ${reason ?? envelope.message}`);
  }
  return envelope.value as T;
}

/**
 * The remote's contract test (src/remote.test.tsx: testRemoteContract) against the platform
 * contract of this checkout's shared-contracts, run with the repository's Jest setup. A source
 * outside the repository resolves its packages from the repository's node_modules.
 */
export function runContractTests(source: string): TContractResult {
  const testFile = join(source, 'src', 'remote.test.tsx');
  if (!existsSync(testFile)) return { result: 'failed', detail: `no contract test at ${relative(REPO_ROOT, testFile)}` };
  const rootConfig = require(join(REPO_ROOT, 'jest.config.js')) as { projects: { displayName: string }[] };
  const web = rootConfig.projects.find((p) => p.displayName === 'web');
  if (!web) throw new ReleaseError('jest.config.js has no web project');
  const config = {
    ...web,
    rootDir: REPO_ROOT,
    roots: [source],
    testMatch: [testFile],
    modulePaths: [join(REPO_ROOT, 'node_modules')],
  };
  const jest = spawnSync(process.execPath, [require.resolve('jest/bin/jest', { paths: [REPO_ROOT] }), '--ci', '--config', JSON.stringify(config)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = `${jest.stdout}\n${jest.stderr}`;
  if (jest.status === 0) return { result: 'passed', detail: null };
  // The failing tests' names and first lines: what the operator sees when activation is refused.
  const failures = output
    .split('\n')
    .filter((l) => /✕|●/.test(l))
    .map((l) => l.trim())
    .slice(0, 12);
  return { result: 'failed', detail: (failures.length ? failures.join('\n') : output.trim().split('\n').slice(-12).join('\n')).slice(0, 2000) };
}

/**
 * Builds one remote from `source` (its folder, or a checkout of it anywhere) into `outDir` with the
 * shared config, and writes its routes.json there. A checkout outside the repository resolves its
 * packages (React, the kit, the contract, the config factory) through the repository's node_modules.
 */
export async function buildRelease(name: TRemoteName, source: string, outDir: string, version: string): Promise<TRoutesManifest> {
  const config: Configuration = appConfig(name, 'production', source);
  config.context = source;
  config.output = { ...config.output, path: outDir };
  config.resolve = { ...config.resolve, modules: ['node_modules', join(REPO_ROOT, 'node_modules')] };
  await run([config]);
  return writeRoutesManifest(name, outDir, source, version);
}

/**
 * `npm run release -w mfe-<name>`: builds the remote alone into dist/remotes/<name>/<version>/
 * (never over an existing folder or a published version), runs its contract test, writes
 * release.json (build time, contract result) and publishes the folder to the running server,
 * which hashes the files it will serve. The shell and the other remotes are not rebuilt; the server
 * is not restarted. Activation (pin, canary) is a separate operator step: `npm run ops -- ...`.
 */
export async function release(name: TRemoteName, opts: TReleaseOptions = {}): Promise<TReleaseResult> {
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const app = appInfo(name);
  const source = opts.source ? (isAbsolute(opts.source) ? opts.source : resolve(process.cwd(), opts.source)) : app.dir;
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
  const version = opts.version ?? pkg.version;
  // Upload to a server elsewhere, with a team release credential (upload.ts).
  if (opts.server !== undefined) return uploadRelease(name, source, version, serverUrl(opts.server), releaseToken(opts.token), log);
  const base = serverUrl(opts.url);
  // A release manager's API token (TESSERA_TOKEN), else the break-glass ADMIN_TOKEN.
  const token = opts.token ?? (process.env.TESSERA_TOKEN?.trim() || process.env.ADMIN_TOKEN);
  const outDir = join(DIST_DIR, 'remotes', name, version);

  // Immutable: a version is built once. Both checks run before any work.
  if (existsSync(outDir))
    throw new ReleaseError(
      `${name}@${version} already exists at ${outDir}; versions are immutable: bump "version" in ${relative(REPO_ROOT, join(source, 'package.json'))}`,
    );
  const published = await call<{ remote: string; version: string }[]>(base, token, 'GET', '/api/admin/remotes');
  if (published.some((p) => p.remote === name && p.version === version)) throw new ReleaseError(`${name}@${version} is already published; bump the version`);
  const live = await call<{ platform: string }>(base, undefined, 'GET', '/api/v1/registry');

  const staging = join(DIST_DIR, '.staging', `${name}-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    log(`building ${name}@${version} from ${relative(REPO_ROOT, source) || source}`);
    const manifest = await buildRelease(name, source, staging, version);

    log(`contract test of ${name}@${version} (live platform ${live.platform}, requires ${manifest.requires.platform})`);
    // A second run before a failure is recorded: the render checks wait on timers that a loaded
    // machine (a build, a browser) can miss once; a real contract break fails both runs.
    let contract = runContractTests(source);
    if (contract.result === 'failed') {
      log(`contract: failed once, running again:\n${contract.detail ?? ''}`);
      const second = runContractTests(source);
      contract =
        second.result === 'passed'
          ? { result: 'passed', detail: `passed on the second run; the first failed: ${contract.detail ?? ''}`.slice(0, 2000) }
          : second;
    }
    log(contract.result === 'passed' ? 'contract: passed' : `contract: FAILED\n${contract.detail ?? ''}`);
    if (!satisfies(live.platform, manifest.requires.platform)) {
      log(
        `warning: ${name}@${version} requires platform ${manifest.requires.platform}; the live shell provides ${live.platform}: the registry will refuse to activate it`,
      );
    }

    precompress(staging);
    writeFileSync(
      join(staging, 'release.json'),
      `${JSON.stringify({ name, version, builtAt: new Date().toISOString(), platform: live.platform, contract }, null, 2)}\n`,
    );
    mkdirSync(join(DIST_DIR, 'remotes', name), { recursive: true });
    if (existsSync(outDir)) throw new ReleaseError(`${name}@${version} appeared at ${outDir} during the build; not overwritten`);
    renameSync(staging, outDir);

    const answer = await call<{ published: TReleaseResult['published']; unchanged: boolean }>(base, token, 'POST', '/api/admin/remotes', {
      remote: name,
      version,
    });
    log(`published ${name}@${version} to ${base} (${answer.published.contentHash ?? 'no hash'})`);
    return { name, version, outDir, contract, published: answer.published };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    // The staging parent goes too, unless another release is staging in it right now.
    try {
      rmdirSync(dirname(staging));
    } catch {
      // not empty (a concurrent release) or already gone
    }
  }
}

/**
 * `release --server <url>`: the same build, contract test and release.json into a staging folder,
 * then packed and uploaded (PUT /api/admin/remotes/:remote/versions/:version), which publishes it on
 * that server's disk; the server refuses a version it has (409). Nothing is written to this dist.
 */
async function uploadRelease(
  name: TRemoteName,
  source: string,
  version: string,
  base: string,
  token: string,
  log: (line: string) => void,
): Promise<TReleaseResult> {
  const live = await call<{ platform: string }>(base, undefined, 'GET', '/api/v1/registry');
  const staging = join(DIST_DIR, '.staging', `${name}-${version}-${process.pid}-upload`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    log(`building ${name}@${version} from ${relative(REPO_ROOT, source) || source}`);
    await buildRelease(name, source, staging, version);
    log(`contract test of ${name}@${version} (live platform ${live.platform})`);
    let contract = runContractTests(source);
    if (contract.result === 'failed') {
      log(`contract: failed once, running again:\n${contract.detail ?? ''}`);
      const second = runContractTests(source);
      contract =
        second.result === 'passed'
          ? { result: 'passed', detail: `passed on the second run; the first failed: ${contract.detail ?? ''}`.slice(0, 2000) }
          : second;
    }
    log(contract.result === 'passed' ? 'contract: passed' : `contract: FAILED\n${contract.detail ?? ''}`);
    precompress(staging);
    writeFileSync(
      join(staging, 'release.json'),
      `${JSON.stringify({ name, version, builtAt: new Date().toISOString(), platform: live.platform, contract }, null, 2)}\n`,
    );
    const archive = await packFolder(staging);
    log(`uploading ${name}@${version} (${(archive.length / 1024).toFixed(1)} KB) to ${base}`);
    const answer = await uploadArchive(base, token, name, version, archive).catch((err: unknown) => {
      throw new ReleaseError((err as Error).message);
    });
    log(`published ${name}@${version} to ${base} (${answer.published.contentHash ?? 'no hash'})`);
    return { name, version, outDir: `${base}/remotes/${name}/${version}/`, contract, published: answer.published };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    try {
      rmdirSync(dirname(staging));
    } catch {
      // not empty (a concurrent release) or already gone
    }
  }
}
