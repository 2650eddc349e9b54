import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './database';

/** 0013_messaging: tables of schema.messaging.ts. (Scaffold: filled in by the messaging work.) */
export function messagingMigration(_dialect: TDialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  };
}
