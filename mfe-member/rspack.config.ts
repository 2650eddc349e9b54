import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** member's build: the shared federation factory; add member-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'member', mode });
