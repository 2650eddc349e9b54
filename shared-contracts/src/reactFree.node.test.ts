import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

// @tessera/contract is what the API, Node tools and a team outside this repository install: every
// door of it loads in a fresh Node process (resolving the package's own "exports", as the server
// does) without React, without a .tsx file and without the SDK.

const run = promisify(execFile);
const REPO_ROOT = resolve(__dirname, '..', '..');

async function loadedBy(specifier: string): Promise<string[]> {
  const script = `require(${JSON.stringify(specifier)});
    process.stdout.write(JSON.stringify(Object.keys(require.cache).map((f) => f.split('\\\\').join('/'))));`;
  const { stdout } = await run(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: REPO_ROOT, timeout: 60_000 });
  return JSON.parse(stdout) as string[];
}

const isBrowserCode = (f: string) => /\/node_modules\/(react|react-dom|scheduler|@tanstack)\//.test(f) || /platform-sdk\//.test(f) || f.endsWith('.tsx');

describe('@tessera/contract', () => {
  it.each(['@tessera/contract', '@tessera/contract/api', '@tessera/contract/schemas', '@tessera/contract/fixtures'])(
    '%s loads no React, no .tsx and nothing of the SDK',
    async (door) => {
      const files = await loadedBy(door);
      expect(files.some((f) => f.includes('shared-contracts/src/'))).toBe(true);
      expect(files.filter(isBrowserCode)).toEqual([]);
    },
  );

  it('while the SDK does load React (the test would see it)', async () => {
    expect((await loadedBy('@tessera/platform-sdk')).some(isBrowserCode)).toBe(true);
  });
});
