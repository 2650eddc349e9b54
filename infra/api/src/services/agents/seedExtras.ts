import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AGENT_SEED } from './seed';

/** Demo quotas of agent1 (rate in tenths → direct downlines allowed at it). */
export const QUOTA_SEED: [number, number][] = [
  [20, 1],
  [18, 2],
  [15, 5],
];

/** agent1's downline quotas per rebate rate; only missing rows are inserted (operator changes survive restarts). */
export async function seedAgentExtras(db: Kysely<DB>): Promise<void> {
  const { merchant } = AGENT_SEED;
  const agent = await db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', AGENT_SEED.agent).executeTakeFirst();
  if (!agent) return;
  await db
    .insertInto('agent_quotas')
    .values(QUOTA_SEED.map(([rate_tenths, quota]) => ({ member_id: agent.id, merchant_code: merchant, rate_tenths, quota })))
    .onConflict((oc) => oc.columns(['member_id', 'rate_tenths']).doNothing())
    .execute();
}
