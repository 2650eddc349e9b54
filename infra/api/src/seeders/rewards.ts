import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DAY_MS } from '../lib/days';
import { grantRewards, type TRewardGrant } from '../services/rewards/center';
import { REWARD_VERSIONS } from './contentTranslations';

// The reward center's demo rewards of the seeded members: one in each status (claim, coming soon,
// claimed, expired).

/** Demo rewards (amounts in minor units of a 2-place currency). */
export const REWARD_SEEDS: Record<string, { username: string; rewards: (now: number) => TRewardGrant[] }[]> = {
  demo: [
    {
      username: 'demo1',
      rewards: (now) =>
        demoRewards(now, ['Daily check-in bonus', 'First deposit bonus', 'Weekend reload bonus', 'VIP birthday gift', 'Lunar new year red packet']),
    },
  ],
  acme: [
    {
      username: 'acme1',
      rewards: (now) =>
        demoRewards(now, [
          'Bônus de check-in diário',
          'Bônus de primeiro depósito',
          'Recarga de fim de semana',
          'Presente de aniversário VIP',
          'Bônus de Carnaval',
        ]),
    },
  ],
};

function demoRewards(now: number, [checkIn, firstDeposit, reload, birthday, soon]: string[]): TRewardGrant[] {
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  return [
    { grantKey: 'seed:daily-checkin', kind: 'DAILY_CHECKIN', title: checkIn ?? '', amountMinor: 500, availableFrom: at(-1), expiresAt: at(7) },
    { grantKey: 'seed:first-deposit', kind: 'FIRST_DEPOSIT', title: firstDeposit ?? '', amountMinor: 3800, availableFrom: at(-2), expiresAt: at(30) },
    { grantKey: 'seed:weekend-reload', kind: 'RELOAD', title: reload ?? '', amountMinor: 2000, availableFrom: at(-10), expiresAt: at(-3) },
    { grantKey: 'seed:vip-birthday', kind: 'BIRTHDAY', title: birthday ?? '', amountMinor: 8800, availableFrom: at(-20), expiresAt: null, claimedAt: at(-5) },
    { grantKey: 'seed:coming-soon', kind: 'FESTIVAL', title: soon ?? '', amountMinor: 1800, availableFrom: at(15), expiresAt: at(22) },
  ];
}

/** Seeds the demo rewards of the seeded members that exist (idempotent: only missing grants are added). */
export async function seedRewards(db: Kysely<DB>, now = Date.now()): Promise<void> {
  for (const [merchant, members] of Object.entries(REWARD_SEEDS)) {
    for (const m of members) {
      const member = await db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', m.username).executeTakeFirst();
      if (!member) continue;
      await grantRewards(db, merchant, member.id, m.rewards(now));
      await seedRewardVersions(db, member.id);
    }
  }
}

/** The seeded rewards' names in the merchant's other languages (content_translations, subject reward), when missing. */
async function seedRewardVersions(db: Kysely<DB>, memberId: number): Promise<void> {
  const rows = await db.selectFrom('rewards').select(['id', 'title']).where('member_id', '=', memberId).where('grant_key', 'like', 'seed:%').execute();
  const versions = rows.flatMap((r) =>
    Object.entries(REWARD_VERSIONS[r.title] ?? {}).map(([language, title]) => ({ subject: 'reward', subject_id: r.id, language, title, content: '' })),
  );
  if (versions.length > 0)
    await db
      .insertInto('content_translations')
      .values(versions)
      .onConflict((oc) => oc.doNothing())
      .execute();
}
