import type {
  TAdminDeposit,
  TDepositBonusStatus,
  TDepositKind,
  TDepositPromoReason,
  TDepositRecord,
  TDepositStatus,
  TManualDepositOrder,
} from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import type { DepositChannelsTable } from '../../db/schema.deposits';
import { ApiError } from '../../errors';
import { currencyPlaces, formatMinor, parseAmountToMinor } from '../../lib/money';
import { audit } from '../admin';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { findChannel, merchantCurrency } from './channels';
import { lockMember } from '../wallet/common';
import { checkDepositLimits } from '../responsible';
import { attachPromo, bonusMinor, requiredTurnoverMinor, settlePromoOnCredit, voidPromoClaim } from './promos';
import { simPayUrl } from './simLink';

// Deposit orders. A gateway order is PENDING until the gateway's callback (gateway.ts); a manual
// transfer is PENDING until an operator approves (credit from the cashier book) or rejects it.
// Every change of status is a guarded UPDATE ... WHERE status = 'PENDING' in the transaction that
// credits, so an order is credited at most once whatever repeats or races.

type TDb = Kysely<DB> | Transaction<DB>;

export { PAYMENT_SIM_PREFIX } from './simLink';
/** Manual transfers a member may have waiting for review at once. */
export const MAX_PENDING_MANUAL = 3;

const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** D + yymmdd + 9 random characters (45 bits): unique across merchants, not guessable. */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const bytes = randomBytes(9);
  let tail = '';
  for (const b of bytes) tail += ORDER_ALPHABET[b % 32];
  return `D${date}${tail}`;
}

export interface TMemberRef {
  id: number;
  merchantCode: string;
}

function checkAmount(amount: string, places: number, channel: DepositChannelsTable | { min_minor: unknown; max_minor: unknown }): number {
  const minor = parseAmountToMinor(amount, places);
  if (minor === null || minor <= 0) throw new ApiError('DEPOSIT_AMOUNT_INVALID', { places });
  const min = toMinor(channel.min_minor as number);
  const max = toMinor(channel.max_minor as number);
  if (minor < min || minor > max)
    throw new ApiError('DEPOSIT_AMOUNT_OUT_OF_RANGE', { minAmount: formatMinor(min, places), maxAmount: formatMinor(max, places) });
  return minor;
}

