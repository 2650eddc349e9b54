// ESLint plugin 'tessera': the repository's import boundaries (boundaries.cjs) as two rules.
//
// They read import specifiers and plain paths, never a module resolver: the apps (shell, mfe-*)
// export nothing, so `@tessera/mfe-home` resolves to no file and a resolver-based zone rule
// (import-x/no-restricted-paths) would let it through without a word.
const path = require('node:path');
const { ROOT, PACKAGES, packageOf, areaOf, isTestFile, pairVerdict, doorVerdict, externalVerdict } = require('./boundaries.cjs');

const toPosix = (p) => p.split(path.sep).join('/');

/** Every module specifier a file names: import/export ... from, import(), require(), jest.mock() and friends. */
function visitSpecifiers(check) {
  const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : null);
  const fromSource = (node) => {
    const source = literal(node.source);
    if (source) check(source);
  };
  const JEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'requireActual', 'requireMock']);
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    TSImportEqualsDeclaration(node) {
      const ref = node.moduleReference;
      if (ref && ref.type === 'TSExternalModuleReference' && literal(ref.expression)) check(ref.expression);
    },
    CallExpression(node) {
      const first = literal(node.arguments[0]);
      if (!first) return;
      const callee = node.callee;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      const isJestModuleCall =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'jest' &&
        callee.property.type === 'Identifier' &&
        JEST_MODULE_CALLS.has(callee.property.name);
      if (isRequire || isJestModuleCall) check(first);
    },
  };
}

/** The file being linted as a posix path from the repository root, or null when it lies outside. */
function repoPath(context) {
  const rel = toPosix(path.relative(ROOT, context.physicalFilename ?? context.filename));
  return rel.startsWith('../') || path.isAbsolute(rel) ? null : rel;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports cross package boundaries only by package name, through a door, and only where the architecture allows' },
    schema: [],
    messages: {
      zone: "'{{spec}}': {{why}}.",
      reach: "'{{spec}}' reaches into {{target}}'s files from {{own}}: import another package by its name and one of its doors (package.json exports).",
      door: "'{{spec}}' is not a door of {{target}}: its doors are {{doors}}. Export what you need from one of them.",
    },
  },
  create(context) {
    const rel = repoPath(context);
    if (!rel) return {};
    const area = areaOf(rel);
    const test = isTestFile(rel);
    const own = packageOf(rel);
    return visitSpecifiers((node) => {
      const spec = node.value;
      if (spec.startsWith('.')) {
        const targetRel = toPosix(path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, rel)), spec)));
        if (targetRel.startsWith('../')) return;
        const target = packageOf(targetRel);
        if (target.dir === own.dir) return;
        // A pair the architecture forbids gets that reason; any other reach gets "use the name".
        const why = target.dir ? pairVerdict(area, own.name, target.name) : null;
        if (why) context.report({ node, messageId: 'zone', data: { spec, why } });
        else context.report({ node, messageId: 'reach', data: { spec, target: target.dir || 'the repository root', own: own.dir || 'the repository root' } });
        return;
      }
      const target = PACKAGES.find((p) => spec === p.name || spec.startsWith(`${p.name}/`));
      if (!target) {
        const why = externalVerdict(area, spec);
        if (why) context.report({ node, messageId: 'zone', data: { spec, why } });
        return;
      }
      const door = spec.slice(target.name.length);
      const why = pairVerdict(area, own.name, target.name) ?? doorVerdict(area, test, target.name, door);
      if (why) {
        context.report({ node, messageId: 'zone', data: { spec, why } });
      } else if (target.name !== own.name && !target.doors.includes(door)) {
        const doors = target.doors.filter((d) => !d.endsWith('.json') && !d.endsWith('.css'));
        context.report({
          node,
          messageId: 'door',
          data: {
            spec,
            target: target.name,
            doors: doors.length ? doors.map((d) => `'${target.name}${d}'`).join(', ') : 'none (it is an app, loaded at run time)',
          },
        });
      }
    });
  },
};

// '<package>/src/features/<name>' and what follows it inside that feature.
const FEATURE = /^(.*\/src\/features\/[^/]+)(?:\/(.*))?$/;
const isDoor = (rest) => rest === undefined || rest === '' || /^index(\.[cm]?[jt]sx?)?$/.test(rest);

const featureDoor = {
  meta: {
    type: 'problem',
    docs: { description: "A feature folder is entered through its index.ts: nothing outside it imports the feature's internals" },
    schema: [],
    messages: {
      internals:
        "'{{spec}}' reaches into the internals of feature '{{feature}}': import from its door ('{{door}}', its index.ts) and export what you need there; pieces two features share belong in ui-kit or shared-contracts.",
    },
  },
  create(context) {
    const rel = repoPath(context);
    if (!rel) return {};
    const ownFeature = FEATURE.exec(rel)?.[1];
    return visitSpecifiers((node) => {
      const spec = node.value;
      if (!spec.startsWith('.')) return;
      const dir = path.posix.dirname(rel);
      const targetRel = path.posix.normalize(path.posix.join(dir, spec));
      const match = FEATURE.exec(targetRel);
      if (!match || match[1] === ownFeature || isDoor(match[2])) return;
      let door = path.posix.relative(dir, match[1]);
      if (!door.startsWith('.')) door = `./${door}`;
      context.report({ node, messageId: 'internals', data: { spec, feature: match[1], door } });
    });
  },
};

module.exports = {
  meta: { name: 'eslint-plugin-tessera' },
  rules: { boundaries, 'feature-door': featureDoor },
};
