// Edits of a remote's own source files (locales.ts, routes.ts, remote.tsx) by splicing text at
// positions the TypeScript parser finds, so the rest of each file keeps its formatting and
// comments. When a file does not have the shape the generator knows, it says so and changes
// nothing: a hand-written variation is the team's to extend by hand.
import ts from 'typescript';

export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

interface TSplice {
  at: number;
  /** Characters replaced from `at` (0 = insert). */
  remove: number;
  text: string;
}

function applySplices(text: string, splices: TSplice[]): string {
  // From the end backwards, so earlier positions stay valid.
  return [...splices].sort((a, b) => b.at - a.at).reduce((t, s) => t.slice(0, s.at) + s.text + t.slice(s.at + s.remove), text);
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function propName(p: ts.ObjectLiteralElementLike): string | undefined {
  if (!p.name) return undefined;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) return p.name.text;
  return undefined;
}

function findProperty(obj: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
  return obj.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propName(p) === name);
}

/** The initializer of a top-level `const <name> = ...` (through `as`/`satisfies`), if any. */
function topLevelConst(sf: ts.SourceFile, name: string): { statement: ts.VariableStatement; init: ts.Expression } | undefined {
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) {
        let init: ts.Expression = d.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
        return { statement, init };
      }
    }
  }
  return undefined;
}

/** The indentation of the line `pos` is on. */
function indentAt(text: string, pos: number): string {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/**
 * Adds properties at the end of an object literal, one per line, indented like its existing
 * properties (or one step deeper than the object when it is empty).
 */
function appendProperties(text: string, obj: ts.ObjectLiteralExpression, lines: string[]): TSplice {
  const sf = obj.getSourceFile();
  const last = obj.properties[obj.properties.length - 1];
  const indent = last ? indentAt(text, last.getStart(sf)) : `${indentAt(text, obj.getStart(sf))}  `;
  const closing = obj.getEnd() - 1;
  const body = lines
    .map((l) =>
      l
        .split('\n')
        .map((part) => `${indent}${part}`)
        .join('\n'),
    )
    .join(',\n');
  if (!last) return { at: obj.getStart(sf), remove: obj.getWidth(sf), text: `{\n${body},\n${indent.slice(2)}}` };
  // After the last property (and its trailing comma, if any), before the closing brace's line.
  const hasTrailingComma = obj.properties.hasTrailingComma;
  const at = hasTrailingComma ? text.indexOf(',', last.getEnd()) + 1 : last.getEnd();
  if (at <= 0 || at > closing) throw new ScaffoldError('could not find where to add a property');
  return { at, remove: 0, text: `${hasTrailingComma ? '' : ','}\n${body},` };
}

/** A JS string literal in the quote style the file already uses for its strings. */
function quote(value: string, style: '"' | "'"): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(new RegExp(style, 'g'), `\\${style}`);
  return `${style}${escaped}${style}`;
}

function objectKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
}

/**
 * Adds keys to every language pack of `export const locales = { EN: {...}, PT: {...}, ... }`:
 * `entries[lang]` maps a dotted key (`title.gameList`, `gameList.loading`) to its text. The key's
 * first part is created as an object when missing. Refuses when a key already exists.
 */
export function addLocaleKeys(file: string, text: string, entries: Record<string, Record<string, string>>): string {
  const sf = parse(file, text);
  const found = topLevelConst(sf, 'locales');
  if (!found || !ts.isObjectLiteralExpression(found.init)) throw new ScaffoldError(`${file}: expected \`export const locales = { EN: {...}, ... }\``);
  const splices: TSplice[] = [];
  for (const [lang, keys] of Object.entries(entries)) {
    const langProp = findProperty(found.init, lang);
    if (!langProp || !ts.isObjectLiteralExpression(langProp.initializer)) throw new ScaffoldError(`${file}: no object literal for language ${lang}`);
    splices.push(...packSplices(file, text, langProp.initializer, lang, keys));
  }
  return applySplices(text, splices);
}

/**
 * Adds keys to one language's pack in a file of its own (`export const pt: TLocales[string] = {...}`,
 * src/locales/pt.ts), as addLocaleKeys does for a pack inside locales.ts.
 */
export function addPackKeys(file: string, text: string, constName: string, keys: Record<string, string>): string {
  return applySplices(text, packSplices(file, text, packConst(file, text, constName), constName, keys));
}

