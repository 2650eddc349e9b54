import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './database';

/** 0010_wallet_member: tables of schema.walletMember.ts. (Scaffold: filled in by the walletMember work.) */
export function walletMemberMigration(_dialect: TDialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  };
}
