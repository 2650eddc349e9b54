export { createAppConfig, type TAppConfigOptions, type TBuildMode } from './config';
export { sharedConfig, SHARED_SINGLETONS, installedVersion, REPO_ROOT } from './shared';
export { appInfo, APP_NAMES, containerName, DIST_DIR, REMOTE_APPS, repoRemotes, type TAppName, type TAppInfo } from './apps';
export { build, type TBuildResult } from './build';
export { precompress } from './compress';
