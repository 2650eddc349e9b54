/** Tables of migration 0031_canary_votes (added to DB in schema.ts): what a canary watch counts. */
export interface CanaryTables {
  canary_votes: CanaryVotesTable;
}

/**
 * One page load's vote on one running canary version (services/releases.ts): written only for
 * reports that carry the page's valid load token (services/loadToken.ts) naming that version, so
 * one load is one vote however many reports it sends. Key: (load_id, remote, version).
 */
export interface CanaryVotesTable {
  /** The random id of the page load, from its token. */
  load_id: string;
  remote: string;
  version: string;
  merchant_code: string;
  /** The device the page was served to (tessera_cid), from the token. */
  device: string | null;
  /** The address of the first report of this load. */
  ip: string | null;
  /** 1 once any report of this load was a failure (a load that failed once is a failed load). */
  failed: number;
  /** The reason of the first failure report. */
  reason: string | null;
  /** When the server served the page (the token's issue time), ISO. */
  issued_at: string;
  /** When the first failure report arrived, ISO; null while the load has only succeeded. */
  failed_at: string | null;
}
