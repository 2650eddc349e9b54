import Database from 'better-sqlite3';
import { checkInvariants, readSnapshot, type TLedgerSnapshot } from './soakInvariants';

// A consistent little ledger: member 7 deposited 100.00 through the gateway (order D1, PAID),
// bet 10.00 and won 5.00; order D2 was cancelled at the gateway and never credited.
function healthy(): TLedgerSnapshot {
  return {
    accounts: [
      { accountId: 1, code: 'member:7', memberId: 7, balanceMinor: 9_500, ledgerSumMinor: 9_500, entries: 3 },
      { accountId: 2, code: 'gateway', memberId: null, balanceMinor: -10_000, ledgerSumMinor: -10_000, entries: 1 },
      { accountId: 3, code: 'house', memberId: null, balanceMinor: 500, ledgerSumMinor: 500, entries: 2 },
    ],
    unbalanced: [],
    gatewayOrders: [
      { orderNo: 'D1', memberId: 7, status: 'PAID', amountMinor: 10_000, gatewayStatus: 'PAID' },
      { orderNo: 'D2', memberId: 7, status: 'FAILED', amountMinor: 2_000, gatewayStatus: 'FAILED' },
    ],
    depositCredits: [{ transactionId: 11, reference: 'deposit:D1', memberId: 7, amountMinor: 10_000 }],
  };
}

describe('checkInvariants (the soak’s end-of-run check)', () => {
  it('passes a consistent ledger', () => {
    const report = checkInvariants(healthy(), new Map([['D1', 1]]));
    expect(report.failures).toEqual([]);
    expect(report).toMatchObject({ accounts: 3, memberAccounts: 1, ledgerEntries: 6, gatewayOrders: 2, paidOrders: 1 });
  });

  it('catches a planted double credit of one gateway order', () => {
    const s = healthy();
    s.depositCredits.push({ transactionId: 12, reference: 'deposit:D1', memberId: 7, amountMinor: 10_000 });
    const report = checkInvariants(s);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/credited more than once \(1\): D1 credited 2×/);
  });

  it('catches a callback the players saw answer credited:true twice', () => {
    expect(checkInvariants(healthy(), new Map([['D1', 2]])).failures).toEqual([expect.stringMatching(/credited twice.*D1/)]);
  });

  it('catches a balance that is not the sum of its ledger entries', () => {
    const s = healthy();
    s.accounts[0] = { ...s.accounts[0]!, balanceMinor: 10_500 };
    expect(checkInvariants(s).failures).toEqual([expect.stringMatching(/balance ≠ sum of ledger entries \(1\): member:7 balance 10500 vs entries 9500/)]);
  });

  it('catches a paid order never credited, a credit of an unpaid order and a payment the callback never delivered', () => {
    const s = healthy();
    s.depositCredits = [{ transactionId: 13, reference: 'deposit:D2', memberId: 7, amountMinor: 2_000 }];
    s.gatewayOrders.push({ orderNo: 'D3', memberId: 7, status: 'PENDING', amountMinor: 3_000, gatewayStatus: 'PAID' });
    const failures = checkInvariants(s).failures.join('\n');
    expect(failures).toMatch(/PAID orders never credited \(1\): D1/);
    expect(failures).toMatch(/credited without being PAID \(1\): D2/);
    expect(failures).toMatch(/paid at the gateway but not credited \(1\): D3/);
  });

  it('catches legs that do not sum to zero and a credit of the wrong amount', () => {
    const s = healthy();
    s.unbalanced = [{ transactionId: 11, sumMinor: 1 }];
    s.depositCredits[0] = { ...s.depositCredits[0]!, amountMinor: 10_001 };
    const failures = checkInvariants(s).failures.join('\n');
    expect(failures).toMatch(/do not sum to zero \(1\): #11 sums to 1/);
    expect(failures).toMatch(/not the order’s amount/);
  });
});

describe('readSnapshot (the SQL the soak reads the database with)', () => {
  // The tables' columns the queries read, as migrations create them (only those columns).
  function ledgerDb(): Database.Database {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE wallet_accounts (id INTEGER PRIMARY KEY, merchant_code TEXT, code TEXT, member_id INTEGER, balance_minor INTEGER);
      CREATE TABLE ledger_transactions (id INTEGER PRIMARY KEY, type TEXT, reference TEXT);
      CREATE TABLE ledger_entries (id INTEGER PRIMARY KEY, transaction_id INTEGER, account_id INTEGER, amount_minor INTEGER);
      CREATE TABLE deposit_orders (order_no TEXT, member_id INTEGER, kind TEXT, status TEXT, amount_minor INTEGER);
      CREATE TABLE sim_gateway_payments (order_no TEXT, status TEXT);
      INSERT INTO wallet_accounts VALUES (1, 'demo', 'member:7', 7, 10000), (2, 'demo', 'gateway', NULL, -10000);
      INSERT INTO ledger_transactions VALUES (11, 'DEPOSIT', 'deposit:D1');
      INSERT INTO ledger_entries VALUES (1, 11, 1, 10000), (2, 11, 2, -10000);
      INSERT INTO deposit_orders VALUES ('D1', 7, 'GATEWAY', 'PAID', 10000), ('M1', 7, 'MANUAL', 'PENDING', 500);
      INSERT INTO sim_gateway_payments VALUES ('D1', 'PAID');
    `);
    return db;
  }
  const queryOf = (db: Database.Database) => async (sql: string) => db.prepare(sql).all() as Record<string, unknown>[];

  it('reads a consistent database as passing', async () => {
    const db = ledgerDb();
    const snapshot = await readSnapshot(queryOf(db));
    expect(snapshot.gatewayOrders).toEqual([{ orderNo: 'D1', memberId: 7, status: 'PAID', amountMinor: 10_000, gatewayStatus: 'PAID' }]);
    expect(checkInvariants(snapshot).failures).toEqual([]);
  });

  it('finds a double credit and a balance drift planted in the tables', async () => {
    const db = ledgerDb();
    db.exec(`
      INSERT INTO ledger_transactions VALUES (12, 'DEPOSIT', 'deposit:D1');
      INSERT INTO ledger_entries VALUES (3, 12, 1, 10000), (4, 12, 2, -10000);
      UPDATE wallet_accounts SET balance_minor = 20001 WHERE id = 1;
    `);
    const failures = checkInvariants(await readSnapshot(queryOf(db))).failures.join('\n');
    expect(failures).toMatch(/D1 credited 2×/);
    expect(failures).toMatch(/member:7 balance 20001 vs entries 20000/);
  });
});
