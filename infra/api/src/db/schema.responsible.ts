import type { Generated } from 'kysely';
import type { TBigint, TBit } from './columns';

/** Tables of migration 0038_responsible_gambling (added to DB in schema.ts). */
export interface ResponsibleTables {
  rg_limits: RgLimitsTable;
  rg_exclusions: RgExclusionsTable;
  rg_events: RgEventsTable;
}

export interface RgLimitsTable {
  member_id: number;
  /** One of RG_LIMIT_KEYS (DEPOSIT_DAY ... SESSION_MINUTES) or REALITY_MINUTES. */
  limit_key: string;
  /** In force: minor units (money limits) or minutes; null: none. */
  value: TBigint | null;
  /** 1: a raise or removal waits for pending_at (pending_value null: removal). */
  pending_set: Generated<TBit>;
  pending_value: TBigint | null;
  pending_at: string | null;
  updated_at: string;
}

export interface RgExclusionsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** COOL_OFF or SELF_EXCLUSION. */
  kind: string;
  starts_at: string;
  ends_at: string;
  /** The identity at the start (normalised as members keeps it), compared with new registrations. */
  country_code: string | null;
  mobile: string | null;
  email: string | null;
  /** Upper case, letters and digits only. */
  id_number: string | null;
}

export interface RgEventsTable {
  id: Generated<number>;
  member_id: number;
  actor: string;
  action: string;
  /** JSON. */
  detail: string;
  created_at: string;
}
