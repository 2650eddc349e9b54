// What the generator writes into a real remote passes the lint gate, compiles and passes that
// remote's own tests as written: checked on a temporary copy of mfe-games (the repository's remotes stay untouched).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import { run } from './cli';
import { copyOfRemote } from './fixture';
import { REPO_ROOT } from './generate';

let root = '';
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Files the runs wrote or edited, from what they printed (`wrote   <file>`, `edited  <file>  (...)`). */
const touched = new Set<string>();
const io = {
  out: (l: string) => {
    const m = /^(?:wrote|edited) +(\S+)/.exec(l);
    if (m) touched.add(m[1]!);
  },
  err: (l: string) => console.error(l),
};

test("a copy of mfe-games with two generated screens and a feature passes lint, type-checks and passes the remote's tests", async () => {
  root = copyOfRemote(REPO_ROOT, 'games');
  expect(await run(['screen', 'games', 'GameListPage', '--path', '/m/gameList', '--root', root], io)).toBe(0);
  expect(await run(['feature', 'games', 'favourites', '--endpoint', 'favouriteGames', '--root', root], io)).toBe(0);
  expect(await run(['screen', 'games', 'SlotsCenterPage', '--feature', 'favourites', '--path', '/m/slotsCenter', '--root', root], io)).toBe(0);

  // The lint gate of npm test, each file linted as if it stood at the same place in the repository
  // (import boundaries, feature doors, hooks, accessibility).
  // The config array itself: ESLint would load eslint.config.cjs with import(), which Jest's CommonJS cannot.
  const lintConfig = require(join(REPO_ROOT, 'eslint.config.cjs')) as Linter.Config[];
  const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: true, overrideConfig: lintConfig });
  const lint: string[] = [];
  for (const file of touched) {
    const [result] = await eslint.lintText(readFileSync(join(root, file), 'utf8'), { filePath: join(REPO_ROOT, file) });
    for (const m of result?.messages ?? []) lint.push(`${file}:${m.line} ${m.ruleId}: ${m.message}`);
  }
  // 13 files of code and routes, and the strings in each language's pack (src/locales/<lang>.ts, five files).
  expect(touched.size).toBe(18);
  expect([...touched].filter((f) => f.includes('locales')).sort()).toEqual(['cn', 'en', 'pt', 'ptBR', 'ur'].map((l) => `mfe-games/src/locales/${l}.ts`));
  expect(lint).toEqual([]);

  // The repository's compiler settings (strict, noUncheckedIndexedAccess, ...) over the copy.
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({ extends: join(REPO_ROOT, 'tsconfig.base.json'), include: ['mfe-games/src', join(REPO_ROOT, 'globals.d.ts')] }),
  );
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error('tsconfig.json of the copy could not be read');
  expect(parsed.fileNames.some((f) => f.endsWith('features/favourites/components/FavouritesView.test.tsx'))).toBe(true);
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.formatDiagnostic(d, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
  expect(problems).toEqual([]);

  // The remote's jest tests (its contract test renders the new pages; the view tests run) with the repository's web settings.
  const web = (require(join(REPO_ROOT, 'jest.config.js')) as { projects: Record<string, unknown>[] }).projects.find((p) => p.displayName === 'web');
  const config = {
    ...web,
    rootDir: root,
    setupFiles: [join(REPO_ROOT, 'jest.setup.ts')],
    moduleNameMapper: { '\\.css$': join(REPO_ROOT, 'jest.css-stub.js') },
    testMatch: ['<rootDir>/mfe-games/src/**/*.test.{ts,tsx}'],
  };
  writeFileSync(join(root, 'jest.config.json'), JSON.stringify(config));
  const jest = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '-c', join(root, 'jest.config.json'), '--ci', '--json'],
    { cwd: root, encoding: 'utf8' },
  );
  const report = JSON.parse(jest.stdout) as { success: boolean; numPassedTests: number; testResults: { name: string; message: string }[] };
  expect(report.testResults.filter((r) => r.message).map((r) => r.message)).toEqual([]);
  expect(report.success).toBe(true);
  // The generated view tests ran, beside the remote's own (which may grow).
  expect(report.testResults.map((r) => r.name.slice(root.length + 1))).toEqual(
    expect.arrayContaining([
      'mfe-games/src/features/favourites/components/FavouritesView.test.tsx',
      'mfe-games/src/features/gameList/components/GameListView.test.tsx',
      'mfe-games/src/remote.test.tsx',
    ]),
  );
}, 180_000);
