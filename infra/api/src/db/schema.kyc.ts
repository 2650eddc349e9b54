import type { Generated } from 'kysely';

/** Tables of migration 0026_kyc (added to DB in schema.ts). */
export interface KycTables {
  kyc_submissions: KycSubmissionsTable;
}

export interface KycSubmissionsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** ID_CARD, PASSPORT, DRIVER_LICENSE. */
  document_type: string;
  /** PENDING, APPROVED, REJECTED. */
  status: string;
  content_type: string;
  size: number;
  /** The document's bytes, base64 (portable across SQLite and PostgreSQL). */
  data: string;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}
