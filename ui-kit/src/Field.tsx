import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldBaseProps {
  /** The visible label above the control (translated). The observable contract requires one. */
  label: ReactNode;
  /** Help under the control (translated); replaced by `error` while the field is invalid. */
  hint?: ReactNode;
  /** The spec's message for this field (translated). Any value makes the field invalid. */
  error?: ReactNode;
  /** Class of the field's outer box (the control takes the rest of the props). */
  className?: string;
}

export function hasError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** Ids of a field's control, hint and message; the control's id is the caller's when given. */
export function useFieldIds(id: string | undefined) {
  const auto = useId();
  const controlId = id ?? auto;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/**
 * The control's aria-invalid and aria-describedby. While invalid the message replaces the hint, so
 * aria-describedby names the message element first (and alone unless the caller adds ids): the
 * observable contract reads "its message in the element named by aria-describedby".
 */
export function fieldAria(ids: ReturnType<typeof useFieldIds>, hint: ReactNode, error: ReactNode, extra?: string) {
  const invalid = hasError(error);
  const own = invalid ? ids.errorId : hint ? ids.hintId : undefined;
  const describedBy = [own, extra].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': invalid ? (true as const) : undefined, 'aria-describedby': describedBy };
}

interface FieldShellProps extends FieldBaseProps {
  ids: ReturnType<typeof useFieldIds>;
  disabled?: boolean;
  /** The bordered box: the control and its adornments. */
  children: ReactNode;
}

/** Label above, control box, then the message or the hint. Internal: fields are the public surface. */
export function FieldShell({ ids, label, hint, error, disabled, className, children }: FieldShellProps) {
  return (
    <div className={cx('tk-field', hasError(error) && 'tk-field--invalid', disabled && 'tk-field--disabled', className)}>
      <label className="tk-field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      <div className="tk-field__control">{children}</div>
      <FieldMessage ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** Under a field: its message while invalid (an alert when `alert`, for a message that comes as the value is chosen), else its hint. */
export function FieldMessage({ ids, hint, error, alert }: { ids: ReturnType<typeof useFieldIds>; hint: ReactNode; error: ReactNode; alert?: boolean }) {
  if (hasError(error))
    return (
      <p id={ids.errorId} className="tk-field__error" role={alert ? 'alert' : undefined}>
        {error}
      </p>
    );
  return hint ? (
    <p id={ids.hintId} className="tk-field__hint">
      {hint}
    </p>
  ) : null;
}
