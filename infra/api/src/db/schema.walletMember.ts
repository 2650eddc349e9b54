import type { Generated } from 'kysely';
import type { TBigint } from './columns';

/** Tables of migration 0010_wallet_member (added to DB in schema.ts). */
export interface WalletMemberTables {
  wallet_banks: WalletBanksTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  payment_password_guards: PaymentPasswordGuardsTable;
}

export interface WalletBanksTable {
  currency_code: string;
  code: string;
  name: string;
  sort_order: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  bank_code: string;
  /** Hex HMAC-SHA256 fingerprint of the member id and the digits (services/wallet/fingerprint.ts); the number itself is never stored. */
  number_hash: string;
  last4: string;
  created_at: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  merchant_code: string;
  member_id: number;
  amount_minor: TBigint;
  bank_card_id: number;
  bank_name: string;
  card_last4: string;
  holder: string;
  /** PENDING, PAID, REJECTED. */
  status: string;
  note: Generated<string>;
  /** UTC day of the request, YYYY-MM-DD. */
  day: string;
  transaction_id: number;
  refund_transaction_id: number | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface PaymentPasswordGuardsTable {
  member_id: number;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}
