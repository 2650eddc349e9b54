import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export interface FormErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The form-level message (translated); nothing renders without one. */
  children?: ReactNode;
}

/** A message about the whole form (the server refused it), announced at once: role="alert". */
export function FormError({ children, className, ...rest }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div {...rest} role="alert" className={cx('tk-form-error', className)}>
      <Icon name="fail" />
      <span className="tk-form-error__text">{children}</span>
    </div>
  );
}
