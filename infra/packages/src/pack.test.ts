import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGES, publishedManifest, REPO_ROOT, shippedSources } from './pack';

const spec = (name: string) => {
  const found = PACKAGES.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const workspace = (dir: string) => JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as Record<string, unknown>;

describe('npm run packages: what a team outside the repository installs', () => {
  test('the four platform packages, each with a README', () => {
    expect(PACKAGES.map((p) => p.name)).toEqual(['@tessera/contract', '@tessera/platform-sdk', '@tessera/ui-kit', '@tessera/federation']);
    for (const p of PACKAGES) expect(existsSync(join(REPO_ROOT, p.dir, 'README.md'))).toBe(true);
  });

  test('every door of a workspace is a door of its package (no subpath lost in packing)', () => {
    for (const p of PACKAGES) {
      const doors = Object.keys((workspace(p.dir).exports as Record<string, unknown>) ?? {}).filter((d) => d !== './package.json');
      const published = Object.keys(publishedManifest(p, workspace(p.dir), '9.9.9').exports as object);
      expect(published).toEqual(expect.arrayContaining(doors));
    }
  });

  test('exports point at built JavaScript and declarations, never TypeScript source', () => {
    const manifest = publishedManifest(spec('@tessera/contract'), workspace('shared-contracts'), '1.4.0');
    expect(manifest.exports).toMatchObject({
      '.': {
        types: './dist/types/index.d.ts',
        browser: { import: './dist/esm/browser.js', require: './dist/cjs/browser.js' },
        import: './dist/esm/index.js',
        require: './dist/cjs/index.js',
      },
      './api': { types: './dist/types/api/index.d.ts', import: './dist/esm/api/index.js', require: './dist/cjs/api/index.js' },
    });
    expect(JSON.stringify(manifest)).not.toMatch(/\/src\/|(?<!\.d)\.tsx?"/);
    const federation = publishedManifest(spec('@tessera/federation'), workspace('infra/federation'), '1.4.0');
    expect(federation.exports).toMatchObject({ '.': { require: './dist/cjs/index.js', types: './dist/types/index.d.ts' } });
    expect(federation.bin).toMatchObject({ 'tessera-remote': 'bin/tessera-remote.cjs' });
  });

  test('versions: every package at the platform version, its @tessera dependencies at that same version', () => {
    const sdk = publishedManifest(spec('@tessera/platform-sdk'), workspace('platform-sdk'), '1.4.0');
    expect(sdk.version).toBe('1.4.0');
    expect(sdk.dependencies).toMatchObject({ '@tessera/contract': '1.4.0', '@tanstack/react-query': expect.stringMatching(/^\d/) });
    expect(sdk.peerDependencies).toMatchObject({ react: expect.any(String) });
    const federation = publishedManifest(spec('@tessera/federation'), workspace('infra/federation'), '1.4.0');
    expect(federation.dependencies).toMatchObject({ '@tessera/contract': '1.4.0', '@rspack/core': expect.any(String), '@swc/core': expect.any(String) });
    expect(sdk).not.toHaveProperty('private');
  });

  test('tests stay out of the packages; the SDK testing door ships', () => {
    const files = shippedSources('platform-sdk').map((f) => f.slice(join(REPO_ROOT, 'platform-sdk', 'src').length + 1));
    expect(files).toContain('testing/testRemoteContract.ts');
    expect(files.filter((f) => /\.test\.tsx?$/.test(f))).toEqual([]);
  });
});
