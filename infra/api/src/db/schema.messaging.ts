/** Tables of migration 0013_messaging (added to DB in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessagingTables {}
