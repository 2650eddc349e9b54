// The import boundaries of the repository, as data: which area a file is in, and which packages
// (and which of their doors) that area may import. The ESLint rules in plugin.cjs apply it;
// docs/decisions/lint-and-format.md explains each line. CommonJS so that eslint.config.cjs and the
// Jest test load it without an ESM loader.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** Workspace packages read from the root package.json: dir (posix, from the root), name, exported subpaths. */
function readPackages(root = ROOT) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    // Keys of "exports" without the leading '.': '' is the root door, '/api' a subpath door.
    // A package without "exports" (the apps: shell, mfe-*) has no door at all.
    const doors = pkg.exports ? Object.keys(typeof pkg.exports === 'string' ? { '.': pkg.exports } : pkg.exports).map((k) => k.slice(1)) : [];
    return { dir, name: pkg.name, doors };
  });
}

const PACKAGES = readPackages();

/** The package whose folder holds `rel` (a posix path from the root); the root package otherwise. */
function packageOf(rel) {
  return PACKAGES.find((p) => rel === p.dir || rel.startsWith(`${p.dir}/`)) ?? { dir: '', name: '(repository root)', doors: [] };
}

const isRemote = (name) => /^@tessera\/mfe-/.test(name);

/**
 * The area of a file decides what it may import. Browser code is what ships to phones (the apps'
 * src, ui-kit, the SDK) and the operator console; the contract runs in both; everything else (the
 * API, build and bench tooling, e2e, the apps' rspack configs, root files) runs in Node.
 */
function areaOf(rel) {
  if (/^mfe-[^/]+\/src\//.test(rel)) return 'remote';
  if (rel.startsWith('shell/src/')) return 'shell';
  if (rel.startsWith('shared-contracts/')) return 'contract';
  if (rel.startsWith('platform-sdk/')) return 'sdk';
  if (rel.startsWith('ui-kit/')) return 'uikit';
  // The operator console is a small React app served at /ops: browser code like the shell.
  if (rel.startsWith('infra/ops/src/console/')) return 'console';
  if (rel.startsWith('infra/api/')) return 'api';
  return 'node';
}

/** Tests may use the contract-test kit and the contract's fixtures; e2e specs are tests too, and so is the kit itself. */
const isTestFile = (rel) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel) || rel.startsWith('platform-sdk/src/testing/');

const CONTRACT = '@tessera/contract';
const SDK = '@tessera/platform-sdk';
const UI_KIT = '@tessera/ui-kit';

// Doors that are for tests only: the SDK's contract-test kit and the contract's sample data.
const TEST_DOORS = { [SDK]: ['/testing'], [CONTRACT]: ['/fixtures'] };

// React and the React-only libraries: never loaded by Node code, nor by the contract (which a team
// outside this repository installs for its server as well as its pages).
const REACT_PACKAGES = /^(react|react-dom|react-i18next|react-router|react-router-dom|wouter|@tanstack\/react-query|i18next)(\/|$)/;

// Routers: the shell's alone (shell/src/routes/router.tsx). A remote navigates through the SDK's useNav().
const ROUTER_PACKAGES = /^(react-router|react-router-dom|wouter)(\/|$)/;

const FIX_SHARED = `move what both sides need to ${CONTRACT} (contract, rules, helpers), ${SDK} (platform hooks) or ${UI_KIT} (visual)`;

const isBrowserArea = (area) => area === 'remote' || area === 'shell' || area === 'uikit' || area === 'sdk' || area === 'console';

/**
 * The layers, bottom up: contract ← ui-kit ← platform-sdk ← shell, remotes, console. What a layer
 * may import of the platform's own packages.
 */
const LAYER_IMPORTS = {
  contract: [],
  uikit: [CONTRACT],
  sdk: [CONTRACT, UI_KIT],
};

/** Why a file of `area` may not import package `name` at all (whatever the door), or null when it may. */
function pairVerdict(area, ownName, name) {
  if (name === ownName) return null;
  if (area === 'remote' && name === '@tessera/shell') {
    return `a remote never imports the shell: the platform reaches a remote through ${SDK}'s hooks; ${FIX_SHARED}`;
  }
  if (area === 'remote' && isRemote(name)) {
    return `a remote never imports another remote (each ships on its own): talk through the platform (navigation, the bus, the shared query cache) or ${FIX_SHARED}`;
  }
  if (area === 'shell' && isRemote(name)) {
    return 'the shell never imports a remote: it loads remotes at run time from the registry (remotes/loader.ts)';
  }
  if (area in LAYER_IMPORTS && !LAYER_IMPORTS[area].includes(name)) {
    const label = area === 'contract' ? CONTRACT : area === 'sdk' ? SDK : UI_KIT;
    return `${label} sits under every app and may not import ${name}; the dependency goes the other way (contract ← ui-kit ← platform-sdk ← apps)`;
  }
  if (isBrowserArea(area) && name !== CONTRACT && name !== SDK && name !== UI_KIT) {
    return `browser code may not import ${name} (Node code: the API, build or bench tooling)`;
  }
  if (!isBrowserArea(area) && area !== 'contract' && (name === '@tessera/shell' || isRemote(name) || name === UI_KIT || name === SDK)) {
    return `Node code (${area === 'api' ? 'the API' : 'tooling, e2e'}) never imports browser code (${name}); ${FIX_SHARED}, then import it from ${CONTRACT}`;
  }
  return null;
}

/** Why a file of `area` may not take package `name` through `door` ('' is the root door), or null. */
function doorVerdict(area, test, name, door) {
  if (test || area === 'contract') return null;
  const testOnly = TEST_DOORS[name] ?? [];
  if (testOnly.includes(door)) return `'${name}${door}' is for tests only, never shipped`;
  return null;
}

/** Why `area` may not import the external package `spec`, or null. */
function externalVerdict(area, spec) {
  if (area === 'remote' && ROUTER_PACKAGES.test(spec)) {
    return `a remote never imports a router ('${spec}'): it navigates through ${SDK}'s useNav() (path, query, navigate, back)`;
  }
  if (area === 'contract' && REACT_PACKAGES.test(spec)) {
    return `${CONTRACT} is React-free ('${spec}'): the API and Node tools load it too; React code belongs in ${SDK}`;
  }
  if ((area === 'api' || area === 'node') && REACT_PACKAGES.test(spec) && !/^i18next(\/|$)/.test(spec)) {
    return `Node code never loads React ('${spec}'): it would tie the ${area === 'api' ? 'API' : 'tool'} to the front end and cost start-up time`;
  }
  return null;
}

module.exports = { ROOT, PACKAGES, readPackages, packageOf, areaOf, isTestFile, pairVerdict, doorVerdict, externalVerdict };
