import type { Generated } from 'kysely';

// Portable column conventions (SQLite and PostgreSQL): booleans are integers 0/1, timestamps are
// ISO-8601 text, structured values are JSON text.

export type TBit = 0 | 1;

export interface MerchantsTable {
  code: string;
  name: string;
  maintenance: TBit;
  region_restriction: TBit;
  theme: 'dark' | 'light';
  currency_code: string;
  currency_symbol: string;
  /** JSON array of host names that select this merchant. */
  domains: string;
  created_at: string;
}

export interface MerchantFlagsTable {
  merchant_code: string;
  key: string;
  enabled: TBit;
}

export interface MerchantRemotesTable {
  merchant_code: string;
  remote: string;
  enabled: TBit;
  version: string;
  canary_version: string | null;
  canary_percent: number;
}

/** Per-merchant settings the status payload needs, one JSON value per key. */
export interface MerchantConfigTable {
  merchant_code: string;
  key: string;
  value: string;
}

export interface RemoteVersionsTable {
  remote: string;
  version: string;
  entry: string;
  /** JSON array of ZRouteMeta. */
  routes: string;
  /** The platform range the remote requires (routes.json `requires.platform`). */
  requires_platform: string;
  /** JSON of ZRouteTitles (language → titleKey → text), null when the build sent none. */
  titles: string | null;
  published_at: string;
}

export interface TelemetryTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  remote: string | null;
  version: string | null;
  reason: string | null;
  message: string;
  path: string;
  value: number | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  at: string;
}

export interface DB {
  merchants: MerchantsTable;
  merchant_flags: MerchantFlagsTable;
  merchant_remotes: MerchantRemotesTable;
  merchant_config: MerchantConfigTable;
  remote_versions: RemoteVersionsTable;
  telemetry: TelemetryTable;
  audit_log: AuditLogTable;
}
