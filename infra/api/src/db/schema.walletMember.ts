/** Tables of migration 0010_wallet_member (added to DB in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WalletMemberTables {}
