// The storage room's door: connection, migrations and publishing of remote versions (the demo data
// every database starts with: seeders/).
export { createDatabase, migrate, PG_POOL_MAX, type TDatabase, type TDatabaseOptions } from './database';
export type { TDialect } from './dialect';
export { publishRemoteVersions, remoteEntryUrl, type TPublishResult } from './publish';
export type { DB } from './schema';
