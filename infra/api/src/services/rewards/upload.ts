import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGES_MAX } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';

// Reading a promotion application's multipart/form-data body (spec §5: comment at most 140
// characters; png or jpg images, at most 5MB each, at most 3). Everything is read into memory and
// checked before anything is stored, so a refused upload leaves nothing behind.

export type TImageType = 'image/png' | 'image/jpeg';

export interface TUploadedImage {
  contentType: TImageType;
  bytes: Buffer;
}

export interface TApplicationForm {
  comment: string;
  images: TUploadedImage[];
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type by its first bytes (the magic numbers), whatever the name or declared type; null otherwise. */
export function sniffImageType(bytes: Buffer): TImageType | null {
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length >= JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** Busboy limits: a field carries at most 140 characters of up to 4 UTF-8 bytes; the 4th file is refused. */
export const UPLOAD_LIMITS = {
  fieldNameSize: 32,
  fieldSize: APPLICATION_COMMENT_MAX * 4,
  fields: 4,
  fileSize: APPLICATION_IMAGE_MAX_BYTES,
  files: APPLICATION_IMAGES_MAX,
  parts: 8,
  headerPairs: 16,
} as const;

/** A multipart plugin error (or a busboy parse error) as the API's error. */
function uploadError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new ApiError('APPLICATION_TOO_MANY_IMAGES', { max: APPLICATION_IMAGES_MAX });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError('APPLICATION_IMAGE_TOO_LARGE', { maxBytes: APPLICATION_IMAGE_MAX_BYTES });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
    default:
      return new ApiError('APPLICATION_UPLOAD_INVALID');
  }
}

/** Reads and checks the form: fields `comment` (optional, once) and files `images` (0-3). */
export async function readApplicationForm(request: FastifyRequest): Promise<TApplicationForm> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  let comment: string | null = null;
  const images: TUploadedImage[] = [];
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          part.file.resume();
          throw new ApiError('APPLICATION_UPLOAD_INVALID', { field: part.fieldname });
        }
        if (images.length >= APPLICATION_IMAGES_MAX) {
          part.file.resume();
          throw new ApiError('APPLICATION_TOO_MANY_IMAGES', { max: APPLICATION_IMAGES_MAX });
        }
        const bytes = await part.toBuffer();
        const contentType = sniffImageType(bytes);
        if (!contentType) throw new ApiError('APPLICATION_IMAGE_TYPE', { index: images.length, allowed: ['png', 'jpg'] });
        images.push({ contentType, bytes });
      } else {
        if (part.fieldname !== 'comment' || comment !== null) throw new ApiError('APPLICATION_UPLOAD_INVALID', { field: part.fieldname });
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (part.valueTruncated || [...value].length > APPLICATION_COMMENT_MAX) {
          throw new ApiError('APPLICATION_COMMENT_TOO_LONG', { max: APPLICATION_COMMENT_MAX });
        }
        comment = value;
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  return { comment: (comment ?? '').trim(), images };
}
