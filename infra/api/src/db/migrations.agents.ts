import type { Kysely, Migration } from 'kysely';
import type { TDialect } from './database';

/** 0014_agents: tables of schema.agents.ts. (Scaffold: filled in by the agents work.) */
export function agentsMigration(_dialect: TDialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  };
}
