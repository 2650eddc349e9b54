// `npm run new`: a feature folder (and a page for it) inside a remote, written the same way for
// every team. Everything is checked and prepared first, then written, so a refusal leaves the
// remote exactly as it was.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { COMPLETE_LANGUAGES, HOME_ALIASES, isRemoteName, PATHS, ROUTE_OWNERSHIP, type TRemoteName } from '@tessera/contract';
import { describe, type TListCall } from './descriptor';
import { addLocaleKeys, addPackKeys, addPage, addRoute, hasLocaleKey, hasPackKey, packFileOf, routeTitleKey, ScaffoldError, type TPageEntry } from './edit';
import {
  apiTemplate,
  componentTemplate,
  componentTestTemplate,
  FEATURE_STRINGS,
  hooksTemplate,
  indexTemplate,
  pageTemplate,
  type TFeatureNames,
} from './templates';

/** The repository this generator belongs to (its formatter config is used for what it writes). */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

const PASCAL = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/;
const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;
/** Feature names that would clash with what a page or a remote already names. */
const RESERVED_FEATURES = new Set(['title', 'menu', 'nav', 't', 'pages', 'routes', 'locales', 'features', 'components', 'api', 'hooks', 'index', 'remote']);

export interface TScaffoldOptions {
  /** The folder holding the mfe-<remote> folders (the repository, or a copy of it in tests). */
  root: string;
  remote: string;
  /** Descriptor the feature reads; default: the one named like the feature, if any. */
  endpoint?: string;
  /** Run Prettier with the repository's config over what was written (default true). */
  format?: boolean;
}

export interface TScaffoldResult {
  written: string[];
  edited: { file: string; what: string }[];
  notes: string[];
}

interface TChange {
  file: string;
  content: string;
  /** Absent for a new file. */
  what?: string;
}

