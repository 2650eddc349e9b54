import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export type TDb = Kysely<DB> | Transaction<DB>;

/** What the member-side wallet services work with. */
export interface TWalletContext {
  db: Kysely<DB>;
  merchant: string;
  memberId: number;
}

export { merchantCurrency, type TMerchantCurrency as TCurrency } from '../merchants';

/**
 * Serialises a member's money-moving work for the rest of the transaction: withdrawals, card
 * additions, deposit credits (first-deposit and once-a-day bonus checks). PostgreSQL: a row lock
 * on the member, taken by a no-op update of a non-key column, so the lock is FOR NO KEY UPDATE and
 * rows that only reference the member (keys, accounts) can still be inserted meanwhile. SQLite runs
 * one writer at a time anyway.
 */
export async function lockMember(trx: Transaction<DB>, memberId: number): Promise<void> {
  await trx
    .updateTable('members')
    .set((eb) => ({ disabled: eb.ref('disabled') }))
    .where('id', '=', memberId)
    .execute();
}

export const totalPages = (total: number, size: number) => Math.ceil(total / size);

export const maskCard = (last4: string) => `****${last4}`;

/** Today's UTC day, YYYY-MM-DD. */
export { utcDayOf as utcDay } from '../../lib/days';
