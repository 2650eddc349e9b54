// npm run new -- remote <name>: what it writes, what it registers, what it refuses; and that what it
// writes passes the lint gate, type-checks and passes its contract test as written (on a temporary root).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import type { TLocales, TRouteMeta } from '@tessera/contract';
import { run } from './cli';
import { snapshotTree } from './fixture';
import { REPO_ROOT } from './generate';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

const WORKSPACES = ['shared-contracts', 'platform-sdk', 'infra/federation', 'shell', 'mfe-home', 'mfe-agent', 'e2e'];

/** A root like the repository's: package.json with its workspaces, tsconfig.json, node_modules. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'tessera-new-remote-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'tessera', private: true, workspaces: WORKSPACES }, null, 2));
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ include: ['shell/src', 'mfe-home/src', 'mfe-agent/src', 'e2e'] }, null, 2));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

async function npmRunNew(root: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run([...args, '--root', root, '--no-install'], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const FILES = ['package.json', 'rspack.config.ts', 'src/remote.tsx', 'src/routes.ts', 'src/locales.ts', 'src/pages/HomePage.tsx', 'src/remote.test.tsx'];

describe('npm run new -- remote', () => {
  test('writes mfe-<name> from the template, renamed throughout, and registers it as a workspace and a tsconfig folder', async () => {
    const root = fixture();
    const { code, out } = await npmRunNew(root, 'remote', 'sports');
    expect(code).toBe(0);
    for (const f of FILES) expect(out).toContain(`wrote   mfe-sports/${f}`);
    expect(out).toContain('edited  package.json  (workspace mfe-sports)');

    // Nothing of the template's name is left; the route is the remote's own prefix.
    for (const f of FILES) expect(readFileSync(join(root, 'mfe-sports', f), 'utf8')).not.toMatch(/example|Exemplo/i);
    const remote = (p: string) => readFileSync(join(root, 'mfe-sports', p), 'utf8');
    expect(remote('rspack.config.ts')).toContain("createAppConfig({ name: 'sports', mode })");
    expect(remote('src/remote.tsx')).toContain("name: 'sports'");
    const { routes } = require(join(root, 'mfe-sports', 'src', 'routes.ts')) as { routes: TRouteMeta[] };
    expect(routes.map((r) => r.path)).toEqual(['/m/sports']);
    const { locales } = require(join(root, 'mfe-sports', 'src', 'locales.ts')) as { locales: TLocales };
    expect(Object.keys(locales)).toEqual(['EN', 'PT', 'PT-BR', 'CN', 'UR']);
    expect((locales.PT as { title: { home: string } }).title.home).toBe('Sports');

    const pkg = JSON.parse(remote('package.json')) as { name: string; scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(pkg.name).toBe('@tessera/mfe-sports');
    expect(pkg.scripts.release).toMatch(/cli\.ts release sports$/);
    expect(pkg.scripts.build).toMatch(/cli\.ts build sports$/);
    expect(pkg.dependencies['@tessera/platform-sdk']).toBe('*');

    // The workspace sits with the other remotes (the build and release find the repository's remotes there).
    const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
    expect(rootPkg.workspaces).toEqual(['shared-contracts', 'platform-sdk', 'infra/federation', 'shell', 'mfe-home', 'mfe-agent', 'mfe-sports', 'e2e']);
    const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { include: string[] };
    expect(tsconfig.include).toEqual(['shell/src', 'mfe-home/src', 'mfe-agent/src', 'mfe-sports/src', 'e2e']);
  });

  test.each([
    ['Sports', /not a remote name/],
    ['shell', /not a remote name/],
    ['s', /not a remote name/],
    ['withdraw', /\/m\/withdraw belongs to wallet/],
    ['agent', /mfe-agent is a workspace already/],
  ])('refuses %s before writing anything', async (name, message) => {
    const root = fixture();
    const before = snapshotTree(root);
    const { code, err } = await npmRunNew(root, 'remote', name);
    expect(code).toBe(1);
    expect(err).toMatch(message);
    expect(snapshotTree(root)).toEqual(before);
  });

  test('refuses a folder that exists', async () => {
    const root = fixture();
    expect((await npmRunNew(root, 'remote', 'sports')).code).toBe(0);
    const again = await npmRunNew(root, 'remote', 'sports');
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/mfe-sports exists already/);
  });

  test('what it writes passes the lint gate, type-checks and passes its contract test as written', async () => {
    const root = fixture();
    expect((await npmRunNew(root, 'remote', 'sports')).code).toBe(0);
    const files = FILES.filter((f) => f.endsWith('.ts') || f.endsWith('.tsx')).map((f) => `mfe-sports/${f}`);

    // Linted as if it stood in the repository (import boundaries, hooks, accessibility).
    const lintConfig = require(join(REPO_ROOT, 'eslint.config.cjs')) as Linter.Config[];
    const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: true, overrideConfig: lintConfig });
    const lint: string[] = [];
    for (const file of files) {
      const [result] = await eslint.lintText(readFileSync(join(root, file), 'utf8'), { filePath: join(REPO_ROOT, file) });
      for (const m of result?.messages ?? []) lint.push(`${file}:${m.line} ${m.ruleId}: ${m.message}`);
    }
    expect(lint).toEqual([]);

    // The repository's compiler settings.
    writeFileSync(
      join(root, 'tsconfig.check.json'),
      JSON.stringify({
        extends: join(REPO_ROOT, 'tsconfig.base.json'),
        include: ['mfe-sports/src', 'mfe-sports/rspack.config.ts', join(REPO_ROOT, 'globals.d.ts')],
      }),
    );
    const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.check.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!parsed) throw new Error('tsconfig.check.json could not be read');
    const problems = ts
      .getPreEmitDiagnostics(ts.createProgram(parsed.fileNames, parsed.options))
      .map((d) => ts.formatDiagnostic(d, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
    expect(problems).toEqual([]);

    // Its contract test with the repository's web settings.
    const web = (require(join(REPO_ROOT, 'jest.config.js')) as { projects: Record<string, unknown>[] }).projects.find((p) => p.displayName === 'web');
    const config = {
      ...web,
      rootDir: root,
      setupFiles: [join(REPO_ROOT, 'jest.setup.ts')],
      moduleNameMapper: { '\\.css$': join(REPO_ROOT, 'jest.css-stub.js') },
      testMatch: ['<rootDir>/mfe-sports/src/**/*.test.{ts,tsx}'],
    };
    writeFileSync(join(root, 'jest.config.json'), JSON.stringify(config));
    const jest = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '-c', join(root, 'jest.config.json'), '--ci', '--json'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const report = JSON.parse(jest.stdout) as { success: boolean; numPassedTests: number; testResults: { name: string; message: string }[] };
    expect(report.testResults.filter((r) => r.message).map((r) => r.message)).toEqual([]);
    expect(report.success).toBe(true);
    expect(report.numPassedTests).toBeGreaterThanOrEqual(3);
    expect(existsSync(join(root, 'mfe-sports', 'src', 'remote.test.tsx'))).toBe(true);
  }, 180_000);
});
