import { ERROR_CODES } from '@tessera/contract/api';
import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { createTestApp, type TTestApp } from './testkit';

// Refusals made before routing, through real HTTP: Node's parser ('clientError'), CONNECT and
// Expect happen below app.inject(), so these tests listen on 127.0.0.1 and write raw bytes.

interface TRawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what came back on a connection into its HTTP/1.1 answers (Content-Length framed). */
function parseAnswers(raw: string): TRawAnswer[] {
  const answers: TRawAnswer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) break;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    const bodyBytes = Buffer.from(rest.slice(end + 4));
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: bodyBytes.subarray(0, length).toString() });
    rest = bodyBytes.subarray(length).toString();
  }
  return answers;
}

/** Writes `data` on a fresh connection and collects everything until the server closes it. */
function exchange(port: number, data: string, onOpen?: (socket: Socket) => void): Promise<TRawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close after ${JSON.stringify(data.slice(0, 80))}: ${Buffer.concat(chunks).toString().slice(0, 200)}`));
    }, 10_000);
    socket.on('connect', () => onOpen?.(socket));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswers(Buffer.concat(chunks).toString()));
    });
    socket.write(data);
  });
}

const request = (line: string, headers: string[] = ['Host: 127.0.0.1'], body = '') =>
  `${line}\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;

function expectEnvelope(answer: TRawAnswer | undefined, status: number, code: keyof typeof ERROR_CODES) {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer?.headers['x-content-type-options']).toBe('nosniff');
  const body = JSON.parse(answer?.body ?? '') as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code, message: ERROR_CODES[code].message });
  expect(body).toHaveProperty('value');
}

const logs: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logs.push(chunk.toString());
    done();
  },
});

let t: TTestApp;
let port: number;
const serverSockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: logStream } });
  t.app.server.on('connection', (s: Socket) => serverSockets.push(s));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

describe('refused by the HTTP parser (clientError)', () => {
  it('431 HEADERS_TOO_LARGE: a header block over the limit, the operator token in it never logged', async () => {
    const secret = 'Bearer parser-overflow-secret-0123456789';
    const [answer, ...more] = await exchange(
      port,
      request('GET /api/v1/status HTTP/1.1', ['Host: 127.0.0.1', `Authorization: ${secret}`, `X-Big: ${'a'.repeat(20_000)}`]),
    );
    expectEnvelope(answer, 431, 'HEADERS_TOO_LARGE');
    expect(answer?.headers.connection).toBe('close');
    expect(more).toEqual([]);
    expect(logs.join('')).toContain('HPE_HEADER_OVERFLOW');
    expect(logs.join('')).not.toContain('parser-overflow-secret');
  });

  it('431 HEADERS_TOO_LARGE: a request line over the limit (Node counts it in the header block: no 414)', async () => {
    expectEnvelope((await exchange(port, request(`GET /api/v1/status?q=${'a'.repeat(20_000)} HTTP/1.1`)))[0], 431, 'HEADERS_TOO_LARGE');
  });

  it.each([
    ['a request line that is not one', 'GARBAGE\r\n\r\n'],
    ['an unknown method', request('FOO /api/v1/status HTTP/1.1')],
    ['an unknown HTTP version', request('GET /api/v1/status HTTP/9.9')],
    ['a header name with a space', request('GET /api/v1/status HTTP/1.1', ['Host: 127.0.0.1', 'Bad Header: x'])],
    ['a Content-Length that is not a number', request('POST /api/v1/telemetry HTTP/1.1', ['Host: 127.0.0.1', 'Content-Length: abc'])],
    [
      'Content-Length with Transfer-Encoding',
      request('POST /api/v1/telemetry HTTP/1.1', ['Host: 127.0.0.1', 'Content-Length: 3', 'Transfer-Encoding: chunked'], '0\r\n\r\n'),
    ],
    [
      'a broken chunk',
      request('POST /api/v1/telemetry HTTP/1.1', ['Host: 127.0.0.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked'], 'ZZ\r\nxx\r\n0\r\n\r\n'),
    ],
  ])('400 VALIDATION_FAILED: %s', async (_name, data) => {
    expectEnvelope((await exchange(port, data))[0], 400, 'VALIDATION_FAILED');
  });

  it('408 REQUEST_TIMEOUT: headers not received in time (Node reports the timeout as a client error)', async () => {
    const answers = await exchange(port, 'GET /api/v1/status HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => {
      // What Node does when headersTimeout passes (60 s by default): emit 'clientError' with
      // ERR_HTTP_REQUEST_TIMEOUT for the connection. Waiting a minute in a test is not worth it.
      setTimeout(() => {
        const socket = serverSockets.at(-1);
        t.app.server.emit('clientError', Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
      }, 100);
    });
    expectEnvelope(answers[0], 408, 'REQUEST_TIMEOUT');
  });
});

