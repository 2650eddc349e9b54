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
 * src, ui-kit, shared-contracts) and the operator console; everything else (the API, build and bench tooling, e2e, the
 * apps' rspack configs, root files) runs in Node.
 */
function areaOf(rel) {
  if (/^mfe-[^/]+\/src\//.test(rel)) return 'remote';
  if (rel.startsWith('shell/src/')) return 'shell';
  if (rel.startsWith('shared-contracts/')) return 'contracts';
  if (rel.startsWith('ui-kit/')) return 'uikit';
  // The operator console is a small React app served at /ops: browser code like the shell.
  if (rel.startsWith('infra/ops/src/console/')) return 'console';
  if (rel.startsWith('infra/api/')) return 'api';
  return 'node';
}

/** Tests may use the contract-test kit and the full contract door; e2e specs are tests too. */
const isTestFile = (rel) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel);

// Doors of @tessera/shared-contracts that load no React and no browser code. Node code (the API,
// tooling) takes these; the root door carries the platform context (React), '/data' is TanStack
// Query's React hooks, '/testing' renders with React. An allowlist, so a new door is React-free
// only once someone says so here.
const CONTRACT_NODE_DOORS = ['/node', '/api', '/api/paths', '/schemas'];
const CONTRACT_NODE_TEST_DOORS = [...CONTRACT_NODE_DOORS, '', '/testing'];

// React and the React-only libraries: never loaded by Node code.
const REACT_PACKAGES = /^(react|react-dom|react-i18next|react-router|react-router-dom|wouter|@tanstack\/react-query)(\/|$)/;

// Routers: the shell's alone (shell/src/routes/router.tsx). A remote navigates through usePlatform().nav.
const ROUTER_PACKAGES = /^(react-router|react-router-dom|wouter)(\/|$)/;

const FIX_SHARED = 'move what both sides need to @tessera/shared-contracts (contract, helpers) or @tessera/ui-kit (visual)';

const isBrowserArea = (area) => area === 'remote' || area === 'shell' || area === 'uikit' || area === 'contracts' || area === 'console';

/** Why a file of `area` may not import package `name` at all (whatever the door), or null when it may. */
function pairVerdict(area, ownName, name) {
  if (name === ownName) return null;
  if (area === 'remote' && name === '@tessera/shell') {
    return `a remote never imports the shell: the platform reaches a remote through usePlatform() (@tessera/shared-contracts); ${FIX_SHARED}`;
  }
  if (area === 'remote' && isRemote(name)) {
    return `a remote never imports another remote (each ships on its own): talk through the platform (navigation, the bus, the shared query cache) or ${FIX_SHARED}`;
  }
  if (area === 'shell' && isRemote(name)) {
    return 'the shell never imports a remote: it loads remotes at run time from the registry (remotes/loader.ts)';
  }
  if (area === 'contracts' || (area === 'uikit' && name !== '@tessera/shared-contracts')) {
    return `${area === 'contracts' ? 'shared-contracts' : 'ui-kit'} sits under every app and may not import ${name}; the dependency goes the other way`;
  }
  if (isBrowserArea(area) && name !== '@tessera/shared-contracts' && name !== '@tessera/ui-kit') {
    return `browser code may not import ${name} (Node code: the API, build or bench tooling)`;
  }
  if (!isBrowserArea(area) && (name === '@tessera/shell' || isRemote(name) || name === '@tessera/ui-kit')) {
    return `Node code (${area === 'api' ? 'the API' : 'tooling, e2e'}) never imports browser code (${name}); ${FIX_SHARED}, then import it through a Node door of shared-contracts`;
  }
  return null;
}

/** Why a file of `area` may not take package `name` through `door` ('' is the root door), or null. */
function doorVerdict(area, test, name, door) {
  if (name !== '@tessera/shared-contracts' || area === 'contracts') return null;
  if (isBrowserArea(area)) {
    if (door === '/node')
      return "'@tessera/shared-contracts/node' is the Node door (it carries the zod schemas); browser code imports '@tessera/shared-contracts'";
    if (door === '/testing' && !test) return "'@tessera/shared-contracts/testing' is the contract-test kit: tests only, never shipped";
    return null;
  }
  const allowed = test ? CONTRACT_NODE_TEST_DOORS : CONTRACT_NODE_DOORS;
  if (allowed.includes(door)) return null;
  const doors = CONTRACT_NODE_DOORS.map((d) => `'@tessera/shared-contracts${d}'`).join(', ');
  return `Node code imports shared-contracts through a React-free door (${doors}${test ? '' : "; tests may also use the root door and '/testing'"}), not '${name}${door}'`;
}

/** Why `area` may not import the external package `spec`, or null. */
function externalVerdict(area, spec) {
  if (area === 'remote' && ROUTER_PACKAGES.test(spec)) {
    return `a remote never imports a router ('${spec}'): it navigates through usePlatform().nav (path, query, navigate, back)`;
  }
  if ((area === 'api' || area === 'node') && REACT_PACKAGES.test(spec)) {
    return `Node code never loads React ('${spec}'): it would tie the ${area === 'api' ? 'API' : 'tool'} to the front end and cost start-up time`;
  }
  return null;
}

module.exports = { ROOT, PACKAGES, readPackages, packageOf, areaOf, isTestFile, pairVerdict, doorVerdict, externalVerdict, CONTRACT_NODE_DOORS };
