import type { ComponentPropsWithRef } from 'react';
import { FieldShell, fieldAria, useFieldIds, type FieldBaseProps } from './Field';
import { Icon } from './icons';

export interface TSelectOption {
  value: string;
  /** Translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple' | 'size'>, FieldBaseProps {
  options: readonly TSelectOption[];
  /** A first, unselectable option shown while the value is "" (translated, e.g. "Choose a bank"). */
  placeholder?: string;
}

/** A labelled native <select> in the theme: the phone's own picker, no custom listbox to maintain. */
export function SelectField({ label, hint, error, className, options, placeholder, id, 'aria-describedby': extra, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} disabled={rest.disabled} className={className}>
      <select {...rest} id={ids.controlId} className="tk-field__input tk-select" {...fieldAria(ids, hint, error, extra)}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="tk-select__chevron" />
    </FieldShell>
  );
}
