import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { join } from 'node:path';
import type { TRemoteName } from '@tessera/contract';
import { appInfo, containerName, type TAppName } from './apps';
import { packageDir, sharedConfig } from './shared';

export type TBuildMode = 'production' | 'development';

export interface TAppConfigOptions {
  name: TAppName;
  mode?: TBuildMode;
  /**
   * The remote's own folder, for a remote outside this repository (its rspack.config.ts passes
   * `dir: __dirname`); it builds into `<dir>/dist`. Default: the repository's mfe-<name> (apps.ts).
   */
  dir?: string;
}

const BROWSER_DESCRIPTORS_LOADER = join(__dirname, '..', 'loaders', 'browserDescriptors.cjs');

const MF_CJS_RUNTIME =
  /@module-federation[\\/](?:webpack-bundler-runtime|runtime|runtime-core|runtime-tools|sdk|error-codes|inject-external-runtime-core-plugin)[\\/]dist[\\/].*\.cjs$/;

const MF_RUNTIME_ESM = join(packageDir('@module-federation/runtime'), 'dist', 'index.js');
const MF_RUNTIME_TOOLS_ESM = join(packageDir('@module-federation/runtime-tools'), 'dist', 'index.js');

/** Federation runtime trimmed for the browser: no snapshot plugin, no node code. */
const optimization = { disableSnapshot: true, target: 'web' as const };

/** The plugins that exist for Module Federation only: the one-bundle build (mono.ts) leaves them out. */
const FEDERATION_ONLY = new WeakSet<object>();
function federationOnly<T extends object>(plugin: T): T {
  FEDERATION_ONLY.add(plugin);
  return plugin;
}
export const isFederationOnly = (plugin: unknown): boolean => typeof plugin === 'object' && plugin !== null && FEDERATION_ONLY.has(plugin);

/**
 * The one rspack + Module Federation config factory every app uses (CONVENTIONS rule 3).
 * The shell is the host: it owns the federation runtime and provides it to remotes
 * (provideExternalRuntime), so each remoteEntry ships without its own ~33 KB gzip copy.
 * Remotes expose exactly `./remote` and load nothing else eagerly.
 */
export function createAppConfig({ name, mode = 'production', dir }: TAppConfigOptions): Configuration {
  const app = dir && name !== 'shell' ? { dir, outDir: join(dir, 'dist') } : appInfo(name);
  const prod = mode === 'production';
  const isShell = name === 'shell';
  const federation = federationOnly(
    isShell
      ? new ModuleFederationPlugin({
          name: 'tessera_shell',
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: { provideExternalRuntime: true, optimization },
        })
      : new ModuleFederationPlugin({
          name: containerName(name as TRemoteName),
          filename: 'remoteEntry.js',
          exposes: { './remote': './src/remote.tsx' },
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: { externalRuntime: true, optimization },
        }),
  );

  return {
    name,
    mode,
    context: app.dir,
    // Remotes have no page of their own: their only entry is remoteEntry.js (added by the plugin).
    entry: isShell ? { main: './src/index.ts' } : {},
    target: ['web', 'es2020'],
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      path: app.outDir,
      // Hashed names are immutable; remotes resolve their chunks relative to remoteEntry.js.
      publicPath: isShell ? '/' : 'auto',
      // Remote chunks load with integrity attributes (below): their hashes are inside remoteEntry.js,
      // whose own hash the registry publishes, so a file changed after publish is refused by the browser.
      ...(isShell || !prod ? {} : { crossOriginLoading: 'anonymous' as const }),
      uniqueName: isShell ? 'tessera_shell' : containerName(name as TRemoteName),
      filename: isShell ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      chunkFilename: isShell ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      cssFilename: isShell ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isShell ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      assetModuleFilename: isShell ? 'assets/[name].[contenthash:8][ext]' : '[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The plugin aliases these two to their CommonJS files; their ES module builds instead (see MF_CJS_RUNTIME below).
      alias: {
        '@module-federation/runtime': MF_RUNTIME_ESM,
        '@module-federation/runtime-tools': MF_RUNTIME_TOOLS_ESM,
      },
    },
    module: {
      // Importing a name a module does not export is a build error, not an undefined at run time
      // (the browser entry of shared-contracts deliberately lacks the zod schemas).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        // The API descriptors as the browser needs them (loaders/browserDescriptors.cjs): no summaries,
        // schema constructors marked pure so unused descriptors are dropped.
        // The same files packed (npm run packages): @tessera/contract/dist/esm/api/*.js.
        {
          test: /(?:shared-contracts[\\/]src|@tessera[\\/]contract[\\/]dist[\\/]esm)[\\/]api[\\/][^\\/]+\.(?:ts|js)$/,
          enforce: 'pre' as const,
          loader: BROWSER_DESCRIPTORS_LOADER,
        },
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod } },
            },
            env: { targets: 'chrome >= 87, safari >= 13, firefox >= 78' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation,
      // The federation plugin imports its runtime packages' CommonJS builds by path, which rspack
      // cannot tree-shake (the SDK's Node code and manifest snapshot code shipped to browsers): use
      // their ES module builds, published beside them.
      federationOnly(
        new rspack.NormalModuleReplacementPlugin(MF_CJS_RUNTIME, (resource: { request: string }) => {
          resource.request = resource.request.replace(/\.cjs$/, '.js');
        }),
      ),
      ...(isShell
        ? [
            new rspack.HtmlRspackPlugin({
              template: join(app.dir, 'index.html'),
              minify: false,
              inject: 'head',
              scriptLoading: 'defer',
            }),
            new rspack.CopyRspackPlugin({ patterns: [{ from: join(app.dir, 'public'), to: '.', noErrorOnMissing: true }] }),
          ]
        : []),
      ...(isShell || !prod ? [] : [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })]),
    ],
    optimization: {
      minimize: prod,
      realContentHash: true,
      splitChunks: isShell ? { chunks: 'async' } : false,
    },
    performance: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
