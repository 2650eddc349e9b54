import type { FastifyPluginAsync } from 'fastify';

/** Routes of shared-contracts/src/api/wallet.ts. (Scaffold: filled in by the walletMember work.) */
export const walletRoutes: FastifyPluginAsync = async () => {};
