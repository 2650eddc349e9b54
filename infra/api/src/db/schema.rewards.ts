/** Tables of migration 0016_rewards (added to DB in schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RewardsTables {}
