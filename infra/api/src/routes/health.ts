import { sql } from 'kysely';
import { PLUGIN, routesPlugin } from '../lib/plugin';

/** GET /healthz: 200 once migrations and seed are done and the database answers (readiness probe). */
export const healthRoutes = routesPlugin('tessera-health-routes', { dependencies: [PLUGIN.database] }, async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return reply.header('cache-control', 'no-store').send({ ok: true });
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ ok: false });
    }
  });
});
