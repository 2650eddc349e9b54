import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { RELEASE_ARCHIVE_MAX_BYTES, RELEASE_ARCHIVE_MAX_FILES, RELEASE_UNPACKED_MAX_BYTES, type TPublishedVersionView } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Parser, type ReadEntry } from 'tar';
import { readVersionFolder } from '../db/publish';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { publishRelease } from './releases';

// The release upload (docs/decisions/release-credentials.md): a team sends its built version folder
// as a tar.gz; the server checks every entry before anything is written, writes it to a staging
// folder on the dist's own disk, checks it as a publish would, renames it into
// dist/remotes/<name>/<version>/ (never over an existing folder) and publishes it
// (services/releases.ts publishRelease: hashes, integrity, contract result from release.json).
// A refusal leaves no folder and no row behind.

/** @fastify/multipart limits of the upload: one file part `archive`, nothing else. */
export const RELEASE_UPLOAD_LIMITS = {
  fieldNameSize: 32,
  fieldSize: 0,
  fields: 0,
  fileSize: RELEASE_ARCHIVE_MAX_BYTES,
  files: 1,
  parts: 1,
  headerPairs: 16,
} as const;

/** Media types a client may declare for the archive (the bytes must be gzip whatever it declares). */
export const ARCHIVE_MEDIA_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar+gzip', 'application/octet-stream'];

/** The limits, for tests (smaller) and the server (the contract's). */
export interface TArchiveLimits {
  maxUnpackedBytes: number;
  maxFiles: number;
}

const DEFAULT_LIMITS: TArchiveLimits = { maxUnpackedBytes: RELEASE_UNPACKED_MAX_BYTES, maxFiles: RELEASE_ARCHIVE_MAX_FILES };
const MAX_PATH = 240;
const MAX_DEPTH = 16;
/** A path segment: no hidden names, nothing a shell or a URL would read specially. */
const SEGMENT = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]{0,127}$/;
/** The files a version folder must carry at its root. */
const REQUIRED = ['routes.json', 'remoteEntry.js', 'release.json'] as const;

const invalid = (reason: string) => new ApiError('RELEASE_ARCHIVE_INVALID', { reason });

/** Reads the multipart body: exactly one file part named `archive`, gzip by its bytes. */
export async function readArchivePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data with one file part `archive`' });
  let archive: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: RELEASE_UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'archive' || archive) {
        if (part.type === 'file') part.file.resume();
        throw invalid(`The upload holds one file part named archive (got ${part.type} ${part.fieldname})`);
      }
      if (!ARCHIVE_MEDIA_TYPES.includes(part.mimetype)) {
        part.file.resume();
        throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: ARCHIVE_MEDIA_TYPES.join(', '), got: part.mimetype });
      }
      archive = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError('RELEASE_ARCHIVE_TOO_LARGE', {
        reason: `The archive may be at most ${RELEASE_ARCHIVE_MAX_BYTES} bytes`,
        maxBytes: RELEASE_ARCHIVE_MAX_BYTES,
      });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
    throw invalid(`The upload could not be read: ${(err as Error).message}`);
  }
  if (!archive) throw invalid('The upload holds no file part named archive');
  return archive;
}

/** A relative path inside the version folder, or the reason it is refused. */
export function safeEntryPath(raw: string): { path: string } | { reason: string } {
  if (raw.includes('\0') || raw.includes('\\')) return { reason: `entry ${JSON.stringify(raw)}: backslashes and NUL are refused` };
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) return { reason: `entry ${JSON.stringify(raw)}: absolute paths are refused` };
  const segments = raw.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return { reason: `entry ${JSON.stringify(raw)}: '..' is refused` };
  const bad = segments.find((s) => !SEGMENT.test(s));
  if (bad !== undefined)
    return { reason: `entry ${JSON.stringify(raw)}: the name ${JSON.stringify(bad)} is refused (letters, digits, . _ @ + ~ -, not starting with a dot)` };
  const path = segments.join('/');
  if (path.length > MAX_PATH || segments.length > MAX_DEPTH) return { reason: `entry ${JSON.stringify(raw)}: too long or too deep` };
  return { path };
}

