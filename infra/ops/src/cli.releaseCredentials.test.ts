import { build } from '@tessera/api';
// The database of every API test: SQLite, or a schema of its own on TEST_DATABASE_URL (CI's Node 24 pass opens no SQLite).
import { dropSchema, testDatabaseOptions } from '@tessera/api/testkit';
import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm run ops -- release-credential(s)`: an operator issues, lists and revokes team release
// credentials from a terminal (docs/decisions/release-credentials.md), against a running API.

const REPO = join(__dirname, '..', '..', '..');
const ADMIN_TOKEN = 'ops-release-cli-admin-token-0123456789';
const root = mkdtempSync(join(tmpdir(), 'tessera-ops-release-cli-'));
const database = testDatabaseOptions(root);
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  mkdirSync(join(root, 'dist'));
  app = build({
    ...database,
    distDir: join(root, 'dist'),
    adminToken: ADMIN_TOKEN,
    logger: false,
    rateLimits: { adminPerMinute: 10_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  if (database.databaseUrl && database.databaseSchema) await dropSchema(database.databaseUrl, database.databaseSchema);
  rmSync(root, { recursive: true, force: true });
});

/** Runs the ops CLI in a child (the server answering it lives in this process). */
function ops(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(REPO, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'cli.ts'), ...args], {
      cwd: REPO,
      env: { ...process.env, TESSERA_URL: url, ADMIN_TOKEN, TESSERA_TOKEN: '', FORCE_COLOR: '0' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

test('release-credential create prints the secret once, release-credentials lists it, revoke stops it', async () => {
  const created = await ops('release-credential', 'create', 'sports', 'sports-ci', '--days', '30');
  expect(created.stderr).toBe('');
  expect(created.status).toBe(0);
  const secret = /credential \(shown once[^)]*\): (tsrel_[\w-]{43})/.exec(created.stdout)?.[1] ?? '';
  expect(secret).not.toBe('');
  const id = Number(/^\s*(\d+) sports/m.exec(created.stdout)?.[1]);
  const listed = await ops('release-credentials');
  expect(listed.stdout).toMatch(new RegExp(`^\\s*${id} sports\\s+sports-ci\\s+active`, 'm'));
  expect(listed.stdout).not.toContain(secret);
  const me = await app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${secret}` } });
  expect(me.statusCode).toBe(403);
  const revoked = await ops('release-credential', 'revoke', String(id));
  expect(revoked.stdout).toMatch(/sports-ci\s+revoked/);
  expect((await app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${secret}` } })).statusCode).toBe(401);
  const bad = await ops('release-credential', 'create', 'Not-A-Name', 'x');
  expect(bad.status).not.toBe(0);
  expect(bad.stderr).toMatch(/remote name/);
}, 120_000);
