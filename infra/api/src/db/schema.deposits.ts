/** Tables of migration 0011_deposits (added to DB in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DepositsTables {}
