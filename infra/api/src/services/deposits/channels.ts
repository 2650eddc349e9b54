import { merchantCurrency as sharedMerchantCurrency } from '../merchants';
import type { TEndpointOutput, depositChannels } from '@tessera/shared-contracts/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DepositChannelsTable } from '../../db/schema.deposits';
import { ApiError } from '../../errors';
import { currencyPlaces, formatMinor } from '../../lib/money';
import { toMinor } from '../wallet/ledger';

// Deposit channels per merchant: payment-gateway channels (paid on the gateway's page, settled by
// its callback) and the merchant's receiving bank accounts (manual transfers an operator reviews).
// Seeded like the catalogue: only what is missing, by code, so operator changes survive restarts.

type TDb = Kysely<DB> | Transaction<DB>;
type TRow = Omit<DepositChannelsTable, 'id'>;

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

/** The merchant's currency and its decimal places. */
export async function merchantCurrency(db: TDb, merchant: string): Promise<{ currency: string; places: number }> {
  const { code, places } = await sharedMerchantCurrency(db, merchant);
  return { currency: code, places };
}

/** Last four digits only, the rest as asterisks grouped like the number is read. */
export function maskAccountNumber(n: string): string {
  return `**** ${n.slice(-4)}`;
}

export async function listDepositChannels(db: TDb, merchant: string): Promise<TEndpointOutput<typeof depositChannels>> {
  const { currency, places } = await merchantCurrency(db, merchant);
  const rows = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const money = (v: DepositChannelsTable['min_minor']) => formatMinor(toMinor(v), places);
  return {
    currency,
    gateways: rows
      .filter((r) => r.kind === 'GATEWAY')
      .map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        vendorCode: r.vendor_code ?? '',
        minAmount: money(r.min_minor),
        maxAmount: money(r.max_minor),
        fee: money(r.fee_minor),
      })),
    bankAccounts: rows
      .filter((r) => r.kind === 'BANK')
      .map((r) => ({
        id: r.id,
        bankName: r.bank_name ?? r.name,
        accountName: r.account_name ?? '',
        accountNumber: maskAccountNumber(r.account_number ?? ''),
        minAmount: money(r.min_minor),
        maxAmount: money(r.max_minor),
      })),
  };
}

/** An enabled channel of the merchant of the given kind, or DEPOSIT_CHANNEL_NOT_FOUND. */
export async function findChannel(db: TDb, merchant: string, id: number, kind: 'GATEWAY' | 'BANK') {
  const row = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', merchant)
    .where('kind', '=', kind)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw new ApiError('DEPOSIT_CHANNEL_NOT_FOUND', { channelId: id });
  return row;
}
