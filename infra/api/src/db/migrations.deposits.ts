import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0011_deposits (schema.deposits.ts): the merchant's deposit channels (payment-gateway channels
 * and receiving bank accounts), members' deposit orders, the simulated gateway's own record of
 * payments, and operator balance adjustments (unique reference per merchant).
 */
export function depositsMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deposit_channels')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        // GATEWAY (paid through the payment gateway) or BANK (a receiving account for manual transfers).
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        // Stable per merchant: the seed's key (ONLINE_BANKING, BANK_1, ...).
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('vendor_code', 'varchar(32)')
        .addColumn('bank_name', 'varchar(64)')
        .addColumn('account_name', 'varchar(64)')
        .addColumn('account_number', 'varchar(34)')
        .addColumn('min_minor', 'bigint', (c) => c.notNull())
        .addColumn('max_minor', 'bigint', (c) => c.notNull())
        .addColumn('fee_minor', 'bigint', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('deposit_channels_code_uq', ['merchant_code', 'code'])
        .execute();

      await db.schema
        .createTable('deposit_orders')
        .addColumn('id', idColumn, autoId)
        // Unique across merchants: the gateway's callback names only the order number.
        .addColumn('order_no', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('deposit_channels.id'))
        // GATEWAY or MANUAL.
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('fee_minor', 'bigint', (c) => c.notNull())
        // PENDING, then PAID / FAILED (gateway) or APPROVED / REJECTED (manual); changed only by a guarded UPDATE ... WHERE status = 'PENDING'.
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('payer_name', 'varchar(64)')
        .addColumn('transfer_reference', 'varchar(64)')
        .addColumn('gateway_txn_id', 'varchar(64)')
        .addColumn('note', 'varchar(200)')
        .addColumn('ledger_transaction_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema.createIndex('deposit_orders_member_idx').on('deposit_orders').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('deposit_orders_status_idx').on('deposit_orders').columns(['status', 'id']).execute();

      // The simulated payment gateway's side: what it has been paid (demo gateway only).
      await db.schema
        .createTable('sim_gateway_payments')
        .addColumn('order_no', 'varchar(16)', (c) => c.primaryKey())
        .addColumn('gateway_txn_id', 'varchar(64)', (c) => c.notNull())
        // PAID or FAILED (cancelled by the payer).
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('balance_adjustments')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('reference', 'varchar(64)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull())
        .addColumn('ledger_transaction_id', 'integer', (c) => c.notNull())
        .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('balance_adjustments_reference_uq', ['merchant_code', 'reference'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['balance_adjustments', 'sim_gateway_payments', 'deposit_orders', 'deposit_channels']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
