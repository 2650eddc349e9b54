// Test helpers (used by *.test.ts only): a temporary DATA_DIR, a fake DIST_DIR, and an app on
// SQLite or, when TEST_DATABASE_URL is set, on PostgreSQL in a schema of its own.
import { ROUTE_OWNERSHIP, SPEC_REMOTES, type TRemoteName, type TRoutesManifest } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { TEndpoint, TEndpointOutput } from '@tessera/contract/api';
import pg from 'pg';
import { build, type TBuildOptions } from './app';
import { createDatabase, migrate, type TDatabase, type TDatabaseOptions } from './db/database';
import { TEST_SCRYPT } from './lib/password';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const SHELL_TEMPLATE = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="utf-8" />
    <title>Tessera</title>
    <script defer src="/assets/main.abcdef12.js"></script>
    <!--tessera:boot-->
  </head>
  <body><div id="root"></div></body>
</html>
`;
/** A hashed asset big enough that the build would precompress it. */
export const ASSET_JS = `/* fixture */\n${'console.log("tessera asset");\n'.repeat(40)}`;

function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function writeCompressed(file: string, content: string): void {
  write(file, content);
  write(`${file}.br`, brotliCompressSync(Buffer.from(content)));
  write(`${file}.gz`, gzipSync(Buffer.from(content)));
}

export function manifestFor(name: TRemoteName, version: string): TRoutesManifest {
  return {
    name,
    version,
    requires: { platform: '^1' },
    routes: ((ROUTE_OWNERSHIP as Readonly<Record<string, readonly string[]>>)[name] ?? [`/m/${name}`]).map((path) => ({
      path,
      header: 'shown',
      footer: 'shown',
      titleKey: `${name}.title`,
      back: 'history',
      access: 'public',
    })),
    titles: { EN: { [`${name}.title`]: `${name} ${version}` }, PT: { [`${name}.title`]: `${name} ${version} pt` } },
  };
}

export function writeRemoteVersion(distDir: string, name: TRemoteName, version: string): void {
  const dir = join(distDir, 'remotes', name, version);
  write(join(dir, 'routes.json'), JSON.stringify(manifestFor(name, version)));
  writeCompressed(join(dir, 'remoteEntry.js'), `/* ${name}@${version} */\n${'var tessera_remote = {};\n'.repeat(20)}`);
}

/** dist/ as the build lays it out: shell (template, assets, top-level files) and every remote at 1.0.0, games also at 1.1.0. */
export function createDistFixture(root: string, options: { shell?: boolean } = {}): string {
  const distDir = join(root, 'dist');
  if (options.shell !== false) {
    write(join(distDir, 'shell', 'index.html'), SHELL_TEMPLATE);
    writeCompressed(join(distDir, 'shell', 'assets', 'main.abcdef12.js'), ASSET_JS);
    write(join(distDir, 'shell', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(join(distDir, 'shell', 'robots.txt'), 'User-agent: *\nAllow: /\n');
    write(join(distDir, 'shell', 'manifest.webmanifest'), '{"name":"Tessera"}');
  }
  for (const name of SPEC_REMOTES) writeRemoteVersion(distDir, name, '1.0.0');
  writeRemoteVersion(distDir, 'games', '1.1.0');
  return distDir;
}

export interface TTestApp {
  app: FastifyInstance;
  root: string;
  distDir: string;
  options: TBuildOptions;
  /** Stops the app and starts a new one on the same data (a server restart). */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** Drops a test's PostgreSQL schema and everything in it. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Database options for a test: a temp SQLite dir, or a fresh schema on TEST_DATABASE_URL. */
export function testDatabaseOptions(root: string): TDatabaseOptions {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  return { dataDir: join(root, 'data'), databaseUrl, databaseSchema: databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined };
}

/** A migrated database without an app, for storage-level tests. */
export async function createTestDatabase(): Promise<{ database: TDatabase; root: string; close(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'tessera-db-'));
  const options = testDatabaseOptions(root);
  const database = await createDatabase(options);
  await migrate(database, options.databaseSchema);
  return {
    database,
    root,
    async close() {
      await database.db.destroy();
      if (options.databaseUrl && options.databaseSchema) await dropSchema(options.databaseUrl, options.databaseSchema);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Where the tests' database is: 'postgres' when TEST_DATABASE_URL is set. */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TTestAppOptions extends Partial<TBuildOptions> {
  /** Write dist/shell (default true). */
  shell?: boolean;
  /** Runs on the built app before ready(): add test-only routes here. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(overrides: TTestAppOptions = {}): Promise<TTestApp> {
  const { shell, beforeReady, ...buildOverrides } = overrides;
  const root = mkdtempSync(join(tmpdir(), 'tessera-api-'));
  const distDir = createDistFixture(root, { shell: shell ?? true });
  const { dataDir, databaseUrl, databaseSchema } = testDatabaseOptions(root);
  const options: TBuildOptions = {
    dataDir,
    distDir,
    adminToken: TEST_ADMIN_TOKEN,
    databaseUrl,
    databaseSchema,
    logger: false,
    checkResponses: true,
    // Password hashing at OWASP cost takes ~0.2 s a hash: tests use a cheap cost (never production).
    scryptCost: TEST_SCRYPT,
    ...buildOverrides,
  };
  const start = async () => {
    const app = build(options);
    beforeReady?.(app);
    await app.ready();
    return app;
  };
  const t: TTestApp = {
    app: await start(),
    root,
    distDir,
    options,
    async restart() {
      await t.app.close();
      t.app = await start();
      return t.app;
    },
    async close() {
      await t.app.close();
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
      rmSync(root, { recursive: true, force: true });
    },
  };
  return t;
}

export const adminHeaders = (token = TEST_ADMIN_TOKEN) => ({ authorization: `Bearer ${token}` });

/** GET `url` → 200 and the envelope's value, checked against the descriptor's response schema. */
export async function getValue<E extends TEndpoint>(t: TTestApp, endpoint: E, url: string, headers: Record<string, string> = {}): Promise<TEndpointOutput<E>> {
  const res = await t.app.inject({ url, headers });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  const body = res.json();
  expect(body).toMatchObject({ success: true, code: 'OK', message: '' });
  return endpoint.response.parse(body.value) as TEndpointOutput<E>;
}