/** A new PENDING order of the member on a channel (no money moves until it is paid or approved). */
async function insertPendingOrder(
  trx: Transaction<DB>,
  member: TMemberRef,
  channel: Awaited<ReturnType<typeof findChannel>>,
  kind: 'GATEWAY' | 'MANUAL',
  amountMinor: number,
  payer: { payer_name: string | null; transfer_reference: string | null },
): Promise<{ id: number; orderNo: string }> {
  const orderNo = newOrderNo();
  const { id } = await trx
    .insertInto('deposit_orders')
    .values({
      order_no: orderNo,
      merchant_code: member.merchantCode,
      member_id: member.id,
      channel_id: channel.id,
      kind,
      amount_minor: amountMinor,
      fee_minor: toMinor(channel.fee_minor),
      status: 'PENDING',
      ...payer,
      gateway_txn_id: null,
      note: null,
      ledger_transaction_id: null,
      created_at: new Date().toISOString(),
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, orderNo };
}

/** A PENDING gateway order and the (simulated) gateway page to pay it on, with the payer's link (simLink.ts). */
export async function createGatewayDeposit(
  trx: Transaction<DB>,
  member: TMemberRef,
  body: { channelId: number; amount: string; promoId?: number | undefined },
) {
  const channel = await findChannel(trx, member.merchantCode, body.channelId, 'GATEWAY');
  const { places } = await merchantCurrency(trx, member.merchantCode);
  const amountMinor = checkAmount(body.amount, places, channel);
  // Responsible gambling: two orders at once are counted one after the other.
  await lockMember(trx, member.id);
  await checkDepositLimits(trx, { id: member.id, merchantCode: member.merchantCode }, amountMinor);
  const { id, orderNo } = await insertPendingOrder(trx, member, channel, 'GATEWAY', amountMinor, { payer_name: null, transfer_reference: null });
  await withPromo(trx, member, { id, orderNo }, amountMinor, body.promoId);
  return {
    orderNo,
    status: 'PENDING' as const,
    amount: formatMinor(amountMinor, places),
    payUrl: simPayUrl(orderNo, member.id),
    promoId: body.promoId ?? null,
  };
}

export interface TManualBody {
  bankAccountId: number;
  amount: string;
  payerName: string;
  transferReference?: string | undefined;
  promoId?: number | undefined;
}

/** Attaches the promotion the member chose with a new order (refused with a 4xx, the order not written, when not eligible). */
async function withPromo(
  trx: Transaction<DB>,
  member: TMemberRef,
  { id, orderNo }: { id: number; orderNo: string },
  amountMinor: number,
  promoId: number | undefined,
) {
  if (promoId === undefined) return;
  await attachPromo(trx, { id, orderNo, merchantCode: member.merchantCode, memberId: member.id, amountMinor }, promoId);
}

/** A PENDING manual transfer to one of the merchant's accounts (no credit until approved). */
export async function createManualDeposit(trx: Transaction<DB>, member: TMemberRef, body: TManualBody): Promise<TManualDepositOrder> {
  const channel = await findChannel(trx, member.merchantCode, body.bankAccountId, 'BANK');
  const { places } = await merchantCurrency(trx, member.merchantCode);
  const amountMinor = checkAmount(body.amount, places, channel);
  // Two manual deposits at once cannot both pass the pending limit.
  await lockMember(trx, member.id);
  const { pending } = await trx
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('pending'))
    .where('member_id', '=', member.id)
    .where('kind', '=', 'MANUAL')
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  if (Number(pending) >= MAX_PENDING_MANUAL) throw new ApiError('DEPOSIT_PENDING_LIMIT', { max: MAX_PENDING_MANUAL });
  await checkDepositLimits(trx, { id: member.id, merchantCode: member.merchantCode }, amountMinor);
  const payerName = body.payerName.trim() || body.payerName;
  const { id, orderNo } = await insertPendingOrder(trx, member, channel, 'MANUAL', amountMinor, {
    payer_name: payerName,
    transfer_reference: body.transferReference ?? null,
  });
  await withPromo(trx, member, { id, orderNo }, amountMinor, body.promoId);
  return {
    orderNo,
    status: 'PENDING',
    amount: formatMinor(amountMinor, places),
    bankName: channel.bank_name ?? channel.name,
    accountName: channel.account_name ?? '',
    accountNumber: channel.account_number ?? '',
    payerName,
    transferReference: body.transferReference ?? null,
    promoId: body.promoId ?? null,
  };
}

function ordersQuery(db: TDb) {
  return db
    .selectFrom('deposit_orders as o')
    .innerJoin('deposit_channels as c', 'c.id', 'o.channel_id')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('merchants as mc', 'mc.code', 'o.merchant_code')
    .leftJoin('deposit_promo_claims as pc', 'pc.order_id', 'o.id')
    .leftJoin('deposit_promos as p', 'p.id', 'pc.promo_id');
}

type TOrderRow = {
  order_no: string;
  kind: string;
  channel_name: string;
  amount_minor: unknown;
  fee_minor: unknown;
  status: string;
  payer_name: string | null;
  transfer_reference: string | null;
  note: string | null;
  created_at: string;
  completed_at: string | null;
  merchant_code: string;
  member_id: number;
  username: string;
  gateway_txn_id: string | null;
  currency_code: string;
  promo_id: number | null;
  promo_name: string | null;
  bonus_status: string | null;
  bonus_reason: string | null;
  bonus_minor: unknown;
  required_turnover_minor: unknown;
  percent_bp: number | null;
  cap_minor: unknown;
  turnover_multiplier: number | null;
};

