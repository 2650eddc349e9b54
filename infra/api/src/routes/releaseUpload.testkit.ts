import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import type { FastifyInstance } from 'fastify';
import { manifestFor } from '../testkit';
import { multipart } from './upload.testkit';

// Release archives for API tests, built block by block so a test can send exactly the entries it
// means to: links, absolute paths and '..' included (a packing library would refuse or rewrite them).

export interface TTarEntry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
  data?: string | Buffer;
  linkpath?: string;
}

/** A gzip-compressed ustar archive of the entries, in order. */
export function tarGz(entries: TTarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const type = e.type ?? 'File';
    const data = type === 'File' ? Buffer.from(e.data ?? '') : Buffer.alloc(0);
    const header = new Header({ path: e.path, mode: type === 'Directory' ? 0o755 : 0o644, size: data.length, mtime: new Date(0), type, linkpath: e.linkpath });
    header.encode();
    if (!header.block) throw new Error(`cannot encode ${e.path}`);
    blocks.push(header.block, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** The entries of a version folder as `npm run release` leaves it (routes.json, release.json, entry, a chunk). */
export function releaseEntries(name: string, version: string, opts: { contract?: 'passed' | 'failed'; manifestVersion?: string } = {}): TTarEntry[] {
  const release = {
    name,
    version,
    builtAt: '2026-01-01T00:00:00.000Z',
    contract: { result: opts.contract ?? 'passed', detail: opts.contract === 'failed' ? 'routes: renders nothing' : null },
  };
  return [
    { path: 'routes.json', data: JSON.stringify(manifestFor(name as never, opts.manifestVersion ?? version)) },
    { path: 'release.json', data: JSON.stringify(release) },
    { path: 'remoteEntry.js', data: `/* ${name}@${version} */ var tessera_${name} = {};` },
    { path: 'assets/', type: 'Directory' },
    { path: 'assets/remote.abcd1234.js', data: 'console.log("chunk")' },
  ];
}

/** PUT /api/admin/remotes/:remote/versions/:version with the archive as the multipart part `archive`. */
export function putRelease(
  app: FastifyInstance,
  remote: string,
  version: string,
  archive: Buffer,
  headers: Record<string, string>,
  contentType = 'application/gzip',
) {
  const body = multipart([{ name: 'archive', filename: `${remote}-${version}.tar.gz`, contentType, data: archive }]);
  return app.inject({
    method: 'PUT',
    url: `/api/admin/remotes/${remote}/versions/${version}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}
