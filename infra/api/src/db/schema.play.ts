/** Tables of migration 0012_play (added to DB in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlayTables {}
