/** Tables of migration 0033_merchant_assets (added to DB in schema.ts). */
export interface MerchantSetupTables {
  merchant_assets: MerchantAssetsTable;
}

/**
 * A merchant's brand images (logo, app icon), content-addressed: a new upload adds a row and the
 * merchant's branding names the one in use, so undo can point back at the one before.
 */
export interface MerchantAssetsTable {
  merchant_code: string;
  /** sha256 of the stored bytes, hex (the URL's name). */
  hash: string;
  /** image/svg+xml or image/png. */
  content_type: string;
  size: number;
  /** The bytes, base64 (portable across SQLite and PostgreSQL). */
  data: string;
  created_at: string;
}
