import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { sharedPlugin } from '../lib/plugin';

export interface TSecurityOptions {
  /** Origins allowed cross-origin; empty: same-origin only (no CORS headers at all). */
  corsOrigins: string[];
}

/**
 * Strict CSP: nothing inline. The boot payload the server puts in the page is a
 * `<script type="application/json">`, which browsers never execute, so it needs no exception.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

export const securityPlugin = sharedPlugin<TSecurityOptions>('tessera-security', async (app, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plain http on 127.0.0.1: HSTS belongs to the TLS terminator in front of a real deployment.
    strictTransportSecurity: false,
  });
  if (opts.corsOrigins.length) {
    await app.register(cors, { origin: opts.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });
  }
  // Lets a user or operator quote the id that the logs carry for this request.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
