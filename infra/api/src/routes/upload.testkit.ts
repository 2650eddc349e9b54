import type { FastifyInstance } from 'fastify';

// Multipart uploads in API tests (KYC documents, deposit receipts): bodies built by hand, so a
// test can send exactly the parts, names, file names and bytes it means to, bad ones included.

/** Files recognised by their bytes (the API reads the magic numbers, not the declared type). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake png body')]);
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body')]);
export const GIF = Buffer.from('GIF89a fake gif body');

/** One part: a text field, or a file with its name, declared type and bytes. */
export type TPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

const BOUNDARY = '----tessera-test-upload-boundary-51c2';

/** A multipart/form-data body of the parts, in order, and its content-type header. */
export function multipart(parts: TPart[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`),
      );
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A file part declared as a png (what a browser sends for a picked image; the bytes decide). */
export const pngPart = (name: string, data: Buffer, filename = 'upload.png'): TPart => ({ name, filename, contentType: 'image/png', data });

/** POSTs the parts as multipart/form-data to `url` with the given headers (a bearer token, none for a visitor). */
export function postMultipart(app: FastifyInstance, url: string, parts: TPart[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
}
