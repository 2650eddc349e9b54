import { pageOf } from '../../lib/paging';
import { withdrawAmountProblem } from '@tessera/contract';
import type { TWithdrawalStatus } from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomInt } from 'node:crypto';
import type { DB } from '../../db/schema';
import type { WithdrawalsTable } from '../../db/schema.walletMember';
import { ApiError } from '../../errors';
import { currencyPlaces, formatMinor, parseAmountToMinor } from '../../lib/money';
import { audit } from '../admin';
import { lockMember, maskCard, merchantCurrency, totalPages, utcDay, type TDb, type TWalletContext } from './common';
import { postMemberMovement, toMinor } from './ledger';
import { withdrawLimits } from './limits';
import { memberPayeeName } from './security';
import { memberTurnover } from './turnover';
import { memberWithdrawable } from './withdrawable';

// Withdrawals: the amount leaves the wallet at once (WITHDRAW to the cashier book) and the
// withdrawal waits, PENDING, for the operator: approve → PAID (the cashier paid it out), reject →
// REJECTED and the amount comes back (WITHDRAW_REFUND). Each review happens once: the status moves
// with a guarded UPDATE ... WHERE status = 'PENDING'.

/** What a member used of today's (UTC) limits: withdrawals not rejected. */
async function usedToday(db: TDb, memberId: number, day: string): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.coalesce(eb.fn.sum<number | string>('amount_minor'), eb.val(0)).as('total')])
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .where('status', '!=', 'REJECTED')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amount: toMinor(row.total as number | string) };
}

/** The member's VIP level: it decides their withdrawals a day (limits.ts). */
async function memberVipLevel(db: TDb, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').select('vip_level').where('id', '=', memberId).executeTakeFirst();
  return row?.vip_level ?? 0;
}

export async function withdrawConfig(ctx: TWalletContext) {
  const { places, code } = await merchantCurrency(ctx.db, ctx.merchant);
  const { limits } = await withdrawLimits(ctx.db, ctx.merchant, await memberVipLevel(ctx.db, ctx.memberId));
  const used = await usedToday(ctx.db, ctx.memberId, utcDay());
  const turnover = await memberTurnover(ctx.db, ctx.merchant, ctx.memberId);
  const withdrawable = await memberWithdrawable(ctx.db, ctx.merchant, ctx.memberId, places);
  return {
    limits,
    usedCount: used.count,
    usedAmount: formatMinor(used.amount, places),
    balance: withdrawable.balance,
    currencyCode: code,
    turnoverRequired: formatMinor(turnover.requiredMinor, places),
    turnoverDone: formatMinor(turnover.doneMinor, places),
    turnoverRemaining: formatMinor(turnover.remainingMinor, places),
    withdrawable,
  };
}