const COLUMNS = [
  'o.order_no',
  'o.kind',
  'c.name as channel_name',
  'o.amount_minor',
  'o.fee_minor',
  'o.status',
  'o.payer_name',
  'o.transfer_reference',
  'o.note',
  'o.created_at',
  'o.completed_at',
  'o.merchant_code',
  'o.member_id',
  'm.username',
  'o.gateway_txn_id',
  'mc.currency_code',
  'pc.promo_id',
  'p.name as promo_name',
  'pc.status as bonus_status',
  'pc.reason as bonus_reason',
  'pc.bonus_minor',
  'pc.required_turnover_minor',
  'p.percent_bp',
  'p.cap_minor',
  'p.turnover_multiplier',
] as const;

/** The bonus shown on a record: what was credited, or for a pending claim what the promotion would give now. */
function bonusView(r: TOrderRow, places: number) {
  if (r.promo_id === null || r.bonus_status === null) return { promo: null, bonusStatus: null, bonusReason: null, bonusAmount: null, requiredTurnover: null };
  const amountMinor = toMinor(r.amount_minor as number);
  let bonus = toMinor(r.bonus_minor as number);
  let turnover = toMinor(r.required_turnover_minor as number);
  if (r.bonus_status === 'PENDING') {
    bonus = bonusMinor(amountMinor, r.percent_bp ?? 0, toMinor(r.cap_minor as number));
    turnover = requiredTurnoverMinor(amountMinor, bonus, r.turnover_multiplier ?? 0);
  }
  return {
    promo: { id: r.promo_id, name: r.promo_name ?? '' },
    bonusStatus: r.bonus_status as TDepositBonusStatus,
    bonusReason: r.bonus_reason as TDepositPromoReason | null,
    bonusAmount: formatMinor(bonus, places),
    requiredTurnover: formatMinor(turnover, places),
  };
}

function recordView(r: TOrderRow, places: number): TDepositRecord {
  return {
    orderNo: r.order_no,
    kind: r.kind as TDepositKind,
    channelName: r.channel_name,
    amount: formatMinor(toMinor(r.amount_minor as number), places),
    fee: formatMinor(toMinor(r.fee_minor as number), places),
    status: r.status as TDepositStatus,
    payerName: r.payer_name,
    transferReference: r.transfer_reference,
    note: r.note,
    createdAt: r.created_at,
    completedAt: r.completed_at,
    ...bonusView(r, places),
  };
}

function adminView(r: TOrderRow, places: number): TAdminDeposit {
  return { ...recordView(r, places), merchant: r.merchant_code, memberId: r.member_id, username: r.username, gatewayTxnId: r.gateway_txn_id };
}

export interface TPageQuery {
  pageNo: number;
  pageSize: number;
  status?: TDepositStatus | undefined;
}

async function page<T>(db: TDb, q: TPageQuery, where: { memberId?: number; merchant?: string | undefined }, view: (r: TOrderRow) => T) {
  const base = ordersQuery(db)
    .$if(where.memberId !== undefined, (b) => b.where('o.member_id', '=', where.memberId ?? 0))
    .$if(where.merchant !== undefined, (b) => b.where('o.merchant_code', '=', where.merchant ?? ''))
    .$if(q.status !== undefined, (b) => b.where('o.status', '=', q.status ?? 'PENDING'));
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...COLUMNS])
    .orderBy('o.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const count = Number(total);
  return { list: rows.map((r) => view(r as TOrderRow)), pageNum: q.pageNo, totalPages: Math.ceil(count / q.pageSize), total: count };
}

const placesOf = (r: TOrderRow) => currencyPlaces(r.currency_code);

export const memberDepositRecords = (db: TDb, member: TMemberRef, q: TPageQuery) => page(db, q, { memberId: member.id }, (r) => recordView(r, placesOf(r)));

export const adminDepositList = (db: TDb, q: TPageQuery & { merchant?: string | undefined }) =>
  page(db, q, { merchant: q.merchant }, (r) => adminView(r, placesOf(r)));

async function adminDeposit(db: TDb, orderNo: string): Promise<TAdminDeposit> {
  const row = await ordersQuery(db)
    .select([...COLUMNS])
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) throw new ApiError('DEPOSIT_NOT_FOUND', { orderNo });
  return adminView(row as TOrderRow, placesOf(row as TOrderRow));
}

