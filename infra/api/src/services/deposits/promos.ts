import type {
  TAdminDepositPromo,
  TDepositPromo,
  TDepositPromoEligibility,
  TDepositPromoReason,
  TEndpointInput,
  updateDepositPromo,
} from '@tessera/contract/api';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { DepositPromoClaimsTable, DepositPromosTable } from '../../db/schema.depositPromos';
import { ApiError } from '../../errors';
import { currencyPlaces, formatMinor, parseAmountToMinor } from '../../lib/money';
import { audit } from '../admin';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { merchantCurrency } from './channels';
import { offerTerms, renderTerms } from '../content/terms';
import { versionsIn } from '../content/translations';

// Deposit promotions (spec §7 deposit "promos", "accept promo"). A member picks a promotion when
// starting a deposit (or attaches one to a still-PENDING order); eligibility is checked then and
// again when the deposit is credited. The bonus is credited in the transaction that credits the
// deposit, as a separate BONUS movement from the 'promotions' book (reference
// deposit-bonus:<orderNo>), at most once: the claim row (one per order) changes from PENDING only by
// a guarded UPDATE, inside the order's own guarded settlement.

type TDb = Kysely<DB> | Transaction<DB>;
type TPromoRow = Omit<DepositPromosTable, 'id'> & { id: number };

/** Basis points in 100 %. */
const FULL_BP = 10_000n;
/** Largest percent an operator may set (1000 %). */
export const MAX_PERCENT_BP = 100_000;

/** floor(deposit × percent) capped, all in integer minor units (BigInt: no float, no overflow). */
export function bonusMinor(depositMinor: number, percentBp: number, capMinor: number): number {
  const raw = (BigInt(depositMinor) * BigInt(percentBp)) / FULL_BP;
  const capped = raw > BigInt(capMinor) ? BigInt(capMinor) : raw;
  return Number(capped);
}

/** (deposit + bonus) × multiplier; nothing when there is no bonus. */
export function requiredTurnoverMinor(depositMinor: number, bonus: number, multiplier: number): number {
  if (bonus <= 0) return 0;
  return Number((BigInt(depositMinor) + BigInt(bonus)) * BigInt(multiplier));
}

const percentText = (bp: number) => formatMinor(bp, 2);

function promoView(r: TPromoRow, places: number): TDepositPromo {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    percent: percentText(r.percent_bp),
    maxBonus: formatMinor(toMinor(r.cap_minor), places),
    minDeposit: formatMinor(toMinor(r.min_deposit_minor), places),
    turnoverMultiplier: r.turnover_multiplier,
    eligibility: r.eligibility as TDepositPromoEligibility,
    validFrom: r.valid_from,
    validTo: r.valid_to,
  };
}

const startOfUtcDay = (now: Date) => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;

/** Whether the promotion is on and within its dates at `now` (ISO). */
function windowReason(p: TPromoRow, now: string): TDepositPromoReason | null {
  if (p.enabled !== 1) return 'PROMO_DISABLED';
  if (p.valid_from !== null && now < p.valid_from) return 'NOT_STARTED';
  if (p.valid_to !== null && now > p.valid_to) return 'EXPIRED';
  return null;
}

/** Why this member cannot take the promotion (null: eligible). `excludeOrderId` is the order being credited. */
async function memberReason(db: TDb, p: TPromoRow, memberId: number, now: Date, excludeOrderId?: number): Promise<TDepositPromoReason | null> {
  if (p.eligibility === 'FIRST_DEPOSIT') {
    const credited = await db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', 'in', ['PAID', 'APPROVED'])
      .$if(excludeOrderId !== undefined, (q) => q.where('id', '!=', excludeOrderId ?? 0))
      .limit(1)
      .executeTakeFirst();
    if (credited) return 'NOT_FIRST_DEPOSIT';
  } else if (p.eligibility === 'DAILY') {
    const today = await db
      .selectFrom('deposit_promo_claims')
      .select('order_id')
      .where('member_id', '=', memberId)
      .where('promo_id', '=', p.id)
      .where('status', '=', 'GRANTED')
      .where('settled_at', '>=', startOfUtcDay(now))
      .limit(1)
      .executeTakeFirst();
    if (today) return 'ALREADY_CLAIMED_TODAY';
  }
  return null;
}

