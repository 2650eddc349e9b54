import type { Generated } from 'kysely';
import type { TBigint } from './columns';

export interface PromotionApplicationsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  promotion_id: number;
  /** applying | processing | issued | rejected */
  status: string;
  comment: string;
  image_count: number;
  /** "member:promotion" while open (applying, processing); null once reviewed. */
  open_key: string | null;
  bonus_minor: TBigint | null;
  /** The BONUS ledger transaction of an issued application. */
  transaction_id: number | null;
  note: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface PromotionApplicationImagesTable {
  id: Generated<number>;
  application_id: number;
  /** 0-based order of upload. */
  position: number;
  /** Generated file name (random hex + .png/.jpg); the uploaded name is not kept. */
  name: string;
  /** image/png | image/jpeg, from the magic bytes. */
  content_type: string;
  size_bytes: number;
  /** Base64 of the bytes. */
  data: string;
  created_at: string;
}

export interface RewardsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  kind: string;
  title: string;
  amount_minor: TBigint;
  available_from: string;
  expires_at: string | null;
  claimed_at: string | null;
  transaction_id: number | null;
  grant_key: string;
  created_at: string;
}

export interface RebateCursorsTable {
  member_id: number;
  merchant_code: string;
  last_transaction_id: number;
  updated_at: string;
}

export interface RebateClaimsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  vip_level: number;
  /** Basis points (1/100 of a percent) of the turnover. */
  rate_bp: number;
  turnover_minor: TBigint;
  amount_minor: TBigint;
  /** Window: ledger transactions with from < id <= to. */
  from_transaction_id: number;
  to_transaction_id: number;
  /** The REBATE ledger transaction. */
  transaction_id: number;
  created_at: string;
}

/** Tables of migration 0016_rewards (added to DB in schema.ts). */
export interface RewardsTables {
  promotion_applications: PromotionApplicationsTable;
  promotion_application_images: PromotionApplicationImagesTable;
  rewards: RewardsTable;
  rebate_cursors: RebateCursorsTable;
  rebate_claims: RebateClaimsTable;
}
