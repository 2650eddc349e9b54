import type { TBigint } from './columns';

/** Tables of migration 0028_vip_levels (added to DB in schema.ts). */
export interface VipTables {
  vip_levels: VipLevelsTable;
}

/** One rung of a merchant's VIP ladder: what reaches it (all-time totals) and what it gives. */
export interface VipLevelsTable {
  merchant_code: string;
  level: number;
  name: string;
  /** All-time deposits needed, minor units of the merchant currency. */
  deposit_minor: TBigint;
  /** All-time valid turnover (bets less refunded bets) needed, minor units. */
  turnover_minor: TBigint;
  /** Single cash back rate, basis points (1/100 %). */
  rebate_bp: number;
  /** Paid once on reaching the level, minor units. */
  upgrade_bonus_minor: TBigint;
  /** Paid on the member's birthday, minor units. */
  birthday_bonus_minor: TBigint;
  /** Withdrawals allowed a day. */
  daily_withdrawals: number;
}
