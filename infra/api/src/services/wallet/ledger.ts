import type { TTransactionCode } from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { TBigint } from '../../db/columns';
import { ApiError } from '../../errors';
import { checkBetDebit } from '../responsible';

// The money ledger: append-only double entry in integer minor units (migrations.wallet.ts).
// Every movement is one ledger_transactions row plus legs that sum to zero; each leg moves one
// account's balance_minor with a single UPDATE in the same database transaction. A guarded leg
// (a member paying) adds `AND balance_minor + amount >= 0` to that UPDATE: PostgreSQL takes the
// row lock and re-checks the condition after any concurrent writer commits, SQLite runs one
// writer at a time, so two withdrawals can never both spend the same money. Legs are applied in
// account-id order, so two transactions never wait on each other's rows in opposite orders.

/** The merchant's own books, the other side of every member movement. */
export const BOOKS = {
  /** Bets in, payouts out: the operator's gaming result. */
  house: 'house',
  /** Money received through the payment gateway. */
  gateway: 'gateway',
  /** Manual transfers and withdrawals paid out by the cashier. */
  cashier: 'cashier',
  /** Bonuses, rebates, salaries and dividends the merchant pays. */
  promotions: 'promotions',
} as const;
export type TBook = keyof typeof BOOKS;

type TDb = Kysely<DB> | Transaction<DB>;

/** A BIGINT as read back (number from SQLite, text from PostgreSQL) → a safe integer. */
export function toMinor(value: TBigint | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`money value out of range: ${String(value)}`);
  return n;
}

export const memberAccountCode = (memberId: number) => `member:${memberId}`;

/** The id of an account, created on first use (concurrent first uses agree on one row). */
export async function accountId(db: TDb, merchant: string, code: string, memberId: number | null = null): Promise<number> {
  const existing = await db.selectFrom('wallet_accounts').select('id').where('merchant_code', '=', merchant).where('code', '=', code).executeTakeFirst();
  if (existing) return existing.id;
  const currency = await db.selectFrom('merchants').select('currency_code').where('code', '=', merchant).executeTakeFirst();
  if (!currency) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
  await db
    .insertInto('wallet_accounts')
    .values({ merchant_code: merchant, code, member_id: memberId, currency_code: currency.currency_code, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  const row = await db.selectFrom('wallet_accounts').select('id').where('merchant_code', '=', merchant).where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export const memberAccountId = (db: TDb, merchant: string, memberId: number) => accountId(db, merchant, memberAccountCode(memberId), memberId);
export const bookAccountId = (db: TDb, merchant: string, book: TBook) => accountId(db, merchant, BOOKS[book]);

/** A member's balance in minor units (0 before their first movement). */
export async function memberBalance(db: TDb, merchant: string, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_accounts')
    .select('balance_minor')
    .where('merchant_code', '=', merchant)
    .where('code', '=', memberAccountCode(memberId))
    .executeTakeFirst();
  return toMinor(row?.balance_minor);
}

export interface TLeg {
  accountId: number;
  /** Signed minor units: > 0 credits the account, < 0 debits it. */
  amountMinor: number;
  /** Refuse (INSUFFICIENT_BALANCE) when this leg would take the account below zero. */
  guard?: boolean;
}

export interface TPostTransaction {
  merchant: string;
  memberId: number | null;
  type: TTransactionCode;
  reference: string;
  description: string;
  legs: TLeg[];
}

export interface TPosted {
  transactionId: number;
  /** Each account's balance after the transaction, by account id. */
  balances: Map<number, number>;
}

/**
 * Posts one balanced transaction. Call it inside a database transaction (`db.transaction()`):
 * a refused guarded leg throws INSUFFICIENT_BALANCE and the caller's transaction rolls back, so
 * nothing of the movement is left behind.
 */
export async function postTransaction(trx: Transaction<DB>, tx: TPostTransaction): Promise<TPosted> {
  if (tx.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  let sum = 0;
  for (const leg of tx.legs) {
    if (!Number.isSafeInteger(leg.amountMinor) || leg.amountMinor === 0) throw new Error(`invalid leg amount ${leg.amountMinor}`);
    sum += leg.amountMinor;
  }
  if (sum !== 0) throw new Error(`unbalanced ledger transaction (${sum})`);

  const now = new Date().toISOString();
  const balances = new Map<number, number>();
  const entries: { account_id: number; amount_minor: number; balance_after_minor: number }[] = [];
  for (const leg of [...tx.legs].sort((a, b) => a.accountId - b.accountId)) {
    let update = trx
      .updateTable('wallet_accounts')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', leg.amountMinor) }))
      .where('id', '=', leg.accountId);
    if (leg.guard && leg.amountMinor < 0) update = update.where((eb) => eb(eb('balance_minor', '+', leg.amountMinor), '>=', 0));
    const row = await update.returning('balance_minor').executeTakeFirst();
    if (!row) {
      if (leg.guard) throw new ApiError('INSUFFICIENT_BALANCE');
      throw new Error(`unknown wallet account ${leg.accountId}`);
    }
    const after = toMinor(row.balance_minor);
    balances.set(leg.accountId, after);
    entries.push({ account_id: leg.accountId, amount_minor: leg.amountMinor, balance_after_minor: after });
  }
  const { id } = await trx
    .insertInto('ledger_transactions')
    .values({ merchant_code: tx.merchant, member_id: tx.memberId, type: tx.type, reference: tx.reference, description: tx.description, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(entries.map((e) => ({ ...e, transaction_id: id, created_at: now })))
    .execute();
  return { transactionId: id, balances };
}

export interface TMemberMovement {
  merchant: string;
  memberId: number;
  type: TTransactionCode;
  /** Signed minor units for the member: > 0 credits the member's wallet, < 0 debits it. */
  amountMinor: number;
  /** The merchant book on the other side. */
  book: TBook;
  reference: string;
  description: string;
}

/** Moves money between a member's wallet and one of the merchant's books; a debit may not overdraw. */
export async function postMemberMovement(trx: Transaction<DB>, m: TMemberMovement): Promise<{ transactionId: number; balanceMinor: number }> {
  // Every real-money stake of every game is a BET debit: the responsible-gambling limits are checked here, once.
  if (m.type === 'BET' && m.amountMinor < 0) await checkBetDebit(trx, m);
  const member = await memberAccountId(trx, m.merchant, m.memberId);
  const book = await bookAccountId(trx, m.merchant, m.book);
  const posted = await postTransaction(trx, {
    merchant: m.merchant,
    memberId: m.memberId,
    type: m.type,
    reference: m.reference,
    description: m.description,
    legs: [
      { accountId: member, amountMinor: m.amountMinor, guard: true },
      { accountId: book, amountMinor: -m.amountMinor },
    ],
  });
  return { transactionId: posted.transactionId, balanceMinor: posted.balances.get(member) ?? 0 };
}

/** SUM of an account's entries (what balance_minor must always equal; for checks and tests). */
export async function sumOfEntries(db: TDb, accountIdValue: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<TBigint>('amount_minor'), eb.val(0)).as('total'))
    .where('account_id', '=', accountIdValue)
    .executeTakeFirstOrThrow();
  return toMinor(row.total as TBigint);
}
