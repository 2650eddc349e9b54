import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './database';

/** 0015_player: tables of schema.player.ts. (Scaffold: filled in by the player work.) */
export function playerMigration(_dialect: TDialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  };
}
