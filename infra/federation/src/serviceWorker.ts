import { rspack, type Configuration } from '@rspack/core';
import { join } from 'node:path';
import { appInfo } from './apps';
import { precacheVersion, shellPrecache } from './precache';

export function serviceWorkerConfig(shellDir: string, mode: 'production' | 'development'): Configuration {
  const precache = shellPrecache(shellDir);
  return {
    name: 'shell-sw',
    mode,
    context: appInfo('shell').dir,
    entry: { sw: './src/sw/worker.ts' },
    target: ['webworker', 'es2020'],
    devtool: false,
    output: { path: shellDir, filename: 'sw.js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 87, safari >= 13, firefox >= 78' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __TESSERA_SW_VERSION__: JSON.stringify(precacheVersion(shellDir, precache)),
        __TESSERA_PRECACHE__: JSON.stringify(precache),
      }),
    ],
    optimization: { minimize: mode === 'production', splitChunks: false, runtimeChunk: false },
    performance: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * dist/shell/sw.js: the service worker (shell/src/sw/worker.ts) with the shell's startup files to
 * precache and a version derived from them, so every build that changes the shell installs a new
 * worker (and drops the old precache). Built after the shell, whose index.html it reads.
 */
export async function buildServiceWorker(shellDir: string = appInfo('shell').outDir, mode: 'production' | 'development' = 'production'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    rspack(serviceWorkerConfig(shellDir, mode), (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
  return join(shellDir, 'sw.js');
}
