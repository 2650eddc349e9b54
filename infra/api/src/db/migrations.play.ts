import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './database';

/** 0012_play: tables of schema.play.ts. (Scaffold: filled in by the play work.) */
export function playMigration(_dialect: TDialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  };
}
