import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0010_wallet_member: the member side of the wallet (schema.walletMember.ts): the banks a card can
 * be bound for, members' bank cards (a hash and the last 4 digits, never the number), withdrawals
 * and the payment-password failure counter. Money moves through the 0005_wallet ledger.
 */
export function walletMemberMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wallet_banks')
        .addColumn('currency_code', 'varchar(8)', (c) => c.notNull())
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallet_banks_pk', ['currency_code', 'code'])
        .execute();

      await db.schema
        .createTable('bank_cards')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('bank_code', 'varchar(32)', (c) => c.notNull())
        // sha256 hex of the member id and the digits: finds a duplicate without keeping the number.
        .addColumn('number_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('last4', 'varchar(4)', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('bank_cards_number_uq', ['member_id', 'number_hash'])
        .execute();

      await db.schema
        .createTable('withdrawals')
        .addColumn('id', idColumn, autoId)
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        // The card at request time (the card may be removed later; the withdrawal keeps what it paid to).
        .addColumn('bank_card_id', 'integer', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('card_last4', 'varchar(4)', (c) => c.notNull())
        .addColumn('holder', 'varchar(128)', (c) => c.notNull())
        // PENDING → PAID or REJECTED (once, by a guarded UPDATE).
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        // UTC day of the request (YYYY-MM-DD): daily limits count by it.
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.notNull())
        .addColumn('refund_transaction_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .execute();
      await db.schema.createIndex('withdrawals_member_idx').on('withdrawals').columns(['member_id', 'day']).execute();
      await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();

      await db.schema
        .createTable('payment_password_guards')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        // Wrong payment passwords in a row (reset by a right one).
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['payment_password_guards', 'withdrawals', 'bank_cards', 'wallet_banks']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
