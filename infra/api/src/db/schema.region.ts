/** Tables of migration 0032_region_rules (added to DB in schema.ts): region restriction by address. */
export interface RegionTables {
  merchant_region_rules: MerchantRegionRulesTable;
}

/**
 * One entry of a merchant's region rules (services/merchantStatus.ts). Key: (merchant_code, kind, value).
 * - country: an ISO 3166-1 alpha-2 code whose addresses are restricted;
 * - range: a restricted address or CIDR block (IPv4 or IPv6, in canonical form);
 * - allow: an address or CIDR block the two lists above never restrict (testers).
 */
export interface MerchantRegionRulesTable {
  merchant_code: string;
  kind: 'country' | 'range' | 'allow';
  value: string;
  /** When the entry was added, ISO. */
  created_at: string;
}
