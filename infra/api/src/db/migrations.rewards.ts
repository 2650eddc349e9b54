import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './database';

/** 0016_rewards: tables of schema.rewards.ts. (Scaffold: filled in by the rewards work.) */
export function rewardsMigration(_dialect: TDialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  };
}