async function eligibility(
  db: TDb,
  p: TPromoRow,
  memberId: number,
  amountMinor: number,
  now: Date,
  excludeOrderId?: number,
): Promise<TDepositPromoReason | null> {
  return (
    windowReason(p, now.toISOString()) ??
    (amountMinor < toMinor(p.min_deposit_minor) ? 'BELOW_MIN_DEPOSIT' : null) ??
    (await memberReason(db, p, memberId, now, excludeOrderId))
  );
}

/**
 * The merchant's promotions on now, each with this member's eligibility; with an amount (decimal
 * text in the merchant's currency) also the minimum deposit and the bonus that amount would get.
 */
export async function memberDepositPromos(db: Kysely<DB>, member: { id: number; merchantCode: string }, amount?: string, now = new Date(), lang?: string) {
  const { currency, places } = await merchantCurrency(db, member.merchantCode);
  let amountMinor: number | null = null;
  if (amount !== undefined) {
    amountMinor = parseAmountToMinor(amount, places);
    if (amountMinor === null || amountMinor <= 0) throw new ApiError('DEPOSIT_AMOUNT_INVALID', { places });
  }
  const rows = (await db
    .selectFrom('deposit_promos')
    .selectAll()
    .where('merchant_code', '=', member.merchantCode)
    .orderBy('sort')
    .orderBy('id')
    .execute()) as TPromoRow[];
  const list = [];
  for (const r of rows) {
    if (windowReason(r, now.toISOString()) !== null) continue;
    const reason =
      (amountMinor !== null && amountMinor < toMinor(r.min_deposit_minor) ? 'BELOW_MIN_DEPOSIT' : null) ?? (await memberReason(db, r, member.id, now));
    const bonusValue = amountMinor === null || reason !== null ? 0 : bonusMinor(amountMinor, r.percent_bp, toMinor(r.cap_minor));
    const bonus = amountMinor === null ? null : formatMinor(bonusValue, places);
    const turnover = amountMinor === null ? null : formatMinor(requiredTurnoverMinor(amountMinor, bonusValue, r.turnover_multiplier), places);
    list.push({ ...promoView(r, places), eligible: reason === null, reason, bonus, turnover });
  }
  // Names per language (content_translations, subject deposit_promo) and the description's figures
  // from the record itself (services/content/terms.ts): the text the deposit page shows.
  const versions = await versionsIn(
    db,
    'deposit_promo',
    list.map((p) => p.id),
    lang,
  );
  const terms = await offerTerms(
    db,
    list.map((p) => p.id),
  );
  return {
    currency,
    list: list.map((p) => {
      const v = versions.get(p.id);
      const own = terms.get(p.id);
      return { ...p, name: renderTerms(v?.title ?? p.name, own, lang), description: renderTerms(v?.content ?? p.description, own, lang) };
    }),
  };
}

async function findPromo(db: TDb, merchant: string, id: number): Promise<TPromoRow> {
  const row = await db.selectFrom('deposit_promos').selectAll().where('id', '=', id).where('merchant_code', '=', merchant).executeTakeFirst();
  if (!row) throw new ApiError('DEPOSIT_PROMO_NOT_FOUND', { promoId: id });
  return row as TPromoRow;
}

/**
 * Attaches (or replaces) the promotion of a PENDING order inside the caller's transaction; refused
 * with DEPOSIT_PROMO_NOT_ELIGIBLE (and the reason) when the member may not take it now.
 */
