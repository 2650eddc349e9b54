import type { Generated } from 'kysely';
import type { TBigint, TBit } from './columns';

/** Tables of migration 0011_deposits (added to DB in schema.ts). */
export interface DepositsTables {
  deposit_channels: DepositChannelsTable;
  deposit_orders: DepositOrdersTable;
  sim_gateway_payments: SimGatewayPaymentsTable;
  balance_adjustments: BalanceAdjustmentsTable;
}

export interface DepositChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  /** GATEWAY | BANK */
  kind: string;
  code: string;
  name: string;
  vendor_code: string | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  min_minor: TBigint;
  max_minor: TBigint;
  fee_minor: TBigint;
  sort: number;
  enabled: TBit;
  created_at: string;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  merchant_code: string;
  member_id: number;
  channel_id: number;
  /** GATEWAY | MANUAL */
  kind: string;
  amount_minor: TBigint;
  fee_minor: TBigint;
  /** PENDING | PAID | FAILED | APPROVED | REJECTED */
  status: string;
  payer_name: string | null;
  transfer_reference: string | null;
  gateway_txn_id: string | null;
  note: string | null;
  ledger_transaction_id: number | null;
  created_at: string;
  completed_at: string | null;
}

export interface SimGatewayPaymentsTable {
  order_no: string;
  gateway_txn_id: string;
  /** PAID | FAILED */
  status: string;
  created_at: string;
}

export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  merchant_code: string;
  reference: string;
  member_id: number;
  amount_minor: TBigint;
  reason: string;
  ledger_transaction_id: number;
  balance_after_minor: TBigint;
  created_at: string;
}
