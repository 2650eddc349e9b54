import type { TDepositPromoEligibility } from '@tessera/contract/api';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DepositChannelsTable } from '../db/schema.deposits';
import type { DepositPromosTable } from '../db/schema.depositPromos';
import { currencyPlaces } from '../lib/money';
import { ANNOUNCEMENT_SEEDS, MERCHANT_VOICES, PROMOTION_SEEDS, voice as fillVoice } from './contentData';
import { CHANNEL_VERSIONS, DEPOSIT_PROMO_VERSIONS } from './contentTranslations';

// Deposit channels (payment-gateway channels and the merchant's receiving bank accounts) and deposit
// promotions per merchant, in its currency. Like the catalogue: only what is missing, by code, so
// operator changes survive restarts.

type TRow = Omit<DepositChannelsTable, 'id'>;
type TSeedRow = Omit<DepositPromosTable, 'id'>;

interface TGatewaySeed {
  code: string;
  name: string;
  vendorCode: string;
  /** Whole units of the currency. */
  min: number;
  max: number;
}
interface TBankSeed {
  code: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

const GATEWAYS: TGatewaySeed[] = [
  { code: 'ONLINE_BANKING', name: 'Online banking', vendorCode: 'SIMPAY_BANK', min: 10, max: 50_000 },
  { code: 'E_WALLET', name: 'E-wallet', vendorCode: 'SIMPAY_WALLET', min: 10, max: 20_000 },
  { code: 'QR_PAY', name: 'QR pay', vendorCode: 'SIMPAY_QR', min: 50, max: 10_000 },
];
const BANK_LIMITS = { min: 100, max: 200_000 };

/** Demo receiving accounts (made-up numbers) by currency. */
const BANKS: Record<string, TBankSeed[]> = {
  CNY: [
    { code: 'BANK_1', bankName: 'Industrial and Commercial Bank of China', accountName: 'Tessera Demo Trading Ltd', accountNumber: '6222020200112233445' },
    { code: 'BANK_2', bankName: 'China Construction Bank', accountName: 'Tessera Demo Trading Ltd', accountNumber: '6217000010098765432' },
  ],
  BRL: [
    { code: 'BANK_1', bankName: 'Banco do Brasil', accountName: 'Acme Jogos Ltda', accountNumber: '0001234500067890' },
    { code: 'BANK_2', bankName: 'Itaú Unibanco', accountName: 'Acme Jogos Ltda', accountNumber: '0341987600012345' },
  ],
};
const DEFAULT_BANKS: TBankSeed[] = [{ code: 'BANK_1', bankName: 'Demo Bank', accountName: 'Tessera Merchant', accountNumber: '000111222333444' }];

/** The channels a merchant starts with, in its currency. */
export function depositChannelSeeds(merchant: string, currency: string, now: string): TRow[] {
  const unit = 10 ** currencyPlaces(currency);
  const gateways = GATEWAYS.map((g, i): TRow => ({
    merchant_code: merchant,
    kind: 'GATEWAY',
    code: g.code,
    name: g.name,
    vendor_code: g.vendorCode,
    bank_name: null,
    account_name: null,
    account_number: null,
    min_minor: g.min * unit,
    max_minor: g.max * unit,
    fee_minor: 0,
    sort: i + 1,
    enabled: 1,
    created_at: now,
  }));
  const banks = (BANKS[currency] ?? DEFAULT_BANKS).map((b, i): TRow => ({
    merchant_code: merchant,
    kind: 'BANK',
    code: b.code,
    name: b.bankName,
    vendor_code: null,
    bank_name: b.bankName,
    account_name: b.accountName,
    account_number: b.accountNumber,
    min_minor: BANK_LIMITS.min * unit,
    max_minor: BANK_LIMITS.max * unit,
    fee_minor: 0,
    sort: 100 + i,
    enabled: 1,
    created_at: now,
  }));
  return [...gateways, ...banks];
}

/** Inserts each merchant's missing channels (by code). */
export async function seedDepositChannels(db: Kysely<DB>, now = new Date().toISOString()): Promise<void> {
  const merchants = await db.selectFrom('merchants').select(['code', 'currency_code']).execute();
  for (const m of merchants) {
    const have = new Set((await db.selectFrom('deposit_channels').select('code').where('merchant_code', '=', m.code).execute()).map((r) => r.code));
    const missing = depositChannelSeeds(m.code, m.currency_code, now).filter((r) => !have.has(r.code));
    if (missing.length)
      await db
        .insertInto('deposit_channels')
        .values(missing)
        .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
        .execute();
  }
}

interface TPromoSeed {
  code: string;
  name: string;
  description: string;
  percentBp: number;
  /** Whole units of the currency. */
  cap: number;
  minDeposit: number;
  turnover: number;
  eligibility: TDepositPromoEligibility;
}

const PROMOS: TPromoSeed[] = [
  {
    code: 'FIRST_DEPOSIT',
    name: 'First deposit 100% bonus',
    // The one record of the welcome offer: the welcome banner and promotion reference it and their
    // figures are filled from it, like this description's (services/content/terms.ts; issue 28).
    description: 'Double your first deposit: {{percent}} bonus up to {{cap}}. Turnover x{{turnover}} of deposit and bonus.',
    percentBp: 10_000,
    cap: 1000,
    minDeposit: 50,
    turnover: 10,
    eligibility: 'FIRST_DEPOSIT',
  },
  {
    code: 'DAILY_RELOAD',
    name: 'Daily reload 10%',
    description: '{{percent}} bonus on one deposit a day, up to {{cap}}. Turnover x{{turnover}} of deposit and bonus.',
    percentBp: 1_000,
    cap: 200,
    minDeposit: 100,
    turnover: 5,
    eligibility: 'DAILY',
  },
  {
    code: 'NO_BONUS',
    name: 'No bonus',
    description: 'Deposit without a bonus and without a turnover requirement.',
    percentBp: 0,
    cap: 0,
    minDeposit: 0,
    turnover: 0,
    eligibility: 'ALWAYS',
  },
];

export function depositPromoSeeds(merchant: string, currency: string, now: string): TSeedRow[] {
  const unit = 10 ** currencyPlaces(currency);
  return PROMOS.map((p, i) => ({
    merchant_code: merchant,
    code: p.code,
    name: p.name,
    description: p.description,
    percent_bp: p.percentBp,
    cap_minor: p.cap * unit,
    min_deposit_minor: p.minDeposit * unit,
    turnover_multiplier: p.turnover,
    eligibility: p.eligibility,
    valid_from: null,
    valid_to: null,
    enabled: 1,
    sort: i + 1,
    created_at: now,
    updated_at: now,
  }));
}

/** Inserts each merchant's missing promotions (by code), so operator changes survive restarts. */
export async function seedDepositPromos(db: Kysely<DB>, now = new Date().toISOString()): Promise<void> {
  const merchants = await db.selectFrom('merchants').select(['code', 'currency_code']).execute();
  for (const m of merchants) {
    const have = new Set((await db.selectFrom('deposit_promos').select('code').where('merchant_code', '=', m.code).execute()).map((r) => r.code));
    const missing = depositPromoSeeds(m.code, m.currency_code, now).filter((r) => !have.has(r.code));
    if (missing.length)
      await db
        .insertInto('deposit_promos')
        .values(missing)
        .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
        .execute();
  }
}

/**
 * The seeded banners and promotions that advertise a deposit promotion reference its record (0044):
 * a seeded row still carrying its placeholder text and no reference gets the merchant's promotion of
 * that code. (The catalogue is seeded before the deposit promotions exist.)
 */
export async function linkSeededOffers(db: Kysely<DB>): Promise<void> {
  const promos = await db.selectFrom('deposit_promos').select(['id', 'merchant_code', 'code']).execute();
  const idOf = new Map(promos.map((p) => [`${p.merchant_code}:${p.code}`, p.id]));
  for (const [merchant, seeds] of Object.entries(ANNOUNCEMENT_SEEDS)) {
    const voice = MERCHANT_VOICES[merchant];
    for (const a of seeds) {
      const id = a.offer && voice ? idOf.get(`${merchant}:${a.offer}`) : undefined;
      if (id === undefined || !voice) continue;
      await db
        .updateTable('announcements')
        .set({ deposit_promo_id: id })
        .where('merchant_code', '=', merchant)
        .where('title', '=', fillVoice(a.title, voice))
        .where('deposit_promo_id', 'is', null)
        .execute();
    }
  }
  for (const [merchant, seeds] of Object.entries(PROMOTION_SEEDS)) {
    const voice = MERCHANT_VOICES[merchant];
    for (const p of seeds) {
      const id = p.offer && voice ? idOf.get(`${merchant}:${p.offer}`) : undefined;
      if (id === undefined || !voice) continue;
      await db
        .updateTable('promotions')
        .set({ deposit_promo_id: id })
        .where('merchant_code', '=', merchant)
        .where('title', '=', fillVoice(p.title, voice))
        .where('deposit_promo_id', 'is', null)
        .execute();
    }
  }
}

/** Per-language names (and descriptions) of the seeded channels and deposit promotions, when missing. */
export async function seedDepositTranslations(db: Kysely<DB>): Promise<void> {
  const rows: Insertable<DB['content_translations']>[] = [];
  const channels = await db.selectFrom('deposit_channels').select(['id', 'code', 'kind']).where('kind', '=', 'GATEWAY').execute();
  for (const c of channels)
    for (const [language, name] of Object.entries(CHANNEL_VERSIONS[c.code] ?? {}))
      rows.push({ subject: 'deposit_channel', subject_id: c.id, language, title: name, content: '' });
  const promos = await db.selectFrom('deposit_promos').select(['id', 'code']).execute();
  for (const p of promos)
    for (const [language, t] of Object.entries(DEPOSIT_PROMO_VERSIONS[p.code] ?? {}))
      rows.push({ subject: 'deposit_promo', subject_id: p.id, language, title: t.title, content: t.content });
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('content_translations')
      .values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** The deposit area's seed: channels, then promotions, their names per language, the offers that reference them. */
export async function seedDeposits(db: Kysely<DB>): Promise<void> {
  await seedDepositChannels(db);
  await seedDepositPromos(db);
  await seedDepositTranslations(db);
  await linkSeededOffers(db);
}
