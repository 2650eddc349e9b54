import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { FieldMessage, fieldAria, hasError, useFieldIds, type FieldBaseProps } from './Field';
import { Icon } from './icons';

/** Why a picked file cannot be sent: not one of the accepted types, or larger than the limit. */
export type TFileProblem = 'type' | 'size';

/** The problem of a file against the accepted media types and size limit, or null when it may be sent. */
export function fileProblem(file: File, limits: { types: readonly string[]; maxBytes: number }): TFileProblem | null {
  if (!limits.types.includes(file.type)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  return null;
}

export interface FileFieldProps extends FieldBaseProps {
  /** The form part's name (`document`, `receipt`). */
  name: string;
  /** The chosen file (controlled); null empties the input. */
  file: File | null;
  /** A file was picked (null: the picker was emptied), with its problem against `types`/`maxBytes`. */
  onFileChange(file: File | null, problem: TFileProblem | null): void;
  /** Accepted media types (the picker's `accept`, and the type check), e.g. ['image/png', 'image/jpeg']. */
  types: readonly string[];
  /** The size limit in bytes (5 MB for KYC documents and receipts). */
  maxBytes: number;
  /** The visible button's text (translated): "Choose file"; `changeLabel` once a file is chosen. */
  chooseLabel: string;
  changeLabel?: string;
  /** What the box says while no file is chosen (translated): "No file chosen". */
  emptyLabel: string;
  /** Upload progress 0..1 while the file is being sent; null or undefined when not sending. */
  progress?: number | null;
  /** The progress as the platform formats it (`format.percent(progress)`): "42%". */
  progressText?: string;
  /** The progress bar's accessible name (translated): "Upload progress". */
  progressLabel?: string;
  disabled?: boolean;
  id?: string;
  /** Shown after the file's name in the box, e.g. its size. */
  meta?: ReactNode;
}

/**
 * The preview of a picked image: an object URL made when the file is picked, shown while the
 * caller still holds that file, revoked when another is picked or the field goes.
 */
function usePreview(file: File | null): [string | null, (picked: File | null) => void] {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);
  const pick = (picked: File | null) =>
    setPreview(
      picked && picked.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? { file: picked, url: URL.createObjectURL(picked) } : null,
    );
  return [preview && preview.file === file ? preview.url : null, pick];
}

/**
 * A labelled file picker for one image: the native input is the control (keyboard, screen
 * readers: its label, `aria-invalid`, the message named by `aria-describedby`), drawn as a box
 * with the image's preview, its name and a "choose" button; under it the upload's progress as a
 * bar and a percentage, then the message (`role="alert"`) or the hint. The caller checks nothing
 * by hand: `onFileChange` says whether the file breaks `types` or `maxBytes`.
 */
export function FileField({
  label,
  hint,
  error,
  className,
  name,
  file,
  onFileChange,
  types,
  maxBytes,
  chooseLabel,
  changeLabel,
  emptyLabel,
  progress,
  progressText,
  progressLabel,
  disabled,
  id,
  meta,
}: FileFieldProps) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, pickPreview] = usePreview(file);
  // An image the browser cannot decode (bytes that only claim to be png) shows the icon instead.
  const [broken, setBroken] = useState<string | null>(null);
  const invalid = hasError(error);
  const sending = progress !== null && progress !== undefined;

  // A file input cannot be given a file, only emptied: follow the caller's null (e.g. once sent).
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    const problem = picked ? fileProblem(picked, { types, maxBytes }) : null;
    // Only a file that may be sent is previewed (a refused one may not even be an image).
    pickPreview(problem ? null : picked);
    onFileChange(picked, problem);
  };

  return (
    <div className={cx('tk-field', 'tk-file', invalid && 'tk-field--invalid', disabled && 'tk-field--disabled', className)} data-testid="file-field">
      <label className="tk-field__label" htmlFor={ids.controlId} id={`${ids.controlId}-label`}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={ids.controlId}
        className="tk-file__input tk-visually-hidden"
        type="file"
        name={name}
        accept={types.join(',')}
        disabled={disabled}
        onChange={change}
        // Named by the field's label alone: the box below is a second label (it opens the same picker) whose text would join the name.
        aria-labelledby={`${ids.controlId}-label`}
        {...fieldAria(ids, hint, error)}
      />
      {/* The box repeats the input for the eye (a second label opens the same picker); hidden from screen readers, who have the input. */}
      <label className="tk-file__box" htmlFor={ids.controlId} aria-hidden="true">
        <span className="tk-file__preview">
          {preview && preview !== broken ? <img src={preview} alt="" onError={() => setBroken(preview)} /> : <Icon name="image" />}
        </span>
        <span className="tk-file__text">
          <span className={cx('tk-file__name', !file && 'tk-file__name--empty')}>{file ? file.name : emptyLabel}</span>
          {file && meta != null && <span className="tk-file__meta">{meta}</span>}
        </span>
        <span className="tk-button tk-button--secondary tk-button--sm tk-file__choose">{file && changeLabel ? changeLabel : chooseLabel}</span>
      </label>
      {sending && (
        <div className="tk-file__progress">
          <progress className="tk-file__bar" max={1} value={Math.min(1, Math.max(0, progress))} aria-label={progressLabel} aria-valuetext={progressText} />
          <span className="tk-file__percent" aria-hidden="true">
            {progressText}
          </span>
        </div>
      )}
      <FieldMessage ids={ids} hint={hint} error={error} alert />
    </div>
  );
}
