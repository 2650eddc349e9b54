import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** shell's build: the shared federation factory; add shell-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'shell', mode });
