import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell, fieldAria, useFieldIds, type FieldBaseProps } from './Field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'size'>, FieldBaseProps {
  /** Inside the box at the start side (a currency symbol, an icon, a picker). */
  start?: ReactNode;
  /** Inside the box at the end side (a toggle, a unit, a send-code button). */
  end?: ReactNode;
}

/**
 * One labelled input. `name`, `inputMode`, `maxLength`, `autoComplete` and the rest go to the
 * <input>; with `error` it gets aria-invalid="true" and aria-describedby naming the message.
 */
export function TextField({ label, hint, error, className, start, end, id, type = 'text', 'aria-describedby': extra, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} disabled={rest.disabled} className={className}>
      {start != null && <span className="tk-field__adorn">{start}</span>}
      <input {...rest} id={ids.controlId} type={type} className="tk-field__input" {...fieldAria(ids, hint, error, extra)} />
      {end != null && <span className="tk-field__adorn">{end}</span>}
    </FieldShell>
  );
}
