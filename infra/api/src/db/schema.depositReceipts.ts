/** Tables of migration 0029_deposit_receipts (added to DB in schema.ts). */
export interface DepositReceiptsTables {
  deposit_receipts: DepositReceiptsTable;
}

export interface DepositReceiptsTable {
  /** The manual transfer's order number (deposit_orders.order_no). */
  order_no: string;
  merchant_code: string;
  member_id: number;
  /** image/png or image/jpeg, from the bytes. */
  content_type: string;
  size: number;
  /** The image's bytes, base64 (portable across SQLite and PostgreSQL). */
  data: string;
  uploaded_at: string;
}
