// Uploads through api.call (multipart/form-data). A descriptor with `multipart` parts (e.g.
// applyPromotion: `comment` text and up to 3 `images` files) is sent as FormData built from the
// call's `form`; a JSON `body` that carries File/Blob values is sent the same way. Zod-free: the
// shell's client and the test platform share these helpers.

/** How far an upload is: bytes sent, of `total` (null while the size is unknown); `fraction` is loaded/total (0..1) or null. */
export interface TUploadProgress {
  loaded: number;
  total: number | null;
  fraction: number | null;
}

/** One form field: text (numbers and booleans are sent as text), a file, or several of them under one name. */
export type TFormValue = string | number | boolean | Blob;
export type TFormFields = Record<string, TFormValue | readonly TFormValue[] | null | undefined>;

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** True when a body has a File/Blob value at its top level (also inside an array): it must go as multipart. */
export function hasBlobValue(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return Object.values(body).some((v) => isBlob(v) || (Array.isArray(v) && v.some(isBlob)));
}

/**
 * FormData of the fields: arrays become repeated parts of one name (`images` three times), null
 * and undefined are left out, files keep their name (a bare Blob is sent as `blob`).
 */
export function toFormData(fields: TFormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const values: readonly TFormValue[] = Array.isArray(value) ? value : [value as TFormValue];
    for (const v of values) {
      if (isBlob(v)) form.append(name, v, typeof File !== 'undefined' && v instanceof File ? v.name : 'blob');
      else form.append(name, String(v));
    }
  }
  return form;
}

/** The progress report of `loaded` bytes of `total` (unknown, 0 or missing: null), fraction held to 0..1. */
export function uploadProgress(loaded: number, total: number | null | undefined): TUploadProgress {
  const known = typeof total === 'number' && Number.isFinite(total) && total > 0 ? total : null;
  return { loaded, total: known, fraction: known === null ? null : Math.min(1, Math.max(0, loaded / known)) };
}

/** The bytes of the files in some fields (what an upload of them carries, besides the multipart framing). */
export function formFileBytes(fields: TFormFields | null | undefined): number {
  let bytes = 0;
  for (const value of Object.values(fields ?? {})) for (const v of Array.isArray(value) ? value : [value]) if (isBlob(v)) bytes += v.size;
  return bytes;
}
