import { HEAD_ICON_MAX_SIDE, HEAD_ICON_MIN_SIDE, HEAD_ICON_UPLOAD_MAX_BYTES, HEAD_ICON_UPLOADED } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { HEAD_ICONS } from '../accounts/headIcons';
import { isUniqueViolation } from '../accounts/members';

// A member's own head icon (docs/decisions/head-icon-upload.md): the picture is checked by its bytes
// (PNG, JPEG or WebP signature; never SVG, whatever the name or declared type), its sides read from
// its header (32-4096 px), and stored as sent (the page sends a small square it cut; no image
// library runs on the server), named by the SHA-256 of its bytes. It is served with its sniffed
// type, nosniff, a sandboxing CSP and a year of caching: a new picture is a new URL.

export type THeadIconType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The file extension of each type (the URL's). */
export const HEAD_ICON_EXT: Readonly<Record<THeadIconType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The picture's type by its first bytes, or null (anything else: SVG, GIF, HTML, …). */
export function sniffHeadIcon(b: Buffer): THeadIconType | null {
  if (b.length >= 24 && b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The sides from the picture's header, or null when the header cannot be read. */
export function headIconSize(b: Buffer, type: THeadIconType): { width: number; height: number } | null {
  if (type === 'image/png') {
    if (b.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (type === 'image/webp') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8 ' && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
      return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
      const [b1, b2, b3, b4] = [b[21] ?? 0, b[22] ?? 0, b[23] ?? 0, b[24] ?? 0];
      return { width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) };
    }
    if (chunk === 'VP8X' && b.length >= 30) return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
    return null;
  }
  // JPEG: walk the markers to the first start-of-frame (SOF0-SOF15 but DHT C4, JPG C8, DAC CC).
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

/** The checked picture: its type, sides and hash; an ApiError otherwise (nothing stored). */
export function checkHeadIcon(bytes: Buffer): { type: THeadIconType; width: number; height: number; hash: string } {
  if (bytes.length > HEAD_ICON_UPLOAD_MAX_BYTES) throw new ApiError('HEAD_ICON_TOO_LARGE', { field: 'image', maxBytes: HEAD_ICON_UPLOAD_MAX_BYTES });
  const type = sniffHeadIcon(bytes);
  if (!type) throw new ApiError('HEAD_ICON_TYPE', { field: 'image', allowed: ['png', 'jpg', 'webp'] });
  const size = headIconSize(bytes, type);
  const limits = { field: 'image', min: HEAD_ICON_MIN_SIDE, max: HEAD_ICON_MAX_SIDE };
  if (!size) throw new ApiError('HEAD_ICON_DIMENSIONS', { ...limits, width: null, height: null });
  const ok = (n: number) => n >= HEAD_ICON_MIN_SIDE && n <= HEAD_ICON_MAX_SIDE;
  if (!ok(size.width) || !ok(size.height)) throw new ApiError('HEAD_ICON_DIMENSIONS', { ...limits, ...size });
  return { type, ...size, hash: createHash('sha256').update(bytes).digest('hex') };
}

/** Busboy limits: one file `image`, no text fields. */
export const HEAD_ICON_UPLOAD_LIMITS = {
  fieldNameSize: 32,
  fieldSize: 64,
  fields: 0,
  fileSize: HEAD_ICON_UPLOAD_MAX_BYTES,
  files: 1,
  parts: 2,
  headerPairs: 16,
} as const;

function uploadError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('HEAD_ICON_TOO_LARGE', { field: 'image', maxBytes: HEAD_ICON_UPLOAD_MAX_BYTES });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  return new ApiError('HEAD_ICON_UPLOAD_INVALID', { field: 'image' });
}

/** The one file `image` of the multipart body, read whole (at most 2MB) before anything is checked or stored. */
export async function readHeadIconForm(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: HEAD_ICON_UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'image' || image) {
        if (part.type === 'file') part.file.resume();
        throw new ApiError('HEAD_ICON_UPLOAD_INVALID', { field: part.fieldname });
      }
      image = await part.toBuffer();
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!image || image.length === 0) throw new ApiError('HEAD_ICON_UPLOAD_INVALID', { field: 'image' });
  return image;
}

/** The URL of a stored picture. */
export const headIconUrl = (row: { hash: string; content_type: string }) =>
  `/api/v1/head-icons/${row.hash}.${HEAD_ICON_EXT[row.content_type as THeadIconType] ?? 'png'}`;

/** getHeadIcon's answer: the current icon and the icons to choose from, the member's own picture last when there is one. */
export async function headIconView(db: Kysely<DB>, memberId: number, current: string): Promise<{ headIcon: string; icons: { id: string; url: string }[] }> {
  const own = await db.selectFrom('member_head_icons').select(['hash', 'content_type']).where('member_id', '=', memberId).executeTakeFirst();
  return { headIcon: current, icons: [...HEAD_ICONS, ...(own ? [{ id: HEAD_ICON_UPLOADED, url: headIconUrl(own) }] : [])] };
}

/** Stores (or replaces) the member's picture and makes it the current head icon, in one transaction. */
export async function storeHeadIcon(db: Kysely<DB>, memberId: number, bytes: Buffer, now = new Date()) {
  const checked = checkHeadIcon(bytes);
  const row = {
    hash: checked.hash,
    content_type: checked.type,
    width: checked.width,
    height: checked.height,
    size_bytes: bytes.length,
    data: bytes.toString('base64'),
    created_at: now.toISOString(),
  };
  const write = () =>
    db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('member_head_icons').set(row).where('member_id', '=', memberId).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0)
        await trx
          .insertInto('member_head_icons')
          .values({ member_id: memberId, ...row })
          .execute();
      await trx.updateTable('members').set({ head_icon: HEAD_ICON_UPLOADED }).where('id', '=', memberId).execute();
    });
  try {
    await write();
  } catch (error) {
    // Two uploads of the same member at once: the second insert meets the first's row; update it.
    if (!isUniqueViolation(error)) throw error;
    await write();
  }
  return headIconView(db, memberId, HEAD_ICON_UPLOADED);
}

/** A stored picture by its URL's file name (`<sha256>.<ext>`), or undefined. */
export async function headIconFile(db: Kysely<DB>, file: string): Promise<{ contentType: string; bytes: Buffer; hash: string } | undefined> {
  const m = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(file);
  if (!m) return undefined;
  const row = await db
    .selectFrom('member_head_icons')
    .select(['content_type', 'data', 'hash'])
    .where('hash', '=', m[1] ?? '')
    .executeTakeFirst();
  if (!row || HEAD_ICON_EXT[row.content_type as THeadIconType] !== m[2]) return undefined;
  return { contentType: row.content_type, bytes: Buffer.from(row.data, 'base64'), hash: row.hash };
}
