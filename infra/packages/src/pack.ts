import { transformSync } from '@swc/core';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PLATFORM_VERSION } from '@tessera/contract';

/**
 * `npm run packages`: the platform as packages a team outside this repository installs
 * (docs/remote-outside.md). Each workspace below is compiled (swc: ES modules for bundlers, CommonJS
 * for Node and Jest; tsc: type declarations), given a package.json that points at the built files
 * (the workspace's own package.json keeps exporting TypeScript source for in-repo use) and packed
 * with `npm pack` into dist-packages/<name>-<version>.tgz. Every package's version is the
 * contract's PLATFORM_VERSION, and their dependencies on one another name that same version.
 */

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const PACKAGES_DIR = process.env.PACKAGES_DIR ?? join(REPO_ROOT, 'dist-packages');

type TFormat = 'esm' | 'cjs';

export interface TPackageSpec {
  /** The workspace folder, from the repository root. */
  dir: string;
  name: string;
  /** Formats to emit: libraries for browsers get both, Node tooling CommonJS only. */
  formats: TFormat[];
  /** Subpath → entry file under src/ (without extension); `browser` entries for the browser condition. */
  entries: Record<string, { file: string; browser?: string }>;
  /** Extra files and folders copied as they are (from the workspace folder). */
  extra?: string[];
  /** Extra exports written as they are (e.g. a stylesheet). */
  extraExports?: Record<string, string>;
  bin?: Record<string, string>;
  extraDependencies?: Record<string, string>;
  /** Ships the shell built in development mode as dev-shell/ (the dev server's React Refresh needs it: docs/decisions/dev-loop.md). */
  devShell?: boolean;
  description: string;
}

export const PACKAGES: TPackageSpec[] = [
  {
    dir: 'shared-contracts',
    name: '@tessera/contract',
    formats: ['esm', 'cjs'],
    entries: {
      '.': { file: 'index', browser: 'browser' },
      './api': { file: 'api/index' },
      './api/paths': { file: 'api/paths' },
      './schemas': { file: 'schemas/index' },
      './fixtures': { file: 'fixtures' },
    },
    description: 'The Tessera platform contract',
  },
  {
    dir: 'platform-sdk',
    name: '@tessera/platform-sdk',
    formats: ['esm', 'cjs'],
    entries: {
      '.': { file: 'index' },
      './data': { file: 'data/index' },
      './forms': { file: 'forms/index' },
      './testing': { file: 'testing/index' },
    },
    description: 'The Tessera platform SDK for remotes',
  },
  {
    dir: 'ui-kit',
    name: '@tessera/ui-kit',
    formats: ['esm', 'cjs'],
    entries: { '.': { file: 'index' } },
    extraExports: { './tokens.css': './dist/esm/tokens.css' },
    description: 'The Tessera UI kit',
  },
  {
    dir: 'infra/federation',
    name: '@tessera/federation',
    formats: ['cjs'],
    entries: { '.': { file: 'index' } },
    extra: ['loaders', 'register.cjs', 'bin', 'dev', 'dev-shell'],
    devShell: true,
    bin: { 'tessera-remote': 'bin/tessera-remote.cjs' },
    // The workspace takes these from the repository root; a team's install needs them named.
    extraDependencies: { '@tessera/contract': '*', '@swc/core': '1.16.18' },
    description: 'The Tessera build tooling for remotes',
  },
];

const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /(\.test\.tsx?|\.typetest\.ts|\.d\.ts)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function copyTree(from: string, to: string): void {
  if (statSync(from).isDirectory()) {
    for (const file of walk(from)) copyTree(file, join(to, relative(from, file)));
    return;
  }
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

/** The shipped source files of a workspace: src/ without tests. */
export function shippedSources(dir: string): string[] {
  return walk(join(REPO_ROOT, dir, 'src')).filter((f) => !NOT_SHIPPED.test(f));
}

function transpile(file: string, format: TFormat): string {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    sourceMaps: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: format === 'esm' ? 'es6' : 'commonjs' },
  });
  return code;
}

/** tsc's declarations for one workspace, its @tessera dependencies read from their packed declarations. */
function declarations(spec: TPackageSpec, stage: string, staged: Map<string, string>): void {
  const paths: Record<string, string[]> = {};
  for (const dep of PACKAGES) {
    const depStage = staged.get(dep.name);
    if (!depStage || dep.name === spec.name) continue;
    for (const [sub, entry] of Object.entries(dep.entries)) {
      paths[join(dep.name, sub)] = [join(depStage, 'dist', 'types', `${entry.file}.d.ts`)];
    }
  }
  const tsconfig = join(stage, 'tsconfig.types.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(REPO_ROOT, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: join(REPO_ROOT, spec.dir, 'src'),
        outDir: join(stage, 'dist', 'types'),
        paths,
        types: ['node', 'jest'],
        typeRoots: [join(REPO_ROOT, 'node_modules', '@types')],
      },
      // The package's doors and what they import: a tool's own modules (the CLIs) need no declarations.
      files: Object.values(spec.entries)
        .flatMap((e) => [e.file, ...(e.browser ? [e.browser] : [])])
        .map((file) => shippedSources(spec.dir).find((f) => f.replace(SOURCE, '') === join(REPO_ROOT, spec.dir, 'src', file)))
        .filter((f): f is string => f !== undefined),
    }),
  );
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [REPO_ROOT] }), '-p', tsconfig], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`tsc declarations of ${spec.name} failed:\n${tsc.stdout}${tsc.stderr}`);
  rmSync(tsconfig);
}

