import { isApiError } from '@tessera/contract';
import { HEAD_ICON_MEDIA_TYPES, HEAD_ICON_UPLOAD_MAX_BYTES } from '@tessera/contract/api';
import { useFormat, useT, useToast } from '@tessera/platform-sdk';
import { Button, Card, FileField, FormError, useFileUpload } from '@tessera/ui-kit';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useProfileActions } from './api';

/** The side of the square the page sends (the member center draws the icon at 48 px, the picker at 56). */
export const HEAD_ICON_SEND_SIDE = 256;

/**
 * The middle square of the picture, scaled to 256 px, as PNG: what the page sends (small, the same
 * crop the preview shows). Where the browser cannot draw it (no canvas, an image it cannot decode),
 * the picture goes as it is and the API checks it the same way.
 */
export async function squareOf(file: File): Promise<File> {
  try {
    if (typeof createImageBitmap !== 'function') return file;
    const bitmap = await createImageBitmap(file);
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = HEAD_ICON_SEND_SIDE;
    canvas.height = HEAD_ICON_SEND_SIDE;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, HEAD_ICON_SEND_SIDE, HEAD_ICON_SEND_SIDE);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], 'head-icon.png', { type: 'image/png' }) : file;
  } catch {
    return file;
  }
}

/**
 * The member's own picture as head icon (docs/decisions/head-icon-upload.md): pick a PNG, JPEG or
 * WebP (checked as picked: type and 2 MB), see it cropped to a circle, send it (the middle square at
 * 256 px) with the upload's progress; the API's refusals read as the page's own sentences.
 */
export function HeadIconUpload() {
  const t = useT('member');
  const format = useFormat();
  const toast = useToast();
  const { uploadHeadIcon } = useProfileActions();
  const upload = useFileUpload({ required: t('self.photoRequired'), type: t('self.photoType'), size: t('self.photoSize') });
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(
    () => (upload.file && !upload.error && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(upload.file) : null),
    [upload.file, upload.error],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const refusal = (e: unknown): string => {
    if (!isApiError(e)) return e instanceof Error ? e.message : String(e);
    if (e.code === 'HEAD_ICON_TYPE') return t('self.photoType');
    if (e.code === 'HEAD_ICON_TOO_LARGE') return t('self.photoSize');
    if (e.code === 'HEAD_ICON_DIMENSIONS') return t('self.photoDimensions');
    return e.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const done = await upload.send(async (file, onProgress) =>
        uploadHeadIcon.call({ form: { image: await squareOf(file) } }, { onUploadProgress: (p) => onProgress(p.fraction) }),
      );
      if (done) toast.show('success', t('self.photoSaved'));
    } catch (e) {
      setError(refusal(e));
    }
  };

  return (
    <Card as="section" aria-labelledby="mb-photo-title" data-testid="head-icon-upload">
      <h2 className="mb-menu__title" id="mb-photo-title">
        {t('self.photoTitle')}
      </h2>
      <form className="mb-filters" onSubmit={(e) => void submit(e)} noValidate>
        {preview && (
          <div className="mb-photo">
            <img className="mb-photo__img" src={preview} alt={t('self.photoPreview')} width={120} height={120} data-testid="head-icon-preview" />
          </div>
        )}
        <FileField
          {...upload.field}
          onFileChange={(file, problem) => {
            setError(null);
            upload.field.onFileChange(file, problem);
          }}
          label={t('self.photoLabel')}
          hint={t('self.photoHint')}
          name="image"
          types={HEAD_ICON_MEDIA_TYPES}
          maxBytes={HEAD_ICON_UPLOAD_MAX_BYTES}
          chooseLabel={t('self.photoChoose')}
          changeLabel={t('self.photoChange')}
          emptyLabel={t('self.photoNone')}
          progressText={format.percent(upload.progress)}
          progressLabel={t('self.photoProgress')}
        />
        <FormError>{error}</FormError>
        <Button type="submit" block loading={upload.sending}>
          {t('self.photoUpload')}
        </Button>
      </form>
    </Card>
  );
}
