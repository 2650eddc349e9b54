import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type TButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks until the work finishes. */
  loading?: boolean;
  /** Stretches to the full width of its container (form submit buttons). */
  block?: boolean;
}

/** A button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx('tk-button', `tk-button--${variant}`, `tk-button--${size}`, block && 'tk-button--block', className)}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'block'> {
  /** Accessible name (translated); the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, usually a small inline SVG. */
  children: ReactNode;
}

/** A square icon-only button with a 44 px target (32 px at size sm). */
export function IconButton({ label, variant = 'ghost', size = 'md', className, children, ...rest }: IconButtonProps) {
  return (
    <Button {...rest} variant={variant} size={size} aria-label={label} className={cx('tk-icon-button', className)}>
      {children}
    </Button>
  );
}
