// Backups (issue 30, Resilience): a database with deposits and bets, backed up while the server
// serves more of them, restores into a fresh file (or database) with the same ledger: every
// balance equal to the sum of its entries, and, for a copy taken at rest, the same balances.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type TBuildOptions } from '@tessera/api';
import { encryptLoginBody, solveHumanCheck } from '@tessera/contract';
import type { TLoginKey } from '@tessera/contract/api';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { backupPostgres, backupSqlite, BackupError, restorePostgres, restoreSqlite, SQLITE_FILE, sqliteLedgerSummary } from './backup';

/** On PostgreSQL when TEST_DATABASE_URL is set (in a schema of its own), else on SQLite. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const testDialect = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

let t: { app: FastifyInstance; options: TBuildOptions };
let auth: Record<string, string>;
let dir: string;
let seq = 0;

/** demo1's session, logged in as the browser does (sealed body, solved human check). */
async function login(app: FastifyInstance): Promise<Record<string, string>> {
  const key = (await app.inject({ url: '/api/v1/auth/key' })).json().value as TLoginKey;
  const check = (await app.inject({ url: '/api/v1/human-check?merchant=demo' })).json().value as { challengeId: string; difficulty: number };
  const solution = await solveHumanCheck(check.challengeId, check.difficulty);
  const data = await encryptLoginBody(key.publicKey, key.keyId, {
    type: 'username',
    username: 'demo1',
    password: 'Demo@1234',
    humanCheck: { challengeId: check.challengeId, solution },
  });
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { encryption: key.keyId }, payload: { data } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${(res.json().value as { token: string }).token}` };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-backup-'));
  mkdirSync(join(dir, 'dist'));
  const options: TBuildOptions = {
    dataDir: join(dir, 'data'),
    // No front end: these calls are the API's.
    distDir: join(dir, 'dist'),
    adminToken: 'backup-test-admin-token-0123456789abcdef',
    databaseUrl: TEST_DATABASE_URL,
    databaseSchema: TEST_DATABASE_URL ? `test_backup_${process.pid}_${Date.now()}` : undefined,
    logger: false,
    // The seeded members' password hashes at a test cost (production refuses it).
    scryptCost: { log2N: 10, r: 8, p: 1 },
  };
  const app = build(options);
  await app.ready();
  t = { app, options };
  auth = await login(app);
});
afterAll(async () => {
  await t.app.close();
  if (t.options.databaseUrl && t.options.databaseSchema) {
    const client = new pg.Client({ connectionString: t.options.databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${t.options.databaseSchema}" CASCADE`);
    await client.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

const key = () => ({ 'idempotency-key': `backup-test-${Date.now()}-${++seq}` });

/** A gateway deposit, paid at the simulated gateway by its payer. */
async function deposit(amount: string): Promise<void> {
  const channels = (await t.app.inject({ url: '/api/v1/deposit/channels', headers: auth })).json().value as { gateways: { id: number }[] };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/deposit',
    headers: { ...auth, ...key() },
    payload: { channelId: channels.gateways[0]!.id, amount },
    remoteAddress: `10.1.${seq % 200}.1`,
  });
  expect(res.statusCode).toBe(200);
  const { payUrl } = res.json().value as { payUrl: string };
  const paid = await t.app.inject({ method: 'POST', url: payUrl, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.statusCode).toBe(200);
}

let ticket: string | undefined;
/** A slot spin (a bet, and a payout when it wins) in a demo game. */
async function bet(amount: string): Promise<void> {
  if (!ticket) {
    const game = await t.app.db
      .selectFrom('games as g')
      .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'demo'))
      .select(['g.vendor_code', 'g.game_id'])
      .where('mv.enabled', '=', 1)
      .where('g.enabled', '=', 1)
      .where('g.category', '=', 'RNG')
      .where('g.vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const launch = await t.app.inject({ url: `/api/v1/games/launch?vendor=${game.vendor_code}&gameId=${game.game_id}`, headers: auth });
    expect(launch.statusCode).toBe(200);
    ticket = new URL((launch.json().value as { url: string }).url, 'http://x').searchParams.get('ticket') ?? '';
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/play/slot/spin',
    payload: { ticket, spinId: `spin-${Date.now()}-${++seq}`, bet: amount },
    // Many spins in a row: spread over addresses, below the per-address limit.
    remoteAddress: `10.0.${seq % 200}.1`,
  });
  expect(res.statusCode).toBe(200);
}

/** Money moving: deposits and bets, one after the other. */
async function activity(rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await deposit(`${50 + i}.25`);
    await bet('1.00');
    await bet('2.50');
  }
}

