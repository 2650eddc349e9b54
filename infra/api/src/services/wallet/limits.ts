import type { Kysely } from 'kysely';
import type { TDialect } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { parseJson } from '../../lib/json';
import { formatMinor, parseAmountToMinor } from '../../lib/money';
import { audit } from '../admin';
import { dailyWithdrawalsAt, ladderRows } from '../vip';
import { merchantCurrency, type TDb } from './common';

// Withdrawal limits per merchant (merchant_config key 'withdrawLimits'): per withdrawal (min, max)
// and per member per UTC day (count, amount). Stored as the API shows them: decimal strings.
// The daily COUNT is not stored here: it is the VIP ladder's (vip_levels.daily_withdrawals, read
// through services/vip.ts), so the VIP room, the withdrawal page and the withdraw call agree. The
// operator's dailyCount is VIP 0's row (docs/decisions/money.md "Withdrawals a day").

export const WITHDRAW_LIMITS_KEY = 'withdrawLimits';

export interface TWithdrawLimits {
  minAmount: string;
  maxAmount: string;
  dailyCount: number;
  dailyAmount: string;
}

/** Minor units of the limits, in the merchant currency. */
export interface TLimitsMinor {
  min: number;
  max: number;
  dailyCount: number;
  dailyAmount: number;
}

export const FALLBACK_WITHDRAW_LIMITS: TWithdrawLimits = { minAmount: '100.00', maxAmount: '50000.00', dailyCount: 5, dailyAmount: '100000.00' };

export const DEFAULT_WITHDRAW_LIMITS: Record<string, TWithdrawLimits> = {
  demo: FALLBACK_WITHDRAW_LIMITS,
  acme: { minAmount: '50.00', maxAmount: '20000.00', dailyCount: 3, dailyAmount: '50000.00' },
};

function toMinorLimits(limits: TWithdrawLimits, places: number): TLimitsMinor | null {
  const min = parseAmountToMinor(limits.minAmount, places);
  const max = parseAmountToMinor(limits.maxAmount, places);
  const dailyAmount = parseAmountToMinor(limits.dailyAmount, places);
  if (min === null || max === null || dailyAmount === null || !Number.isSafeInteger(limits.dailyCount)) return null;
  return { min, max, dailyCount: limits.dailyCount, dailyAmount };
}

const fromMinor = (l: TLimitsMinor, places: number): TWithdrawLimits => ({
  minAmount: formatMinor(l.min, places),
  maxAmount: formatMinor(l.max, places),
  dailyCount: l.dailyCount,
  dailyAmount: formatMinor(l.dailyAmount, places),
});

/**
 * The merchant's limits (the fallback when none are stored or the stored value is damaged), with
 * the daily count of VIP level `vipLevel` (0: the merchant's base, what the operator API shows).
 */
export async function withdrawLimits(db: TDb, merchant: string, vipLevel = 0): Promise<{ limits: TWithdrawLimits; minor: TLimitsMinor }> {
  const { places } = await merchantCurrency(db, merchant);
  const row = await db
    .selectFrom('merchant_config')
    .select('value')
    .where('merchant_code', '=', merchant)
    .where('key', '=', WITHDRAW_LIMITS_KEY)
    .executeTakeFirst();
  const stored = parseJson<Partial<TWithdrawLimits> | null>(row?.value, null);
  const parsed = (stored && toMinorLimits({ ...FALLBACK_WITHDRAW_LIMITS, ...stored }, places)) ?? toMinorLimits(FALLBACK_WITHDRAW_LIMITS, places);
  if (!parsed) throw new Error('fallback withdrawal limits do not parse');
  const minor = { ...parsed, dailyCount: await dailyWithdrawalsAt(db, merchant, vipLevel) };
  return { limits: fromMinor(minor, places), minor };
}

export async function getWithdrawLimits(db: Kysely<DB>, merchant: string) {
  return { merchant, limits: (await withdrawLimits(db, merchant)).limits };
}

export async function updateWithdrawLimits(db: Kysely<DB>, dialect: TDialect, actor: string, merchant: string, body: Partial<TWithdrawLimits>) {
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('merchants')
      .select('code')
      .where('code', '=', merchant)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!locked) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
    const { places } = await merchantCurrency(trx, merchant);
    const before = await withdrawLimits(trx, merchant);
    const issues: { in: 'body'; path: string; message: string }[] = [];
    const amount = (field: 'minAmount' | 'maxAmount' | 'dailyAmount'): number => {
      const text = body[field];
      if (text === undefined) return before.minor[field === 'minAmount' ? 'min' : field === 'maxAmount' ? 'max' : 'dailyAmount'];
      const v = parseAmountToMinor(text, places);
      if (v === null || v <= 0) {
        issues.push({ in: 'body', path: field, message: `A positive amount with at most ${places} decimal places` });
        return 0;
      }
      return v;
    };
    const after: TLimitsMinor = {
      min: amount('minAmount'),
      max: amount('maxAmount'),
      dailyCount: body.dailyCount ?? before.minor.dailyCount,
      dailyAmount: amount('dailyAmount'),
    };
    if (!issues.length && after.min > after.max) issues.push({ in: 'body', path: 'minAmount', message: 'minAmount may not exceed maxAmount' });
    if (!issues.length && after.max > after.dailyAmount) issues.push({ in: 'body', path: 'maxAmount', message: 'maxAmount may not exceed dailyAmount' });
    if (issues.length) throw validationError(issues);
    // The amounts live here; the count is VIP 0's row of the ladder (a merchant still on demo's
    // default ladder gets its own copy first, so the change is theirs alone).
    const { dailyCount: _count, ...amounts } = fromMinor(after, places);
    const value = JSON.stringify(amounts);
    if (body.dailyCount !== undefined) {
      const has = await trx.selectFrom('vip_levels').select('level').where('merchant_code', '=', merchant).executeTakeFirst();
      if (!has) {
        const rows = await ladderRows(trx, merchant);
        await trx
          .insertInto('vip_levels')
          .values(rows.map((r) => ({ ...r, merchant_code: merchant })))
          .execute();
      }
      await trx.updateTable('vip_levels').set({ daily_withdrawals: body.dailyCount }).where('merchant_code', '=', merchant).where('level', '=', 0).execute();
    }
    await trx
      .insertInto('merchant_config')
      .values({ merchant_code: merchant, key: WITHDRAW_LIMITS_KEY, value })
      .onConflict((oc) => oc.columns(['merchant_code', 'key']).doUpdateSet({ value }))
      .execute();
    await audit(trx, { actor, action: 'merchant.withdrawLimits', target: merchant, before: before.limits, after: fromMinor(after, places) });
  });
  return getWithdrawLimits(db, merchant);
}
