import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0024_bet_close_times: each OPEN lottery bet stores when its draw closes (`closes_at`, ISO UTC),
 * so the demo lottery's settlement asks the database for the bets that are due instead of reading
 * every open bet every 5 s and filtering them in JavaScript (a daily Vietnamese draw keeps its bets
 * open for up to a day). NULL: slot spins (settled when placed) and bets placed before this
 * migration, which settlement still checks one by one until they are settled.
 * Decisions: docs/decisions/demo-games.md "Demo lottery".
 */
export function playSettleMigration(_dialect: TDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['bets', 'play_fun_bets']) {
        await db.schema.alterTable(table).addColumn('closes_at', 'varchar(32)').execute();
        await db.schema.createIndex(`${table}_due_idx`).on(table).columns(['status', 'closes_at']).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['bets', 'play_fun_bets']) {
        await db.schema.dropIndex(`${table}_due_idx`).ifExists().execute();
        await db.schema.alterTable(table).dropColumn('closes_at').execute();
      }
    },
  };
}
