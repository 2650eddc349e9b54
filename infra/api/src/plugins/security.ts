import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../errors';
import { PLUGIN, sharedPlugin } from '../lib/plugin';

export interface TSecurityOptions {
  /** Origins allowed cross-origin; empty: same-origin only (no CORS headers at all). */
  corsOrigins: string[];
  /** Lottery vendor origins the pages may frame (VENDOR_FRAME_ORIGINS), added to CSP frame-src; default none. */
  frameOrigins?: string[];
  /** Image CDN origins (IMAGE_CDN_ORIGINS), added to CSP img-src; default none. */
  imageOrigins?: string[];
}

/**
 * Strict CSP: nothing inline. The boot payload the server puts in the page is a
 * `<script type="application/json">`, which browsers never execute, so it needs no exception.
 * Swagger UI (/api/docs) loads script files only and runs under this same policy.
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

/**
 * The page policy with the allowed vendor origins added to frame-src (docs/decisions/lottery-vendor-frames.md)
 * and the image CDNs to img-src (docs/decisions/image-cdns.md): exactly those origins and this site,
 * nothing else. No origins: HELMET_OPTIONS itself.
 */
export function helmetOptionsWith(frameOrigins: readonly string[], imageOrigins: readonly string[] = []): HelmetOptions {
  if (frameOrigins.length === 0 && imageOrigins.length === 0) return HELMET_OPTIONS;
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        frameSrc: ["'self'", ...frameOrigins],
        // Image CDNs (docs/decisions/image-cdns.md): images only, never scripts or styles.
        imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...imageOrigins],
      },
    },
  };
}

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Plain http on 127.0.0.1: HSTS belongs to the TLS terminator in front of a real deployment.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, computed once: with static directives they are the same on every
 * answer. (@fastify/helmet rebuilds helmet's middleware and re-serializes the CSP on every
 * request, which measured at less than half a bare Fastify's requests per second.)
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * API answers are JSON, never rendered as documents: they get the headers OWASP's REST Security
 * Cheat Sheet lists (nothing may load or frame them, no sniffing) instead of the page policy, whose
 * directives mean nothing for JSON but cost bytes and time on the hottest calls.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** /api/* answers JSON, except /api/docs (Swagger UI's page and files). */
export const isApiJsonUrl = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const securityPlugin = sharedPlugin<TSecurityOptions>(PLUGIN.security, { dependencies: [PLUGIN.errors] }, async (app, opts) => {
  const documentHeaders = securityHeaders(helmetOptionsWith(opts.frameOrigins ?? [], opts.imageOrigins ?? []));
  // Fastify's own answer to a request that arrives while the server shuts down is a bare 503
  // (return503OnClosing is off, app.ts): this hook answers it with the envelope instead.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // One synchronous hook for every answer: the security headers, the request id that the logs
  // carry (a user or operator can quote it), and the refusals that need no route.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiJsonUrl(request.url) ? API_SECURITY_HEADERS : documentHeaders);
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      done(new ApiError('SERVER_RESTARTING', { reason: 'The server is restarting' }));
      return;
    }
    // HTTP/1.1 requires Host (RFC 9112 §3.2). Node's own check is off (app.ts) because it answers
    // a bare 400; this one answers with the envelope.
    const raw = request.raw;
    if (raw.httpVersionMajor === 1 && raw.httpVersionMinor === 1 && raw.headers.host === undefined) {
      done(new ApiError('VALIDATION_FAILED', { reason: 'The Host header is required' }));
      return;
    }
    done();
  });
  if (opts.corsOrigins.length) {
    await app.register(cors, { origin: opts.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });
  }
});
