import { build } from '@tessera/api';
// The database of every API test: SQLite, or a schema of its own on TEST_DATABASE_URL (CI's Node 24 pass opens no SQLite).
import { dropSchema, testDatabaseOptions } from '@tessera/api/testkit';
import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './shared';

// `npm run release -w mfe-games -- --server <url>`: the in-repo release uploads to a server whose
// disk is not this one (docs/decisions/release-credentials.md), with a team release credential.
// The release runs as the CLI runs it, in a child node with the swc require hook; its DIST_DIR is
// a folder of its own, and the server's dist is another.

const VERSION = '9.9.7-upload.1';
const root = mkdtempSync(join(tmpdir(), 'tessera-release-server-'));
const database = testDatabaseOptions(root);
const serverDist = join(root, 'server-dist');
const localDist = join(root, 'local-dist');
const ADMIN_TOKEN = 'release-server-admin-token-0123456789';
const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };
let app: FastifyInstance;
let release: { status: number | null; stdout: string; stderr: string };

beforeAll(async () => {
  mkdirSync(join(serverDist, 'remotes'), { recursive: true });
  mkdirSync(localDist, { recursive: true });
  app = build({
    ...database,
    distDir: serverDist,
    adminToken: ADMIN_TOKEN,
    logger: false,
    rateLimits: { adminPerMinute: 10_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const issued = await app.inject({
    method: 'POST',
    url: '/api/admin/release-credentials',
    headers: adminHeaders,
    payload: { remote: 'games', name: 'in-repo upload' },
  });
  const token = issued.json().value.token as string;
  const script = `require(${JSON.stringify(join(__dirname, 'release.ts'))})
    .release('games', { version: '${VERSION}', server: '${url}' })
    .then((r) => console.log('released', r.version, r.contract.result, r.outDir), (e) => { console.error(e && e.stack || e); process.exit(1); });`;
  release = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', join(REPO_ROOT, 'infra', 'federation', 'register.cjs'), '-e', script], {
      cwd: REPO_ROOT,
      env: { ...process.env, DIST_DIR: localDist, TESSERA_RELEASE_TOKEN: token, TESSERA_TOKEN: '', ADMIN_TOKEN: '', FORCE_COLOR: '0' },
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

test('release --server builds, tests and uploads with the team credential: published on the server, nothing left on this disk', async () => {
  expect(release.status === 0 ? 'exit 0' : `${release.stdout.slice(-1500)}\n${release.stderr.slice(0, 2000)}`).toBe('exit 0');
  expect(release.stdout).toContain(`released ${VERSION} passed http://127.0.0.1:`);
  const published = (await app.inject({ url: '/api/admin/remotes', headers: adminHeaders })).json().value as {
    remote: string;
    version: string;
    contract: { result: string };
    integrity: Record<string, string> | null;
  }[];
  const row = published.find((p) => p.remote === 'games' && p.version === VERSION);
  expect(row).toMatchObject({ contract: { result: 'passed' } });
  expect(Object.keys(row?.integrity ?? {})).toEqual(expect.arrayContaining(['remoteEntry.js']));
  expect(existsSync(join(serverDist, 'remotes', 'games', VERSION, 'release.json'))).toBe(true);
  // This disk's dist holds nothing of it: no version folder, no staging.
  expect(readdirSync(localDist)).toEqual([]);
  const audit = (await app.inject({ url: '/api/admin/audit?action=remote.publish', headers: adminHeaders })).json().value as {
    actor: string;
    target: string;
  }[];
  expect(audit.find((a) => a.target === `games@${VERSION}`)?.actor).toMatch(/^release:games:\d+$/);
});
