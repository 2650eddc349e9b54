import type { Kysely, Migration } from 'kysely';

/**
 * 0027_content_overrides: which seeded content an operator has taken over per merchant (hot list,
 * winners, help tree). The seed inserts what is missing at every start; once the operator has
 * changed one of these, the seed leaves that kind alone for that merchant, so a removal sticks.
 */
export function contentOverridesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_overrides')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_overrides_pk', ['merchant_code', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_overrides').ifExists().execute();
    },
  };
}
