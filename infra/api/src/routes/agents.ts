import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/agents.ts. (Scaffold: filled in by the agents work.) */
export const agentRoutes: FastifyPluginAsync = async () => {};
