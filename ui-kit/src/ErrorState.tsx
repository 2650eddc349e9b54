import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { Icon } from './icons';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** What happened, in the player's words (translated, e.g. "Loading failed, click to retry"). */
  message: ReactNode;
  /** The retry button's text (translated). Without `onRetry` there is no button. */
  retryLabel?: ReactNode;
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
}

/** A failed load in place of the content: never a blank area (DESIGN.md: States). role="alert". */
export function ErrorState({ message, retryLabel, onRetry, retrying = false, className, ...rest }: ErrorStateProps) {
  return (
    <div {...rest} role="alert" className={cx('tk-error-state', className)}>
      <span className="tk-error-state__icon" aria-hidden="true">
        <Icon name="fail" />
      </span>
      <p className="tk-error-state__text">{message}</p>
      {onRetry && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
