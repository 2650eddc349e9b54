import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0004_catalog: the games catalogue and public content (schema.catalog.ts). Indexes follow the
 * read paths: the game list (category or vendor, then sort), the merchant's hot list (rank),
 * winners (merchant, newest first), current announcements (merchant, type, date), the help tree.
 */
export function catalogMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vendors')
        .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('free_play', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('vendor_categories')
        .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull().references('vendors.code').onDelete('cascade'))
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_type_name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('vendor_categories_pk', ['vendor_code', 'category'])
        .execute();
      await db.schema.createIndex('vendor_categories_category_idx').on('vendor_categories').columns(['category', 'sort']).execute();

      await db.schema
        .createTable('merchant_vendors')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull().references('vendors.code').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('merchant_vendors_pk', ['merchant_code', 'vendor_code'])
        .execute();

      await db.schema
        .createTable('merchant_categories')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('merchant_categories_pk', ['merchant_code', 'category'])
        .execute();

      await db.schema
        .createTable('game_groups')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('lotto_mode', 'varchar(8)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('games')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull().references('vendors.code').onDelete('cascade'))
        .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('launch_category', 'varchar(16)', (c) => c.notNull())
        .addColumn('classify', 'varchar(24)', (c) => c.notNull())
        .addColumn('game_group_id', 'integer', (c) => c.references('game_groups.id'))
        .addColumn('lotto_mode', 'varchar(8)')
        .addColumn('free_play', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_bet', 'bigint', (c) => c.notNull())
        .addColumn('min_line', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('search_text', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('games_vendor_game_uq').unique().on('games').columns(['vendor_code', 'game_id']).execute();
      await db.schema.createIndex('games_category_sort_idx').on('games').columns(['category', 'sort', 'id']).execute();
      await db.schema.createIndex('games_vendor_sort_idx').on('games').columns(['vendor_code', 'sort', 'id']).execute();
      await db.schema.createIndex('games_sort_idx').on('games').columns(['sort', 'id']).execute();

      await db.schema
        .createTable('game_names')
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_names_pk', ['game_id', 'language'])
        .execute();

      await db.schema
        .createTable('hot_games')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('hot_games_pk', ['merchant_code', 'game_id'])
        .execute();
      await db.schema.createIndex('hot_games_rank_idx').on('hot_games').columns(['merchant_code', 'rank']).execute();

      await db.schema
        .createTable('winners')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('customer_name', 'varchar(32)', (c) => c.notNull())
        .addColumn('win_amount', 'bigint', (c) => c.notNull())
        .addColumn('won_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('winners_latest_idx').on('winners').columns(['merchant_code', 'won_at', 'id']).execute();

      await db.schema
        .createTable('announcements')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('type', 'varchar(4)', (c) => c.notNull())
        .addColumn('group_name', 'varchar(16)')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('has_image', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('popular_rank', 'integer')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('announcements_current_idx').on('announcements').columns(['merchant_code', 'type', 'published_at']).execute();

      await db.schema
        .createTable('announcement_reads')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
        .execute();

      await db.schema
        .createTable('help_entries')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.references('help_entries.id').onDelete('cascade'))
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('device', 'varchar(8)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('help_entries_tree_idx').on('help_entries').columns(['merchant_code', 'language', 'sort']).execute();

      await db.schema
        .createTable('promotions')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('category', 'varchar(24)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('promotions_merchant_idx').on('promotions').columns(['merchant_code', 'sort']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'promotions',
        'help_entries',
        'announcement_reads',
        'announcements',
        'winners',
        'hot_games',
        'game_names',
        'games',
        'game_groups',
        'merchant_categories',
        'merchant_vendors',
        'vendor_categories',
        'vendors',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
