import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/rewards.ts. (Scaffold: filled in by the rewards work.) */
export const rewardRoutes: FastifyPluginAsync = async () => {};
