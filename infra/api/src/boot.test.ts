import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './config';

// The API must boot without the front end: no React, no .tsx and nothing of @tessera/platform-sdk
// (the React side of the platform). It imports '@tessera/contract', '/api' and '/schemas', which
// are React-free. Checked in a fresh Node process
// the way `npm run serve` runs it (tsx, CommonJS): Jest's own module registry would hide what
// Node really loads.

const run = promisify(execFile);

/** Loaded files that are browser code, or the doors that lead to it. */
const BROWSER_CODE = String.raw`/node_modules\/(react|react-dom|scheduler|@tanstack)\/|platform-sdk\/src\/|\.tsx$/`;

/** Requires `entry`, runs `boot` (a JS expression; may be a promise), then prints the browser code that got loaded. */
async function loadedBrowserCode(entry: string, boot = 'undefined'): Promise<string[]> {
  const script = `
    const mod = require(${JSON.stringify(entry)});
    Promise.resolve(${boot}).then(() => {
      const files = Object.keys(require.cache).map((f) => f.split('\\\\').join('/'));
      process.stdout.write(JSON.stringify(files.filter((f) => ${BROWSER_CODE}.test(f))));
      process.exit(0);
    }, (err) => { console.error(err); process.exit(1); });`;
  const { stdout } = await run(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: REPO_ROOT, timeout: 60_000 });
  return JSON.parse(stdout) as string[];
}

describe('booting the API', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-boot-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('build() and ready() load no React, no .tsx and nothing of the platform SDK', async () => {
    const boot = `(async () => {
      const app = mod.build({ dataDir: ${JSON.stringify(join(dir, 'data'))}, distDir: ${JSON.stringify(join(dir, 'dist'))},
        adminToken: 'boot-test-admin-token-0123456789', logger: false,
        scryptCost: require('./infra/api/src/lib/password.ts').TEST_SCRYPT });
      await app.ready();
      await app.close();
    })()`;
    expect(await loadedBrowserCode('./infra/api/src/index.ts', boot)).toEqual([]);
  });

  it('the same probe sees React through the SDK (so the check above can fail)', async () => {
    const loaded = await loadedBrowserCode('@tessera/platform-sdk');
    expect(loaded.some((f) => f.includes('/node_modules/react/'))).toBe(true);
    expect(loaded.some((f) => f.endsWith('platform-sdk/src/platform.ts'))).toBe(true);
  });
});
