import { CHAT_CLIENT_ID_PATTERN, CHAT_IMAGE_MAX_BYTES } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { sniffImageType } from '../rewards/upload';

// A chat image upload (KYC's rules: one png or jpg by its bytes, at most 5MB), read whole and
// checked before anything is stored.

export const CHAT_UPLOAD_LIMITS = {
  fieldNameSize: 32,
  fieldSize: 1024,
  fields: 2,
  fileSize: CHAT_IMAGE_MAX_BYTES,
  files: 1,
  parts: 4,
  headerPairs: 16,
} as const;

export interface TChatImageForm {
  fields: Record<string, string>;
  image: { contentType: string; bytes: Buffer };
}

function uploadError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('CHAT_IMAGE_TOO_LARGE', { maxBytes: CHAT_IMAGE_MAX_BYTES });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  return new ApiError('CHAT_UPLOAD_INVALID');
}

/** The text fields named in `fields` (each once; clientId checked) and one file `image`. */
export async function readChatImageForm(request: FastifyRequest, fields: readonly string[]): Promise<TChatImageForm> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  const values: Record<string, string> = {};
  let image: TChatImageForm['image'] | null = null;
  try {
    for await (const part of request.parts({ limits: CHAT_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || image) {
          part.file.resume();
          throw new ApiError('CHAT_UPLOAD_INVALID', { field: part.fieldname });
        }
        const bytes = await part.toBuffer();
        const contentType = sniffImageType(bytes);
        if (!contentType) throw new ApiError('CHAT_IMAGE_TYPE', { allowed: ['png', 'jpg'] });
        image = { contentType, bytes };
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!fields.includes(part.fieldname) || part.fieldname in values) throw new ApiError('CHAT_UPLOAD_INVALID', { field: part.fieldname });
        values[part.fieldname] = value;
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  for (const f of fields) if (!values[f]) throw new ApiError('CHAT_UPLOAD_INVALID', { field: f });
  if (!CHAT_CLIENT_ID_PATTERN.test(values.clientId ?? '')) throw new ApiError('CHAT_UPLOAD_INVALID', { field: 'clientId' });
  if (!image) throw new ApiError('CHAT_UPLOAD_INVALID', { field: 'image' });
  return { fields: values, image };
}
