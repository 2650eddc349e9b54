// What must hold in the database after a soak, read straight from its tables (not through the API
// that is under test): every account's balance equals the sum of its ledger entries, every ledger
// transaction's legs sum to zero, and every gateway deposit was credited exactly once when PAID
// and never otherwise. The checker is a pure function of rows, so a unit test can plant faults.

/** One wallet account with its stored balance and what its ledger entries add up to. */
export interface TAccountRow {
  accountId: number;
  code: string;
  memberId: number | null;
  balanceMinor: number;
  ledgerSumMinor: number;
  entries: number;
}

/** A ledger transaction whose legs do not sum to zero (a correct ledger has none). */
export interface TUnbalancedTransaction {
  transactionId: number;
  sumMinor: number;
}

/** A payment-gateway deposit order, with what the simulated gateway recorded for it (if anything). */
export interface TGatewayOrderRow {
  orderNo: string;
  memberId: number;
  status: string;
  amountMinor: number;
  /** PAID | FAILED at the simulated gateway; null when the gateway page was never submitted. */
  gatewayStatus: string | null;
}

/** One DEPOSIT ledger transaction: its reference (deposit:<orderNo>) and the member leg's amount. */
export interface TDepositCreditRow {
  transactionId: number;
  reference: string;
  memberId: number | null;
  amountMinor: number;
}

export interface TLedgerSnapshot {
  accounts: TAccountRow[];
  unbalanced: TUnbalancedTransaction[];
  gatewayOrders: TGatewayOrderRow[];
  depositCredits: TDepositCreditRow[];
}

/** What the players saw: orders a callback answered `credited: true` for, with how many times. */
export type TCreditedByCallback = ReadonlyMap<string, number>;

export interface TInvariantReport {
  accounts: number;
  memberAccounts: number;
  ledgerEntries: number;
  gatewayOrders: number;
  paidOrders: number;
  failures: string[];
}

const LIST_AT_MOST = 10;

function listed(kind: string, items: string[]): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, LIST_AT_MOST).join('; ');
  return [`${kind} (${items.length}): ${shown}${items.length > LIST_AT_MOST ? '; …' : ''}`];
}

/**
 * Every invariant, each failure named with the rows that break it. `creditedByCallback` adds the
 * players' side: no order may have been answered `credited: true` twice, nor credited without it.
 */
export function checkInvariants(s: TLedgerSnapshot, creditedByCallback?: TCreditedByCallback): TInvariantReport {
  const failures: string[] = [];

  failures.push(
    ...listed(
      'balance ≠ sum of ledger entries',
      s.accounts.filter((a) => a.balanceMinor !== a.ledgerSumMinor).map((a) => `${a.code} balance ${a.balanceMinor} vs entries ${a.ledgerSumMinor}`),
    ),
  );
  failures.push(
    ...listed(
      'ledger transactions whose legs do not sum to zero',
      s.unbalanced.map((t) => `#${t.transactionId} sums to ${t.sumMinor}`),
    ),
  );

  const creditsByOrder = new Map<string, TDepositCreditRow[]>();
  for (const c of s.depositCredits) {
    const orderNo = c.reference.startsWith('deposit:') ? c.reference.slice('deposit:'.length) : c.reference;
    creditsByOrder.set(orderNo, [...(creditsByOrder.get(orderNo) ?? []), c]);
  }
  const doubly: string[] = [];
  const uncredited: string[] = [];
  const wrongAmount: string[] = [];
  const creditedUnpaid: string[] = [];
  const gatewayPaidNotCredited: string[] = [];
  for (const o of s.gatewayOrders) {
    const credits = creditsByOrder.get(o.orderNo) ?? [];
    if (credits.length > 1) doubly.push(`${o.orderNo} credited ${credits.length}×`);
    if (o.status === 'PAID') {
      if (credits.length === 0) uncredited.push(`${o.orderNo} is PAID with no DEPOSIT transaction`);
      for (const c of credits) {
        if (c.amountMinor !== o.amountMinor || c.memberId !== o.memberId) {
          wrongAmount.push(`${o.orderNo}: ${c.amountMinor} to member ${c.memberId}, order says ${o.amountMinor} to member ${o.memberId}`);
        }
      }
    } else if (credits.length > 0) creditedUnpaid.push(`${o.orderNo} is ${o.status} but credited`);
    // The gateway took the money: the callback must have landed (the players re-deliver until it does).
    if (o.gatewayStatus === 'PAID' && o.status !== 'PAID') gatewayPaidNotCredited.push(`${o.orderNo} paid at the gateway, order ${o.status}`);
  }
  failures.push(...listed('gateway orders credited more than once', doubly));
  failures.push(...listed('PAID orders never credited', uncredited));
  failures.push(...listed('credits that are not the order’s amount or member', wrongAmount));
  failures.push(...listed('orders credited without being PAID', creditedUnpaid));
  failures.push(...listed('paid at the gateway but not credited', gatewayPaidNotCredited));

  if (creditedByCallback) {
    const paid = new Set(s.gatewayOrders.filter((o) => o.status === 'PAID').map((o) => o.orderNo));
    const twice = [...creditedByCallback].filter(([, n]) => n > 1).map(([orderNo, n]) => `${orderNo} answered credited:true ${n}×`);
    const notPaid = [...creditedByCallback.keys()]
      .filter((orderNo) => !paid.has(orderNo))
      .map((orderNo) => `${orderNo} answered credited:true, order not PAID`);
    failures.push(...listed('callbacks that credited twice', twice));
    failures.push(...listed('callbacks answered credited but the order is not PAID', notPaid));
  }

  return {
    accounts: s.accounts.length,
    memberAccounts: s.accounts.filter((a) => a.memberId !== null).length,
    ledgerEntries: s.accounts.reduce((n, a) => n + a.entries, 0),
    gatewayOrders: s.gatewayOrders.length,
    paidOrders: s.gatewayOrders.filter((o) => o.status === 'PAID').length,
    failures,
  };
}