export async function attachPromo(
  trx: Transaction<DB>,
  order: { id: number; orderNo: string; merchantCode: string; memberId: number; amountMinor: number },
  promoId: number,
  now = new Date(),
): Promise<void> {
  const promo = await findPromo(trx, order.merchantCode, promoId);
  const reason = await eligibility(trx, promo, order.memberId, order.amountMinor, now);
  if (reason) throw new ApiError('DEPOSIT_PROMO_NOT_ELIGIBLE', { promoId, reason });
  await trx.deleteFrom('deposit_promo_claims').where('order_id', '=', order.id).where('status', '=', 'PENDING').execute();
  await trx
    .insertInto('deposit_promo_claims')
    .values({
      order_id: order.id,
      order_no: order.orderNo,
      merchant_code: order.merchantCode,
      member_id: order.memberId,
      promo_id: promo.id,
      status: 'PENDING',
      reason: null,
      bonus_minor: 0,
      turnover_multiplier: promo.turnover_multiplier,
      required_turnover_minor: 0,
      ledger_transaction_id: null,
      attached_at: now.toISOString(),
      settled_at: null,
    })
    .execute();
}

/**
 * Called in the transaction that has just credited the order (after its guarded status change and
 * lockMember): re-checks eligibility and credits the bonus once, or records why not.
 */
export async function settlePromoOnCredit(
  trx: Transaction<DB>,
  order: { id: number; orderNo: string; merchantCode: string; memberId: number; amountMinor: number },
  now = new Date(),
): Promise<{ bonusMinor: number; transactionId: number | null } | null> {
  const claim = await trx.selectFrom('deposit_promo_claims').selectAll().where('order_id', '=', order.id).where('status', '=', 'PENDING').executeTakeFirst();
  if (!claim) return null;
  const promo = await findPromo(trx, order.merchantCode, claim.promo_id);
  // The dates are those at the time the member accepted the promotion; being on, the minimum and
  // the member's eligibility are as of now.
  const reason =
    (promo.enabled !== 1 ? 'PROMO_DISABLED' : null) ??
    windowReason({ ...promo, enabled: 1 }, claim.attached_at) ??
    (order.amountMinor < toMinor(promo.min_deposit_minor) ? 'BELOW_MIN_DEPOSIT' : null) ??
    (await memberReason(trx, promo, order.memberId, now, order.id));
  const settledAt = now.toISOString();
  const guarded = (values: Updateable<DepositPromoClaimsTable>) =>
    trx.updateTable('deposit_promo_claims').set(values).where('order_id', '=', order.id).where('status', '=', 'PENDING').executeTakeFirst();
  if (reason) {
    await guarded({ status: 'NOT_GRANTED', reason, bonus_minor: 0, required_turnover_minor: 0, settled_at: settledAt });
    return null;
  }
  const bonus = bonusMinor(order.amountMinor, promo.percent_bp, toMinor(promo.cap_minor));
  const turnover = requiredTurnoverMinor(order.amountMinor, bonus, promo.turnover_multiplier);
  const updated = await guarded({
    status: 'GRANTED',
    reason: null,
    bonus_minor: bonus,
    turnover_multiplier: promo.turnover_multiplier,
    required_turnover_minor: turnover,
    settled_at: settledAt,
  });
  if (Number(updated.numUpdatedRows) !== 1) return null;
  if (bonus <= 0) return { bonusMinor: 0, transactionId: null };
  const posted = await postMemberMovement(trx, {
    merchant: order.merchantCode,
    memberId: order.memberId,
    type: 'BONUS',
    amountMinor: bonus,
    book: 'promotions',
    reference: `deposit-bonus:${order.orderNo}`,
    description: `Deposit bonus ${order.orderNo} (${promo.name})`,
  });
  await trx.updateTable('deposit_promo_claims').set({ ledger_transaction_id: posted.transactionId }).where('order_id', '=', order.id).execute();
  return { bonusMinor: bonus, transactionId: posted.transactionId };
}

