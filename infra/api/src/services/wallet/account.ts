import { pageOf } from '../../lib/paging';
import { DAY_MS, utcDayStart } from '../../lib/days';
import { TRANSACTION_CODES, type TTransactionCode } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validationError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { merchantCurrency, totalPages } from './common';
import { memberAccountCode, memberBalance, toMinor } from './ledger';

// Balance and account records (the member's ledger entries).

export async function walletBalance(db: Kysely<DB>, merchant: string, memberId: number) {
  const currency = await merchantCurrency(db, merchant);
  const balance = await memberBalance(db, merchant, memberId);
  return { sumBalance: formatMinor(balance, currency.places), currencyCode: currency.code, currencySymbol: currency.symbol };
}

export function transactionCodeList() {
  return {
    list: (Object.entries(TRANSACTION_CODES) as [TTransactionCode, (typeof TRANSACTION_CODES)[TTransactionCode]][]).map(([code, c]) => ({
      code,
      label: c.label,
      direction: c.direction,
    })),
  };
}

/** "2026-11-23" → its Date at 00:00 UTC, or null for a day that does not exist (2026-02-30). */
function utcMidnight(day: string): Date | null {
  const ms = utcDayStart(day);
  return ms === null ? null : new Date(ms);
}

export interface TRecordsQuery {
  type?: TTransactionCode | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

export async function accountRecords(db: Kysely<DB>, merchant: string, memberId: number, query: TRecordsQuery, defaultPageSize: number) {
  const from = query.from === undefined ? undefined : utcMidnight(query.from);
  const to = query.to === undefined ? undefined : utcMidnight(query.to);
  const issues: { in: 'query'; path: string; message: string }[] = [];
  if (from === null) issues.push({ in: 'query', path: 'from', message: 'Not a date' });
  if (to === null) issues.push({ in: 'query', path: 'to', message: 'Not a date' });
  if (from && to && from > to) issues.push({ in: 'query', path: 'from', message: 'from is after to' });
  if (issues.length) throw validationError(issues);
  const p = pageOf(query.pageNo, query.pageSize, defaultPageSize);
  const { places } = await merchantCurrency(db, merchant);
  const account = await db
    .selectFrom('wallet_accounts')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('code', '=', memberAccountCode(memberId))
    .executeTakeFirst();
  if (!account) return { list: [], pageNum: p.pageNum, totalPages: 0, total: 0 };

  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('e.account_id', '=', account.id)
    .$if(query.type !== undefined, (q) => q.where('t.type', '=', query.type ?? ''))
    .$if(Boolean(from), (q) => q.where('e.created_at', '>=', from?.toISOString() ?? ''))
    .$if(Boolean(to), (q) => q.where('e.created_at', '<', new Date((to?.getTime() ?? 0) + DAY_MS).toISOString()));
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const rows = await base
    .select(['e.id', 't.type', 'e.amount_minor', 'e.balance_after_minor', 't.reference', 't.description', 'e.created_at'])
    .orderBy('e.id', 'desc')
    .limit(p.pageSize)
    .offset(p.offset)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      label: TRANSACTION_CODES[r.type as TTransactionCode]?.label ?? r.type,
      amount: formatMinor(toMinor(r.amount_minor), places),
      balanceAfter: formatMinor(toMinor(r.balance_after_minor), places),
      reference: r.reference,
      description: r.description,
      createdAt: r.created_at,
    })),
    pageNum: p.pageNum,
    totalPages: totalPages(total, p.pageSize),
    total,
  };
}
