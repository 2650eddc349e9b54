/** Tables of migration 0015_player (added to DB in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlayerTables {}
