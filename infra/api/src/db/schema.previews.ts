/** Tables of migration 0037_preview_grants (added to DB in schema.ts): docs/decisions/remote-overrides.md. */
export interface PreviewTables {
  preview_grants: PreviewGrantsTable;
  merchant_preview_origins: MerchantPreviewOriginsTable;
}

/** One operator-issued preview grant. The token is an HMAC over these fields: the row is what revocation and the audit read. */
export interface PreviewGrantsTable {
  /** Random, url-safe: the token names it. */
  id: string;
  merchant_code: string;
  remote: string;
  /** A published version (version preview) or null. */
  version: string | null;
  /** A remoteEntry.js URL (URL preview) or null. */
  url: string | null;
  expires_at: string;
  created_at: string;
  created_by: string;
  revoked_at: string | null;
  revoked_by: string | null;
  uses: number;
  last_used_at: string | null;
}

/** A dev origin (scheme://host[:port]) the merchant's URL previews may load from. */
export interface MerchantPreviewOriginsTable {
  merchant_code: string;
  origin: string;
  created_at: string;
}
