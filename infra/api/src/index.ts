// The public door of @tessera/api.
export { build, buildOptionsFromConfig, BODY_LIMIT_BYTES, DEFAULT_RATE_LIMITS, type TBuildOptions } from './app';
export { loadConfig, ConfigError, REPO_ROOT, type TConfig } from './config';
export { createDatabase, migrate, PG_POOL_MAX, publishRemoteVersions, remoteEntryUrl, type DB, type TDatabase, type TPublishResult } from './db';
export { seedAll, SEEDERS, type TSeedContext } from './seeders';
export { ApiError } from './errors';
export { route, type TRouteHandler } from './route';
export { decryptServicePath, encryptServicePath } from './lib/servicePath';