/** W + UTC date and time + 6 random digits: unique in practice, and the unique index makes sure. */
function orderNo(at: Date): string {
  return `W${at.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export interface TWithdrawRequest {
  amount: string;
  bankCardId: number;
}

/**
 * The withdrawal itself, inside the idempotency transaction `trx` (the payment password was
 * checked before). Locks the member first, so the daily limits and the balance are checked and
 * spent by one withdrawal at a time; every query runs on `trx`.
 */
export async function createWithdrawal(trx: Transaction<DB>, ctx: TWalletContext, req: TWithdrawRequest) {
  await lockMember(trx, ctx.memberId);
  const { places } = await merchantCurrency(trx, ctx.merchant);
  const amount = parseAmountToMinor(req.amount, places);
  if (amount === null || amount <= 0) throw new ApiError('AMOUNT_INVALID', { field: 'amount', places });
  const card = await trx.selectFrom('bank_cards').selectAll().where('id', '=', req.bankCardId).where('member_id', '=', ctx.memberId).executeTakeFirst();
  if (!card) throw new ApiError('BANK_CARD_NOT_FOUND');
  const { limits, minor } = await withdrawLimits(trx, ctx.merchant, await memberVipLevel(trx, ctx.memberId));
  const now = new Date();
  const day = utcDay(now);
  const used = await usedToday(trx, ctx.memberId, day);
  // The contract's ladder (the wallet's form checks the same); the balance is the ledger's check
  // when the money moves. The daily count sits between the range and the daily amount.
  const problem = withdrawAmountProblem(amount, { min: minor.min, max: minor.max, dailyAmount: minor.dailyAmount, usedToday: used.amount });
  if (problem === 'belowMin' || problem === 'aboveMax')
    throw new ApiError('WITHDRAW_AMOUNT_OUT_OF_RANGE', { minAmount: limits.minAmount, maxAmount: limits.maxAmount });
  if (used.count >= minor.dailyCount) throw new ApiError('WITHDRAW_DAILY_COUNT_EXCEEDED', { dailyCount: minor.dailyCount });
  if (problem === 'aboveDaily') {
    throw new ApiError('WITHDRAW_DAILY_AMOUNT_EXCEEDED', { dailyAmount: limits.dailyAmount, usedAmount: formatMinor(used.amount, places) });
  }
  // Bonus turnover (turnover.ts): read under the member lock, before any money moves.
  const turnover = await memberTurnover(trx, ctx.merchant, ctx.memberId);
  if (turnover.remainingMinor > 0) throw new ApiError('TURNOVER_NOT_MET', { remaining: formatMinor(turnover.remainingMinor, places) });
  const bank = await trx
    .selectFrom('wallet_banks')
    .innerJoin('merchants', 'merchants.currency_code', 'wallet_banks.currency_code')
    .select('wallet_banks.name')
    .where('merchants.code', '=', ctx.merchant)
    .where('wallet_banks.code', '=', card.bank_code)
    .executeTakeFirst();
  const holder = (await memberPayeeName(trx, ctx.memberId)) ?? '';
  const no = orderNo(now);
  const posted = await postMemberMovement(trx, {
    merchant: ctx.merchant,
    memberId: ctx.memberId,
    type: 'WITHDRAW',
    amountMinor: -amount,
    book: 'cashier',
    reference: `withdraw:${no}`,
    description: `Withdrawal to ${bank?.name ?? card.bank_code} ${maskCard(card.last4)}`,
  });
  await trx
    .insertInto('withdrawals')
    .values({
      order_no: no,
      merchant_code: ctx.merchant,
      member_id: ctx.memberId,
      amount_minor: amount,
      bank_card_id: card.id,
      bank_name: bank?.name ?? card.bank_code,
      card_last4: card.last4,
      holder,
      status: 'PENDING',
      day,
      transaction_id: posted.transactionId,
      created_at: now.toISOString(),
    })
    .execute();
  return { orderNo: no, status: 'PENDING' as const, amount: formatMinor(amount, places), balance: formatMinor(posted.balanceMinor, places) };
}

export interface TWithdrawalsQuery {
  status?: TWithdrawalStatus | undefined;
  merchant?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

function recordView(r: Selectable<WithdrawalsTable>, places: number) {
  return {
    orderNo: r.order_no,
    status: r.status as TWithdrawalStatus,
    amount: formatMinor(toMinor(r.amount_minor), places),
    bankName: r.bank_name,
    cardNumber: maskCard(r.card_last4),
    note: r.note,
    createdAt: r.created_at,
    reviewedAt: r.reviewed_at,
  };
}

export async function withdrawRecords(ctx: TWalletContext, query: TWithdrawalsQuery, defaultPageSize: number) {
  const p = pageOf(query.pageNo, query.pageSize, defaultPageSize);
  const { places } = await merchantCurrency(ctx.db, ctx.merchant);
  const base = ctx.db
    .selectFrom('withdrawals')
    .where('member_id', '=', ctx.memberId)
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status ?? ''));
  const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(p.pageSize).offset(p.offset).execute();
  return { list: rows.map((r) => recordView(r, places)), pageNum: p.pageNum, totalPages: totalPages(total, p.pageSize), total };
}

// ---- Operator ----

type TAdminRow = Selectable<WithdrawalsTable> & { username: string; currency_code: string };

function adminView(r: TAdminRow) {
  return { ...recordView(r, currencyPlaces(r.currency_code)), merchant: r.merchant_code, memberId: r.member_id, username: r.username, holder: r.holder };
}

/** Withdrawals with the member's username and the merchant's currency. */
const adminRows = (db: TDb) =>
  db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .innerJoin('merchants', 'merchants.code', 'withdrawals.merchant_code');

export async function listWithdrawals(db: Kysely<DB>, query: TWithdrawalsQuery, defaultPageSize: number) {
  const p = pageOf(query.pageNo, query.pageSize, defaultPageSize);
  const base = adminRows(db)
    .$if(query.status !== undefined, (q) => q.where('withdrawals.status', '=', query.status ?? ''))
    .$if(query.merchant !== undefined, (q) => q.where('withdrawals.merchant_code', '=', query.merchant ?? ''));
  const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .selectAll('withdrawals')
    .select(['members.username', 'merchants.currency_code'])
    .orderBy('withdrawals.id', 'desc')
    .limit(p.pageSize)
    .offset(p.offset)
    .execute();
  return { list: rows.map(adminView), pageNum: p.pageNum, totalPages: totalPages(total, p.pageSize), total };
}

/** Approve (PAID) or reject (REJECTED + refund) a PENDING withdrawal, once; audited. */
export async function reviewWithdrawal(db: Kysely<DB>, actor: string, no: string, decision: 'approve' | 'reject', note: string) {
  const row = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('withdrawals').selectAll().where('order_no', '=', no).executeTakeFirst();
    if (!before) throw new ApiError('WITHDRAWAL_NOT_FOUND');
    // The member's money moves with the refund: the same lock order as a withdrawal.
    await lockMember(trx, before.member_id);
    const status = decision === 'approve' ? 'PAID' : 'REJECTED';
    const reviewed = await trx
      .updateTable('withdrawals')
      .set({ status, note, reviewed_at: new Date().toISOString() })
      .where('order_no', '=', no)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (!reviewed) {
      // Reviewed before, or by a concurrent review that committed while this one waited.
      const now = await trx.selectFrom('withdrawals').select('status').where('order_no', '=', no).executeTakeFirst();
      throw new ApiError('WITHDRAWAL_ALREADY_REVIEWED', { status: now?.status ?? before.status });
    }
    let after = reviewed;
    if (decision === 'reject') {
      const refund = await postMemberMovement(trx, {
        merchant: reviewed.merchant_code,
        memberId: reviewed.member_id,
        type: 'WITHDRAW_REFUND',
        amountMinor: toMinor(reviewed.amount_minor),
        book: 'cashier',
        reference: `withdraw:${no}`,
        description: 'Withdrawal rejected: refund',
      });
      after = await trx
        .updateTable('withdrawals')
        .set({ refund_transaction_id: refund.transactionId })
        .where('order_no', '=', no)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await audit(trx, { actor, action: `withdrawal.${decision}`, target: no, before: { status: before.status }, after: { status, note } });
    return after;
  });
  const view = await adminRows(db)
    .selectAll('withdrawals')
    .select(['members.username', 'merchants.currency_code'])
    .where('withdrawals.id', '=', row.id)
    .executeTakeFirstOrThrow();
  return adminView(view);
}
