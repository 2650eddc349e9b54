import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/messaging.ts. (Scaffold: filled in by the messaging work.) */
export const messagingRoutes: FastifyPluginAsync = async () => {};
