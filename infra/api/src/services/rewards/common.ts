import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { currencyPlaces } from '../../lib/money';

export type TDb = Kysely<DB> | Transaction<DB>;

/** Decimal places of a merchant's currency. */
export async function merchantPlaces(db: TDb, merchant: string): Promise<number> {
  const row = await db.selectFrom('merchants').select('currency_code').where('code', '=', merchant).executeTakeFirst();
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
  return currencyPlaces(row.currency_code);
}

/** Rows changed by an UPDATE (bigint on every dialect). */
export const changed = (result: { numUpdatedRows: bigint } | undefined) => Number(result?.numUpdatedRows ?? 0n);
