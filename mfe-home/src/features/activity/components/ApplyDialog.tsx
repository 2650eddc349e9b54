import { TEXT_LIMITS } from '@tessera/contract';
import { useFormat, useT } from '@tessera/platform-sdk';
import type { TPromotion } from '@tessera/contract/api';
import { Button, Dialog, FormError, Icon, IconButton } from '@tessera/ui-kit';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import type { useApplyForm } from '../hooks';

export interface ApplyDialogProps {
  promotion: TPromotion | null;
  form: ReturnType<typeof useApplyForm>;
  onClose: () => void;
}

/**
 * Applying for a promotion (spec §5): a comment (≤140, counted as typed), up to 3 png/jpg images of
 * at most 5MB each with previews, the upload's progress while it runs, and every refusal in words.
 * The images go in one multipart call, so there is one progress for all of them: FileField's bar
 * and percentage (the kit's `tk-file__progress` pieces; FileField itself takes one file), fed by
 * `api.call`'s `onUploadProgress` and written by `format.percent`.
 */
export function ApplyDialog({ promotion, form, onClose }: ApplyDialogProps) {
  const t = useT('home');
  const format = useFormat();
  const ids = { comment: useId(), commentMsg: useId(), files: useId(), filesMsg: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => form.images.map((f) => ({ name: f.name, url: URL.createObjectURL(f) })), [form.images]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  const full = form.images.length >= TEXT_LIMITS.imagesPerApplication;

  return (
    <Dialog
      open={promotion !== null}
      title={promotion ? t('activity.applyTitle', { title: promotion.title }) : ''}
      onClose={form.sending ? undefined : onClose}
      closeLabel={t('common.close')}
      dismissible={!form.sending}
      data-testid="apply-dialog"
    >
      <form className="home-apply" onSubmit={onSubmit} noValidate>
        <FormError>{form.serverError}</FormError>
        <div className="home-apply-field">
          <label htmlFor={ids.comment} className="home-apply-label">
            {t('activity.comment')}
          </label>
          <textarea
            id={ids.comment}
            name="comment"
            className="home-apply-textarea"
            rows={3}
            value={form.comment}
            onChange={(e) => form.setComment(e.target.value)}
            aria-invalid={form.commentError ? true : undefined}
            aria-describedby={ids.commentMsg}
            disabled={form.sending}
          />
          <p id={ids.commentMsg} className={form.commentError ? 'home-apply-msg home-apply-msg--error' : 'home-apply-msg'}>
            {form.commentError ? t('activity.error.commentTooLong') : t('activity.commentCount', { used: form.commentLength, max: form.commentMax })}
          </p>
        </div>

        <div className="home-apply-field">
          <span className="home-apply-label" id={ids.files}>
            {t('activity.images')}
          </span>
          <ul className="home-apply-images" aria-labelledby={ids.files}>
            {previews.map((p, i) => (
              <li key={p.url} className="home-apply-image">
                <img src={p.url} alt={p.name} width={72} height={72} />
                <IconButton size="sm" label={t('activity.removeImage', { name: p.name })} onClick={() => form.removeImage(i)} disabled={form.sending}>
                  <Icon name="trash" size={16} />
                </IconButton>
              </li>
            ))}
          </ul>
          <input
            ref={fileInput}
            type="file"
            name="images"
            accept="image/png,image/jpeg"
            multiple
            className="tk-visually-hidden"
            aria-labelledby={ids.files}
            aria-describedby={ids.filesMsg}
            aria-invalid={form.fileError ? true : undefined}
            tabIndex={-1}
            onChange={(e) => {
              form.addFiles(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={full || form.sending} data-testid="apply-add-image">
            <Icon name="image" size={18} /> {t('activity.addImage')}
          </Button>
          <p id={ids.filesMsg} className={form.fileError ? 'home-apply-msg home-apply-msg--error' : 'home-apply-msg'}>
            {form.fileError ? t(`activity.error.${form.fileError}`) : t('activity.imagesHint', { used: form.images.length })}
          </p>
        </div>

        {form.sending && (
          <div className="home-apply-progress" data-testid="apply-progress">
            <p className="home-apply-msg">{t('activity.uploading')}</p>
            <div className="tk-file__progress">
              <progress
                className="tk-file__bar"
                max={1}
                value={Math.min(1, Math.max(0, form.progress ?? 0))}
                aria-label={t('activity.uploading')}
                aria-valuetext={format.percent(form.progress ?? 0)}
              />
              <span className="tk-file__percent" aria-hidden="true" data-testid="apply-percent">
                {format.percent(form.progress ?? 0)}
              </span>
            </div>
          </div>
        )}

        <div className="home-apply-actions">
          <Button variant="secondary" onClick={onClose} disabled={form.sending}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" loading={form.sending} data-testid="apply-submit">
            {t('activity.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
