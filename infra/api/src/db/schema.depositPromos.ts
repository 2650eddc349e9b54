import type { Generated } from 'kysely';
import type { TBigint, TBit } from './columns';

/** Tables of migration 0017_deposit_promos (added to DB in schema.ts). */
export interface DepositPromosTables {
  deposit_promos: DepositPromosTable;
  deposit_promo_claims: DepositPromoClaimsTable;
}

export interface DepositPromosTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  name: string;
  description: string;
  /** Basis points: 10 000 = 100 %. */
  percent_bp: number;
  cap_minor: TBigint;
  min_deposit_minor: TBigint;
  turnover_multiplier: number;
  /** FIRST_DEPOSIT | DAILY | ALWAYS */
  eligibility: string;
  valid_from: string | null;
  valid_to: string | null;
  enabled: TBit;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface DepositPromoClaimsTable {
  order_id: number;
  order_no: string;
  merchant_code: string;
  member_id: number;
  promo_id: number;
  /** PENDING | GRANTED | NOT_GRANTED */
  status: string;
  reason: string | null;
  bonus_minor: TBigint;
  turnover_multiplier: number;
  required_turnover_minor: TBigint;
  ledger_transaction_id: number | null;
  attached_at: string;
  settled_at: string | null;
}
