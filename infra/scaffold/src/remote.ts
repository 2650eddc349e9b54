// npm run new -- remote <name>: a complete remote inside this repository, from templates/remote (the
// same template a team outside the repository starts from; docs/remote-outside.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRemoteName, specRouteOwner } from '@tessera/contract';
import { ScaffoldError } from './edit';
import { REPO_ROOT, type TScaffoldResult } from './generate';

/** The template's own remote name, replaced by the new one everywhere it appears. */
export const TEMPLATE_NAME = 'example';

/**
 * Files of the template a remote inside the repository takes. The rest (its jest config and setup,
 * tsconfig, .gitignore, README) is the repository's own: root jest.config.js, tsconfig.json.
 */
const TAKEN = ['rspack.config.ts', 'src'];

export interface TRemoteOptions {
  root: string;
  name: string;
  /** Where templates/remote is (default: the repository's). */
  template?: string;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The template's text with the new remote's name: identifiers, i18n namespace, path prefix and titles. */
export function renameTemplate(text: string, name: string): string {
  return (
    text
      // The route titles (EN 'Example', PT and PT-BR 'Exemplo') become the remote's name, in every language.
      .replace(/\b(home: )'(Example|Exemplo)'/g, `$1'${capitalised(name)}'`)
      .replace(/\bExample\b/g, capitalised(name))
      .replace(/\bexample\b/g, name)
  );
}

/** package.json of a remote inside the repository: the workspace's packages, the repository's build CLI. */
function packageJson(name: string, template: string): string {
  const tpl = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const cli = `node -r ../infra/federation/register.cjs ../infra/federation/src/cli.ts`;
  const pkg = {
    name: `@tessera/mfe-${name}`,
    version: '1.0.0',
    private: true,
    scripts: {
      build: `${cli} build ${name}`,
      dev: `${cli} dev ${name}`,
      // The repository's Jest (root jest.config.js), this remote's tests only.
      test: `cd .. && jest --selectProjects web -- mfe-${name}/`,
      release: `${cli} release ${name}`,
    },
    // The same third-party versions as the template; the platform's packages from the workspace.
    dependencies: Object.fromEntries(Object.entries(tpl.dependencies).map(([k, v]) => [k, k.startsWith('@tessera/') ? '*' : v])),
    devDependencies: { '@tessera/federation': '*' },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Prettier with the repository's config over the files (a child process: Prettier 3 imports its parsers, which Jest's CommonJS cannot). */
function format(files: string[]): void {
  const bin = join(REPO_ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  if (!existsSync(bin) || files.length === 0) return;
  const config = join(REPO_ROOT, '.prettierrc.json');
  const args = [bin, '--write', '--log-level', 'warn', ...(existsSync(config) ? ['--config', config] : []), ...files];
  execFileSync(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Inserts `entry` into a JSON string array after its last element matching `after` (else at its end). */
function insertAfterLast(list: string[], entry: string, after: RegExp): string[] {
  if (list.includes(entry)) return list;
  const at = list.reduce((last, item, i) => (after.test(item) ? i : last), -1);
  const copy = [...list];
  copy.splice(at < 0 ? copy.length : at + 1, 0, entry);
  return copy;
}

/**
 * Writes mfe-<name>/ (package.json, rspack.config.ts through the factory, src/remote.tsx, routes.ts
 * with /m/<name>, locales in EN/PT/PT-BR, a page using the UI kit, its contract test) and registers
 * it: a workspace of the root package.json (which is how the build and the release know the
 * repository's remotes: infra/federation/src/apps.ts) and a folder of the root tsconfig.json.
 * Refuses, before writing anything, a name that is not a remote name, one already taken, or a path
 * prefix the spec gives another owner.
 */
export function generateRemote({ root, name, template = join(REPO_ROOT, 'templates', 'remote') }: TRemoteOptions): TScaffoldResult {
  if (!isRemoteName(name))
    throw new ScaffoldError(`"${name}" is not a remote name (a lowercase letter, then 1–23 lowercase letters or digits; not shell, api, …)`);
  const dir = join(root, `mfe-${name}`);
  if (existsSync(dir)) throw new ScaffoldError(`mfe-${name} exists already`);
  const rootPkgFile = join(root, 'package.json');
  const rootPkg = JSON.parse(readFileSync(rootPkgFile, 'utf8')) as { workspaces?: string[] };
  if (rootPkg.workspaces?.includes(`mfe-${name}`)) throw new ScaffoldError(`mfe-${name} is a workspace already`);
  const path = `/m/${name}`;
  const owner = specRouteOwner(path);
  if (owner) throw new ScaffoldError(`${path} belongs to ${owner} (ROUTE_OWNERSHIP): choose another name`);
  if (!existsSync(join(template, 'src', 'remote.tsx'))) throw new ScaffoldError(`no remote template at ${template}`);

  const written: string[] = [];
  mkdirSync(dir, { recursive: true });
  for (const entry of TAKEN) {
    const from = join(template, entry);
    const files = statSync(from).isDirectory() ? walk(from) : [from];
    for (const file of files) {
      const to = join(dir, relative(template, file));
      mkdirSync(join(to, '..'), { recursive: true });
      let text = renameTemplate(readFileSync(file, 'utf8'), name);
      // Inside the repository the factory finds the remote by its name and builds into dist/remotes/<name>/<version>.
      if (entry === 'rspack.config.ts')
        text = text.replace(/, dir: __dirname/, '').replace("the platform's federation factory", 'the shared federation factory');
      writeFileSync(to, text);
      written.push(relative(root, to));
    }
  }
  writeFileSync(join(dir, 'package.json'), packageJson(name, template));
  written.push(relative(root, join(dir, 'package.json')));

  const edited: TScaffoldResult['edited'] = [];
  rootPkg.workspaces = insertAfterLast(rootPkg.workspaces ?? [], `mfe-${name}`, /^mfe-/);
  writeFileSync(rootPkgFile, `${JSON.stringify(rootPkg, null, 2)}\n`);
  edited.push({ file: 'package.json', what: `workspace mfe-${name}` });

  const tsconfigFile = join(root, 'tsconfig.json');
  if (existsSync(tsconfigFile)) {
    const tsconfig = JSON.parse(readFileSync(tsconfigFile, 'utf8')) as { include?: string[] };
    tsconfig.include = insertAfterLast(tsconfig.include ?? [], `mfe-${name}/src`, /^mfe-[a-z0-9]+\/src$/);
    writeFileSync(tsconfigFile, `${JSON.stringify(tsconfig, null, 2)}\n`);
    edited.push({ file: 'tsconfig.json', what: `include mfe-${name}/src` });
  }
  format([...written, ...edited.map((e) => e.file)].map((f) => join(root, f)));
  return {
    written,
    edited,
    notes: [
      `the route ${path} and its title are written in English in PT and PT-BR too: have them translated`,
      `npm install registers the workspace; then npm run build -- ${name}, npm test -w mfe-${name}, npm run release -w mfe-${name}`,
      `an operator activates it per merchant (npm run ops -- pin <merchant> ${name} 1.0.0); no other merchant sees it`,
    ],
  };
}
