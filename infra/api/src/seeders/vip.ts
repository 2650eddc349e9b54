import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { VIP_SEEDS } from '../services/vip';

// Each merchant's VIP ladder. The ladders are the VIP room's too (a merchant without rows gets
// demo's: services/vip.ts), so they stay there.

/** Inserts the seeded ladders' missing rows (idempotent; an operator's edits are kept). */
export async function seedVipLevels(db: Kysely<DB>): Promise<void> {
  for (const [merchant, rows] of Object.entries(VIP_SEEDS)) {
    await db
      .insertInto('vip_levels')
      .values(rows.map((r) => ({ ...r, merchant_code: merchant })))
      .onConflict((oc) => oc.columns(['merchant_code', 'level']).doNothing())
      .execute();
  }
}
