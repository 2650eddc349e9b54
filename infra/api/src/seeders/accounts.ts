import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TPasswordHasher } from '../lib/password';
import { nowIso } from '../services/accounts/time';

// Seed accounts of ARCHITECTURE's observable contract (and a few for acme). Inserted only when
// missing, so operator or user changes survive restarts. Wallet balances (demo1: 1000.00) belong
// to the ledger and are seeded there, keyed by merchant + username.

export interface TMemberSeed {
  merchant: string;
  username: string;
  password: string;
  /** 0, 1 (agent), 2. */
  type: number;
  vipLevel: number;
  nickname: string;
  mobile?: { countryCode: string; mobile: string };
  email?: string;
  /** An affiliate (invitation) code owned by this member. */
  affiliateCode?: string;
}

export const MEMBER_SEEDS: readonly TMemberSeed[] = [
  {
    merchant: 'demo',
    username: 'demo1',
    password: 'Demo@1234',
    type: 0,
    vipLevel: 1,
    nickname: 'Demo One',
    mobile: { countryCode: '86', mobile: '13800138000' },
    email: 'demo1@example.com',
  },
  {
    merchant: 'demo',
    username: 'agent1',
    password: 'Agent@1234',
    type: 1,
    vipLevel: 3,
    nickname: 'Agent One',
    mobile: { countryCode: '86', mobile: '13900139000' },
    affiliateCode: 'AGENT1',
  },
  {
    merchant: 'acme',
    username: 'acme1',
    password: 'Acme@1234',
    type: 0,
    vipLevel: 2,
    nickname: 'Ana Acme',
    mobile: { countryCode: '55', mobile: '11987654321' },
  },
  {
    merchant: 'acme',
    username: 'acme2',
    password: 'Acme@1234',
    type: 2,
    vipLevel: 0,
    nickname: 'Bruno Acme',
    mobile: { countryCode: '55', mobile: '21987654321' },
    affiliateCode: 'ACME2',
  },
];

export async function seedAccounts(db: Kysely<DB>, hasher: TPasswordHasher, seeds: readonly TMemberSeed[] = MEMBER_SEEDS): Promise<void> {
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  for (const s of seeds) {
    if (!merchants.has(s.merchant)) continue;
    let member = await db.selectFrom('members').select('id').where('merchant_code', '=', s.merchant).where('username', '=', s.username).executeTakeFirst();
    if (!member) {
      const now = nowIso();
      await db
        .insertInto('members')
        .values({
          merchant_code: s.merchant,
          username: s.username,
          password_hash: await hasher.hash(s.password),
          payment_password_hash: null,
          type: s.type,
          disabled: 0,
          nickname: s.nickname,
          email: s.email ?? null,
          country_code: s.mobile?.countryCode ?? null,
          mobile: s.mobile?.mobile ?? null,
          vip_level: s.vipLevel,
          head_icon: '1',
          parent_id: null,
          profile: '{}',
          register_method: null,
          register_url: null,
          register_ip: null,
          claimed_at: null,
          last_login_at: null,
          password_changed_at: now,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'username']).doNothing())
        .execute();
      member = await db.selectFrom('members').select('id').where('merchant_code', '=', s.merchant).where('username', '=', s.username).executeTakeFirst();
    }
    if (member && s.affiliateCode) {
      await db
        .insertInto('affiliate_codes')
        .values({ merchant_code: s.merchant, code: s.affiliateCode.toUpperCase(), member_id: member.id, enabled: 1, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
        .execute();
    }
  }
}
