import { useId, type ComponentPropsWithRef } from 'react';

/** A labelled <textarea> in the ui-kit's field look (the kit has none); message and hint as TextField does. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  ...rest
}: Omit<ComponentPropsWithRef<'textarea'>, 'children'> & { label: string; hint?: string; error?: string | undefined }) {
  const auto = useId();
  const controlId = id ?? auto;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className={`tk-field${error ? ' tk-field--invalid' : ''}`}>
      <label className="tk-field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className="tk-field__control">
        <textarea {...rest} id={controlId} className="tk-field__input ops-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      </div>
      {error ? (
        <p id={`${controlId}-error`} className="tk-field__error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${controlId}-hint`} className="tk-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
