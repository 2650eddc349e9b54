import * as z from 'zod/v4/mini';
import { ZHeadIcon } from './accounts';
import { defineEndpoint } from './endpoint';

// A member's own head icon (issue 29, personal info; docs/decisions/head-icon-upload.md): a PNG,
// JPEG or WebP picture, checked by its bytes (never SVG), stored small and served under a content
// hash with long caching. It becomes the head icon `upload` of getHeadIcon's list.

/** Largest picture accepted (the page sends a 256 px square it cut; a phone's photo may be sent as is). */
export const HEAD_ICON_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Sides in pixels: at least 32, at most 4096 (a bomb of dimensions is refused before it is stored). */
export const HEAD_ICON_MIN_SIDE = 32;
export const HEAD_ICON_MAX_SIDE = 4096;
/** What a picture may be, by its bytes. */
export const HEAD_ICON_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The head icon id of the member's own picture in getHeadIcon's list (setHeadIcon takes it back). */
export const HEAD_ICON_UPLOADED = 'upload';

export const uploadHeadIcon = defineEndpoint({
  name: 'uploadHeadIcon',
  method: 'POST',
  path: '/api/v1/member/head-icon/upload',
  auth: 'realMember',
  summary:
    'Upload a picture of your own as head icon: multipart/form-data with one file `image`, PNG, JPEG or WebP by its bytes (never SVG), at most 2MB, 32-4096 px a side. ' +
    'It becomes the current head icon (id `upload`), served at a content-hashed URL. Errors: UNSUPPORTED_MEDIA_TYPE, HEAD_ICON_UPLOAD_INVALID, HEAD_ICON_TYPE, HEAD_ICON_TOO_LARGE, HEAD_ICON_DIMENSIONS',
  tags: ['accounts'],
  multipart: {
    image: {
      kind: 'file',
      maxFiles: 1,
      maxBytes: HEAD_ICON_UPLOAD_MAX_BYTES,
      mediaTypes: [...HEAD_ICON_MEDIA_TYPES],
      description: 'The picture (the page sends a square it cut)',
    },
  },
  response: z.object({ headIcon: z.string(), icons: z.array(ZHeadIcon) }),
  errors: ['HEAD_ICON_UPLOAD_INVALID', 'HEAD_ICON_TYPE', 'HEAD_ICON_TOO_LARGE', 'HEAD_ICON_DIMENSIONS'],
  fieldErrors: { HEAD_ICON_TYPE: 'image', HEAD_ICON_TOO_LARGE: 'image', HEAD_ICON_DIMENSIONS: 'image', HEAD_ICON_UPLOAD_INVALID: 'image' },
});

export const headIconUploadEndpoints = [uploadHeadIcon] as const;
