// Builds the operator console (src/console) into $DIST_DIR/ops: a plain rspack app, no federation
// (it is one page served by the API at /ops). `npm run build` runs it after the shell and remotes;
// alone: `npx tsx infra/ops/src/build.ts`.
import { rspack, type Configuration } from '@rspack/core';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..', '..');
const DIST_DIR = process.env.DIST_DIR ?? join(REPO_ROOT, 'dist');
const SOURCE = join(__dirname, 'console');

export function opsConfig(mode: 'production' | 'development' = 'production'): Configuration {
  const prod = mode === 'production';
  return {
    name: 'ops',
    mode,
    context: SOURCE,
    entry: { main: './main.tsx' },
    target: ['web', 'es2020'],
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      path: join(DIST_DIR, 'ops'),
      publicPath: '/ops/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      cssFilename: 'assets/[name].[contenthash:8].css',
      cssChunkFilename: 'assets/[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !prod } } },
            env: { targets: 'chrome >= 87, safari >= 13, firefox >= 78' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: join(SOURCE, 'index.html'), minify: false, inject: 'head', scriptLoading: 'defer' })],
    optimization: { minimize: prod, realContentHash: true, splitChunks: { chunks: 'async' } },
    performance: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

export function buildOps(): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(opsConfig(process.env.NODE_ENV === 'development' ? 'development' : 'production'), (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      const assets = stats?.toJson({ assets: true }).assets ?? [];
      const bytes = assets.reduce((sum, a) => sum + a.size, 0);
      process.stdout.write(`built ops console → ${join(DIST_DIR, 'ops')} (${assets.length} files, ${(bytes / 1024).toFixed(0)} KB)\n`);
      resolve();
    });
  });
}

if (require.main === module) {
  buildOps().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