describe('refused by Node outside the request handler', () => {
  it('405 METHOD_NOT_ALLOWED: CONNECT (Node would drop the connection without an answer)', async () => {
    expectEnvelope((await exchange(port, request('CONNECT example.com:443 HTTP/1.1', ['Host: example.com:443'])))[0], 405, 'METHOD_NOT_ALLOWED');
  });

  it('400 VALIDATION_FAILED: HTTP/1.1 without Host (Node would answer a bare 400)', async () => {
    const [answer] = await exchange(port, 'GET /api/v1/status HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectEnvelope(answer, 400, 'VALIDATION_FAILED');
    expect(JSON.parse(answer?.body ?? '').value).toEqual({ reason: 'The Host header is required' });
  });

  it('an unknown Expect is ignored and the request answered (Node would answer a bare 417)', async () => {
    const [answer] = await exchange(port, request('GET /api/v1/status HTTP/1.1', ['Host: 127.0.0.1', 'Expect: something-else']));
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({ success: true, code: 'OK' });
  });
});

describe('refused by Fastify before a handler runs', () => {
  const json = (method: string, url: string, body: string, type = 'application/json') =>
    request(`${method} ${url} HTTP/1.1`, ['Host: 127.0.0.1', `Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(body)}`], body);

  it.each([
    ['400 VALIDATION_FAILED: malformed JSON', json('POST', '/api/v1/telemetry', '{"kind":'), 400, 'VALIDATION_FAILED'],
    ['400 VALIDATION_FAILED: an empty JSON body', json('POST', '/api/v1/telemetry', ''), 400, 'VALIDATION_FAILED'],
    ['415 UNSUPPORTED_MEDIA_TYPE: a body type the API does not read', json('POST', '/api/v1/telemetry', '<a/>', 'text/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['415 UNSUPPORTED_MEDIA_TYPE: text/plain', json('POST', '/api/v1/telemetry', 'hello', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      '413 BODY_TOO_LARGE: a declared body over the limit',
      request('POST /api/v1/telemetry HTTP/1.1', ['Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 100000'], '{'),
      413,
      'BODY_TOO_LARGE',
    ],
    [
      '413 BODY_TOO_LARGE: a chunked body over the limit',
      request(
        'POST /api/v1/telemetry HTTP/1.1',
        ['Host: 127.0.0.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked'],
        `11170\r\n${'x'.repeat(70_000)}\r\n0\r\n\r\n`,
      ),
      413,
      'BODY_TOO_LARGE',
    ],
    ['404 NOT_FOUND: an unknown /api path', request('GET /api/v1/nothing-here HTTP/1.1'), 404, 'NOT_FOUND'],
    ['404 NOT_FOUND: an unknown path outside /api', request('GET /wp-login.php HTTP/1.1'), 404, 'NOT_FOUND'],
    ['404 NOT_FOUND: a path parameter over the router limit', request(`GET /api/v1/orders/${'1'.repeat(300)} HTTP/1.1`), 404, 'NOT_FOUND'],
    ['405 METHOD_NOT_ALLOWED: a known path with another method', request('DELETE /api/v1/status HTTP/1.1'), 405, 'METHOD_NOT_ALLOWED'],
    ['405 METHOD_NOT_ALLOWED: a WebDAV method', request('PROPFIND /api/v1/status HTTP/1.1'), 405, 'METHOD_NOT_ALLOWED'],
    ['400 VALIDATION_FAILED: broken percent-encoding in the path', request('GET /api/v1/%zz HTTP/1.1'), 400, 'VALIDATION_FAILED'],
  ] as const)('%s', async (_name, data, status, code) => {
    expectEnvelope((await exchange(port, data))[0], status, code);
  });
});

describe('a request that arrives while the server shuts down', () => {
  let app: TTestApp;
  afterAll(async () => {
    await app.close();
  });

  it('503 SERVER_RESTARTING with the envelope (Fastify would answer a bare 503)', async () => {
    let release = () => {};
    app = await createTestApp({
      beforeReady: (a: FastifyInstance) => {
        a.get('/api/test/slow', () => new Promise((done) => (release = () => done({ ok: true }))));
      },
    });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const slowPort = (app.app.server.address() as { port: number }).port;
    let closed: Promise<void> = Promise.resolve();
    // A keep-alive connection busy with a slow request while close() starts; the next request on
    // it arrives after that (server.close() only ends idle connections).
    const answers = await exchange(slowPort, 'GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', (socket) => {
      setTimeout(() => {
        closed = app.app.close();
        setTimeout(() => socket.write('GET /api/v1/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'), 100);
        setTimeout(release, 300);
      }, 200);
    });
    await closed;
    expect(answers.map((a) => a.status)).toEqual([200, 503]);
    expectEnvelope(answers[1], 503, 'SERVER_RESTARTING');
  });
});
