import { merchantCurrency } from '../merchants';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export type TDb = Kysely<DB> | Transaction<DB>;

/** Decimal places of a merchant's currency. */
export async function merchantPlaces(db: TDb, merchant: string): Promise<number> {
  return (await merchantCurrency(db, merchant)).places;
}

/** Rows changed by an UPDATE (bigint on every dialect). */
export const changed = (result: { numUpdatedRows: bigint } | undefined) => Number(result?.numUpdatedRows ?? 0n);
