import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0017_deposit_promos (schema.depositPromos.ts): the merchant's deposit promotions (bonus percent in
 * basis points, cap, minimum deposit, turnover multiplier, eligibility, validity) and, per deposit
 * order, the promotion the member accepted with its outcome: the bonus credited (once, unique per
 * order) and the turnover it requires.
 */
export function depositPromosMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deposit_promos')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        // Stable per merchant: the seed's key (FIRST_DEPOSIT, DAILY_RELOAD, NO_BONUS).
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)', (c) => c.notNull())
        // Bonus = deposit × percent_bp / 10 000 (basis points: 10 000 = 100 %), rounded down, at most cap_minor.
        .addColumn('percent_bp', 'integer', (c) => c.notNull())
        .addColumn('cap_minor', 'bigint', (c) => c.notNull())
        .addColumn('min_deposit_minor', 'bigint', (c) => c.notNull())
        // Required turnover = (deposit + bonus) × turnover_multiplier.
        .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
        // FIRST_DEPOSIT | DAILY | ALWAYS
        .addColumn('eligibility', 'varchar(16)', (c) => c.notNull())
        // ISO timestamps; null = no bound.
        .addColumn('valid_from', 'text')
        .addColumn('valid_to', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('deposit_promos_code_uq', ['merchant_code', 'code'])
        .execute();

      await db.schema
        .createTable('deposit_promo_claims')
        // One claim per deposit order: attaching another promo replaces it while the order is pending.
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('deposit_orders.id').onDelete('cascade'))
        .addColumn('order_no', 'varchar(16)', (c) => c.notNull())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('promo_id', 'integer', (c) => c.notNull().references('deposit_promos.id'))
        // PENDING (order not settled) → GRANTED | NOT_GRANTED; changed only by a guarded UPDATE ... WHERE status = 'PENDING'.
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        // Why NOT_GRANTED (NOT_FIRST_DEPOSIT, ALREADY_CLAIMED_TODAY, PROMO_DISABLED, ..., DEPOSIT_NOT_CREDITED).
        .addColumn('reason', 'varchar(32)')
        .addColumn('bonus_minor', 'bigint', (c) => c.notNull())
        .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
        // The bonus turnover: what the member must wager before the bonus counts as withdrawable (recorded, not enforced).
        .addColumn('required_turnover_minor', 'bigint', (c) => c.notNull())
        .addColumn('ledger_transaction_id', 'integer')
        .addColumn('attached_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .execute();
      await db.schema.createIndex('deposit_promo_claims_member_idx').on('deposit_promo_claims').columns(['member_id', 'promo_id', 'status']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['deposit_promo_claims', 'deposit_promos']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
