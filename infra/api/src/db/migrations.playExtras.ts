import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0019_play_extras: the demo lottery's draws per game (schema.playExtras.ts). Each lottery game has
 * its own schedule (services/play/schedule.ts); a result is drawn once per (game, draw) and kept.
 * Decisions: docs/decisions/demo-games.md "Draws per game".
 */
export function playExtrasMigration(_dialect: TDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lottery_game_draws')
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('draw_no', 'bigint', (c) => c.notNull())
        .addColumn('numbers', 'varchar(16)', (c) => c.notNull())
        .addColumn('prizes', 'text')
        .addColumn('draw_time', 'text', (c) => c.notNull())
        .addColumn('drawn_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lottery_game_draws_pk', ['game_id', 'draw_no'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lottery_game_draws').ifExists().execute();
    },
  };
}
