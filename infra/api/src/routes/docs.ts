import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument, OPENAPI_VERSION, type TOpenApiDocument } from '../openapi';
import { PLUGIN, routesPlugin } from '../lib/plugin';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route registered through route(),
 * built once when the app is ready (every route is known then). /api/docs is Swagger UI on the same
 * document: @fastify/swagger in static mode holds it, @fastify/swagger-ui renders it. Swagger UI's
 * page loads only script files (no inline script), so the app's strict CSP applies unchanged.
 */
export const docsRoutes = routesPlugin('tessera-docs-routes', { dependencies: [PLUGIN.security] }, async (app) => {
  // Filled in place on ready: @fastify/swagger keeps this object and serves it at /api/docs/json.
  const document = { openapi: OPENAPI_VERSION, info: { title: '', version: '' }, paths: {} } as TOpenApiDocument;
  let body = '';
  app.addHook('onReady', async () => {
    Object.assign(document, buildOpenApiDocument(app.apiRoutes));
    body = JSON.stringify(document);
  });

  // Its types know OpenAPI 2.0/3.0 documents only; a 3.1 document is served just the same.
  await app.register(swagger, { mode: 'static', specification: { document: document as unknown as StaticDocumentSpec['document'] } });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // No calls to validator.swagger.io (outside img-src, and the document must not leave the site).
    validatorUrl: false,
    // BaseLayout: no top bar (its logo SVG carries an inline <style> the CSP refuses; no URL box either).
    uiConfig: { layout: 'BaseLayout', deepLinking: true, displayOperationId: true, tryItOutEnabled: false },
    theme: { title: 'Tessera platform API' },
  });

  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body),
  );
});
