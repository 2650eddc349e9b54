import type { Kysely, Migration } from 'kysely';

/**
 * 0052_first_password: members.must_set_password (docs/decisions/first-password.md). 1 while the
 * account's password was chosen by someone else (an agent for a downline, an operator) and the
 * member has not set their own yet; such a session may do nothing but set it. Existing members: 0.
 */
export function firstPasswordMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('members')
        .addColumn('must_set_password', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('members').dropColumn('must_set_password').execute();
    },
  };
}
