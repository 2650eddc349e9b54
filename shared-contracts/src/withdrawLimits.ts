// The withdrawal limit ladder (docs/decisions/money.md), decided once for both sides: the wallet's
// form checks a typed amount with it before sending, and the API's withdrawal service refuses with
// it (mapping each problem to its error code). Amounts are integer minor units of the merchant's
// currency: BigInt on the client, safe integers read from the database on the server.

/** What an amount may break, in the order the ladder checks it. */
export type TWithdrawAmountProblem = 'belowMin' | 'aboveMax' | 'aboveDaily' | 'insufficient';

/** The limits an amount is checked against, in minor units. */
export interface TWithdrawAmountLimits {
  /** Per withdrawal. */
  min: bigint | number;
  max: bigint | number;
  /** Per member per UTC day, and what withdrawals not rejected used of it today. */
  dailyAmount: bigint | number;
  usedToday: bigint | number;
  /** The wallet's balance; left out where the ledger refuses an overdraft itself (the API). */
  balance?: bigint | number;
}

/**
 * The first limit a positive amount breaks (minimum, maximum, what is left of today's amount, the
 * balance), or null when it may be withdrawn. Formats and the daily count are checked elsewhere.
 */
export function withdrawAmountProblem(amountMinor: bigint | number, limits: TWithdrawAmountLimits): TWithdrawAmountProblem | null {
  const amount = BigInt(amountMinor);
  if (amount < BigInt(limits.min)) return 'belowMin';
  if (amount > BigInt(limits.max)) return 'aboveMax';
  if (BigInt(limits.usedToday) + amount > BigInt(limits.dailyAmount)) return 'aboveDaily';
  if (limits.balance !== undefined && amount > BigInt(limits.balance)) return 'insufficient';
  return null;
}