// ---- Reading the snapshot (plain SQL that SQLite and PostgreSQL both run) ----

const ACCOUNTS_SQL = `SELECT a.id AS account_id, a.code, a.member_id, a.balance_minor,
  COALESCE(SUM(e.amount_minor), 0) AS ledger_sum, COUNT(e.id) AS entries
  FROM wallet_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
  GROUP BY a.id, a.code, a.member_id, a.balance_minor`;
const UNBALANCED_SQL = `SELECT transaction_id, SUM(amount_minor) AS total FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_minor) <> 0`;
const ORDERS_SQL = `SELECT o.order_no, o.member_id, o.status, o.amount_minor, g.status AS gateway_status
  FROM deposit_orders o LEFT JOIN sim_gateway_payments g ON g.order_no = o.order_no WHERE o.kind = 'GATEWAY'`;
// The member leg of each DEPOSIT transaction (the other leg is the merchant's gateway book).
const CREDITS_SQL = `SELECT t.id AS transaction_id, t.reference, a.member_id, e.amount_minor
  FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN wallet_accounts a ON a.id = e.account_id
  WHERE t.type = 'DEPOSIT' AND t.reference LIKE 'deposit:%' AND a.member_id IS NOT NULL`;

type TRow = Record<string, unknown>;
/** Runs one SELECT and answers its rows (SQLite or PostgreSQL behind it). */
export type TQuery = (sql: string) => Promise<TRow[]>;

const num = (v: unknown): number => {
  const n = typeof v === 'bigint' ? Number(v) : Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${String(v)}`);
  return n;
};
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

export async function readSnapshot(query: TQuery): Promise<TLedgerSnapshot> {
  const [accounts, unbalanced, orders, credits] = [await query(ACCOUNTS_SQL), await query(UNBALANCED_SQL), await query(ORDERS_SQL), await query(CREDITS_SQL)];
  return {
    accounts: accounts.map((r) => ({
      accountId: num(r.account_id),
      code: String(r.code),
      memberId: numOrNull(r.member_id),
      balanceMinor: num(r.balance_minor),
      ledgerSumMinor: num(r.ledger_sum),
      entries: num(r.entries),
    })),
    unbalanced: unbalanced.map((r) => ({ transactionId: num(r.transaction_id), sumMinor: num(r.total) })),
    gatewayOrders: orders.map((r) => ({
      orderNo: String(r.order_no),
      memberId: num(r.member_id),
      status: String(r.status),
      amountMinor: num(r.amount_minor),
      gatewayStatus: r.gateway_status === null || r.gateway_status === undefined ? null : String(r.gateway_status),
    })),
    depositCredits: credits.map((r) => ({
      transactionId: num(r.transaction_id),
      reference: String(r.reference),
      memberId: numOrNull(r.member_id),
      amountMinor: num(r.amount_minor),
    })),
  };
}

/** A read-only query function over a SQLite file (the API's DATA_DIR/tessera.sqlite). */
export async function sqliteQuery(file: string): Promise<{ query: TQuery; close(): void }> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return { query: async (sql) => db.prepare(sql).all() as TRow[], close: () => db.close() };
}

/** A query function over a PostgreSQL schema (run-two's fresh one). */
export async function postgresQuery(url: string, schema: string): Promise<{ query: TQuery; close(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`unexpected schema name ${schema}`);
  await client.query(`SET search_path TO "${schema}"`);
  return { query: async (sql) => (await client.query(sql)).rows as TRow[], close: () => client.end() };
}