function camel(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
function pascal(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
/** GameListPage → "Game List": the English title a new title key starts from. */
function words(page: string): string {
  return page.replace(/Page$/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

function checkRemote(root: string, remote: string): { name: TRemoteName; src: string } {
  if (!isRemoteName(remote)) throw new ScaffoldError(`"${remote}" is not a remote name (a lowercase letter, then 1–23 lowercase letters or digits)`);
  const src = join(root, `mfe-${remote}`, 'src');
  if (!existsSync(join(src, 'locales.ts'))) throw new ScaffoldError(`unknown remote "${remote}": ${relative(root, src)}/locales.ts not found`);
  return { name: remote, src };
}

function checkFeature(feature: string): void {
  if (!CAMEL.test(feature)) throw new ScaffoldError(`feature "${feature}" must be camelCase, e.g. gameList`);
  if (RESERVED_FEATURES.has(feature)) throw new ScaffoldError(`feature "${feature}" clashes with a name the remote already uses; choose another`);
}

function featureNames(remote: string, feature: string): TFeatureNames {
  const Feature = pascal(feature);
  return { remote, feature, Feature, component: `${Feature}View`, stateHook: `use${Feature}`, queryHook: `use${Feature}Query` };
}

function callFor(feature: string, endpoint: string | undefined): TListCall {
  if (endpoint) return describe(endpoint, true);
  const byName = describe(feature, false);
  if (byName) return byName;
  throw new ScaffoldError(
    `no GET descriptor is named "${feature}": say which call the feature reads with --endpoint <descriptor> (npm run new -- endpoints lists them)`,
  );
}

const read = (file: string) => readFileSync(file, 'utf8');

/**
 * A remote's language packs as the generator edits them: inline in src/locales.ts, or one file per
 * language that locales.ts imports (src/locales/<lang>.ts, the six remotes since their packs load on
 * demand). Edits are kept in memory until `changes` hands them to commit.
 */
class LocalePacks {
  private readonly texts = new Map<string, string>();
  private readonly edited = new Set<string>();
  readonly localesFile: string;

  constructor(
    private readonly root: string,
    src: string,
  ) {
    this.localesFile = join(src, 'locales.ts');
  }

  private text(file: string): string {
    if (!this.texts.has(file)) this.texts.set(file, read(file));
    return this.texts.get(file)!;
  }

  private where(lang: string): { file: string; constName: string | null } {
    const own = packFileOf(relative(this.root, this.localesFile), this.text(this.localesFile), lang);
    if (!own) return { file: this.localesFile, constName: null };
    const base = join(dirname(this.localesFile), own.from);
    const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
    if (!file) throw new ScaffoldError(`${relative(this.root, this.localesFile)}: ${own.from} (the ${lang} pack) not found`);
    return { file, constName: own.constName };
  }

  has(lang: string, dotted: string): boolean {
    const { file, constName } = this.where(lang);
    const rel = relative(this.root, file);
    return constName ? hasPackKey(rel, this.text(file), constName, dotted) : hasLocaleKey(rel, this.text(file), lang, dotted);
  }

  add(entries: Record<string, Record<string, string>>): void {
    for (const [lang, keys] of Object.entries(entries)) {
      const { file, constName } = this.where(lang);
      const rel = relative(this.root, file);
      this.texts.set(file, constName ? addPackKeys(rel, this.text(file), constName, keys) : addLocaleKeys(rel, this.text(file), { [lang]: keys }));
      this.edited.add(file);
    }
  }

  changes(what: string): TChange[] {
    return [...this.edited].map((file) => ({ file, content: this.texts.get(file)!, what }));
  }
}

/** The feature folder's files; its strings go into the remote's packs. */
function featureChanges(src: string, n: TFeatureNames, call: TListCall, packs: LocalePacks): TChange[] {
  const dir = join(src, 'features', n.feature);
  if (packs.has('EN', n.feature)) throw new ScaffoldError(`locales.ts has a "${n.feature}" group already; choose another feature name`);
  const entries = Object.fromEntries(
    COMPLETE_LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.entries(FEATURE_STRINGS[lang]).map(([k, v]) => [`${n.feature}.${k}`, v]))]),
  );
  packs.add(entries);
  return [
    { file: join(dir, 'api.ts'), content: apiTemplate(n, call) },
    { file: join(dir, 'hooks.ts'), content: hooksTemplate(n, call) },
    { file: join(dir, 'components', `${n.component}.tsx`), content: componentTemplate(n) },
    { file: join(dir, 'components', `${n.component}.test.tsx`), content: componentTestTemplate(n) },
    { file: join(dir, 'index.ts'), content: indexTemplate(n) },
  ];
}

/**
 * Prettier with the repository's config over the files written, so they pass the format check as
 * written. In a child process: Prettier 3 loads its parsers with import(), which a CommonJS
 * caller under Jest cannot do.
 */
function format(files: string[]): void {
  const bin = join(REPO_ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  if (!existsSync(bin) || files.length === 0) return;
  const config = join(REPO_ROOT, '.prettierrc.json');
  const args = [bin, '--write', '--log-level', 'warn', ...(existsSync(config) ? ['--config', config] : []), ...files];
  execFileSync(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

function commit(root: string, changes: TChange[], formatted: boolean): TScaffoldResult {
  const clash = changes.filter((c) => !c.what && existsSync(c.file)).map((c) => relative(root, c.file));
  if (clash.length > 0) throw new ScaffoldError(`refusing to overwrite ${clash.join(', ')}`);
  for (const c of changes) {
    mkdirSync(dirname(c.file), { recursive: true });
    writeFileSync(c.file, c.content);
  }
  if (formatted) format(changes.map((c) => c.file));
  return {
    written: changes.filter((c) => !c.what).map((c) => relative(root, c.file)),
    edited: changes.filter((c) => c.what).map((c) => ({ file: relative(root, c.file), what: c.what! })),
    notes: [],
  };
}

/** `npm run new -- feature <remote> <feature>`: the feature folder and its strings, no page. */
export async function generateFeature(options: TScaffoldOptions & { feature: string }): Promise<TScaffoldResult> {
  const { src } = checkRemote(options.root, options.remote);
  checkFeature(options.feature);
  const n = featureNames(options.remote, options.feature);
  if (existsSync(join(src, 'features', n.feature)))
    throw new ScaffoldError(`refusing to overwrite ${relative(options.root, join(src, 'features', n.feature))}`);
  const call = callFor(n.feature, options.endpoint);
  const packs = new LocalePacks(options.root, src);
  const changes = featureChanges(src, n, call, packs);
  const result = commit(options.root, [...changes, ...packs.changes(`${n.feature}.* in ${COMPLETE_LANGUAGES.join(', ')}`)], options.format ?? true);
  result.notes.push(
    `${n.stateHook}() reads ${call.name}; compose ${n.component} in a page (npm run new -- screen ${options.remote} <PageName> --feature ${n.feature}).`,
  );
  return result;
}

/**
 * `npm run new -- screen <remote> <PageName> [--feature f] [--path /m/...]`: a page composing a
 * feature (a new one, or an existing one the generator wrote), its title, and with --path its
 * route and its place in remote.tsx.
 */
export async function generateScreen(options: TScaffoldOptions & { page: string; feature?: string; path?: string }): Promise<TScaffoldResult> {
  const { name: remote, src } = checkRemote(options.root, options.remote);
  const { page } = options;
  if (!PASCAL.test(page)) throw new ScaffoldError(`page "${page}" must be PascalCase, e.g. GameListPage`);
  const feature = options.feature ?? camel(page.replace(/Page$/, ''));
  if (!feature) throw new ScaffoldError(`page "${page}": name it after what it shows, e.g. GameListPage`);
  checkFeature(feature);
  const n = featureNames(remote, feature);
  const pageFile = join(src, 'pages', `${page}.tsx`);
  if (existsSync(pageFile)) throw new ScaffoldError(`refusing to overwrite ${relative(options.root, pageFile)}`);

  const packs = new LocalePacks(options.root, src);
  const routesFile = join(src, 'routes.ts');
  const remoteFile = join(src, 'remote.tsx');
  const changes: TChange[] = [];
  const notes: string[] = [];
  const localeWhat: string[] = [];
  const edits: TChange[] = [];

  // The feature: new, or reused when the generator wrote it (its door exports what the page uses).
  const featureDir = join(src, 'features', feature);
  let call: TListCall | undefined;
  if (existsSync(featureDir)) {
    const door = existsSync(join(featureDir, 'index.ts')) ? read(join(featureDir, 'index.ts')) : '';
    if (!door.includes(n.stateHook) || !door.includes(n.component)) {
      throw new ScaffoldError(`features/${feature} exists but its index.ts does not export ${n.stateHook} and ${n.component}: compose it in the page by hand`);
    }
    notes.push(`features/${feature} exists: the page composes it as it is.`);
  } else {
    call = callFor(feature, options.endpoint);
    changes.push(...featureChanges(src, n, call, packs));
    localeWhat.push(`${feature}.*`);
  }

  // The route: an existing one keeps its metadata and title; a path the remote owns but does not
  // list yet gets a route with the commonest layout of spec §2, to be checked against it.
  let titleKey = `title.${camel(page.replace(/Page$/, ''))}`;
  let pathExpr: string | undefined;
  if (options.path) {
    const path = options.path;
    const key = (Object.keys(PATHS) as (keyof typeof PATHS)[]).find((k) => PATHS[k] === path);
    if (!key) throw new ScaffoldError(`${path} is not in PATHS: add it to shared-contracts/src/paths.ts (spec §2) and to ROUTE_OWNERSHIP first`);
    const owner = (Object.keys(ROUTE_OWNERSHIP) as (keyof typeof ROUTE_OWNERSHIP)[]).find((o) => ROUTE_OWNERSHIP[o].includes(path));
    if (owner !== remote)
      throw new ScaffoldError(`${path} belongs to ${owner ?? 'no remote'}, not ${remote} (ROUTE_OWNERSHIP in shared-contracts/src/constants.ts)`);
    pathExpr = `PATHS.${key}`;
    const routesText = read(routesFile);
    const existing = routeTitleKey(relative(options.root, routesFile), routesText, pathExpr, path);
    if (existing) {
      titleKey = existing;
    } else {
      titleKey = `title.${key}`;
      const access = call && call.auth !== 'none' ? (call.auth === 'member' ? 'member' : 'realMember') : 'public';
      const route = `{ path: ${pathExpr}, header: 'shown', footer: 'shown', back: 'history', titleKey: '${titleKey}', access: '${access}' }`;
      edits.push({ file: routesFile, content: addRoute(relative(options.root, routesFile), routesText, route), what: `route ${pathExpr}` });
      notes.push(
        `routes.ts: check the new route's header, footer and back against spec §2 (written: header and footer shown, back one page, access ${access}).`,
      );
    }
    const entries: TPageEntry[] = [{ key: `[${pathExpr}]`, source: `[${pathExpr}]: ${page}` }];
    // Home's other addresses (/, /m, /m/, /m/index, /m/index.html) show the same page.
    if (path === PATHS.home) entries.push({ source: `...Object.fromEntries(HOME_ALIASES.map((path) => [path, ${page}]))` });
    edits.push({
      file: remoteFile,
      content: addPage(relative(options.root, remoteFile), read(remoteFile), page, entries),
      what: `${pathExpr}${path === PATHS.home ? ` and ${HOME_ALIASES.join(', ')}` : ''} → ${page} (lazy)`,
    });
  } else {
    notes.push(`${page} has no route yet: run with --path /m/... or add it to the pages table in src/remote.tsx.`);
  }

  if (!packs.has('EN', titleKey)) {
    const title = words(page);
    packs.add(Object.fromEntries(COMPLETE_LANGUAGES.map((lang) => [lang, { [titleKey]: title }])));
    localeWhat.push(titleKey);
    notes.push(`locales.ts: ${titleKey} is "${title}" in every language; translate it in ${COMPLETE_LANGUAGES.filter((l) => l !== 'EN').join(' and ')}.`);
  }
  if (call && pathExpr && call.auth !== 'none') {
    notes.push(`${call.name} needs a ${call.auth === 'member' ? 'session' : "real member's session"}: the route's access should ask for it.`);
  }

  changes.push({ file: pageFile, content: pageTemplate({ remote, page, pathExpr, titleKey, feature: n }) });
  if (localeWhat.length > 0) changes.push(...packs.changes(`${localeWhat.join(', ')} in ${COMPLETE_LANGUAGES.join(', ')}`));
  changes.push(...edits);
  const result = commit(options.root, changes, options.format ?? true);
  result.notes.push(...notes);
  return result;
}
