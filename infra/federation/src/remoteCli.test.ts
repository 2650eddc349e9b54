import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRemotes } from './apps';
import { createAppConfig } from './config';
import { remoteProject } from './remoteCli';

// @rspack/core and the federation plugin are ESM, which this Jest cannot load: stand-ins (as in mono.test.ts).
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

describe('a remote in its own folder (templates/remote, tessera-remote build)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-remote-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (pkg: object, config = true) => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
    if (config) writeFileSync(join(dir, 'rspack.config.ts'), 'export default () => ({});\n');
  };

  test('the factory builds a remote from its own folder into <dir>/dist, not the repository', () => {
    const config = createAppConfig({ name: 'example', mode: 'production', dir });
    expect(config.context).toBe(dir);
    expect(config.output?.path).toBe(join(dir, 'dist'));
    expect(config.output?.uniqueName).toBe('tessera_example');
    // The repository's own remotes keep building into dist/remotes/<name>/<version>.
    expect(createAppConfig({ name: 'games', mode: 'production' }).output?.path).toMatch(/dist\/remotes\/games\/[^/]+$/);
  });

  test('the packed tooling, outside any repository, has no repository remotes of its own', () => {
    expect(repoRemotes(dir)).toEqual([]);
  });

  test('its package.json names the remote and the version', () => {
    write({ version: '1.2.3', tessera: { remote: 'sports' } });
    expect(remoteProject(dir)).toEqual({ dir, name: 'sports', version: '1.2.3' });
  });

  test('refused: no remote name, a name that is not one, no version, no rspack.config.ts', () => {
    write({ version: '1.0.0' });
    expect(() => remoteProject(dir)).toThrow(/"tessera": \{ "remote"/);
    write({ version: '1.0.0', tessera: { remote: 'Sports!' } });
    expect(() => remoteProject(dir)).toThrow(/a-z, 0-9/);
    write({ version: '1.0.0', tessera: { remote: 'shell' } });
    expect(() => remoteProject(dir)).toThrow(/not a reserved name/);
    write({ tessera: { remote: 'sports' } });
    expect(() => remoteProject(dir)).toThrow(/no version/);
    rmSync(join(dir, 'rspack.config.ts'));
    write({ version: '1.0.0', tessera: { remote: 'sports' } }, false);
    expect(() => remoteProject(dir)).toThrow(/no rspack.config.ts/);
  });
});
