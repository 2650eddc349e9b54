import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/deposits.ts. (Scaffold: filled in by the deposits work.) */
export const depositRoutes: FastifyPluginAsync = async () => {};
