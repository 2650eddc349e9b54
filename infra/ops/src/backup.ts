// Backups of the API's database (npm run ops -- backup|restore, docs/decisions/deploy.md).
//
// SQLite: an online backup with SQLite's backup API (better-sqlite3's db.backup()) from a second,
// read-only connection while the server keeps serving: the copy is one consistent state of the
// database (the API commits each money movement in one transaction, so no movement is half in it).
// Restore replaces the database file of a STOPPED server, after checking the copy, and removes the
// old file's -wal/-shm (a stale write-ahead log replayed onto another file would corrupt it).
//
// PostgreSQL: pg_dump's custom format of the API's schema (a consistent snapshot, taken while the
// replicas serve), restored with pg_restore --clean --if-exists into the same schema.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The API's SQLite file inside DATA_DIR (infra/api/src/db/database.ts). */
export const SQLITE_FILE = 'tessera.sqlite';

export class BackupError extends Error {
  override name = 'BackupError';
}

/** What a database holds of money, to compare a copy with its source. */
export interface TLedgerSummary {
  /** Wallet accounts (members' wallets and the merchants' books). */
  accounts: number;
  ledgerTransactions: number;
  ledgerEntries: number;
  /** Sum of every account's balance_minor (the books make it zero in a double-entry ledger). */
  balanceSum: string;
  /** Sum of every ledger entry's amount_minor. */
  entrySum: string;
  /** Accounts whose balance differs from the sum of their entries (0 in a sound ledger). */
  accountsOffLedger: number;
  /** account id → balance_minor, for an exact comparison. */
  balances: Record<string, string>;
}

export interface TBackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Steps the backup took (the server's writes go on between steps; one that lands restarts the copy). */
  steps: number;
  summary: TLedgerSummary;
}

export interface TBackupOptions {
  /**
   * Pages copied per step. Default: all in one step, one read transaction of the source. In WAL
   * mode that blocks none of the server's writes, and it always finishes: SQLite restarts a
   * stepped copy each time another connection writes, which a busy server does between steps.
   */
  pagesPerStep?: number;
}

/** better-sqlite3's largest step: "every remaining page". */
const ALL_PAGES = 0x7fffffff;

type TSqlite = import('better-sqlite3').Database;

async function openSqlite(file: string, readonly: boolean): Promise<TSqlite> {
  const { default: Sqlite } = await import('better-sqlite3');
  return new Sqlite(file, { readonly, fileMustExist: true });
}

