import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0012_play: launch tickets, bets (the betting records), fun-credit lottery bets of free play and
 * the demo lottery's draw results (schema.play.ts). Decisions: docs/decisions/demo-games.md.
 */
export function playMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('play_tickets')
        .addColumn('id', idColumn, autoId)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('launcher', 'varchar(8)', (c) => c.notNull())
        .addColumn('mode', 'varchar(8)', (c) => c.notNull())
        .addColumn('play_type', 'varchar(8)')
        .addColumn('fun_balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_spin_id', 'varchar(64)')
        .addColumn('last_spin', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('play_tickets_expiry_idx').on('play_tickets').column('expires_at').execute();

      await db.schema
        .createTable('bets')
        .addColumn('id', idColumn, autoId)
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
        .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('ticket_id', 'integer', (c) => c.notNull())
        .addColumn('client_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('draw_no', 'bigint')
        .addColumn('stake_minor', 'bigint', (c) => c.notNull())
        .addColumn('payout_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('bets_client_ref_uq', ['ticket_id', 'client_ref'])
        .execute();
      await db.schema.createIndex('bets_member_idx').on('bets').columns(['merchant_code', 'member_id', 'created_at']).execute();
      await db.schema.createIndex('bets_draw_idx').on('bets').columns(['draw_no', 'status']).execute();

      await db.schema
        .createTable('play_fun_bets')
        .addColumn('id', idColumn, autoId)
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('play_tickets.id').onDelete('cascade'))
        .addColumn('client_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('draw_no', 'bigint', (c) => c.notNull())
        .addColumn('stake_minor', 'bigint', (c) => c.notNull())
        .addColumn('payout_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('play_fun_bets_client_ref_uq', ['ticket_id', 'client_ref'])
        .execute();
      await db.schema.createIndex('play_fun_bets_draw_idx').on('play_fun_bets').columns(['draw_no', 'status']).execute();

      await db.schema
        .createTable('lottery_draws')
        .addColumn('draw_no', 'bigint', (c) => c.primaryKey())
        .addColumn('numbers', 'varchar(16)', (c) => c.notNull())
        .addColumn('drawn_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lottery_draws').ifExists().execute();
      await db.schema.dropTable('play_fun_bets').ifExists().execute();
      await db.schema.dropTable('bets').ifExists().execute();
      await db.schema.dropTable('play_tickets').ifExists().execute();
    },
  };
}
