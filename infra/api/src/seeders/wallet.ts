import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { currencyPlaces } from '../lib/money';
import { lockMember } from '../services/wallet/common';
import { postMemberMovement } from '../services/wallet/ledger';
import { DEFAULT_WITHDRAW_LIMITS, WITHDRAW_LIMITS_KEY } from '../services/wallet/limits';

// Demo data of the wallet, inserted only when missing (restarts and operator changes survive).

/** Seed members with an opening balance of 1000 (in their merchant's currency). */
export const OPENING_BALANCES: readonly { merchant: string; username: string; amount: number }[] = [
  { merchant: 'demo', username: 'demo1', amount: 1000 },
  { merchant: 'demo', username: 'agent1', amount: 1000 },
  { merchant: 'acme', username: 'acme1', amount: 1000 },
  { merchant: 'acme', username: 'acme2', amount: 1000 },
];
export const OPENING_REFERENCE = 'seed:opening';

/** Banks a card can be bound for, per currency. */
export const BANKS: Record<string, readonly { code: string; name: string }[]> = {
  CNY: [
    { code: 'ICBC', name: 'Industrial and Commercial Bank of China' },
    { code: 'CCB', name: 'China Construction Bank' },
    { code: 'ABC', name: 'Agricultural Bank of China' },
    { code: 'BOC', name: 'Bank of China' },
    { code: 'CMB', name: 'China Merchants Bank' },
    { code: 'BOCOM', name: 'Bank of Communications' },
  ],
  BRL: [
    { code: 'BB', name: 'Banco do Brasil' },
    { code: 'ITAU', name: 'Itaú Unibanco' },
    { code: 'BRADESCO', name: 'Bradesco' },
    { code: 'CAIXA', name: 'Caixa Econômica Federal' },
    { code: 'SANTANDER', name: 'Santander Brasil' },
    { code: 'NUBANK', name: 'Nubank' },
  ],
};

export async function seedWallet(db: Kysely<DB>): Promise<void> {
  const banks = Object.entries(BANKS).flatMap(([currency, list]) =>
    list.map((b, i) => ({ currency_code: currency, code: b.code, name: b.name, sort_order: i + 1 })),
  );
  await db
    .insertInto('wallet_banks')
    .values(banks)
    .onConflict((oc) => oc.columns(['currency_code', 'code']).doNothing())
    .execute();

  // The daily count is VIP 0's row of the ladder (seeders/vip.ts), not stored here (migration 0046).
  const limits = Object.entries(DEFAULT_WITHDRAW_LIMITS).map(([merchant, { dailyCount: _count, ...amounts }]) => ({
    merchant_code: merchant,
    key: WITHDRAW_LIMITS_KEY,
    value: JSON.stringify(amounts),
  }));
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  const present = limits.filter((l) => merchants.has(l.merchant_code));
  if (present.length)
    await db
      .insertInto('merchant_config')
      .values(present)
      .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
      .execute();

  for (const seed of OPENING_BALANCES) {
    const member = await db
      .selectFrom('members')
      .innerJoin('merchants', 'merchants.code', 'members.merchant_code')
      .select(['members.id', 'merchants.currency_code'])
      .where('members.merchant_code', '=', seed.merchant)
      .where('members.username', '=', seed.username)
      .executeTakeFirst();
    if (!member) continue;
    await db.transaction().execute(async (trx) => {
      await lockMember(trx, member.id);
      const done = await trx
        .selectFrom('ledger_transactions')
        .select('id')
        .where('merchant_code', '=', seed.merchant)
        .where('reference', '=', OPENING_REFERENCE)
        .where('member_id', '=', member.id)
        .executeTakeFirst();
      if (done) return;
      await postMemberMovement(trx, {
        merchant: seed.merchant,
        memberId: member.id,
        type: 'ADJUSTMENT',
        amountMinor: seed.amount * 10 ** currencyPlaces(member.currency_code),
        book: 'cashier',
        reference: OPENING_REFERENCE,
        description: 'Opening balance',
      });
    });
  }
}