function packConst(file: string, text: string, constName: string): ts.ObjectLiteralExpression {
  const found = topLevelConst(parse(file, text), constName);
  if (!found || !ts.isObjectLiteralExpression(found.init)) throw new ScaffoldError(`${file}: expected \`export const ${constName} = {...}\``);
  return found.init;
}

/** The splices adding `keys` (group.key → text) to one pack's object literal. */
function packSplices(file: string, text: string, pack: ts.ObjectLiteralExpression, lang: string, keys: Record<string, string>): TSplice[] {
  const style = /:\s*"/.test(text) ? '"' : "'";
  const splices: TSplice[] = [];
  // Group by the first part of the key: each group goes into one (existing or new) object.
  const groups = new Map<string, [string, string][]>();
  for (const [dotted, value] of Object.entries(keys)) {
    const [group, leaf, ...deeper] = dotted.split('.');
    if (!group || !leaf || deeper.length > 0) throw new ScaffoldError(`locale key ${dotted}: expected group.key`);
    groups.set(group, [...(groups.get(group) ?? []), [leaf, value]]);
  }
  const newGroups: string[] = [];
  for (const [group, leaves] of groups) {
    const existing = findProperty(pack, group);
    if (existing) {
      if (!ts.isObjectLiteralExpression(existing.initializer)) throw new ScaffoldError(`${file}: ${lang}.${group} is not an object literal`);
      for (const [leaf] of leaves) {
        if (findProperty(existing.initializer, leaf)) throw new ScaffoldError(`${file}: ${lang}.${group}.${leaf} exists already`);
      }
      splices.push(
        appendProperties(
          text,
          existing.initializer,
          leaves.map(([leaf, v]) => `${objectKey(leaf)}: ${quote(v, style)}`),
        ),
      );
    } else {
      const inner = leaves.map(([leaf, v]) => `  ${objectKey(leaf)}: ${quote(v, style)},`).join('\n');
      newGroups.push(`${objectKey(group)}: {\n${inner}\n}`);
    }
  }
  if (newGroups.length > 0) splices.push(appendProperties(text, pack, newGroups));
  return splices;
}

/** The `path` of each element of `export const routes = [...]`, as written (`PATHS.x` or a literal) and as a value. */
function routeElements(sf: ts.SourceFile): { array: ts.ArrayLiteralExpression; items: { obj: ts.ObjectLiteralExpression; pathText: string }[] } {
  const found = topLevelConst(sf, 'routes');
  if (!found || !ts.isArrayLiteralExpression(found.init)) throw new ScaffoldError(`${sf.fileName}: expected \`export const routes: TRouteMeta[] = [...]\``);
  const items: { obj: ts.ObjectLiteralExpression; pathText: string }[] = [];
  for (const el of found.init.elements) {
    if (!ts.isObjectLiteralExpression(el)) continue;
    const p = findProperty(el, 'path');
    if (p) items.push({ obj: el, pathText: p.initializer.getText(sf) });
  }
  return { array: found.init, items };
}

/**
 * The titleKey of the route whose path is written `pathExpr` (e.g. `PATHS.gameList`) or as the
 * literal path; undefined when routes.ts has no such route. A titleKey may come from a spread of
 * a top-level object (`{ path: PATHS.home, ...home }`, as home's routes share their layout).
 */
export function routeTitleKey(file: string, text: string, pathExpr: string, pathValue: string): string | undefined {
  const sf = parse(file, text);
  const hit = routeElements(sf).items.find((i) => i.pathText === pathExpr || i.pathText === `'${pathValue}'` || i.pathText === `"${pathValue}"`);
  if (!hit) return undefined;
  // The last titleKey written wins, as in the object itself.
  let key: string | undefined;
  for (const p of hit.obj.properties) {
    if (ts.isPropertyAssignment(p) && propName(p) === 'titleKey' && ts.isStringLiteral(p.initializer)) key = p.initializer.text;
    if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression)) {
      const spread = topLevelConst(sf, p.expression.text)?.init;
      const inner = spread && ts.isObjectLiteralExpression(spread) ? findProperty(spread, 'titleKey')?.initializer : undefined;
      if (inner && ts.isStringLiteral(inner)) key = inner.text;
    }
  }
  if (!key) throw new ScaffoldError(`${file}: the route of ${pathExpr} has no titleKey the generator can read; write the page's title key by hand`);
  return key;
}