/** The files of an archive (relative path → bytes), every entry checked; throws a 4xx ApiError. */
export async function readArchive(gz: Buffer, limits: TArchiveLimits = DEFAULT_LIMITS): Promise<Map<string, Buffer>> {
  if (gz.length < 2 || gz[0] !== 0x1f || gz[1] !== 0x8b) throw invalid('The archive is not gzip-compressed (a .tar.gz of the version folder)');
  let tarBytes: Buffer;
  try {
    // The cap stops a small archive that unpacks to gigabytes before it is in memory.
    tarBytes = gunzipSync(gz, { maxOutputLength: limits.maxUnpackedBytes + 1024 * 1024 });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
      throw new ApiError('RELEASE_ARCHIVE_TOO_LARGE', {
        reason: `The archive unpacks to more than ${limits.maxUnpackedBytes} bytes`,
        maxBytes: limits.maxUnpackedBytes,
      });
    }
    throw invalid(`The archive is not valid gzip: ${(err as Error).message}`);
  }
  const files = new Map<string, Buffer>();
  const dirs = new Set<string>();
  let total = 0;
  let problem: ApiError | null = null;
  const refuse = (err: ApiError) => {
    problem ??= err;
  };
  await new Promise<void>((resolve) => {
    const parser = new Parser({
      strict: false,
      onReadEntry: (entry: ReadEntry) => {
        if (problem) return void entry.resume();
        const checked = safeEntryPath(entry.path);
        if ('reason' in checked) {
          refuse(invalid(checked.reason));
          return void entry.resume();
        }
        if (entry.type === 'Directory') {
          if (checked.path) dirs.add(checked.path);
          return void entry.resume();
        }
        if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
          refuse(invalid(`entry ${JSON.stringify(entry.path)} is a ${entry.type}: only regular files and folders are accepted (no links)`));
          return void entry.resume();
        }
        if (files.has(checked.path)) {
          refuse(invalid(`entry ${JSON.stringify(entry.path)} appears twice`));
          return void entry.resume();
        }
        if (files.size + 1 > limits.maxFiles) {
          refuse(new ApiError('RELEASE_ARCHIVE_TOO_LARGE', { reason: `The archive holds more than ${limits.maxFiles} files`, maxFiles: limits.maxFiles }));
          return void entry.resume();
        }
        total += entry.size;
        if (total > limits.maxUnpackedBytes) {
          refuse(
            new ApiError('RELEASE_ARCHIVE_TOO_LARGE', {
              reason: `The archive unpacks to more than ${limits.maxUnpackedBytes} bytes`,
              maxBytes: limits.maxUnpackedBytes,
            }),
          );
          return void entry.resume();
        }
        const chunks: Buffer[] = [];
        const path = checked.path;
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () => files.set(path, Buffer.concat(chunks)));
      },
    });
    parser.on('warn', (code: string, message: string | Error) => refuse(invalid(`The archive is not a valid tar (${code}: ${String(message)})`)));
    parser.on('error', (err: Error) => {
      refuse(invalid(`The archive is not a valid tar: ${err.message}`));
      resolve();
    });
    parser.on('close', () => resolve());
    parser.end(tarBytes);
  });
  if (problem) throw problem;
  if (files.size === 0) throw invalid('The archive holds no files');
  // A path cannot be both a file and a folder.
  for (const path of files.keys()) {
    for (let d = dirname(path); d !== '.'; d = dirname(d)) {
      if (files.has(d)) throw invalid(`entry ${JSON.stringify(path)} lies inside the file ${JSON.stringify(d)}`);
    }
  }
  for (const d of dirs) if (files.has(d)) throw invalid(`${JSON.stringify(d)} is both a file and a folder`);
  const missing = REQUIRED.filter((f) => !files.has(f));
  if (missing.length) throw invalid(`The archive's root lacks ${missing.join(', ')}: pack the built version folder (npm run release builds it)`);
  return files;
}

export interface TUploadContext {
  db: Kysely<DB>;
  distDir: string;
  actor: string;
}

/** The dist folder cannot take the files (a read-only image, a full disk, a path in the way): the server's state, not the upload's. */
function unwritable(err: unknown, distDir: string): unknown {
  const code = (err as { code?: string }).code ?? '';
  if (!['EROFS', 'EACCES', 'EPERM', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST'].includes(code)) return err;
  return new ApiError('RELEASE_UPLOAD_UNAVAILABLE', {
    reason: `The server cannot write uploaded releases under ${distDir} (${code}): its dist folder must be writable and shared by every API process`,
  });
}

const isExistsError = (err: unknown) => ['ENOTEMPTY', 'EEXIST', 'EISDIR', 'ENOTDIR'].includes((err as { code?: string }).code ?? '');

function removeIfEmpty(dir: string): void {
  try {
    if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  } catch {
    // Another upload is using it.
  }
}

/**
 * Writes an archive's files as dist/remotes/<remote>/<version>/ and publishes them. Refused (409)
 * when that version is published or its folder exists; nothing is left behind on any refusal.
 */
export async function uploadRelease(
  ctx: TUploadContext,
  remote: string,
  version: string,
  files: Map<string, Buffer>,
): Promise<{ published: TPublishedVersionView; unchanged: boolean; files: number; bytes: number }> {
  const finalDir = join(ctx.distDir, 'remotes', remote, version);
  const exists = (reason: string) => new ApiError('REMOTE_VERSION_EXISTS', { remote, version, reason });
  const row = await ctx.db.selectFrom('remote_versions').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  if (row) throw exists(`${remote}@${version} is already published; versions are immutable: bump the version and release again`);
  if (existsSync(finalDir)) throw exists(`${remote}@${version} already has a folder on the server; versions are immutable: bump the version`);

  // Staging on the dist's own disk, so the final rename is atomic; a dot-folder is never published at start.
  const uploads = join(ctx.distDir, '.uploads');
  const staging = join(uploads, randomBytes(12).toString('hex'));
  const stagedDir = join(staging, 'remotes', remote, version);
  let bytes = 0;
  let moved = false;
  try {
    try {
      for (const [path, data] of files) {
        const target = join(stagedDir, path);
        mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
        writeFileSync(target, data, { mode: 0o644, flag: 'wx' });
        bytes += data.length;
      }
    } catch (err) {
      throw unwritable(err, ctx.distDir);
    }
    // The same checks a publish makes (routes.json naming this version, release.json readable), before it is in place.
    const read = readVersionFolder(staging, remote, version);
    if (!read.row) throw new ApiError('REMOTE_FOLDER_INVALID', { remote, version, reason: read.reason });
    mkdirSync(dirname(finalDir), { recursive: true, mode: 0o755 });
    try {
      renameSync(stagedDir, finalDir);
    } catch (err) {
      if (isExistsError(err)) throw exists(`${remote}@${version} was uploaded at the same time by another request`);
      throw err;
    }
    moved = true;
    const result = await publishRelease(ctx, remote, version);
    return { ...result, files: files.size, bytes };
  } catch (err) {
    if (moved) rmSync(finalDir, { recursive: true, force: true });
    removeIfEmpty(dirname(finalDir));
    throw err;
  } finally {
    try {
      rmSync(staging, { recursive: true, force: true });
    } catch {
      // Never written (the dist folder could not take it).
    }
    removeIfEmpty(uploads);
  }
}
