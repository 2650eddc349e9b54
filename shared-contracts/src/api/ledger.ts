// Transaction codes of the money ledger (spec §7 "wallet: transaction codes"): the `type` of every
// ledger transaction, listed by the transaction-codes call so account records can be filtered
// and labelled. `direction` is how the code moves the member's balance.

export const TRANSACTION_CODES = {
  DEPOSIT: { label: 'Deposit', direction: 'in' },
  WITHDRAW: { label: 'Withdrawal', direction: 'out' },
  WITHDRAW_REFUND: { label: 'Withdrawal refund', direction: 'in' },
  BET: { label: 'Bet', direction: 'out' },
  PAYOUT: { label: 'Payout', direction: 'in' },
  BET_REFUND: { label: 'Bet refund', direction: 'in' },
  REBATE: { label: 'Rebate', direction: 'in' },
  BONUS: { label: 'Bonus', direction: 'in' },
  SALARY: { label: 'Daily salary', direction: 'in' },
  DIVIDEND: { label: 'Dividend', direction: 'in' },
  TRANSFER_IN: { label: 'Transfer in', direction: 'in' },
  TRANSFER_OUT: { label: 'Transfer out', direction: 'out' },
  ADJUSTMENT: { label: 'Adjustment', direction: 'both' },
  /** A live room's pay-per-view pass (docs/decisions/live-rooms.md). */
  LIVE_PASS: { label: 'Pay-per-view pass', direction: 'out' },
  /** An operator's refund of a pass: the reversing entry of its LIVE_PASS. */
  LIVE_PASS_REFUND: { label: 'Pay-per-view refund', direction: 'in' },
} as const satisfies Record<string, { label: string; direction: 'in' | 'out' | 'both' }>;

export type TTransactionCode = keyof typeof TRANSACTION_CODES;
export const TRANSACTION_CODE_LIST = Object.keys(TRANSACTION_CODES) as [TTransactionCode, ...TTransactionCode[]];
