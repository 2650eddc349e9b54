import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { codeForStatus, errorEnvelope } from './errors';
import { API_SECURITY_HEADERS } from './plugins/security';

// Requests Node's HTTP server refuses before Fastify routes them get the same JSON envelope as
// every other refusal ({ success:false, code, message, value }), not Node's or Fastify's own bodies:
// - a parser error ('clientError'): header block or request line too large (431), a bad request
//   line, method, version, header, Content-Length or chunk (400), headers not received in time (408);
// - CONNECT, which Node hands only to 'connect' listeners and otherwise drops without an answer (405);
// - an Expect other than 100-continue, which Node answers with a bare 417 (routed normally instead:
//   RFC 9110 §10.1.1 lets a server ignore an expectation it does not know);
// - HTTP/1.1 without Host, which Node answers with a bare 400, and a request that arrives while
//   the server shuts down, which Fastify answers with a bare 503: both checks are off (app.ts) and
//   made by the security plugin's hook instead (400 VALIDATION_FAILED, 503 SERVER_RESTARTING).
// What reaches Fastify (bad JSON, a wrong content type, a body over the limit, an unknown route or
// method, a malformed URL) is answered by the error, 404/405 and frameworkErrors handlers.

/** A complete HTTP/1.1 answer with the envelope, written straight to a socket that is then closed. */
export function rawRefusal(status: number): string {
  const body = JSON.stringify(errorEnvelope(codeForStatus(status)));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...API_SECURITY_HEADERS,
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The status Node's parser error stands for. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's clientErrorHandler (called with the instance as `this`). Logs the parser's code only:
 * the error also carries the raw bytes received (rawPacket), which may hold an Authorization
 * header or a session cookie.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(err.code);
  this.log.info({ code: err.code, status }, 'request refused by the HTTP parser');
  // Part of an answer already went out on this connection (a pipelined request): a second one
  // would corrupt it, so the connection just closes (Node's own rule).
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    socket.end(rawRefusal(status));
    socket.once('finish', () => socket.destroy());
  } else {
    socket.destroy();
  }
}

/** The refusals Node makes outside 'request' and 'clientError', given the envelope (see the top of this file). */
export function answerOutsideRouting(server: Server, log: FastifyBaseLogger): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    log.info({ method: 'CONNECT', status: 405 }, 'request refused before routing');
    socket.end(rawRefusal(405));
  });
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    server.emit('request', request, response);
  });
}
