/** Tables of migration 0014_agents (added to DB in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AgentsTables {}