/** The ledger figures of an open SQLite database (one read transaction: one state). */
function summarise(db: TSqlite): TLedgerSummary {
  const read = db.transaction(() => {
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT a.id AS id, CAST(a.balance_minor AS TEXT) AS balance,
                CAST(COALESCE((SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS TEXT) AS entries
         FROM wallet_accounts a ORDER BY a.id`,
      )
      .all() as { id: number; balance: string; entries: string }[];
    const entrySum = (db.prepare('SELECT CAST(COALESCE(SUM(amount_minor), 0) AS TEXT) AS s FROM ledger_entries').get() as { s: string }).s;
    return {
      accounts: rows.length,
      ledgerTransactions: count('ledger_transactions'),
      ledgerEntries: count('ledger_entries'),
      balanceSum: rows.reduce((sum, r) => sum + BigInt(r.balance), 0n).toString(),
      entrySum,
      accountsOffLedger: rows.filter((r) => BigInt(r.balance) !== BigInt(r.entries)).length,
      balances: Object.fromEntries(rows.map((r) => [String(r.id), r.balance])),
    };
  });
  return read();
}

/** Refuses a file that is not a sound Tessera database. */
function checkCopy(db: TSqlite, file: string): void {
  let integrity: unknown;
  try {
    integrity = db.pragma('integrity_check', { simple: true });
  } catch (err) {
    // "file is not a database" and the like: say which file, as the other refusals do.
    throw new BackupError(`${file}: not a SQLite database (${err instanceof Error ? err.message : String(err)})`);
  }
  if (integrity !== 'ok') throw new BackupError(`${file}: integrity check failed (${String(integrity)})`);
  const ledger = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'ledger_entries'").get();
  if (!ledger) throw new BackupError(`${file}: not a Tessera database (no ledger_entries table)`);
}

/** The ledger figures of a SQLite file. */
export async function sqliteLedgerSummary(file: string): Promise<TLedgerSummary> {
  const db = await openSqlite(file, true);
  try {
    return summarise(db);
  } finally {
    db.close();
  }
}

/**
 * Copies the live database `source` to `dest` (which must not exist) while the server serves:
 * into `dest.partial`, checked, then renamed, so `dest` is only ever a whole copy.
 */
export async function backupSqlite(source: string, dest: string, options: TBackupOptions = {}): Promise<TBackupResult> {
  if (!existsSync(source)) throw new BackupError(`${source} does not exist (DATA_DIR?)`);
  if (existsSync(dest)) throw new BackupError(`${dest} already exists: name a new file`);
  if (!existsSync(dirname(dest))) throw new BackupError(`${dirname(dest)} does not exist`);
  const partial = `${dest}.partial`;
  rmSync(partial, { force: true });
  const started = Date.now();
  const pagesPerStep = options.pagesPerStep ?? ALL_PAGES;
  let steps = 0;
  const db = await openSqlite(source, true);
  try {
    await db.backup(partial, {
      progress: () => {
        steps += 1;
        return pagesPerStep;
      },
    });
  } catch (err) {
    rmSync(partial, { force: true });
    throw new BackupError(`backup of ${source} failed: ${(err as Error).message}`, { cause: err });
  } finally {
    db.close();
  }
  const ms = Date.now() - started;
  const copy = await openSqlite(partial, false);
  let summary: TLedgerSummary;
  try {
    checkCopy(copy, partial);
    // A self-contained file: no -wal beside it to lose when it is moved or copied.
    copy.pragma('journal_mode = DELETE');
    summary = summarise(copy);
  } catch (err) {
    copy.close();
    rmSync(partial, { force: true });
    throw err;
  }
  copy.close();
  renameSync(partial, dest);
  return { file: dest, bytes: statSync(dest).size, ms, steps, summary };
}

/**
 * Puts the backup `backup` in place of the database `target` of a stopped server. An existing
 * target is replaced only with `force` (the server must be stopped: a running one keeps writing
 * to the file it has open). Returns the restored database's ledger figures.
 */
export async function restoreSqlite(backup: string, target: string, options: { force?: boolean } = {}): Promise<TLedgerSummary> {
  if (!existsSync(backup)) throw new BackupError(`${backup} does not exist`);
  const check = await openSqlite(backup, true);
  try {
    checkCopy(check, backup);
  } finally {
    check.close();
  }
  if (existsSync(target) && !options.force) {
    throw new BackupError(`${target} exists: stop the server, then restore with --force to replace it (keep a backup of it first)`);
  }
  if (!existsSync(dirname(target))) throw new BackupError(`${dirname(target)} does not exist`);
  const incoming = join(dirname(target), `.${SQLITE_FILE}.restoring`);
  copyFileSync(backup, incoming);
  // The old file's write-ahead log and index belong to it, never to the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(incoming, target);
  return sqliteLedgerSummary(target);
}

/** A pg_dump / pg_restore run; rejects with its stderr when it fails. */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (err) => reject(new BackupError(`${tool} could not run (${err.message}): install the PostgreSQL client tools`)));
    child.once('exit', (code) => (code === 0 ? resolvePromise() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

/** pg_dump of the API's schema (all of it when unset) in the custom format, while the API serves. */
export async function backupPostgres(databaseUrl: string, schema: string | undefined, dest: string): Promise<{ file: string; bytes: number; ms: number }> {
  if (existsSync(dest)) throw new BackupError(`${dest} already exists: name a new file`);
  const started = Date.now();
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...(schema ? [`--schema=${schema}`] : []), `--file=${dest}`, databaseUrl]);
  return { file: dest, bytes: statSync(dest).size, ms: Date.now() - started };
}

/**
 * pg_restore of a pg_dump file into the database (its schema dropped and recreated with
 * --clean --if-exists; replicas stopped or scaled to zero first), in one transaction.
 */
export async function restorePostgres(databaseUrl: string, backup: string): Promise<void> {
  if (!existsSync(backup)) throw new BackupError(`${backup} does not exist`);
  await runPgTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${databaseUrl}`, backup]);
}
