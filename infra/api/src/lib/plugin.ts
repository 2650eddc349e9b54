import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin so its decorators and hooks apply to the app that registers it (what
 * fastify-plugin does; that package is not a dependency of this workspace).
 */
export function sharedPlugin<O extends FastifyPluginOptions = Record<never, never>>(name: string, plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
