import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** agent's build: the shared federation factory; add agent-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'agent', mode });
