import { createAppConfig, type TBuildMode } from '@tessera/federation';

/** example's build: the platform's federation factory; add example-only loaders or plugins here. */
export default (mode: TBuildMode) => createAppConfig({ name: 'example', mode, dir: __dirname });