/** Appends one route element (already written as source text) to `routes` and makes sure PATHS is imported. */
export function addRoute(file: string, text: string, routeSource: string): string {
  const sf = parse(file, text);
  const { array } = routeElements(sf);
  const last = array.elements[array.elements.length - 1];
  if (!last) throw new ScaffoldError(`${file}: the routes array is empty; add the first route by hand`);
  const indent = indentAt(text, last.getStart(sf));
  const at = array.elements.hasTrailingComma ? text.indexOf(',', last.getEnd()) + 1 : last.getEnd();
  const splice: TSplice = { at, remove: 0, text: `${array.elements.hasTrailingComma ? '' : ','}\n${indent}${routeSource},` };
  return ensureNamedImport(file, applySplices(text, [splice]), '@tessera/contract', 'PATHS', false);
}

/**
 * Makes `name` a named import of `module` (a type-only one when `typeOnly`), joining an existing
 * import of that module when there is one (`import type { A }` becomes `import { name, type A }`).
 */
export function ensureNamedImport(file: string, text: string, module: string, name: string, typeOnly: boolean): string {
  const sf = parse(file, text);
  const imports = sf.statements.filter(ts.isImportDeclaration);
  const decl = imports.find(
    (d) =>
      ts.isStringLiteral(d.moduleSpecifier) &&
      d.moduleSpecifier.text === module &&
      d.importClause?.namedBindings &&
      ts.isNamedImports(d.importClause.namedBindings),
  );
  if (!decl) {
    const line = `import ${typeOnly ? 'type ' : ''}{ ${name} } from '${module}';\n`;
    const lastImport = imports[imports.length - 1];
    const at = lastImport ? lastImport.getEnd() + 1 : 0;
    return applySplices(text, [{ at, remove: 0, text: line }]);
  }
  const clause = decl.importClause!;
  const named = clause.namedBindings as ts.NamedImports;
  const clauseTypeOnly = clause.isTypeOnly;
  const specs = named.elements.map((e) => ({ text: e.getText(sf), name: e.name.text, typeOnly: clauseTypeOnly || e.isTypeOnly }));
  const have = specs.find((s) => s.name === name);
  if (have && (typeOnly || !have.typeOnly)) return text;
  const rest = specs.filter((s) => s.name !== name);
  const all = [...rest.map((s) => ({ name: s.name, typeOnly: s.typeOnly, text: s.text.replace(/^type\s+/, '') })), { name, typeOnly, text: name }];
  const allTypes = all.every((s) => s.typeOnly);
  // Values first, then types, as the files already write them (`{ PATHS, type TRouteMeta }`).
  const ordered = [...all.filter((s) => !s.typeOnly), ...all.filter((s) => s.typeOnly)];
  const list = ordered.map((s) => (s.typeOnly && !allTypes ? `type ${s.text}` : s.text)).join(', ');
  const def = clause.name ? `${clause.name.text}, ` : '';
  const replacement = `import ${allTypes ? 'type ' : ''}${def}{ ${list} } from '${module}';`;
  return applySplices(text, [{ at: decl.getStart(sf), remove: decl.getWidth(sf), text: replacement }]);
}

/** One line of remote.tsx's `pages` table; `key` (e.g. `[PATHS.gameList]`) is checked for an existing page. */
export interface TPageEntry {
  key?: string;
  source: string;
}

/**
 * Gives paths their page in remote.tsx. Knows the two shapes the generator writes and reads:
 *  - `pages: () => TitleScreen` (every route shows its title): becomes a `pages` table and
 *    `pages: (path) => pages[path] ?? TitleScreen`;
 *  - an existing `const pages: Record<string, ComponentType> = { ... }`: gets more entries.
 */
