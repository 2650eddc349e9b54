import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** wallet's build: the shared federation factory; add wallet-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'wallet', mode });
