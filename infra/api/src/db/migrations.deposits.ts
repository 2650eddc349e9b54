import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './database';

/** 0011_deposits: tables of schema.deposits.ts. (Scaffold: filled in by the deposits work.) */
export function depositsMigration(_dialect: TDialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  };
}
