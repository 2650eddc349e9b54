import { versionsIn } from '../content/translations';
import { merchantCurrency as sharedMerchantCurrency } from '../merchants';
import type { TEndpointOutput, depositChannels } from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DepositChannelsTable } from '../../db/schema.deposits';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { toMinor } from '../wallet/ledger';

// Deposit channels per merchant: payment-gateway channels (paid on the gateway's page, settled by
// its callback) and the merchant's receiving bank accounts (manual transfers an operator reviews).
// What a merchant starts with: seeders/deposits.ts.

type TDb = Kysely<DB> | Transaction<DB>;

/** The merchant's currency and its decimal places. */
export async function merchantCurrency(db: TDb, merchant: string): Promise<{ currency: string; places: number }> {
  const { code, places } = await sharedMerchantCurrency(db, merchant);
  return { currency: code, places };
}

/** Last four digits only, the rest as asterisks grouped like the number is read. */
export function maskAccountNumber(n: string): string {
  return `**** ${n.slice(-4)}`;
}

export async function listDepositChannels(db: Kysely<DB>, merchant: string, lang?: string): Promise<TEndpointOutput<typeof depositChannels>> {
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
  // A channel's name in the asked language (content_translations, subject deposit_channel; issue 28 item 2).
  const names = await versionsIn(
    db,
    'deposit_channel',
    rows.map((r) => r.id),
    lang,
  );
  return {
    currency,
    gateways: rows
      .filter((r) => r.kind === 'GATEWAY')
      .map((r) => ({
        id: r.id,
        code: r.code,
        name: names.get(r.id)?.title ?? r.name,
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
