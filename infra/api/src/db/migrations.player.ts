import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0015_player: a member's favourite games and recently played games (schema.player.ts).
 * Favourites are read newest first (id), recent games by their launch sequence (seq).
 */
export function playerMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('player_favourites')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('player_favourites_uq', ['merchant_code', 'member_id', 'game_id'])
        .execute();
      await db.schema.createIndex('player_favourites_list_idx').on('player_favourites').columns(['merchant_code', 'member_id', 'id']).execute();

      await db.schema
        .createTable('player_recent_games')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('played_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('player_recent_games_pk', ['merchant_code', 'member_id', 'game_id'])
        .execute();
      await db.schema.createIndex('player_recent_games_list_idx').on('player_recent_games').columns(['merchant_code', 'member_id', 'seq']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('player_recent_games').ifExists().execute();
      await db.schema.dropTable('player_favourites').ifExists().execute();
    },
  };
}
