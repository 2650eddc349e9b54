import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

// Plugin metadata as fastify-plugin writes it (that package is not a dependency of this workspace):
// Fastify reads these symbols itself. A plugin's `dependencies` are checked when it loads: one
// registered before a plugin it names (or without it) stops the boot with
// FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED, so the order in app.ts is enforced, not commented.

/** The names the app's plugins register under; dependencies are declared with these. */
export const PLUGIN = {
  errors: 'tessera-errors',
  security: 'tessera-security',
  /** @fastify/rate-limit's own name (its fastify-plugin metadata). */
  rateLimit: '@fastify/rate-limit',
  database: 'tessera-database',
  readCache: 'tessera-read-cache',
  merchant: 'tessera-merchant',
  accounts: 'tessera-accounts',
} as const;

export type TPluginName = (typeof PLUGIN)[keyof typeof PLUGIN];

export interface TPluginMeta {
  /** Plugins that must be registered before this one (in this context or an enclosing one); [] for none. */
  dependencies: readonly TPluginName[];
}

function named<O extends FastifyPluginOptions>(name: string, meta: TPluginMeta, plugin: FastifyPluginAsync<O>, shared: boolean): FastifyPluginAsync<O> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: shared,
    [Symbol.for('fastify.display-name')]: name,
    [Symbol.for('plugin-meta')]: { name, dependencies: [...meta.dependencies] },
  });
}

/**
 * A plugin whose decorators and hooks apply to the app that registers it (what fastify-plugin
 * does): the app's infrastructure (database, merchant, accounts, ...). Named `name` (a PLUGIN value).
 */
export function sharedPlugin<O extends FastifyPluginOptions = Record<never, never>>(
  name: TPluginName,
  meta: TPluginMeta,
  plugin: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  return named(name, meta, plugin, true);
}

/** A plugin that registers routes: encapsulated (its hooks and decorators stay inside), named, with its dependencies declared. */
export function routesPlugin<O extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  meta: TPluginMeta,
  plugin: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  return named(name, meta, plugin, false);
}
