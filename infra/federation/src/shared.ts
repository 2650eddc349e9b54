import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..');
const requireFromRoot = createRequire(join(REPO_ROOT, 'package.json'));

/** The folder a package is installed in, as the repo root resolves it. */
export function packageDir(pkg: string): string {
  return dirname(requireFromRoot.resolve(`${pkg}/package.json`));
}

/** The installed version of a package, read from its own package.json. */
export function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The shared singletons, declared once for every app (ARCHITECTURE "Runtime picture").
 * requiredVersion is the installed version's caret range, so a remote built against another major
 * is refused by the runtime instead of failing later with "Invalid hook call".
 *
 * Not shared on purpose (docs/decisions/federation-sharing.md): the router (wouter's location hooks,
 * shell/src/routes/router.tsx) is the shell's only — remotes navigate through the SDK's useNav() —
 * so the shell tree-shakes it instead of shipping the whole package; zustand likewise stays inside
 * the shell. The bus needs no library (platform-sdk/src/bus.ts).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'i18next',
  // The contract (React-free: types, rules, money, constants) and the SDK (the platform's React
  // hooks) are singletons: ApiError, the platform context and the bus are one object per page.
  '@tessera/contract',
  '@tessera/platform-sdk',
  // The data layer bundles TanStack Query inside it: one copy, one cache for every app
  // (docs/decisions/data-layer.md). Remotes never import @tanstack/react-query directly.
  '@tessera/platform-sdk/data',
  // Not shared: '@tessera/platform-sdk/forms' (useForm keeps no state of its own between
  // components, so each route that has a form bundles its ~1.5 KB instead of every first visit
  // paying a share entry and a preload), and the contract's '/api' door (descriptors, each app
  // bundles the ones it calls; they take the contract's constants from the shared root door).
  '@tessera/ui-kit',
] as const;

/** The package whose version a shared entry carries ('react/jsx-runtime' → 'react'). */
function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

export function sharedConfig(): Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean }> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      return [name, { singleton: true, requiredVersion: `^${installedVersion(packageOf(name))}`, strictVersion: false }];
    }),
  );
}
