import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0016_rewards: promotion applications and their images, reward-center rewards, single cash back
 * claims and each member's turnover cursor (schema.rewards.ts).
 */
export function rewardsMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('promotion_applications')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('image_count', 'integer', (c) => c.notNull())
        // "member:promotion" while the application is open, null once reviewed: at most one open
        // application per member and promotion (NULLs never collide in a unique index).
        .addColumn('open_key', 'varchar(48)')
        .addColumn('bonus_minor', 'bigint')
        .addColumn('transaction_id', 'integer')
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .addUniqueConstraint('promotion_applications_open_uq', ['open_key'])
        .execute();
      await db.schema.createIndex('promotion_applications_member_idx').on('promotion_applications').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('promotion_applications_status_idx').on('promotion_applications').columns(['merchant_code', 'status']).execute();

      await db.schema
        .createTable('promotion_application_images')
        .addColumn('id', idColumn, autoId)
        .addColumn('application_id', 'integer', (c) => c.notNull().references('promotion_applications.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        // Base64 of the image bytes (at most 5MB each, 3 per application).
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('promotion_application_images_uq', ['application_id', 'position'])
        .execute();

      await db.schema
        .createTable('rewards')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(24)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('available_from', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('claimed_at', 'text')
        .addColumn('transaction_id', 'integer')
        // Names a seeded or granted reward so seeding and grants are idempotent.
        .addColumn('grant_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('rewards_grant_uq', ['member_id', 'grant_key'])
        .execute();
      await db.schema.createIndex('rewards_member_idx').on('rewards').columns(['member_id', 'id']).execute();

      await db.schema
        .createTable('rebate_cursors')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        // Ledger transactions up to this id are paid (or were before the first claim): the
        // window of the next claim starts after it.
        .addColumn('last_transaction_id', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rebate_claims')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('vip_level', 'integer', (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('from_transaction_id', 'integer', (c) => c.notNull())
        .addColumn('to_transaction_id', 'integer', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('rebate_claims_window_uq', ['member_id', 'from_transaction_id'])
        .execute();
      await db.schema.createIndex('rebate_claims_member_idx').on('rebate_claims').columns(['member_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['rebate_claims', 'rebate_cursors', 'rewards', 'promotion_application_images', 'promotion_applications']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
