import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/player.ts. (Scaffold: filled in by the player work.) */
export const playerRoutes: FastifyPluginAsync = async () => {};
