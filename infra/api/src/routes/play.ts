import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/play.ts. (Scaffold: filled in by the play work.) */
export const playRoutes: FastifyPluginAsync = async () => {};
