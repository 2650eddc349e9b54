import type { Generated } from 'kysely';
import type { TBigint } from './columns';

// Tables of migration 0005_wallet (migrations.wallet.ts). Money is integer minor units in BIGINT
// columns (columns.ts).

export interface WalletAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  /** 'member:<id>' or a merchant book: house, gateway, cashier, promotions. */
  code: string;
  member_id: number | null;
  currency_code: string;
  /** Sum of the account's entries, kept in the same transaction as them. */
  balance_minor: Generated<TBigint>;
  created_at: string;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  /** A transaction code (TRANSACTION_CODES). */
  type: string;
  reference: string;
  description: string;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount_minor: TBigint;
  balance_after_minor: TBigint;
  created_at: string;
}

export interface IdempotencyKeysTable {
  member_id: number;
  key: string;
  operation: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}
