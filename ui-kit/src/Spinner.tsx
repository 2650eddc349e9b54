import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role'> {
  /** Accessible name (translated). Without it the spinner is decorative and hidden from assistive tech. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Indeterminate busy indicator; a CSS rotation that slows to a pulse under reduced motion. */
export function Spinner({ label, size = 'md', className, ...rest }: SpinnerProps) {
  return (
    <span
      {...rest}
      className={cx('tk-spinner', `tk-spinner--${size}`, className)}
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
