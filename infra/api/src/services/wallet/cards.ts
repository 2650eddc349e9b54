import { MAX_BANK_CARDS } from '@tessera/contract/api';
import { bankCardDigits } from '@tessera/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { BankCardsTable } from '../../db/schema.walletMember';
import { ApiError } from '../../errors';
import type { TPasswordHasher } from '../../lib/password';
import { lockMember, maskCard, merchantCurrency, type TWalletContext } from './common';
import { cardFingerprint, type TCardKey } from './fingerprint';
import { checkPaymentPassword, memberPayeeName } from './security';

// Bank cards. Only what is needed is stored: the last 4 digits (to show the card) and a keyed
// fingerprint of the member id and the number (to refuse the same card twice; fingerprint.ts).
// The number is never stored or logged.

export async function bankList(db: Kysely<DB>, merchant: string) {
  const { code } = await merchantCurrency(db, merchant);
  const rows = await db.selectFrom('wallet_banks').select(['code', 'name']).where('currency_code', '=', code).orderBy('sort_order').execute();
  return { list: rows };
}

async function bankNames(db: Kysely<DB>, merchant: string): Promise<Map<string, string>> {
  return new Map((await bankList(db, merchant)).list.map((b) => [b.code, b.name]));
}

function cardView(row: Selectable<BankCardsTable>, banks: Map<string, string>, holder: string) {
  return {
    id: row.id,
    bankCode: row.bank_code,
    bankName: banks.get(row.bank_code) ?? row.bank_code,
    cardNumber: maskCard(row.last4),
    holder,
    createdAt: row.created_at,
  };
}

export async function bankCards(ctx: TWalletContext) {
  const rows = await ctx.db.selectFrom('bank_cards').selectAll().where('member_id', '=', ctx.memberId).orderBy('id').execute();
  const holder = (await memberPayeeName(ctx.db, ctx.memberId)) ?? '';
  const banks = await bankNames(ctx.db, ctx.merchant);
  return { list: rows.map((r) => cardView(r, banks, holder)), max: MAX_BANK_CARDS };
}

export interface TAddBankCard {
  bankCode: string;
  cardNumber: string;
  paymentPassword: string;
}

/**
 * Binds a payout card, confirmed by the payment password (a card is where withdrawals go: a
 * session alone must not be enough to add one). The cheap checks come first, so a typo in the
 * number does not spend a payment-password attempt; the password is checked (and counted) outside
 * the transaction, as for withdrawals.
 */
export async function addBankCard(ctx: TWalletContext, cardKey: TCardKey, hasher: TPasswordHasher, body: TAddBankCard) {
  const { bankCode, cardNumber } = body;
  const holder = await memberPayeeName(ctx.db, ctx.memberId);
  if (holder === null) throw new ApiError('PAYEE_NAME_REQUIRED');
  const member = await ctx.db.selectFrom('members').select('payment_password_hash').where('id', '=', ctx.memberId).executeTakeFirst();
  if (!member?.payment_password_hash) throw new ApiError('PAYMENT_PASSWORD_NOT_SET');
  const banks = await bankNames(ctx.db, ctx.merchant);
  if (!banks.has(bankCode)) throw new ApiError('BANK_UNKNOWN', { field: 'bankCode' });
  const digits = bankCardDigits(cardNumber);
  if (digits === null) throw new ApiError('BANK_CARD_INVALID', { field: 'cardNumber' });
  await checkPaymentPassword(ctx.db, hasher, ctx.memberId, body.paymentPassword);
  const hash = cardFingerprint(cardKey, ctx.memberId, digits);
  const row = await ctx.db.transaction().execute(async (trx) => {
    // One member's additions one at a time, so the count check holds.
    await lockMember(trx, ctx.memberId);
    const existing = await trx.selectFrom('bank_cards').select(['number_hash']).where('member_id', '=', ctx.memberId).execute();
    if (existing.some((c) => c.number_hash === hash)) throw new ApiError('BANK_CARD_DUPLICATE');
    if (existing.length >= MAX_BANK_CARDS) throw new ApiError('BANK_CARD_LIMIT', { max: MAX_BANK_CARDS });
    return trx
      .insertInto('bank_cards')
      .values({
        merchant_code: ctx.merchant,
        member_id: ctx.memberId,
        bank_code: bankCode,
        number_hash: hash,
        last4: digits.slice(-4),
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return cardView(row, banks, holder);
}

export async function deleteBankCard(ctx: TWalletContext, id: number) {
  const deleted = await ctx.db.deleteFrom('bank_cards').where('id', '=', id).where('member_id', '=', ctx.memberId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new ApiError('BANK_CARD_NOT_FOUND');
  return { deleted: true as const };
}
