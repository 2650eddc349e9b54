import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { list } from 'tar';
import { build } from '@tessera/api';
// The database of every API test: SQLite, or a schema of its own on TEST_DATABASE_URL (CI's Node 24 pass opens no SQLite).
import { dropSchema, testDatabaseOptions } from '@tessera/api/testkit';
import type { FastifyInstance } from 'fastify';
import { packFolder, parseArgs, teamRelease, UploadError } from './upload';

// The tessera-release client (upload.ts) against a real API server on a local port: a team's
// built folder is packed, uploaded with a team release credential and published.

const ADMIN_TOKEN = 'release-cli-test-admin-token-0123456789abcdef';
const adminHeaders = () => ({ authorization: `Bearer ${ADMIN_TOKEN}` });
let t: { app: FastifyInstance; distDir: string };
let server = '';
let work = '';
let database: ReturnType<typeof testDatabaseOptions>;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tessera-release-cli-'));
  database = testDatabaseOptions(work);
  const distDir = join(work, 'server-dist');
  mkdirSync(distDir);
  // A server with no front end and its own SQLite file: the release calls are the API's.
  const app = build({
    ...database,
    distDir,
    adminToken: ADMIN_TOKEN,
    logger: false,
    scryptCost: { log2N: 10, r: 8, p: 1 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  server = `http://127.0.0.1:${address.port}`;
  t = { app, distDir };
});
afterAll(async () => {
  await t.app.close();
  if (database.databaseUrl && database.databaseSchema) await dropSchema(database.databaseUrl, database.databaseSchema);
  rmSync(work, { recursive: true, force: true });
});

/** routes.json of a version (ZRoutesManifest): one public page. */
const manifestFor = (name: string, version: string) => ({
  name,
  version,
  requires: { platform: '^1' },
  routes: [{ path: `/m/${name}-cli`, header: 'shown', footer: 'shown', titleKey: `${name}.title`, back: 'history', access: 'public' }],
});

async function credential(remote: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/release-credentials', headers: adminHeaders(), payload: { remote, name: 'cli test' } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.token as string;
}

/** A folder as tessera-remote build leaves it (no release.json yet). */
function builtFolder(name: string, version: string): string {
  const dir = join(work, `${name}-${version}`, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(manifestFor(name, version)));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name}@${version} */`);
  writeFileSync(join(dir, 'assets', 'chunk.1234.js'), 'console.log(1)');
  writeFileSync(join(dir, '.DS_Store'), 'finder');
  return dir;
}

const quiet = () => undefined;

it('packs a folder with its files at the root, leaving hidden names out', async () => {
  const dir = builtFolder('games', '0.0.1');
  const entries: string[] = [];
  const archive = await packFolder(dir);
  const file = join(work, 'pack.tgz');
  writeFileSync(file, archive);
  await list({ file, onReadEntry: (e) => void entries.push(e.path) });
  expect(entries.sort()).toEqual(['assets/', 'assets/chunk.1234.js', 'remoteEntry.js', 'routes.json']);
});

it('builds, tests, writes release.json and publishes the version to the server with a team release credential', async () => {
  const token = await credential('games');
  const project = join(work, 'games-4.5.6');
  const dir = builtFolder('games', '4.5.6');
  const built: string[] = [];
  const result = await teamRelease({
    project,
    server,
    token,
    build: async (p) => {
      built.push(p);
      return dir;
    },
    contract: () => ({ result: 'passed', detail: null }),
    log: quiet,
  });
  expect(built).toEqual([project]);
  expect(result).toMatchObject({ name: 'games', version: '4.5.6', contract: { result: 'passed' } });
  expect(result.answer.published).toMatchObject({ remote: 'games', version: '4.5.6', contract: { result: 'passed', detail: null } });
  expect(result.answer.files).toBe(4);
  const release = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { platform: string | null; contract: unknown };
  expect(release.contract).toEqual({ result: 'passed', detail: null });
  expect(release.platform).toMatch(/^\d+\.\d+\.\d+/);
  // On the server's disk and in its registry of versions.
  expect(existsSync(join(t.distDir, 'remotes', 'games', '4.5.6', 'assets', 'chunk.1234.js'))).toBe(true);
  const versions = (await t.app.inject({ method: 'GET', url: '/api/admin/remotes', headers: adminHeaders() })).json().value as {
    remote: string;
    version: string;
  }[];
  expect(versions).toContainEqual(expect.objectContaining({ remote: 'games', version: '4.5.6' }));
});

it('uploads an already-built folder (--dir) with its release.json as it is, and reports a failed contract', async () => {
  const token = await credential('games');
  const dir = builtFolder('games', '4.6.0');
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ name: 'games', version: '4.6.0', builtAt: '2026-01-01T00:00:00.000Z', contract: { result: 'failed', detail: 'x' } }),
  );
  const result = await teamRelease({
    server,
    token,
    dir,
    contract: () => {
      throw new Error('no contract run for a released folder');
    },
    log: quiet,
  });
  expect(result.contract.result).toBe('failed');
  expect(result.answer.published.contract).toEqual({ result: 'failed', detail: 'x' });
});

it("answers the server's refusals with their code and reason: another remote's credential, an unknown one, an existing version, a link in the folder", async () => {
  const home = await credential('home');
  const dir = builtFolder('games', '4.7.0');
  const attempt = (token: string, folder = dir) =>
    teamRelease({ server, token, dir: folder, contract: () => ({ result: 'passed', detail: null }), log: quiet });
  await expect(attempt(home)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  await expect(attempt('tsrel_unknown')).rejects.toMatchObject({ status: 401, code: 'ADMIN_AUTH_REQUIRED' });
  const games = await credential('games');
  await expect(attempt(games)).resolves.toMatchObject({ version: '4.7.0' });
  const again = await attempt(games).catch((e: unknown) => e);
  expect(again).toBeInstanceOf(UploadError);
  expect(again).toMatchObject({ status: 409, code: 'REMOTE_VERSION_EXISTS' });
  expect((again as Error).message).toContain('immutable');
  const linked = builtFolder('games', '4.8.0');
  symlinkSync('/etc/hostname', join(linked, 'hostname'));
  await expect(attempt(games, linked)).rejects.toMatchObject({ status: 400, code: 'RELEASE_ARCHIVE_INVALID' });
  expect(existsSync(join(t.distDir, 'remotes', 'games', '4.8.0'))).toBe(false);
});

it('says where to get a credential when none is given, and when the server is not there', async () => {
  const saved = { a: process.env.TESSERA_RELEASE_TOKEN, b: process.env.TESSERA_TOKEN };
  delete process.env.TESSERA_RELEASE_TOKEN;
  delete process.env.TESSERA_TOKEN;
  try {
    await expect(teamRelease({ server, dir: builtFolder('games', '4.9.0'), log: quiet })).rejects.toThrow(/TESSERA_RELEASE_TOKEN/);
  } finally {
    if (saved.a !== undefined) process.env.TESSERA_RELEASE_TOKEN = saved.a;
    if (saved.b !== undefined) process.env.TESSERA_TOKEN = saved.b;
  }
  const dir = builtFolder('games', '4.9.1');
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ name: 'games', version: '4.9.1', builtAt: 'x', contract: { result: 'passed', detail: null } }));
  await expect(teamRelease({ server: 'http://127.0.0.1:9', token: 'tsrel_x', dir, log: quiet })).rejects.toThrow(/cannot be reached/);
});

it('reads its arguments', () => {
  expect(parseArgs(['--server', 'http://x', '--dir', 'dist'])).toEqual({ server: 'http://x', dir: 'dist' });
  expect(parseArgs(['--help'])).toEqual({ help: true });
  expect(() => parseArgs(['--srv', 'x'])).toThrow(/use: tessera-release/);
  expect(() => parseArgs(['--token'])).toThrow(/use: tessera-release/);
});
