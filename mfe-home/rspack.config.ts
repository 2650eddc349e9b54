import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** home's build: the shared federation factory; add home-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'home', mode });
