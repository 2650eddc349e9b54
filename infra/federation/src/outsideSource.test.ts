import { generateSnapshotFromManifest, type Manifest } from '@module-federation/sdk';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './shared';

// `npm run release -w mfe-games -- --source <checkout>` with a checkout outside the repository
// (issue 26): Node's require of the copy's rspack.config.ts, routes.ts and locales.ts could not see
// the repository's node_modules ("Cannot find module '@tessera/federation'"). The build runs as the
// CLI runs it (node with the swc require hook, in a child process: Jest's own resolver would hide
// the defect), from a copy of mfe-games in the system's temporary folder, with that copy as cwd.

const root = mkdtempSync(join(tmpdir(), 'tessera-outside-'));
const source = join(root, 'mfe-games');
const outDir = join(root, 'out', 'remotes', 'games', '9.9.9-outside.1');
let build: ReturnType<typeof spawnSync>;

beforeAll(() => {
  expect(relative(REPO_ROOT, source).startsWith('..')).toBe(true);
  for (const item of ['package.json', 'rspack.config.ts', 'src']) cpSync(join(REPO_ROOT, 'mfe-games', item), join(source, item), { recursive: true });
  const script = `require(${JSON.stringify(join(__dirname, 'release.ts'))})
    .buildRelease('games', ${JSON.stringify(source)}, ${JSON.stringify(outDir)}, '9.9.9-outside.1')
    .then((m) => console.log('built', m.name, m.version), (e) => { console.error(e && e.stack || e); process.exit(1); });`;
  build = spawnSync(process.execPath, ['-r', join(REPO_ROOT, 'infra', 'federation', 'register.cjs'), '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_PATH: '', FORCE_COLOR: '0' },
  });
}, 600_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a checkout outside the repository builds, with its routes.json', () => {
  // The child's error, not only its exit code, when it fails.
  expect(build.status === 0 ? 'exit 0' : String(build.stderr).slice(0, 2000)).toBe('exit 0');
  expect(String(build.stdout)).toContain('built games 9.9.9-outside.1');
  expect(existsSync(join(outDir, 'remoteEntry.js'))).toBe(true);
  const routes = JSON.parse(readFileSync(join(outDir, 'routes.json'), 'utf8')) as { name: string; version: string; routes: unknown[] };
  expect(routes).toMatchObject({ name: 'games', version: '9.9.9-outside.1' });
  expect(routes.routes.length).toBeGreaterThan(0);
});

test('the version folder serves an mf-manifest.json that the federation SDK reads into a snapshot of that folder', () => {
  const manifest = JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const url = 'https://m.example.test/remotes/games/9.9.9-outside.1/mf-manifest.json';
  // What the MF runtime's snapshot plugin (and the devtools) do with a manifest entry.
  const snapshot = generateSnapshotFromManifest(manifest, { version: url }) as ReturnType<typeof generateSnapshotFromManifest> & {
    publicPath: string;
    remoteEntry: string;
    globalName: string;
    modules: { moduleName: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
    shared: { sharedName: string; version: string }[];
  };
  // publicPath 'auto': the folder the manifest is served from, where every file of the version is.
  expect(snapshot.publicPath).toBe('https://m.example.test/remotes/games/9.9.9-outside.1/');
  expect(snapshot.remoteEntry).toBe('remoteEntry.js');
  expect(snapshot.globalName).toBe('tessera_games');
  expect(manifest.metaData.remoteEntry.type).toBe('global');
  expect(snapshot.modules.map((m) => m.moduleName)).toEqual(['remote']);
  const assets = snapshot.modules.flatMap((m) => [...m.assets.js.sync, ...m.assets.js.async, ...m.assets.css.sync, ...m.assets.css.async]);
  expect(assets.length).toBeGreaterThan(0);
  for (const file of assets) expect(existsSync(join(outDir, file))).toBe(true);
  expect(snapshot.shared.map((s) => s.sharedName)).toEqual(expect.arrayContaining(['react', 'react-dom']));
});
