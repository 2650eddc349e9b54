import { PNL_MAX_DAYS, type TEndpointOutput, type TPnlFigures, type TTransactionCode, type memberPnl } from '@tessera/contract/api';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { DAY_MS, utcDayOf, utcDayStart } from '../../lib/days';
import { formatMinor } from '../../lib/money';
import { memberAccountCode, toMinor } from '../wallet/ledger';
import { merchantPlaces } from './games';

// Member profit and loss (spec §7 "report (member PNL)", §1 profit and loss): the member wallet's
// ledger entries in a range of UTC days, summed per day and transaction type in one query
// (served by ledger_entries_account_idx), then folded into the report's figures.

const dayStart = utcDayStart;

/** The checked range: to defaults to today (UTC), from to `to`; at most PNL_MAX_DAYS days, from ≤ to. */
export function pnlRange(query: { from?: string | undefined; to?: string | undefined }, now = new Date()): { from: string; to: string } {
  const to = query.to ?? utcDayOf(now);
  const from = query.from ?? to;
  for (const [path, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (dayStart(day) === null) throw new ApiError('VALIDATION_FAILED', { issues: [{ in: 'query', path, message: 'Not a calendar day (YYYY-MM-DD)' }] });
  }
  const span = ((dayStart(to) ?? 0) - (dayStart(from) ?? 0)) / DAY_MS + 1;
  if (span < 1 || span > PNL_MAX_DAYS) throw new ApiError('PNL_RANGE_INVALID', { from, to, maxDays: PNL_MAX_DAYS });
  return { from, to };
}

type TSums = Partial<Record<TTransactionCode, number>>;

function figures(s: TSums, places: number): TPnlFigures {
  const v = (code: TTransactionCode) => s[code] ?? 0;
  const f = (minor: number) => formatMinor(minor === 0 ? 0 : minor, places);
  const bets = -v('BET');
  const net = Object.values(s).reduce((a, b) => a + (b ?? 0), 0);
  return {
    betAmount: f(bets),
    payout: f(v('PAYOUT')),
    refunds: f(v('BET_REFUND')),
    gameProfit: f(v('PAYOUT') + v('BET_REFUND') - bets),
    deposits: f(v('DEPOSIT')),
    withdrawals: f(-(v('WITHDRAW') + v('WITHDRAW_REFUND'))),
    rebates: f(v('REBATE')),
    bonuses: f(v('BONUS')),
    salary: f(v('SALARY')),
    dividends: f(v('DIVIDEND')),
    transfersIn: f(v('TRANSFER_IN')),
    transfersOut: f(-v('TRANSFER_OUT')),
    adjustments: f(v('ADJUSTMENT')),
    netChange: f(net),
  };
}

export async function memberPnlReport(
  db: Kysely<DB>,
  merchant: string,
  memberId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<TEndpointOutput<typeof memberPnl>> {
  const { from, to } = pnlRange(query);
  const { currency, places } = await merchantPlaces(db, merchant);
  const account = await db
    .selectFrom('wallet_accounts')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('code', '=', memberAccountCode(memberId))
    .executeTakeFirst();
  const total: TSums = {};
  const byDay = new Map<string, TSums>();
  if (account) {
    const end = new Date((dayStart(to) ?? 0) + DAY_MS).toISOString();
    const day = sql<string>`substr(t.created_at, 1, 10)`;
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .where('e.account_id', '=', account.id)
      .where('t.merchant_code', '=', merchant)
      .where('t.created_at', '>=', `${from}T00:00:00.000Z`)
      .where('t.created_at', '<', end)
      .select([day.as('day'), 't.type', (eb) => eb.fn.sum<number | string>('e.amount_minor').as('amount')])
      .groupBy([day, 't.type'])
      .execute();
    for (const r of rows) {
      const code = r.type as TTransactionCode;
      const amount = toMinor(r.amount);
      total[code] = (total[code] ?? 0) + amount;
      const sums = byDay.get(r.day) ?? {};
      sums[code] = (sums[code] ?? 0) + amount;
      byDay.set(r.day, sums);
    }
  }
  const days = [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, s]) => ({ date, ...figures(s, places) }));
  return { from, to, currency, total: figures(total, places), days };
}
