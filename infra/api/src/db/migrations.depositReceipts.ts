import type { Kysely, Migration } from 'kysely';

/**
 * 0029_deposit_receipts: the bank receipt a member attaches to a manual transfer (schema.depositReceipts.ts,
 * docs/decisions/wallet-screens.md). One per order (the order number is the key; a new upload
 * replaces it while the order is pending). The image is base64 text, as KYC's documents.
 */
export function depositReceiptsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deposit_receipts')
        .addColumn('order_no', 'varchar(16)', (c) => c.primaryKey().references('deposit_orders.order_no').onDelete('cascade'))
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('deposit_receipts').execute();
    },
  };
}
