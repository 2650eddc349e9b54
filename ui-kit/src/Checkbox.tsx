import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { fieldAria, hasError, useFieldIds } from './Field';
import { Icon } from './icons';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The visible label (translated); may hold a link, e.g. to the agreement. */
  label: ReactNode;
  /** The spec's message (e.g. the agreement must be accepted); makes the box invalid. */
  error?: ReactNode;
}

/** A native checkbox drawn in the theme: a 24 px target, and the label beside it toggles it too. */
export function Checkbox({ label, error, className, id, 'aria-describedby': extra, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasError(error);
  return (
    <div className={cx('tk-check', invalid && 'tk-check--invalid', rest.disabled && 'tk-check--disabled', className)}>
      <span className="tk-check__control">
        <input {...rest} id={ids.controlId} type="checkbox" className="tk-check__input" {...fieldAria(ids, undefined, error, extra)} />
        <span className="tk-check__box" aria-hidden="true">
          <Icon name="check" />
        </span>
      </span>
      <label className="tk-check__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {invalid && (
        <p id={ids.errorId} className="tk-check__error">
          {error}
        </p>
      )}
    </div>
  );
}
