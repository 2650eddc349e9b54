import type { HTMLAttributes } from 'react';
import type { TToastType } from '@tessera/contract';
import { IconButton } from './Button';
import { cx } from './cx';
import { Icon } from './icons';
import { Spinner } from './Spinner';

export interface TToast {
  id: string;
  type: TToastType;
  /** Already translated. */
  message: string;
}

export interface ToastHostProps extends HTMLAttributes<HTMLDivElement> {
  toasts: readonly TToast[];
  onDismiss: (id: string) => void;
  /** Accessible name of each toast's close button; without it toasts have no close button (timers close them). */
  dismissLabel?: string;
}

/**
 * Renders the current toasts. Purely presentational: the shell owns the list and the auto-close
 * timers. Every toast is role=status (polite), including failures, so tests and screen readers
 * find them the same way.
 */
export function ToastHost({ toasts, onDismiss, dismissLabel, className, ...rest }: ToastHostProps) {
  return (
    <div {...rest} className={cx('tk-toast-host', className)}>
      {toasts.map((toast) => (
        <div key={toast.id} data-testid="toast" data-type={toast.type} role="status" className={`tk-toast tk-toast--${toast.type}`}>
          {toast.type === 'loading' ? <Spinner size="sm" /> : <Icon name={toast.type} />}
          <span className="tk-toast__message">{toast.message}</span>
          {dismissLabel && toast.type !== 'loading' && (
            <IconButton label={dismissLabel} size="sm" onClick={() => onDismiss(toast.id)}>
              <Icon name="close" />
            </IconButton>
          )}
        </div>
      ))}
    </div>
  );
}
