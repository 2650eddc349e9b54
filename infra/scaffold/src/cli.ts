// npm run new -- <command> ...: see USAGE, and README "How to add a remote".
import { spawnSync } from 'node:child_process';
import { ScaffoldError } from './edit';
import { listCalls } from './descriptor';
import { generateFeature, generateScreen, REPO_ROOT, type TScaffoldResult } from './generate';
import { generateRemote } from './remote';

export const USAGE = `Usage:
  npm run new -- screen <remote> <PageName> [--feature <feature>] [--path /m/...] [--endpoint <descriptor>]
      a page composing a feature (new, or one written before), its title in EN, PT and PT-BR and,
      with --path, its route in src/routes.ts and its lazy page in src/remote.tsx
  npm run new -- feature <remote> <feature> [--endpoint <descriptor>]
      a feature folder: api.ts, hooks.ts, components/<Feature>View.tsx and its test, index.ts
  npm run new -- endpoints
      the GET descriptors a generated feature can read
  npm run new -- remote <name> [--no-install]
      a new remote mfe-<name> from templates/remote: package, rspack config through the factory,
      src/remote.tsx, its route /m/<name>, locales in EN, PT and PT-BR, a page, its contract test;
      registered as a workspace (then npm install, unless --no-install)

  <remote>      a remote of this repository (mfe-<remote>): home, games, lottery, member, wallet, agent, …
  <name>        a new remote's name: a lowercase letter, then 1–23 lowercase letters or digits
  <PageName>    PascalCase, e.g. GameListPage (the feature defaults to gameList)
  <feature>     camelCase, e.g. favourites
  --endpoint    the descriptor of @tessera/contract/api the feature reads
                (default: the one named like the feature)
Nothing is overwritten: an existing file, route page or locale key stops the run before it writes.`;

interface TIo {
  out(line: string): void;
  err(line: string): void;
}

const FLAGS = ['--feature', '--path', '--endpoint', '--root'] as const;

function parse(argv: string[]): { positional: string[]; flags: Partial<Record<(typeof FLAGS)[number], string>> } {
  const positional: string[] = [];
  const flags: Partial<Record<(typeof FLAGS)[number], string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    if ((FLAGS as readonly string[]).includes(name)) {
      const value = inline ?? argv[++i];
      if (!value || value.startsWith('--')) throw new ScaffoldError(`${name} needs a value`);
      flags[name as (typeof FLAGS)[number]] = value;
    } else if (arg.startsWith('--')) {
      throw new ScaffoldError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

function report(result: TScaffoldResult, io: TIo, next = 'npx tsc -p tsconfig.json --noEmit && npx jest <the remote folder>'): void {
  for (const f of result.written) io.out(`wrote   ${f}`);
  for (const e of result.edited) io.out(`edited  ${e.file}  (${e.what})`);
  for (const n of result.notes) io.out(`note    ${n}`);
  io.out(`next    ${next}`);
}

/** `remote <name>`: the remote, then `npm install` in the root (registers the workspace) unless told not to. */
function newRemote(root: string, name: string, install: boolean, io: TIo): number {
  const result = generateRemote({ root, name });
  report(result, io, `npm run build -- ${name} && npm test -w mfe-${name} && npm run release -w mfe-${name}`);
  if (!install) return 0;
  io.out('running npm install (registers the workspace mfe-' + name + ')');
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
  return npm.status === 0 ? 0 : 1;
}

/** Runs one command; resolves to the process exit code. `--root` (tests) points at a copy of the repository. */
export async function run(argv: string[], io: TIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  try {
    const install = !argv.includes('--no-install');
    const { positional, flags } = parse(argv.filter((a) => a !== '--no-install'));
    const [command, remote, name, ...extra] = positional;
    const root = flags['--root'] ?? REPO_ROOT;
    if (command === 'endpoints') {
      for (const c of listCalls()) io.out(`${c.name.padEnd(28)} auth ${c.auth}`);
      return 0;
    }
    if (command === 'remote') {
      if (!remote || name !== undefined) {
        io.err(USAGE);
        return 2;
      }
      return newRemote(root, remote, install, io);
    }
    if ((command !== 'screen' && command !== 'feature') || !remote || !name || extra.length > 0) {
      io.err(USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
    }
    if (command === 'feature' && (flags['--feature'] || flags['--path']))
      throw new ScaffoldError('feature takes only --endpoint; a route needs a page: use screen');
    const result =
      command === 'screen'
        ? await generateScreen({ root, remote, page: name, feature: flags['--feature'], path: flags['--path'], endpoint: flags['--endpoint'] })
        : await generateFeature({ root, remote, feature: name, endpoint: flags['--endpoint'] });
    report(result, io);
    return 0;
  } catch (e) {
    if (e instanceof ScaffoldError) {
      io.err(`npm run new: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

if (require.main === module) {
  void run(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) }).then((code) => {
    process.exitCode = code;
  });
}