/** Approve (credit from the cashier book, once) or reject a pending manual deposit; audited. */
export async function reviewManualDeposit(
  db: Kysely<DB>,
  actor: string,
  orderNo: string,
  body: { decision: 'approve' | 'reject'; note?: string | undefined },
): Promise<TAdminDeposit> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!order) throw new ApiError('DEPOSIT_NOT_FOUND', { orderNo });
    if (order.kind !== 'MANUAL') throw new ApiError('DEPOSIT_NOT_MANUAL', { orderNo });
    const target: TDepositStatus = body.decision === 'approve' ? 'APPROVED' : 'REJECTED';
    const note = body.note ?? null;
    const updated = await trx
      .updateTable('deposit_orders')
      .set({ status: target, note, completed_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const current = await trx.selectFrom('deposit_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
      throw new ApiError('DEPOSIT_NOT_PENDING', { orderNo, status: current.status });
    }
    const amountMinor = toMinor(order.amount_minor);
    let transactionId: number | null = null;
    let bonus: number | null = null;
    if (target === 'APPROVED') {
      await lockMember(trx, order.member_id);
      const posted = await postMemberMovement(trx, {
        merchant: order.merchant_code,
        memberId: order.member_id,
        type: 'DEPOSIT',
        amountMinor,
        book: 'cashier',
        reference: `deposit:${orderNo}`,
        description: `Deposit ${orderNo} (manual transfer)`,
      });
      transactionId = posted.transactionId;
      await trx.updateTable('deposit_orders').set({ ledger_transaction_id: transactionId }).where('id', '=', order.id).execute();
      const settled = await settlePromoOnCredit(trx, { id: order.id, orderNo, merchantCode: order.merchant_code, memberId: order.member_id, amountMinor });
      bonus = settled?.bonusMinor ?? null;
    } else {
      await voidPromoClaim(trx, order.id);
    }
    await audit(trx, {
      actor,
      action: 'deposit.review',
      target: `deposit:${orderNo}`,
      before: { status: 'PENDING' },
      after: { status: target, note, memberId: order.member_id, amountMinor, transactionId, bonusMinor: bonus },
    });
  });
  return adminDeposit(db, orderNo);
}

/** Attaches or replaces the promotion of one of the member's own PENDING orders (acceptDepositPromo). */
export async function acceptPromoForOrder(db: Kysely<DB>, member: TMemberRef, orderNo: string, promoId: number): Promise<TDepositRecord> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .select(['id', 'amount_minor'])
      .where('order_no', '=', orderNo)
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    if (!order) throw new ApiError('DEPOSIT_NOT_FOUND', { orderNo });
    // Takes the order's row lock while it is PENDING, so a concurrent settlement waits for this
    // attachment (and then credits it) or has already settled (and this is refused).
    const held = await trx
      .updateTable('deposit_orders')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', order.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) {
      const current = await trx.selectFrom('deposit_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
      throw new ApiError('DEPOSIT_NOT_PENDING', { orderNo, status: current.status });
    }
    await attachPromo(
      trx,
      { id: order.id, orderNo, merchantCode: member.merchantCode, memberId: member.id, amountMinor: toMinor(order.amount_minor) },
      promoId,
    );
  });
  const row = await ordersQuery(db)
    .select([...COLUMNS])
    .where('o.order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  return recordView(row as TOrderRow, placesOf(row as TOrderRow));
}

/**
 * One of the member's own deposit orders (the deposit page shows it when the member comes back
 * from the gateway). Someone else's order is DEPOSIT_NOT_FOUND, like an unknown one, so order
 * numbers cannot be probed. Not behind DEPRECM3: it is part of depositing, not the records menu.
 */
export async function memberDepositOrder(db: TDb, member: TMemberRef, orderNo: string): Promise<TDepositRecord> {
  const row = await ordersQuery(db)
    .select([...COLUMNS])
    .where('o.order_no', '=', orderNo)
    .where('o.member_id', '=', member.id)
    .executeTakeFirst();
  if (!row) throw new ApiError('DEPOSIT_NOT_FOUND', { orderNo });
  return recordView(row as TOrderRow, placesOf(row as TOrderRow));
}
