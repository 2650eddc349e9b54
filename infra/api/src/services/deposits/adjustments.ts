import type { adjustBalance, TEndpointOutput } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BalanceAdjustmentsTable } from '../../db/schema.deposits';
import { ApiError } from '../../errors';
import { formatMinor, parseAmountToMinor } from '../../lib/money';
import { audit } from '../admin';
import { isUniqueViolation } from '../accounts/members';
import { memberBalance, postMemberMovement, toMinor } from '../wallet/ledger';
import { merchantCurrency } from './channels';

// Operator balance adjustments (ADJUSTMENT against the cashier book). The reference is unique per
// merchant (balance_adjustments_reference_uq): a repeat with the same reference, member and amount
// is answered with the first result and applies nothing; the same reference for another member or
// amount is refused (409), never silently answered with someone else's result. Two concurrent
// repeats both post inside their transactions, but only one can insert the reference row: the
// other's transaction rolls back (taking its ledger posting with it) and it answers the first.

export type TAdjustment = TEndpointOutput<typeof adjustBalance>;

export interface TAdjustBody {
  amount: string;
  reason: string;
  reference: string;
}

function view(row: Omit<BalanceAdjustmentsTable, 'id'>, places: number): TAdjustment {
  return {
    memberId: row.member_id,
    merchant: row.merchant_code,
    amount: formatMinor(toMinor(row.amount_minor), places),
    balance: formatMinor(toMinor(row.balance_after_minor), places),
    reason: row.reason,
    reference: row.reference,
    transactionId: row.ledger_transaction_id,
    createdAt: row.created_at,
  };
}

/** The signed amount in minor units, or null (zero, too many places, too large). */
export function parseSignedAmount(amount: string, places: number): number | null {
  const negative = amount.startsWith('-');
  const minor = parseAmountToMinor(negative ? amount.slice(1) : amount, places);
  if (minor === null || minor === 0) return null;
  return negative ? -minor : minor;
}

export async function adjustMemberBalance(
  db: Kysely<DB>,
  actor: string,
  memberId: number,
  body: TAdjustBody,
): Promise<{ value: TAdjustment; replayed: boolean }> {
  const member = await db.selectFrom('members').select(['id', 'merchant_code']).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw new ApiError('USER_NOT_FOUND', { memberId });
  const merchant = member.merchant_code;
  const { places } = await merchantCurrency(db, merchant);
  const amountMinor = parseSignedAmount(body.amount, places);
  if (amountMinor === null) throw new ApiError('ADJUSTMENT_AMOUNT_INVALID', { places });

  const earlier = async () => {
    const row = await db
      .selectFrom('balance_adjustments')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .where('reference', '=', body.reference)
      .executeTakeFirst();
    if (!row) return null;
    if (row.member_id !== memberId || toMinor(row.amount_minor) !== amountMinor)
      throw new ApiError('ADJUSTMENT_REFERENCE_REUSED', { reference: body.reference });
    return { value: view(row, places), replayed: true };
  };

  const first = await earlier();
  if (first) return first;
  try {
    const value = await db.transaction().execute(async (trx) => {
      const before = await memberBalance(trx, merchant, memberId);
      const posted = await postMemberMovement(trx, {
        merchant,
        memberId,
        type: 'ADJUSTMENT',
        amountMinor,
        book: 'cashier',
        reference: `adjustment:${body.reference}`,
        description: body.reason,
      });
      const row = {
        merchant_code: merchant,
        reference: body.reference,
        member_id: memberId,
        amount_minor: amountMinor,
        reason: body.reason,
        ledger_transaction_id: posted.transactionId,
        balance_after_minor: posted.balanceMinor,
        created_at: new Date().toISOString(),
      };
      await trx.insertInto('balance_adjustments').values(row).execute();
      await audit(trx, {
        actor,
        action: 'member.balanceAdjustment',
        target: `member:${memberId}`,
        before: { balanceMinor: before },
        after: { balanceMinor: posted.balanceMinor, amountMinor, reason: body.reason, reference: body.reference, transactionId: posted.transactionId },
      });
      return view(row, places);
    });
    return { value, replayed: false };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const raced = await earlier();
    if (raced) return raced;
    throw err;
  }
}
