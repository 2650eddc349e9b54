import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0005_wallet: the money ledger (schema.wallet.ts). Append-only double entry: every movement is
 * one ledger_transactions row and two or more ledger_entries rows whose amounts sum to zero.
 * wallet_accounts.balance_minor is the running sum of the account's entries, written in the same
 * transaction as them (a guarded UPDATE is what stops two withdrawals overdrawing); it always
 * equals SUM(ledger_entries.amount_minor) of the account, which the tests check.
 */
export function walletMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wallet_accounts')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        // 'member:<id>' for a member's wallet; house, gateway, cashier, promotions for the merchant's own books.
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
        .addColumn('currency_code', 'varchar(8)', (c) => c.notNull())
        .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('wallet_accounts_code_uq', ['merchant_code', 'code'])
        .execute();
      await db.schema.createIndex('wallet_accounts_member_idx').on('wallet_accounts').column('member_id').execute();

      await db.schema
        .createTable('ledger_transactions')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        // The member the movement is about (null for the merchant's internal moves).
        .addColumn('member_id', 'integer')
        // Transaction code (TRANSACTION_CODES in shared-contracts): DEPOSIT, WITHDRAW, BET, PAYOUT, ...
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        // What caused it: a deposit order, a bet, a withdrawal request ("deposit:12", "bet:40").
        .addColumn('reference', 'varchar(128)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ledger_transactions_member_idx').on('ledger_transactions').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('ledger_transactions_reference_idx').on('ledger_transactions').columns(['merchant_code', 'reference']).execute();

      await db.schema
        .createTable('ledger_entries')
        .addColumn('id', idColumn, autoId)
        .addColumn('transaction_id', 'integer', (c) => c.notNull().references('ledger_transactions.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('wallet_accounts.id'))
        // Signed minor units: credit > 0, debit < 0.
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        // The account's balance right after this entry (for statements).
        .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').columns(['account_id', 'id']).execute();
      await db.schema.createIndex('ledger_entries_transaction_idx').on('ledger_entries').column('transaction_id').execute();

      // Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header): the first answer of a
      // money-moving call per member and key, replayed for repeats with the same body.
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('key', 'varchar(255)', (c) => c.notNull())
        // operationId of the call the key was first used with.
        .addColumn('operation', 'varchar(64)', (c) => c.notNull())
        // sha256 of the canonical request (operation + params + query + body).
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('response_status', 'integer', (c) => c.notNull())
        .addColumn('response_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'key'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['idempotency_keys', 'ledger_entries', 'ledger_transactions', 'wallet_accounts']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
