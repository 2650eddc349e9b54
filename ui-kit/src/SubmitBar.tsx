import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';

export interface SubmitBarProps {
  /** The submit button's text (translated). */
  label: ReactNode;
  /** The form is being sent: spinner, aria-busy, and the button cannot be pressed again. */
  busy?: boolean;
  /**
   * DESIGN.md: a submit button is disabled only while sending. Use this only where the spec says so
   * (registration: the agreement flag is off).
   */
  disabled?: boolean;
  /** Why the button is disabled (translated), shown under it and read with it (aria-describedby). */
  disabledReason?: ReactNode;
  /** The form's id, when the bar sits outside the <form>. */
  form?: string;
  /** A second, secondary action under the first (registration's reset), translated. */
  secondaryLabel?: ReactNode;
  onSecondary?: () => void;
  /** Keep the bar at the bottom of the screen while a long form scrolls. */
  sticky?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** The form's full-width primary button at the bottom (DESIGN.md: Forms). */
export function SubmitBar({ label, busy = false, disabled, disabledReason, form, secondaryLabel, onSecondary, sticky, className, ...rest }: SubmitBarProps) {
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  return (
    <div {...rest} className={cx('tk-submit-bar', sticky && 'tk-submit-bar--sticky', className)}>
      <Button type="submit" size="lg" block loading={busy} disabled={disabled} form={form} aria-describedby={reason ? reasonId : undefined}>
        {label}
      </Button>
      {reason && (
        <p id={reasonId} className="tk-muted tk-submit-bar__reason">
          {reason}
        </p>
      )}
      {onSecondary && (
        <Button variant="secondary" size="lg" block disabled={busy} onClick={onSecondary}>
          {secondaryLabel}
        </Button>
      )}
    </div>
  );
}
