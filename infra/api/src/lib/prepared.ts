import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

type TEncoding = 'br' | 'gzip';

/** Below this a compressed copy is not worth its bytes of headers and CPU. */
export const PREPARED_COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 6;

/**
 * The client's preferred encoding among br and gzip (Accept-Encoding with q-values; `*` counts for
 * both; ties go to br), or null for identity.
 */
export function preferredEncoding(header: string | undefined): TEncoding | null {
  if (!header) return null;
  // Clients send few distinct headers: remember the answers (bounded).
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = negotiate(header);
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

const NEGOTIATED_MAX = 256;
const negotiated = new Map<string, TEncoding | null>();

function negotiate(header: string): TEncoding | null {
  const q: Partial<Record<TEncoding | '*', number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const name = token === 'x-gzip' ? 'gzip' : token;
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * A success answer whose envelope is already serialized, kept by a cache and sent as is: no
 * JSON.stringify per request, and each compressed copy is made once (on first demand), not per
 * request. `value` is the envelope's value, for the development-time response check.
 */
export class PreparedAnswer<V> {
  /** Compressed copies, made on first demand (compressible answers only). */
  private encoded: Partial<Record<TEncoding, Buffer>> | undefined;

  constructor(
    readonly value: V,
    /** The whole success envelope as JSON text. */
    readonly json: string,
    /** Keep br/gzip copies (answers shared by many requests); false for per-request text. */
    readonly compressible: boolean,
  ) {}

  private copy(encoding: TEncoding): Buffer {
    this.encoded ??= {};
    let body = this.encoded[encoding];
    if (!body) {
      const raw = Buffer.from(this.json, 'utf8');
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzipSync(raw);
      this.encoded[encoding] = body;
    }
    return body;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8');
    if (!this.compressible || this.json.length < PREPARED_COMPRESS_MIN_BYTES) return reply.send(this.json);
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // With Content-Encoding set, @fastify/compress leaves the body alone.
    if (encoding) return reply.header('content-encoding', encoding).send(this.copy(encoding));
    return reply.send(this.json);
  }
}
