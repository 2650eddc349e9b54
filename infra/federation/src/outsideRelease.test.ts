import { build } from '@tessera/api';
// The database of every API test: SQLite, or a schema of its own on TEST_DATABASE_URL (CI's Node 24 pass opens no SQLite).
import { dropSchema, testDatabaseOptions } from '@tessera/api/testkit';
import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './shared';

// The whole documented command, `npm run release -w mfe-games -- --source <checkout>`, with the
// checkout outside the repository (issue 26), against a running API: build, contract test,
// release.json, publish. The release runs as the CLI runs it, in a child node with the swc require
// hook (Jest's resolver would hide the defect), its dist/ the test server's.

const VERSION = '9.9.8-outside.1';
const root = mkdtempSync(join(tmpdir(), 'tessera-outside-release-'));
const database = testDatabaseOptions(root);
const source = join(root, 'mfe-games');
const distDir = join(root, 'dist');
const ADMIN_TOKEN = 'outside-release-admin-token-0123456789';
const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };
let app: FastifyInstance;
let release: { status: number | null; stdout: string; stderr: string };

beforeAll(async () => {
  mkdirSync(join(distDir, 'remotes'), { recursive: true });
  app = build({
    ...database,
    distDir,
    adminToken: ADMIN_TOKEN,
    logger: false,
    rateLimits: { adminPerMinute: 10_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  expect(relative(REPO_ROOT, source).startsWith('..')).toBe(true);
  for (const item of ['package.json', 'rspack.config.ts', 'src']) cpSync(join(REPO_ROOT, 'mfe-games', item), join(source, item), { recursive: true });
  const script = `require(${JSON.stringify(join(__dirname, 'release.ts'))})
    .release('games', { source: ${JSON.stringify(source)}, version: '${VERSION}', url: '${url}', token: '${ADMIN_TOKEN}' })
    .then((r) => console.log('released', r.version, r.contract.result), (e) => { console.error(e && e.stack || e); process.exit(1); });`;
  // Async: the server answering the release lives in this process.
  release = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', join(REPO_ROOT, 'infra', 'federation', 'register.cjs'), '-e', script], {
      cwd: root,
      env: { ...process.env, DIST_DIR: distDir, NODE_PATH: '', FORCE_COLOR: '0' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}, 900_000);

afterAll(async () => {
  await app?.close();
  if (database.databaseUrl && database.databaseSchema) await dropSchema(database.databaseUrl, database.databaseSchema);
  rmSync(root, { recursive: true, force: true });
});

test('a checkout outside the repository releases: built, contract passed, published, no staging left', async () => {
  expect(release.status === 0 ? 'exit 0' : `${release.stdout.slice(-1500)}\n${release.stderr.slice(0, 2000)}`).toBe('exit 0');
  expect(release.stdout).toContain(`released ${VERSION} passed`);
  const published = (await app.inject({ url: '/api/admin/remotes', headers: adminHeaders })).json().value as {
    remote: string;
    version: string;
    contract: { result: string };
    contentHash: string | null;
    integrity: Record<string, string> | null;
  }[];
  const row = published.find((p) => p.remote === 'games' && p.version === VERSION);
  expect(row).toMatchObject({ contract: { result: 'passed' }, contentHash: expect.stringMatching(/^sha256-/) });
  // The MF manifest is one of the version's served, hashed files (in its content hash).
  expect(Object.keys(row?.integrity ?? {})).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json']));
  // The release's staging folder is gone, its parent too.
  expect(existsSync(join(distDir, '.staging'))).toBe(false);
});

test("the released version's mf-manifest.json is served immutable and precompressed beside its entry", async () => {
  const res = await app.inject({ url: `/remotes/games/${VERSION}/mf-manifest.json`, headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toMatch(/immutable/);
  expect(res.headers['content-encoding']).toBe('br');
  expect(existsSync(join(distDir, 'remotes', 'games', VERSION, 'mf-manifest.json.br'))).toBe(true);
});
