import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { TBigint } from '../../db/columns';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { memberAccountCode, postMemberMovement, toMinor } from '../wallet/ledger';
import { changed, merchantPlaces, type TDb } from './common';

// Single cash back / manual rebate (menu key MANPLAYREB3). The valid turnover is the member's
// bets less refunded bets (ledger types BET and BET_REFUND on the member's wallet account) in the
// window after the last claim; the rebate is a rate of it by VIP level. The window is a ledger
// transaction id: rebate_cursors.last_transaction_id is moved from the old to the new end with a
// compare-and-set UPDATE in the claim's transaction, so two concurrent claims never pay the same
// turnover (the second finds the cursor moved: REBATE_CONFLICT).

/** Rebate rate in basis points (1/100 %) by VIP level; levels above the table get the last rate. */
export const REBATE_RATE_BP = [40, 50, 60, 70, 80, 100] as const;

export const rateBpFor = (vipLevel: number) => REBATE_RATE_BP[Math.max(0, Math.min(vipLevel, REBATE_RATE_BP.length - 1))] ?? REBATE_RATE_BP[0];
/** "0.50" (percent) for 50 basis points. */
export const ratePercent = (bp: number) => formatMinor(bp, 2);
/** The smallest claimable rebate: one unit of the currency (1.00). */
export const minimumMinor = (places: number) => 10 ** places;

interface TWindow {
  vipLevel: number;
  rateBp: number;
  fromId: number;
  /** The last BET/BET_REFUND transaction of the window (= fromId when none). */
  toId: number;
  turnoverMinor: number;
  amountMinor: number;
  since: string | null;
}

async function currentWindow(db: TDb, merchant: string, memberId: number): Promise<TWindow> {
  const member = await db.selectFrom('members').select('vip_level').where('id', '=', memberId).where('merchant_code', '=', merchant).executeTakeFirst();
  if (!member) throw new ApiError('USER_NOT_FOUND');
  const cursor = await db.selectFrom('rebate_cursors').select(['last_transaction_id', 'updated_at']).where('member_id', '=', memberId).executeTakeFirst();
  const fromId = cursor?.last_transaction_id ?? 0;
  const account = await db
    .selectFrom('wallet_accounts')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('code', '=', memberAccountCode(memberId))
    .executeTakeFirst();
  let net = 0;
  let toId = fromId;
  if (account) {
    const row = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .where('e.account_id', '=', account.id)
      .where('t.type', 'in', ['BET', 'BET_REFUND'])
      .where('t.id', '>', fromId)
      .select((eb) => [eb.fn.sum<TBigint | null>('e.amount_minor').as('net'), eb.fn.max<number | null>('t.id').as('last')])
      .executeTakeFirst();
    net = toMinor(row?.net ?? 0);
    toId = row?.last === null || row?.last === undefined ? fromId : Number(row.last);
  }
  // Bets are member debits (negative): the turnover is what was staked and not refunded.
  const turnoverMinor = Math.max(0, -net);
  const rateBp = rateBpFor(member.vip_level);
  return {
    vipLevel: member.vip_level,
    rateBp,
    fromId,
    toId,
    turnoverMinor,
    amountMinor: Math.floor((turnoverMinor * rateBp) / 10_000),
    since: cursor && cursor.last_transaction_id > 0 ? cursor.updated_at : null,
  };
}

export async function rebateQuote(db: Kysely<DB>, merchant: string, memberId: number) {
  const places = await merchantPlaces(db, merchant);
  const w = await currentWindow(db, merchant, memberId);
  const minimum = minimumMinor(places);
  return {
    vipLevel: w.vipLevel,
    ratePercent: ratePercent(w.rateBp),
    turnover: formatMinor(w.turnoverMinor, places),
    amount: formatMinor(w.amountMinor, places),
    minimum: formatMinor(minimum, places),
    claimable: w.amountMinor >= minimum,
    since: w.since,
  };
}

/** Claims the current window inside the caller's transaction (withIdempotency's). */
export async function claimRebate(trx: Transaction<DB>, merchant: string, memberId: number) {
  const places = await merchantPlaces(trx, merchant);
  const now = new Date().toISOString();
  // The cursor row exists before the compare-and-set (concurrent first claims agree on one row).
  await trx
    .insertInto('rebate_cursors')
    .values({ member_id: memberId, merchant_code: merchant, last_transaction_id: 0, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  const w = await currentWindow(trx, merchant, memberId);
  const minimum = minimumMinor(places);
  if (w.amountMinor < minimum) {
    throw new ApiError('REBATE_BELOW_MINIMUM', { amount: formatMinor(w.amountMinor, places), minimum: formatMinor(minimum, places) });
  }
  const moved = await trx
    .updateTable('rebate_cursors')
    .set({ last_transaction_id: w.toId, updated_at: now })
    .where('member_id', '=', memberId)
    .where('last_transaction_id', '=', w.fromId)
    .executeTakeFirst();
  if (changed(moved) === 0) throw new ApiError('REBATE_CONFLICT');
  const posted = await postMemberMovement(trx, {
    merchant,
    memberId,
    type: 'REBATE',
    amountMinor: w.amountMinor,
    book: 'promotions',
    reference: `rebate:${memberId}:${w.fromId}-${w.toId}`,
    description: `Single cash back ${ratePercent(w.rateBp)}% of ${formatMinor(w.turnoverMinor, places)}`,
  });
  const row = await trx
    .insertInto('rebate_claims')
    .values({
      merchant_code: merchant,
      member_id: memberId,
      vip_level: w.vipLevel,
      rate_bp: w.rateBp,
      turnover_minor: w.turnoverMinor,
      amount_minor: w.amountMinor,
      from_transaction_id: w.fromId,
      to_transaction_id: w.toId,
      transaction_id: posted.transactionId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    claim: {
      id: row.id,
      turnover: formatMinor(w.turnoverMinor, places),
      ratePercent: ratePercent(w.rateBp),
      amount: formatMinor(w.amountMinor, places),
      claimedAt: now,
    },
    balance: formatMinor(posted.balanceMinor, places),
  };
}

export async function rebateHistory(db: Kysely<DB>, merchant: string, memberId: number, pageNo: number, pageSize: number) {
  const places = await merchantPlaces(db, merchant);
  const base = db.selectFrom('rebate_claims').where('member_id', '=', memberId).where('merchant_code', '=', merchant);
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await base
    .select(['id', 'turnover_minor', 'rate_bp', 'amount_minor', 'created_at'])
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      turnover: formatMinor(toMinor(r.turnover_minor), places),
      ratePercent: ratePercent(r.rate_bp),
      amount: formatMinor(toMinor(r.amount_minor), places),
      claimedAt: r.created_at,
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
  };
}
