import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** games's build: the shared federation factory; add games-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'games', mode });
