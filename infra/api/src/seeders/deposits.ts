import type { TDepositPromoEligibility } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DepositChannelsTable } from '../db/schema.deposits';
import type { DepositPromosTable } from '../db/schema.depositPromos';
import { currencyPlaces } from '../lib/money';

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
    // The same terms as the welcome banner and promotion (contentData.ts: "100% up to {cur}1,000"):
    // the player reads one offer everywhere (issue 28; routes/deposits.promos.test.ts checks they agree).
    description: 'Double your first deposit: 100% bonus up to 1,000.00. Turnover x10 of deposit and bonus.',
    percentBp: 10_000,
    cap: 1000,
    minDeposit: 50,
    turnover: 10,
    eligibility: 'FIRST_DEPOSIT',
  },
  {
    code: 'DAILY_RELOAD',
    name: 'Daily reload 10%',
    description: '10% bonus on one deposit a day, up to 200.00. Turnover x5 of deposit and bonus.',
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

/** The deposit area's seed: channels, then promotions. */
export async function seedDeposits(db: Kysely<DB>): Promise<void> {
  await seedDepositChannels(db);
  await seedDepositPromos(db);
}
