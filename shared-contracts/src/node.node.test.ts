import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import * as nodeDoor from './node';

// '@tessera/shared-contracts/node' is the door of the API and Node tools: it must never load React
// or other browser code (a fresh Node process, as the server runs, resolving the package's own
// "exports"), and it must carry what they use from the root door.

const run = promisify(execFile);
const REPO_ROOT = resolve(__dirname, '..', '..');

async function loadedBy(specifier: string): Promise<string[]> {
  const script = `require(${JSON.stringify(specifier)});
    process.stdout.write(JSON.stringify(Object.keys(require.cache).map((f) => f.split('\\\\').join('/'))));`;
  const { stdout } = await run(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: REPO_ROOT, timeout: 60_000 });
  return JSON.parse(stdout) as string[];
}

const isBrowserCode = (f: string) =>
  /\/node_modules\/(react|react-dom|scheduler)\//.test(f) || /shared-contracts\/src\/(index|browser|platform)\.ts$/.test(f) || f.endsWith('.tsx');

describe('@tessera/shared-contracts/node', () => {
  it('loads no React, no .tsx and not the browser door', async () => {
    const files = await loadedBy('@tessera/shared-contracts/node');
    expect(files.some((f) => f.endsWith('shared-contracts/src/node.ts'))).toBe(true);
    expect(files.filter(isBrowserCode)).toEqual([]);
  });

  it('while the root door does load React (the reason this door exists)', async () => {
    expect((await loadedBy('@tessera/shared-contracts')).some(isBrowserCode)).toBe(true);
  });

  it('exports what the API and Node tools use', () => {
    const used = [
      // constants, paths, accounts rules
      'PLATFORM_VERSION',
      'REMOTE_NAMES',
      'ROUTE_OWNERSHIP',
      'FLAG_KEYS',
      'COMPLETE_LANGUAGES',
      'ACCOUNT_RULES',
      'ACCOUNT_LIMITS',
      'matchesAccountRule',
      'normalizeMobile',
      'normalizeDialingCode',
      // the bank card number rule (BANK_CARD_INVALID)
      'bankCardDigits',
      // semver, registry and status helpers, zod schemas
      'compareVersions',
      'isSemver',
      'satisfies',
      'statusCode',
      'isRegistry',
      'ZRegistry',
      'ZRoutesManifest',
      'ZSystemStatus',
      'ZRemoteModule',
      // login encryption (the e2e support logs in like the shell does)
      'encryptLoginBody',
      'loginHeaders',
      'toBase64Url',
      'LOGIN_ENCRYPTION',
    ];
    expect(used.filter((name) => !(name in nodeDoor))).toEqual([]);
  });
});
