import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { INBOX_VERSIONS, type TSeedVersion } from './contentTranslations';

// Demo inbox messages: a welcome and a deposit-bonus notice for each seeded real member, and one
// security notice broadcast per merchant. Inserted once by seed key (a restart adds nothing; a
// message the operator deleted from the table comes back on the next start, like other seeds).

interface TSeedMessage {
  key: string;
  /** null: a broadcast. */
  username: string | null;
  kind: 'WELCOME' | 'BONUS' | 'SECURITY';
  title: string;
  content: string;
  /** Hours before the seeding time. */
  hoursAgo: number;
  /** Its PT and PT-BR versions (content_translations, subject 'inbox'). */
  versions: Record<string, TSeedVersion>;
}

/** The kind's PT and PT-BR versions with the message's names filled in. */
const versionsOf = (kind: TSeedMessage['kind'], fill: Record<string, string>): Record<string, TSeedVersion> =>
  Object.fromEntries(
    Object.entries(INBOX_VERSIONS[kind]).map(([language, t]) => [
      language,
      { title: t.title.replace(/\{(\w+)\}/g, (m, k: string) => fill[k] ?? m), content: t.content.replace(/\{(\w+)\}/g, (m, k: string) => fill[k] ?? m) },
    ]),
  );

const personal = (username: string, brand: string, bonus: string): TSeedMessage[] => [
  {
    key: `welcome:${username}`,
    username,
    kind: 'WELCOME',
    title: `Welcome to ${brand}`,
    content: `Hi ${username}, your account is ready.\nOpen the game center to try slots, live casino and sports, and visit the help center any time you have a question.`,
    hoursAgo: 72,
    versions: versionsOf('WELCOME', { username, brand }),
  },
  {
    key: `bonus:${username}`,
    username,
    kind: 'BONUS',
    title: 'First deposit bonus: 100%',
    content: `Make your first deposit this week and we match it 100% up to ${bonus}.\nThe bonus is credited automatically after the deposit is confirmed; wagering terms are on the promotions page.`,
    hoursAgo: 48,
    versions: versionsOf('BONUS', { bonus }),
  },
];

const security = (): TSeedMessage => ({
  key: 'security:password-reminder',
  username: null,
  kind: 'SECURITY',
  title: 'Security notice: protect your account',
  content:
    'We will never ask for your password or SMS code by chat, phone or e-mail.\nSet a payment password and bind your mobile number in the security center, and sign out on shared devices.',
  hoursAgo: 24,
  versions: versionsOf('SECURITY', {}),
});

const SEEDS: Record<string, TSeedMessage[]> = {
  demo: [...personal('demo1', 'Tessera Demo', '¥1,000'), ...personal('agent1', 'Tessera Demo', '¥1,000'), security()],
  acme: [...personal('acme1', 'Acme Bet', 'R$500'), security()],
};

export async function seedInbox(db: Kysely<DB>): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const [merchant, seeds] of Object.entries(SEEDS)) {
      const exists = await trx.selectFrom('merchants').select('code').where('code', '=', merchant).executeTakeFirst();
      if (!exists) continue;
      const have = new Set(
        (await trx.selectFrom('inbox_messages').select('seed_key').where('merchant_code', '=', merchant).where('seed_key', 'is not', null).execute()).map(
          (r) => r.seed_key,
        ),
      );
      for (const s of seeds) {
        if (have.has(s.key)) continue;
        let memberId: number | null = null;
        if (s.username !== null) {
          const member = await trx
            .selectFrom('members')
            .select('id')
            .where('merchant_code', '=', merchant)
            .where('username', '=', s.username)
            .executeTakeFirst();
          if (!member) continue;
          memberId = member.id;
        }
        await trx
          .insertInto('inbox_messages')
          .values({
            merchant_code: merchant,
            member_id: memberId,
            kind: s.kind,
            title: s.title,
            content: s.content,
            sender: 'system',
            seed_key: s.key,
            created_at: new Date(now - s.hoursAgo * 3_600_000).toISOString(),
          })
          .onConflict((oc) => oc.columns(['merchant_code', 'seed_key']).doNothing())
          .execute();
      }
      // The seeded messages' versions per language, inserted when missing.
      const ids = new Map(
        (
          await trx
            .selectFrom('inbox_messages')
            .select(['id', 'seed_key'])
            .where('merchant_code', '=', merchant)
            .where(
              'seed_key',
              'in',
              seeds.map((s) => s.key),
            )
            .execute()
        ).map((r) => [r.seed_key, r.id]),
      );
      const rows = seeds.flatMap((s) => {
        const id = ids.get(s.key);
        return id === undefined
          ? []
          : Object.entries(s.versions).map(([language, t]) => ({ subject: 'inbox', subject_id: id, language, title: t.title, content: t.content }));
      });
      if (rows.length > 0)
        await trx
          .insertInto('content_translations')
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .execute();
    }
  });
}
