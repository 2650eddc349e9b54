import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SPEC_REMOTES } from '@tessera/contract';
import { join } from 'node:path';
import { appInfo, DIST_DIR } from './apps';
import { createAppConfig } from './config';
import { buildMono, createMonoConfig, MONO_DIST_DIR, monoChunkName, monoRemoteFile, monoRuntimeSource } from './mono';

// The mono build's config and runtime, without running rspack (the build itself is `npm run build:mono`,
// measured by `npm run bench`). @rspack/core and the federation plugin are ESM, which this Jest cannot
// load: they are stand-in classes here, so the test reads the config createAppConfig and createMonoConfig make.
jest.mock('@rspack/core', () => {
  class Plugin {
    constructor(readonly options: unknown) {}
  }
  return {
    rspack: Object.assign(() => undefined, {
      HtmlRspackPlugin: class HtmlRspackPlugin extends Plugin {},
      CopyRspackPlugin: class CopyRspackPlugin extends Plugin {},
      SubresourceIntegrityPlugin: class SubresourceIntegrityPlugin extends Plugin {},
      NormalModuleReplacementPlugin: class NormalModuleReplacementPlugin extends Plugin {},
    }),
  };
});
jest.mock('@module-federation/enhanced/rspack', () => ({
  ModuleFederationPlugin: class ModuleFederationPlugin {
    constructor(readonly options: unknown) {}
  },
}));

const RUNTIME = '/tmp/tessera-mono-test/federation-runtime.mjs';
const config = createMonoConfig({ runtimeFile: RUNTIME, distDir: '/tmp/tessera-mono-test/dist-mono' });

it('builds the shell without any federation plugin, entered at its bootstrap, into <dist>/shell', () => {
  expect(config.plugins?.some((p) => p instanceof ModuleFederationPlugin)).toBe(false);
  expect(config.plugins?.map((p) => (p as object).constructor.name)).toEqual(['HtmlRspackPlugin', 'CopyRspackPlugin']);
  expect(createAppConfig({ name: 'shell' }).plugins?.some((p) => p instanceof ModuleFederationPlugin)).toBe(true);
  expect(config.entry).toEqual({ main: './src/bootstrap.tsx' });
  expect(config.context).toBe(appInfo('shell').dir);
  expect(config.output?.path).toBe('/tmp/tessera-mono-test/dist-mono/shell');
  expect(config.output?.publicPath).toBe('/');
});

it('keeps the federated build’s loaders, targets and minifier (the comparison is about federation only)', () => {
  const shell = createAppConfig({ name: 'shell' });
  expect(config.module).toEqual(shell.module);
  expect(config.target).toEqual(shell.target);
  expect(config.optimization).toEqual(shell.optimization);
  expect(config.mode).toBe('production');
  // Every remote's own rspack.config.ts is the shared factory with nothing added, so the shell's rules are theirs too.
  for (const remote of SPEC_REMOTES) expect(createAppConfig({ name: remote }).module).toEqual(shell.module);
});

it("aliases the shell's federation runtime to the generated module, and keeps the shell's other aliases", () => {
  const alias = config.resolve?.alias as Record<string, string>;
  expect(alias['@module-federation/enhanced/runtime$']).toBe(RUNTIME);
  const shellAlias = createAppConfig({ name: 'shell' }).resolve?.alias as Record<string, string>;
  for (const [name, target] of Object.entries(shellAlias)) if (!name.startsWith('@module-federation/enhanced/runtime')) expect(alias[name]).toBe(target);
});

it("names each remote's chunk remotes/<name>/<version>/remoteEntry.js (the registry's entry URL, which the server preloads)", () => {
  const chunkFilename = config.output?.chunkFilename;
  if (typeof chunkFilename !== 'function') throw new Error('chunkFilename is not a function');
  for (const remote of SPEC_REMOTES) {
    const file = chunkFilename({ chunk: { name: monoChunkName(remote) } } as never);
    expect(file).toBe(`remotes/${remote}/${appInfo(remote).version}/remoteEntry.js`);
    expect(file).toBe(monoRemoteFile(remote, appInfo(remote).version));
  }
  expect(chunkFilename({ chunk: { name: 'vendors' } } as never)).toBe('assets/[name].[contenthash:8].js');
  expect(chunkFilename({ chunk: {} } as never)).toBe('assets/[name].[contenthash:8].js');
});

it('generates a runtime whose loadRemote imports each remote lazily and rejects an unknown one', async () => {
  const remotes = SPEC_REMOTES.map((name) => ({ name, file: join(appInfo(name).dir, 'src', 'remote.tsx') }));
  const source = monoRuntimeSource(remotes);
  for (const r of remotes) {
    expect(source).toContain(`"tessera_${r.name}": () => import(/* webpackChunkName: "remote-${r.name}" */ ${JSON.stringify(r.file)})`);
  }
  // Run it with stand-in files: the import() calls are the only thing replaced.
  const body = source
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'Promise.resolve({ default: { file: $1 } })')
    .replace(/export function/g, 'function');
  const runtime = new Function(`${body}\nreturn { loadRemote, registerRemotes, registerPlugins };`)() as {
    loadRemote(id: string): Promise<{ default: { file: string } }>;
    registerRemotes(...args: unknown[]): void;
    registerPlugins(...args: unknown[]): void;
  };
  expect(runtime.registerRemotes([{ name: 'tessera_home', entry: '/remotes/home/1.0.0/remoteEntry.js' }], { force: true })).toBeUndefined();
  expect(runtime.registerPlugins([])).toBeUndefined();
  await expect(runtime.loadRemote('tessera_wallet/remote')).resolves.toEqual({ default: { file: join(appInfo('wallet').dir, 'src', 'remote.tsx') } });
  await expect(runtime.loadRemote('tessera_nobody/remote')).rejects.toThrow('mono build: no remote tessera_nobody/remote');
});

it('writes beside the federated dist by default (<DIST_DIR>-mono; infra/bench/src/util.ts reads the same rule)', () => {
  const env = { DIST_DIR: process.env.DIST_DIR, MONO_DIST_DIR: process.env.MONO_DIST_DIR };
  try {
    process.env.DIST_DIR = '/srv/tessera/dist/';
    delete process.env.MONO_DIST_DIR;
    jest.isolateModules(() => expect((require('./mono') as typeof import('./mono')).MONO_DIST_DIR).toBe('/srv/tessera/dist-mono'));
    process.env.MONO_DIST_DIR = '/elsewhere/mono';
    jest.isolateModules(() => expect((require('./mono') as typeof import('./mono')).MONO_DIST_DIR).toBe('/elsewhere/mono'));
  } finally {
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  if (!process.env.MONO_DIST_DIR) expect(MONO_DIST_DIR).toBe(`${DIST_DIR}-mono`);
});

it('refuses to empty the federated dist or the repository', async () => {
  await expect(buildMono(DIST_DIR)).rejects.toThrow('build:mono refuses to write into');
  await expect(buildMono(join(appInfo('shell').dir, '..'))).rejects.toThrow('build:mono refuses to write into');
});
