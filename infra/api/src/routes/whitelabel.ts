import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/whitelabel.ts. (Scaffold: filled in by the whitelabel work.) */
export const whitelabelRoutes: FastifyPluginAsync = async () => {};