/** A failed or rejected deposit: its pending bonus is not granted. */
export async function voidPromoClaim(trx: Transaction<DB>, orderId: number, now = new Date()): Promise<void> {
  await trx
    .updateTable('deposit_promo_claims')
    .set({ status: 'NOT_GRANTED', reason: 'DEPOSIT_NOT_CREDITED', settled_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .execute();
}

// Operator side.

function adminPromoView(r: TPromoRow, places: number): TAdminDepositPromo {
  return { ...promoView(r, places), merchant: r.merchant_code, enabled: r.enabled === 1, sort: r.sort, updatedAt: r.updated_at };
}

export async function adminDepositPromoList(db: TDb, merchant?: string) {
  const rows = await db
    .selectFrom('deposit_promos as p')
    .innerJoin('merchants as m', 'm.code', 'p.merchant_code')
    .selectAll('p')
    .select('m.currency_code')
    .$if(merchant !== undefined, (q) => q.where('p.merchant_code', '=', merchant ?? ''))
    .orderBy('p.merchant_code')
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
  return { list: rows.map((r) => adminPromoView(r as TPromoRow, currencyPlaces(r.currency_code))) };
}

const normaliseTime = (v: string | null) => (v === null ? null : new Date(v).toISOString());

/** Changes a promotion (audited as depositPromo.update with the row before and after). */
export async function updateDepositPromoSettings(
  db: Kysely<DB>,
  actor: string,
  promoId: number,
  body: TEndpointInput<typeof updateDepositPromo>['body'],
): Promise<TAdminDepositPromo> {
  return db.transaction().execute(async (trx) => {
    const before = (await trx.selectFrom('deposit_promos').selectAll().where('id', '=', promoId).executeTakeFirst()) as TPromoRow | undefined;
    if (!before) throw new ApiError('DEPOSIT_PROMO_NOT_FOUND', { promoId });
    const { places } = await merchantCurrency(trx, before.merchant_code);
    const money = (v: string | undefined, field: string) => {
      if (v === undefined) return undefined;
      const minor = parseAmountToMinor(v, places);
      if (minor === null) throw new ApiError('DEPOSIT_PROMO_INVALID', { field, places });
      return minor;
    };
    let percentBp: number | undefined;
    if (body.percent !== undefined) {
      percentBp = parseAmountToMinor(body.percent, 2) ?? -1;
      if (percentBp < 0 || percentBp > MAX_PERCENT_BP) throw new ApiError('DEPOSIT_PROMO_INVALID', { field: 'percent', max: '1000.00' });
    }
    const validity = (v: string | null | undefined, field: string) => {
      if (v === undefined || v === null) return v;
      // A real calendar time: "2026-02-30T00:00:00Z" parses (as 2 March) but is refused.
      const parsed = Date.parse(v);
      if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 19) !== v.slice(0, 19)) throw new ApiError('DEPOSIT_PROMO_INVALID', { field });
      return normaliseTime(v);
    };
    const validFrom = validity(body.validFrom, 'validFrom');
    const validTo = validity(body.validTo, 'validTo');
    const from = validFrom === undefined ? before.valid_from : validFrom;
    const to = validTo === undefined ? before.valid_to : validTo;
    if (from !== null && to !== null && from > to) throw new ApiError('DEPOSIT_PROMO_INVALID', { field: 'validTo' });
    const changes = {
      name: body.name,
      description: body.description,
      percent_bp: percentBp,
      cap_minor: money(body.maxBonus, 'maxBonus'),
      min_deposit_minor: money(body.minDeposit, 'minDeposit'),
      turnover_multiplier: body.turnoverMultiplier,
      eligibility: body.eligibility,
      valid_from: validFrom,
      valid_to: validTo,
      enabled: body.enabled === undefined ? undefined : body.enabled ? (1 as const) : (0 as const),
      sort: body.sort,
    };
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    await trx
      .updateTable('deposit_promos')
      .set({ ...set, updated_at: new Date().toISOString() })
      .where('id', '=', promoId)
      .execute();
    const after = (await trx.selectFrom('deposit_promos').selectAll().where('id', '=', promoId).executeTakeFirstOrThrow()) as TPromoRow;
    await audit(trx, { actor, action: 'depositPromo.update', target: `depositPromo:${promoId}`, before, after });
    return adminPromoView(after, places);
  });
}
