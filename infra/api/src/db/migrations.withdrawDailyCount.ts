import type { Kysely, Migration } from 'kysely';
import type { DB } from './schema';

// Frozen copies of what the code held when this migration was written: a migration must not change
// meaning when the seeds change later.
/** VIP 0's seeded withdrawals a day (demo's and acme's ladders, and the ladder of a merchant without rows). */
const VIP0_DEFAULT = 3;
/** The dailyCount the seed wrote into merchant_config before the VIP table held it (not an operator's choice). */
const SEEDED_DAILY_COUNT: Record<string, number> = { demo: 5, acme: 3 };
const FALLBACK_DAILY_COUNT = 5;
/** demo's seeded ladder (services/vip.ts VIP_SEEDS.demo at 0046): what a merchant without rows read. */
const DEMO_LADDER: [string, number, number, number, number, number, number][] = [
  // name, deposit, turnover, rebate bp, upgrade, birthday, withdrawals a day (amounts in minor units)
  ['Starter', 0, 0, 40, 0, 0, 3],
  ['Bronze', 10_000, 100_000, 50, 800, 1_800, 5],
  ['Silver', 100_000, 1_000_000, 60, 3_800, 5_800, 5],
  ['Gold', 500_000, 5_000_000, 70, 18_800, 18_800, 10],
  ['Platinum', 2_000_000, 20_000_000, 80, 58_800, 58_800, 10],
  ['Diamond', 10_000_000, 100_000_000, 100, 188_800, 188_800, 20],
];

/**
 * 0046_withdraw_daily_count (issue 28, docs/decisions/money.md "Withdrawals a day"): the VIP table
 * is the one source of withdrawals a day; VIP 0's row is what the operator edits. Deployments from
 * before stored a merchant-level `dailyCount` in merchant_config 'withdrawLimits'. For each merchant:
 * - an operator's value (one that differs from what the seed wrote for that merchant) moves into
 *   VIP 0's row when that row still has the default (3); a merchant without ladder rows first gets
 *   a copy of the ladder it was reading (demo's), as the operator call does;
 * - a VIP 0 row the operator already changed through the VIP table is newer and is kept;
 * - `dailyCount` is then removed from the stored config (it is no longer read), whatever happened.
 * down() puts VIP 0's count back into the config (rows it added are left: they equal what was read).
 */
export function withdrawDailyCountMigration(): Migration {
  return {
    async up(raw: Kysely<unknown>) {
      const db = raw as Kysely<DB>;
      const rows = await db.selectFrom('merchant_config').select(['merchant_code', 'value']).where('key', '=', 'withdrawLimits').execute();
      for (const row of rows) {
        let stored: Record<string, unknown>;
        try {
          const parsed: unknown = JSON.parse(row.value);
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) continue;
          stored = parsed as Record<string, unknown>;
        } catch {
          continue; // a damaged value is read as the fallback limits: nothing to move
        }
        if (!('dailyCount' in stored)) continue;
        const { dailyCount, ...rest } = stored;
        const merchant = row.merchant_code;
        const seeded = SEEDED_DAILY_COUNT[merchant] ?? FALLBACK_DAILY_COUNT;
        if (typeof dailyCount === 'number' && Number.isSafeInteger(dailyCount) && dailyCount >= 0 && dailyCount !== seeded) {
          const has = await db.selectFrom('vip_levels').select('level').where('merchant_code', '=', merchant).executeTakeFirst();
          if (!has) {
            await db
              .insertInto('vip_levels')
              .values(
                DEMO_LADDER.map(([name, deposit, turnover, rebate, upgrade, birthday, withdrawals], level) => ({
                  merchant_code: merchant,
                  level,
                  name,
                  deposit_minor: deposit,
                  turnover_minor: turnover,
                  rebate_bp: rebate,
                  upgrade_bonus_minor: upgrade,
                  birthday_bonus_minor: birthday,
                  daily_withdrawals: withdrawals,
                })),
              )
              .execute();
          }
          await db
            .updateTable('vip_levels')
            .set({ daily_withdrawals: dailyCount })
            .where('merchant_code', '=', merchant)
            .where('level', '=', 0)
            .where('daily_withdrawals', '=', VIP0_DEFAULT)
            .execute();
        }
        await db
          .updateTable('merchant_config')
          .set({ value: JSON.stringify(rest) })
          .where('merchant_code', '=', merchant)
          .where('key', '=', 'withdrawLimits')
          .execute();
      }
    },
    async down(raw: Kysely<unknown>) {
      const db = raw as Kysely<DB>;
      const rows = await db.selectFrom('merchant_config').select(['merchant_code', 'value']).where('key', '=', 'withdrawLimits').execute();
      for (const row of rows) {
        const vip0 = await db
          .selectFrom('vip_levels')
          .select('daily_withdrawals')
          .where('merchant_code', '=', row.merchant_code)
          .where('level', '=', 0)
          .executeTakeFirst();
        let stored: Record<string, unknown>;
        try {
          stored = JSON.parse(row.value) as Record<string, unknown>;
        } catch {
          continue;
        }
        const value = JSON.stringify({ ...stored, dailyCount: vip0?.daily_withdrawals ?? VIP0_DEFAULT });
        await db.updateTable('merchant_config').set({ value }).where('merchant_code', '=', row.merchant_code).where('key', '=', 'withdrawLimits').execute();
      }
    },
  };
}