export function addPage(file: string, text: string, page: string, entries: TPageEntry[]): string {
  const sf = parse(file, text);
  const lazyLines = sf.statements.filter((s) => ts.isVariableStatement(s) && /=\s*lazy\(/.test(s.getText(sf)));
  const lastLazy = lazyLines[lazyLines.length - 1];
  if (!lastLazy) throw new ScaffoldError(`${file}: expected pages loaded with \`const X = lazy(() => import('./pages/X'))\``);
  if (lazyLines.some((s) => new RegExp(`\\bconst ${page}\\b`).test(s.getText(sf)))) throw new ScaffoldError(`${file}: ${page} is loaded there already`);
  const lazyLine = `\nconst ${page} = lazy(() => import('./pages/${page}'));`;
  const table = topLevelConst(sf, 'pages');
  let out: string;
  if (table) {
    if (!ts.isObjectLiteralExpression(table.init)) throw new ScaffoldError(`${file}: \`pages\` is not an object literal`);
    const written = table.init.properties.map((p) => p.getText(sf));
    for (const { key } of entries) {
      if (key && written.some((w) => w.startsWith(`${key}:`))) throw new ScaffoldError(`${file}: ${key.slice(1, -1)} has a page already`);
    }
    out = applySplices(text, [
      { at: lastLazy.getEnd(), remove: 0, text: lazyLine },
      appendProperties(
        text,
        table.init,
        entries.map((e) => e.source),
      ),
    ]);
  } else {
    // `pages: () => X` in the defineRemote({...}) call of the default export.
    const exportDefault = sf.statements.find(ts.isExportAssignment);
    const call = exportDefault && ts.isCallExpression(exportDefault.expression) ? exportDefault.expression : undefined;
    const options = call?.arguments[0];
    const pagesProp = options && ts.isObjectLiteralExpression(options) ? findProperty(options, 'pages') : undefined;
    const fn = pagesProp?.initializer;
    if (!fn || !ts.isArrowFunction(fn) || fn.parameters.length > 0 || !ts.isIdentifier(fn.body)) {
      throw new ScaffoldError(`${file}: expected \`export default defineRemote({ ..., pages: () => TitleScreen, ... })\` or a \`const pages = {...}\` table`);
    }
    const fallback = fn.body.text;
    const tableSource =
      `\n/** Each route's page; a route without one shows its translated title (${fallback}) until its screen is built. */\n` +
      `const pages: Record<string, ComponentType> = {\n${entries.map((e) => `  ${e.source},`).join('\n')}\n};\n`;
    out = applySplices(text, [
      { at: lastLazy.getEnd(), remove: 0, text: `${lazyLine}\n${tableSource}` },
      { at: fn.getStart(sf), remove: fn.getWidth(sf), text: `(path) => pages[path] ?? ${fallback}` },
    ]);
    out = ensureNamedImport(file, out, 'react', 'ComponentType', true);
  }
  for (const name of ['PATHS', 'HOME_ALIASES']) {
    if (entries.some((e) => e.source.includes(`${name}.`) || e.source.includes(`${name})`)))
      out = ensureNamedImport(file, out, '@tessera/contract', name, false);
  }
  return out;
}

/** Whether the `lang` pack of `export const locales` has `dotted` (a group such as `gameList`, or `title.gameList`). */
export function hasLocaleKey(file: string, text: string, lang: string, dotted: string): boolean {
  const sf = parse(file, text);
  const found = topLevelConst(sf, 'locales');
  if (!found || !ts.isObjectLiteralExpression(found.init)) throw new ScaffoldError(`${file}: expected \`export const locales = { EN: {...}, ... }\``);
  return hasKey(findProperty(found.init, lang)?.initializer, dotted);
}

/** Whether a pack in a file of its own (`export const en = {...}`) has `dotted`. */
export function hasPackKey(file: string, text: string, constName: string, dotted: string): boolean {
  return hasKey(packConst(file, text, constName), dotted);
}

function hasKey(pack: ts.Expression | undefined, dotted: string): boolean {
  let node = pack;
  for (const part of dotted.split('.')) {
    if (!node || !ts.isObjectLiteralExpression(node)) return false;
    node = findProperty(node, part)?.initializer;
  }
  return node !== undefined;
}

/**
 * Where `lang`'s pack of `export const locales` is written: inline (an object literal in locales.ts),
 * or in a file of its own that locales.ts imports (`EN: en` with `import { en } from './locales/en'`):
 * then the module specifier and the constant's name.
 */
export function packFileOf(file: string, text: string, lang: string): { from: string; constName: string } | null {
  const sf = parse(file, text);
  const found = topLevelConst(sf, 'locales');
  if (!found || !ts.isObjectLiteralExpression(found.init)) throw new ScaffoldError(`${file}: expected \`export const locales = { EN: {...}, ... }\``);
  const prop = findProperty(found.init, lang);
  if (!prop) throw new ScaffoldError(`${file}: no pack for language ${lang}`);
  if (ts.isObjectLiteralExpression(prop.initializer)) return null;
  if (!ts.isIdentifier(prop.initializer)) throw new ScaffoldError(`${file}: the ${lang} pack is neither an object literal nor an imported constant`);
  const name = prop.initializer.text;
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const named = statement.importClause?.namedBindings;
    if (named && ts.isNamedImports(named) && named.elements.some((e) => e.name.text === name && !e.propertyName))
      return { from: statement.moduleSpecifier.text, constName: name };
  }
  throw new ScaffoldError(`${file}: the ${lang} pack ${name} is not imported by name from a file of the remote`);
}