(testDialect === 'sqlite' ? describe : describe.skip)('SQLite backup and restore', () => {
  const live = () => join(t.options.dataDir, SQLITE_FILE);

  it('`npm run ops -- backup` copies the database while the server serves deposits and bets: one sound state of the ledger', async () => {
    await activity(3);
    const during = join(dir, 'during.sqlite');
    const before = await sqliteLedgerSummary(live());
    // The operator's command, another process, while this one serves money movements.
    const cli = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'cli.ts'), 'backup', during], {
      env: { ...process.env, DATA_DIR: t.options.dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (c: Buffer) => (output += c.toString()));
    cli.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((r) => cli.once('exit', (code) => r(code)));
    let running = true;
    void exited.then(() => (running = false));
    let rounds = 0;
    while (running) {
      await bet('1.00');
      if (rounds % 5 === 0) await deposit('20.00');
      rounds += 1;
    }
    expect({ code: await exited, output }).toMatchObject({ code: 0, output: expect.stringMatching(/^backup: .* → .*during\.sqlite \(\d+ bytes, \d+ ms\)/) });
    expect(rounds).toBeGreaterThan(0);
    const after = await sqliteLedgerSummary(live());
    expect(after.ledgerTransactions).toBeGreaterThan(before.ledgerTransactions);

    mkdirSync(join(dir, 'restored-during'));
    const restored = await restoreSqlite(during, join(dir, 'restored-during', SQLITE_FILE));
    // One state between the backup's start and its end, whole: every balance is the sum of its entries.
    expect(restored.ledgerTransactions).toBeGreaterThanOrEqual(before.ledgerTransactions);
    expect(restored.ledgerTransactions).toBeLessThanOrEqual(after.ledgerTransactions);
    expect(restored.accountsOffLedger).toBe(0);
    // Double entry: the copy's books balance, as the live ledger's do.
    expect([restored.entrySum, restored.balanceSum]).toEqual([after.entrySum, after.balanceSum]);
    expect(output).toContain(`ledger: ${restored.ledgerTransactions} transactions`);
  });

  it('restores a copy taken at rest into a fresh file with the same ledger sums and balances', async () => {
    await activity(2);
    const atRest = join(dir, 'at-rest.sqlite');
    const result = await backupSqlite(live(), atRest);
    const source = await sqliteLedgerSummary(live());
    expect(result.summary).toEqual(source);
    const fresh = mkdtempSync(join(dir, 'fresh-'));
    const restored = await restoreSqlite(atRest, join(fresh, SQLITE_FILE));
    expect(restored).toEqual(source);
    expect(restored.accountsOffLedger).toBe(0);
    // The members' balances as the API reports them come from the same rows.
    expect(Object.keys(restored.balances).length).toBe(source.accounts);
  });

  it('never overwrites: an existing backup file, a live target without --force, a file that is no Tessera database', async () => {
    const copy = join(dir, 'once.sqlite');
    await backupSqlite(live(), copy);
    await expect(backupSqlite(live(), copy)).rejects.toThrow(/already exists/);
    const target = join(mkdtempSync(join(dir, 'target-')), SQLITE_FILE);
    writeFileSync(target, 'not a database');
    writeFileSync(`${target}-wal`, 'a stale log');
    await expect(restoreSqlite(copy, target)).rejects.toThrow(/--force/);
    const forced = await restoreSqlite(copy, target, { force: true });
    expect(forced.accountsOffLedger).toBe(0);
    // The old file's write-ahead log is gone with it.
    expect(existsSync(`${target}-wal`)).toBe(false);
    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'x'.repeat(4096));
    await expect(restoreSqlite(junk, join(dir, 'nowhere.sqlite'))).rejects.toBeInstanceOf(BackupError);
    await expect(restoreSqlite(join(dir, 'missing.sqlite'), target, { force: true })).rejects.toBeInstanceOf(BackupError);
  });
});

/** The ledger figures of a PostgreSQL schema (same shape as the SQLite summary's core). */
async function pgSummary(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async (sql: string) => (await client.query(sql)).rows as Record<string, string>[];
    const balances = await q(
      `SELECT a.id::text AS id, a.balance_minor::text AS balance,
              COALESCE((SELECT SUM(e.amount_minor) FROM "${schema}".ledger_entries e WHERE e.account_id = a.id), 0)::text AS entries
       FROM "${schema}".wallet_accounts a ORDER BY a.id`,
    );
    const [counts] = await q(
      `SELECT (SELECT COUNT(*) FROM "${schema}".ledger_transactions)::text AS tx, (SELECT COUNT(*) FROM "${schema}".ledger_entries)::text AS entries`,
    );
    return {
      transactions: Number(counts!.tx),
      entries: Number(counts!.entries),
      offLedger: balances.filter((b) => BigInt(b.balance!) !== BigInt(b.entries!)).length,
      balances: Object.fromEntries(balances.map((b) => [b.id, b.balance])),
    };
  } finally {
    await client.end();
  }
}

(testDialect === 'postgres' ? describe : describe.skip)('PostgreSQL backup (pg_dump) and restore (pg_restore)', () => {
  it('dumps the schema while the API serves, and restores it into a fresh database with the same ledger', async () => {
    const url = t.options.databaseUrl!;
    const schema = t.options.databaseSchema!;
    await activity(3);
    const file = join(dir, 'tessera.pgdump');
    const [dump] = await Promise.all([backupPostgres(url, schema, file), activity(2)]);
    expect(dump.bytes).toBeGreaterThan(0);
    const source = await pgSummary(url, schema);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const fresh = `tessera_restore_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${fresh}`);
    try {
      const freshUrl = new URL(url);
      freshUrl.pathname = `/${fresh}`;
      await restorePostgres(freshUrl.toString(), file);
      const restored = await pgSummary(freshUrl.toString(), schema);
      expect(restored.offLedger).toBe(0);
      expect(restored.transactions).toBeGreaterThan(0);
      // Taken while two more rounds ran: at most what the source holds now, never a half movement.
      expect(restored.transactions).toBeLessThanOrEqual(source.transactions);
      // A dump at rest restores to exactly the source's balances.
      const rest = join(dir, 'rest.pgdump');
      await backupPostgres(url, schema, rest);
      await restorePostgres(freshUrl.toString(), rest);
      expect(await pgSummary(freshUrl.toString(), schema)).toEqual(await pgSummary(url, schema));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
