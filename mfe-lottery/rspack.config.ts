import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** lottery's build: the shared federation factory; add lottery-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'lottery', mode });
