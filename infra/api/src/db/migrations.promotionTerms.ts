import type { Kysely, Migration } from 'kysely';

/**
 * 0044_promotion_terms: a banner/announcement or a promotion that advertises a deposit promotion
 * references its record (issue 28 item 2, docs/decisions/promotions-as-data.md): its text carries
 * placeholders ({{percent}}, {{cap}}, {{minDeposit}}, {{turnover}}) the API fills from that record, so
 * the figures live once. Null: plain text. Deposit channels, deposit promotions and promotions get
 * per-language names in content_translations (subjects deposit_channel, deposit_promo, promotion):
 * no new table.
 */
export function promotionTermsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('announcements').addColumn('deposit_promo_id', 'integer').execute();
      await db.schema.alterTable('promotions').addColumn('deposit_promo_id', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('promotions').dropColumn('deposit_promo_id').execute();
      await db.schema.alterTable('announcements').dropColumn('deposit_promo_id').execute();
    },
  };
}