/** The shell in development mode, without source maps (infra/federation's `dev-shell` command: rspack under its own TypeScript hook, not tsx). */
function buildDevShell(dir: string): void {
  const federation = join(REPO_ROOT, 'infra', 'federation');
  const run = spawnSync(process.execPath, ['-r', join(federation, 'register.cjs'), join(federation, 'src', 'cli.ts'), 'dev-shell', dir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the development shell for @tessera/federation failed:\n${run.stdout}${run.stderr}`);
}

function target(format: TFormat, file: string): string {
  return `./dist/${format}/${file}.js`;
}

/** The package.json a team installs: built files, types, this platform version. */
export function publishedManifest(spec: TPackageSpec, workspace: Record<string, unknown>, version: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const [sub, entry] of Object.entries(spec.entries)) {
    const types = `./dist/types/${entry.file}.d.ts`;
    const formats = (file: string) =>
      spec.formats.length === 1 ? target(spec.formats[0] as TFormat, file) : { import: target('esm', file), require: target('cjs', file) };
    exports[sub] = {
      types,
      ...(entry.browser ? { browser: formats(entry.browser) } : {}),
      ...(spec.formats.includes('esm') ? { import: target('esm', entry.file) } : {}),
      ...(spec.formats.includes('cjs') ? { require: target('cjs', entry.file) } : {}),
      default: target(spec.formats.includes('esm') ? 'esm' : 'cjs', entry.file),
    };
  }
  Object.assign(exports, spec.extraExports ?? {}, { './package.json': './package.json' });
  const internal = (deps: unknown) =>
    deps && typeof deps === 'object'
      ? Object.fromEntries(Object.entries(deps as Record<string, string>).map(([k, v]) => [k, k.startsWith('@tessera/') ? version : v]))
      : undefined;
  const main = spec.entries['.'];
  return {
    name: spec.name,
    version,
    description: (workspace.description as string | undefined) ?? spec.description,
    license: 'UNLICENSED',
    main: main ? target(spec.formats.includes('cjs') ? 'cjs' : 'esm', main.file) : undefined,
    ...(spec.formats.includes('esm') && main ? { module: target('esm', main.file) } : {}),
    types: main ? `./dist/types/${main.file}.d.ts` : undefined,
    exports,
    ...(spec.bin || workspace.bin ? { bin: { ...(workspace.bin as object | undefined), ...spec.bin } } : {}),
    files: ['dist', 'README.md', ...(spec.extra ?? [])],
    sideEffects: spec.name === '@tessera/ui-kit' ? ['*.css'] : false,
    engines: { node: '>=20.19' },
    ...(workspace.dependencies || spec.extraDependencies
      ? { dependencies: internal({ ...(workspace.dependencies as object | undefined), ...spec.extraDependencies }) }
      : {}),
    ...(workspace.peerDependencies ? { peerDependencies: workspace.peerDependencies } : {}),
  };
}

export interface TPacked {
  name: string;
  version: string;
  tarball: string;
  bytes: number;
  files: number;
}

/** Builds and packs every platform package; returns the tarballs. */
export function packAll(version: string = PLATFORM_VERSION, out: string = PACKAGES_DIR, log: (line: string) => void = () => {}): TPacked[] {
  const stageRoot = join(out, '.stage');
  rmSync(stageRoot, { recursive: true, force: true });
  mkdirSync(stageRoot, { recursive: true });
  const staged = new Map<string, string>();
  const packed: TPacked[] = [];
  try {
    for (const spec of PACKAGES) {
      const ws = join(REPO_ROOT, spec.dir);
      const stage = join(stageRoot, spec.name.replace('@tessera/', ''));
      log(`${spec.name}@${version}: compiling ${spec.dir}`);
      for (const file of shippedSources(spec.dir)) {
        const rel = relative(join(ws, 'src'), file);
        for (const format of spec.formats) {
          const dest = join(stage, 'dist', format, rel);
          mkdirSync(dirname(dest), { recursive: true });
          if (SOURCE.test(file)) writeFileSync(dest.replace(SOURCE, '.js'), transpile(file, format));
          else copyFileSync(file, dest);
        }
      }
      declarations(spec, stage, staged);
      staged.set(spec.name, stage);
      for (const extra of spec.extra ?? []) if (existsSync(join(ws, extra))) copyTree(join(ws, extra), join(stage, extra));
      if (spec.devShell) buildDevShell(join(stage, 'dev-shell'));
      copyFileSync(join(ws, 'README.md'), join(stage, 'README.md'));
      const workspace = JSON.parse(readFileSync(join(ws, 'package.json'), 'utf8')) as Record<string, unknown>;
      writeFileSync(join(stage, 'package.json'), `${JSON.stringify(publishedManifest(spec, workspace, version), null, 2)}\n`);
      const npm = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], { cwd: stage, encoding: 'utf8' });
      if (npm.status !== 0) throw new Error(`npm pack ${spec.name} failed:\n${npm.stderr}`);
      const [info] = JSON.parse(npm.stdout) as { filename: string; size: number; entryCount: number }[];
      if (!info) throw new Error(`npm pack ${spec.name} said nothing`);
      const tarball = join(out, info.filename.replace(/^@/, '').replace('/', '-'));
      packed.push({ name: spec.name, version, tarball, bytes: statSync(tarball).size, files: info.entryCount });
      log(`${spec.name}@${version} → ${relative(REPO_ROOT, tarball)} (${(statSync(tarball).size / 1024).toFixed(1)} KB, ${info.entryCount} files)`);
    }
  } finally {
    rmSync(stageRoot, { recursive: true, force: true });
  }
  return packed;
}

if (require.main === module) {
  const started = Date.now();
  const packed = packAll(PLATFORM_VERSION, PACKAGES_DIR, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(
    `packed ${packed.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s; install them outside the repository:\n` +
      `  npm install ${packed.map((p) => p.tarball).join(' ')}\n`,
  );
}
