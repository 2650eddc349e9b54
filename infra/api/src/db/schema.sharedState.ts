/** Tables of migration 0030_shared_state (added to DB in schema.ts): state every API process must share. */
export interface SharedStateTables {
  rate_limits: RateLimitsTable;
}

/** One fixed window of one rate limit (plugins/rateLimitStore.ts): a route and a client address. */
export interface RateLimitsTable {
  /** `<METHOD> <route url>|<client key>`, or its sha256 when longer than 255 characters. */
  bucket: string;
  /** Requests counted in the current window (the one over the limit included). */
  hits: number;
  /** When the window started, ms since the epoch (bigint: PostgreSQL answers it as a string). */
  window_start_ms: number | string;
}
