// The storage room's door: connection, migrations, seed and publishing of remote versions.
export { createDatabase, migrate, PG_POOL_MAX, type TDatabase, type TDatabaseOptions, type TDialect } from './database';
export { publishRemoteVersions, remoteEntryUrl, type TPublishResult } from './publish';
export { seed, MERCHANT_SEEDS, DEFAULT_MERCHANT, type TMerchantSeed } from './seed';
export type { DB } from './schema';
